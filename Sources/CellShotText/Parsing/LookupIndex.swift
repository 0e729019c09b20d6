/// Which lookups of a feature list each glyph can start, and through which of their subtables
/// (the glyphs of the subtables' coverages): a sorted glyph list with, per glyph, its
/// (lookup position, subtable) pairs in that order. A buffer then runs only the lookups some
/// glyph of it starts, and a lookup at a glyph tries only the subtables that cover it. Past
/// ``maxEntries`` pairs the index gives up: every lookup runs, trying every subtable.
struct LookupIndex: Sendable {
    private var glyphs: [UInt16] = []
    /// Per glyph, where its pairs start in `positions` and `subtables`; one entry more than `glyphs`.
    private var offsets: [Int32] = [0]
    private var positions: [UInt16] = []
    private var subtables: [UInt16] = []
    /// Per glyph, a bit per lookup position below 63 it starts, bit 63 for any position past
    /// those: a glyph that does not start a lookup is passed over without searching its pairs.
    private var masks: [UInt64] = []
    /// True when the index gave up (too many pairs): every lookup may start anywhere.
    private(set) var everything = false

    static let maxEntries = 1 << 20

    init() {}

    /// The index of lookups given by their subtables' coverages, in feature-list order.
    init(_ coverages: [[GlyphRanges]]) {
        var pairs: [(glyph: UInt16, position: UInt16, subtable: UInt16)] = []
        for (n, list) in coverages.enumerated() {
            for (s, coverage) in list.enumerated() {
                for (first, last) in coverage.bounds {
                    guard pairs.count + Int(last) - Int(first) < LookupIndex.maxEntries, n <= Int(UInt16.max),
                          s <= Int(UInt16.max) else {
                        everything = true
                        return
                    }
                    for g in first...last { pairs.append((g, UInt16(n), UInt16(s))) }
                }
            }
        }
        pairs.sort { ($0.glyph, $0.position, $0.subtable) < ($1.glyph, $1.position, $1.subtable) }
        for (k, p) in pairs.enumerated() {
            if k > 0, pairs[k - 1] == p { continue }
            if glyphs.last != p.glyph {
                if !glyphs.isEmpty { offsets.append(Int32(positions.count)) }
                glyphs.append(p.glyph)
                masks.append(0)
            }
            masks[masks.count - 1] |= LookupIndex.bit(Int(p.position))
            positions.append(p.position)
            subtables.append(p.subtable)
        }
        if !glyphs.isEmpty { offsets.append(Int32(positions.count)) }
    }

    /// A bit per lookup position (`count` of them): set for the lookups a glyph of `buffer` starts.
    func lookups(startedIn buffer: GlyphBuffer, count: Int) -> [UInt64] {
        let words = (count + 63) / 64
        guard !everything else { return [UInt64](repeating: ~0, count: words) }
        var bits = [UInt64](repeating: 0, count: words)
        for i in 0..<buffer.count {
            guard let k = slot(buffer[i]) else { continue }
            for p in positions[Int(offsets[k])..<Int(offsets[k + 1])] where Int(p) < count {
                bits[Int(p) >> 6] |= 1 << UInt64(p & 63)
            }
        }
        return bits
    }

    /// Per glyph of `buffer`, its slot in the index (-1 when it starts no lookup).
    func slots(_ buffer: GlyphBuffer) -> [Int32] {
        (0..<buffer.count).map { slot(buffer[$0]).map(Int32.init) ?? -1 }
    }

    /// The slot of `glyph` in the index (-1 when it starts no lookup).
    func slot(of glyph: UInt16) -> Int32 { slot(glyph).map(Int32.init) ?? -1 }

    /// The bit of lookup position `position` in a glyph's mask.
    @inline(__always) static func bit(_ position: Int) -> UInt64 { 1 << UInt64(min(position, 63)) }

    /// The lookups the glyph at `slot` starts: bit p for position p below 63, bit 63 for any
    /// later position; 0 for no slot (-1).
    @inline(__always) func mask(_ slot: Int32) -> UInt64 { slot >= 0 ? masks[Int(slot)] : 0 }

    /// The pairs of the glyph at `slot` (``slots(_:)``) whose lookup is at `position`: indices
    /// for ``subtable(_:)``, empty when it does not start that lookup.
    @inline(__always) func pairs(_ slot: Int32, _ position: Int) -> Range<Int> {
        guard slot >= 0 else { return 0..<0 }
        let end = Int(offsets[Int(slot) + 1])
        var k = Int(offsets[Int(slot)])
        while k < end, Int(positions[k]) < position { k += 1 }
        var e = k
        while e < end, Int(positions[e]) == position { e += 1 }
        return k..<e
    }

    /// The subtable (an index into its lookup's subtables) of pair `k` (``pairs(_:_:)``).
    @inline(__always) func subtable(_ k: Int) -> Int { Int(subtables[k]) }

    /// The index of `glyph` in `glyphs`, by binary search.
    private func slot(_ glyph: UInt16) -> Int? {
        var lo = 0, hi = glyphs.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if glyphs[mid] < glyph { lo = mid + 1 } else { hi = mid }
        }
        return lo < glyphs.count && glyphs[lo] == glyph ? lo : nil
    }
}

/// Each glyph's slot (``LookupIndex/slots(_:)``) of a buffer under substitution, and the mask
/// of the lookups it starts (``LookupIndex/mask(_:)``), kept in step with its glyphs: after a
/// change, a position is looked up again only when its glyph is not the one its slot was found
/// for, and the whole buffer only when its length changed, so a lookup that replaces glyph after
/// glyph of a long word costs a look-up per glyph, not per glyph and step.
struct GlyphSlots {
    private var glyphs: [UInt16]
    private var slots: [Int32]
    private var masks: [UInt64]
    /// The buffer's version the masks were last brought in step with.
    private var version: Int

    init(_ index: LookupIndex, _ buffer: GlyphBuffer) {
        glyphs = buffer.glyphs
        slots = index.slots(buffer)
        masks = slots.map(index.mask)
        version = buffer.version
    }

    /// The slot of the glyph at `i` of `buffer` in `index`.
    mutating func slot(at i: Int, in buffer: GlyphBuffer, _ index: LookupIndex) -> Int32 {
        if glyphs.count != buffer.count { self = GlyphSlots(index, buffer) }
        let glyph = buffer[i]
        if glyphs[i] != glyph {
            glyphs[i] = glyph
            slots[i] = index.slot(of: glyph)
            masks[i] = index.mask(slots[i])
        }
        return slots[i]
    }

    /// The first position from `start` on whose glyph may start the lookup at `position` (the
    /// glyphs before it surely do not; ``LookupIndex/pairs(_:_:)`` says whether it does), or
    /// the buffer's count.
    mutating func next(from start: Int, _ position: Int, in buffer: GlyphBuffer, _ index: LookupIndex) -> Int {
        if version != buffer.version { bringInStep(buffer, index) }
        let bit = LookupIndex.bit(position)
        return masks.withUnsafeBufferPointer { slotMasks in
            var next = start
            while next < slotMasks.count, slotMasks[next] & bit == 0 { next += 1 }
            return next
        }
    }

    /// The lookups (a bit per position, as ``LookupIndex/mask(_:)``) the glyphs of `buffer` start.
    mutating func union(_ buffer: GlyphBuffer, _ index: LookupIndex) -> UInt64 {
        if version != buffer.version { bringInStep(buffer, index) }
        return masks.reduce(0, |)
    }

    private mutating func bringInStep(_ buffer: GlyphBuffer, _ index: LookupIndex) {
        if glyphs.count != buffer.count { self = GlyphSlots(index, buffer); return }
        for i in 0..<buffer.count where glyphs[i] != buffer[i] { _ = slot(at: i, in: buffer, index) }
        version = buffer.version
    }
}
