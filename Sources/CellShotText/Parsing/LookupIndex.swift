/// Which lookups of a feature list each glyph can start, and through which of their subtables
/// (the glyphs of the subtables' coverages): a sorted glyph list with, per glyph, its
/// (lookup position, subtable) pairs in that order. A buffer then runs only the lookups some
/// glyph of it starts, and a lookup at a glyph tries only the subtables that cover it. Past
/// ``maxEntries`` pairs the index gives up: every lookup runs, trying every subtable. Shared,
/// not copied: a stage of substitutions takes its index with one retain.
final class LookupIndex: Sendable {
    private let glyphs: [UInt16]
    /// Per glyph, where its pairs start in `positions` and `subtables`; one entry more than `glyphs`.
    private let offsets: [Int32]
    private let positions: [UInt16]
    private let subtables: [UInt16]
    /// Per glyph, a bit per lookup position below 63 it starts, bit 63 for any position past
    /// those: a glyph that does not start a lookup is passed over without searching its pairs.
    private let masks: [UInt64]
    /// Per glyph from 0 to the last indexed one, its slot + 1 (0: it starts no lookup), so a
    /// glyph's slot is one read; empty when the index has more than 65 534 glyphs (then searched).
    private let slotByGlyph: [UInt16]
    /// True when the index gave up (too many pairs): every lookup may start anywhere.
    let everything: Bool

    static let maxEntries = 1 << 20

    /// The index of no lookup.
    convenience init() { self.init(everything: false) }

    private init(everything: Bool, glyphs: [UInt16] = [], offsets: [Int32] = [0], positions: [UInt16] = [], subtables: [UInt16] = [],
                 masks: [UInt64] = [], slotByGlyph: [UInt16] = []) {
        self.everything = everything
        self.glyphs = glyphs; self.offsets = offsets; self.positions = positions; self.subtables = subtables
        self.masks = masks; self.slotByGlyph = slotByGlyph
    }

    /// The index of lookups given by their subtables' coverages, in feature-list order.
    /// Pairs are counted per glyph, then placed in their glyph's bucket in coverage order, which
    /// is already (lookup position, subtable) order: no sort, and a repeated pair (overlapping
    /// ranges of one coverage) lands next to its twin.
    convenience init(_ coverages: [[GlyphRanges]]) {
        var total = 0, top = -1
        for (lookupPosition, list) in coverages.enumerated() {
            for (subtableIndex, coverage) in list.enumerated() {
                for range in coverage.starts.indices {
                    let first = coverage.starts[range], last = coverage.ends[range]
                    guard total + Int(last) - Int(first) < LookupIndex.maxEntries, lookupPosition <= Int(UInt16.max),
                          subtableIndex <= Int(UInt16.max) else {
                        self.init(everything: true)
                        return
                    }
                    total += Int(last) - Int(first) + 1
                    top = max(top, Int(last))
                }
            }
        }
        // Where each glyph's bucket starts in `pairs` (position << 16 | subtable).
        var bucket = [Int](repeating: 0, count: top + 2)
        for list in coverages {
            for coverage in list {
                for range in coverage.starts.indices {
                    for glyph in Int(coverage.starts[range])...Int(coverage.ends[range]) { bucket[glyph + 1] += 1 }
                }
            }
        }
        for glyph in 0...top + 1 where glyph > 0 { bucket[glyph] += bucket[glyph - 1] }
        var pairs = [UInt32](repeating: 0, count: total), next = bucket
        for (lookupPosition, list) in coverages.enumerated() {
            for (subtableIndex, coverage) in list.enumerated() {
                for range in coverage.starts.indices {
                    for glyph in Int(coverage.starts[range])...Int(coverage.ends[range]) {
                        pairs[next[glyph]] = UInt32(lookupPosition) << 16 | UInt32(subtableIndex)
                        next[glyph] += 1
                    }
                }
            }
        }
        var glyphs: [UInt16] = [], offsets: [Int32] = [0], positions: [UInt16] = [], subtables: [UInt16] = [], masks: [UInt64] = []
        for glyph in 0..<top + 1 where bucket[glyph] < bucket[glyph + 1] {
            glyphs.append(UInt16(glyph))
            var mask: UInt64 = 0
            for index in bucket[glyph]..<bucket[glyph + 1] where index == bucket[glyph] || pairs[index - 1] != pairs[index] {
                let position = UInt16(pairs[index] >> 16)
                mask |= LookupIndex.bit(Int(position))
                positions.append(position)
                subtables.append(UInt16(pairs[index] & 0xFFFF))
            }
            masks.append(mask)
            offsets.append(Int32(positions.count))
        }
        var slotByGlyph: [UInt16] = []
        if glyphs.count < Int(UInt16.max) {
            slotByGlyph = [UInt16](repeating: 0, count: top + 1)
            for (slot, glyph) in glyphs.enumerated() { slotByGlyph[Int(glyph)] = UInt16(slot + 1) }
        }
        self.init(everything: false, glyphs: glyphs, offsets: offsets, positions: positions, subtables: subtables, masks: masks,
                  slotByGlyph: slotByGlyph)
    }

    /// A bit per lookup position (`count` of them): set for the lookups a glyph of `buffer` starts.
    func lookups(startedIn buffer: GlyphBuffer, count: Int) -> [UInt64] {
        let words = (count + 63) / 64
        guard !everything else { return [UInt64](repeating: ~0, count: words) }
        var bits = [UInt64](repeating: 0, count: words)
        for i in 0..<buffer.count {
            guard let glyphSlot = slot(buffer[i]) else { continue }
            for position in positions[Int(offsets[glyphSlot])..<Int(offsets[glyphSlot + 1])] where Int(position) < count {
                bits[Int(position) >> 6] |= 1 << UInt64(position & 63)
            }
        }
        return bits
    }

    /// The slot of `glyph` in the index (-1 when it starts no lookup).
    func slot(of glyph: UInt16) -> Int32 { slot(glyph).map(Int32.init) ?? -1 }

    /// Writes the slot (``slot(of:)``) and mask (``mask(_:)``) of each of `glyphs`.
    func read(_ glyphs: UnsafeBufferPointer<UInt16>, slots: UnsafeMutableBufferPointer<Int32>, masks: UnsafeMutableBufferPointer<UInt64>) {
        guard !slotByGlyph.isEmpty else {
            for position in glyphs.indices {
                slots[position] = slot(of: glyphs[position]); masks[position] = mask(slots[position])
            }
            return
        }
        slotByGlyph.withUnsafeBufferPointer { slotByGlyph in
            self.masks.withUnsafeBufferPointer { slotMasks in
                for position in glyphs.indices {
                    let glyph = Int(glyphs[position])
                    let stored = glyph < slotByGlyph.count ? Int32(slotByGlyph[glyph]) : 0
                    slots[position] = stored - 1
                    masks[position] = stored == 0 ? 0 : slotMasks[Int(stored) - 1]
                }
            }
        }
    }

    /// The bit of lookup position `position` in a glyph's mask.
    @inline(__always) static func bit(_ position: Int) -> UInt64 { 1 << UInt64(min(position, 63)) }

    /// The lookups the glyph at `slot` starts: bit p for position p below 63, bit 63 for any
    /// later position; 0 for no slot (-1).
    @inline(__always) func mask(_ slot: Int32) -> UInt64 { slot >= 0 ? masks[Int(slot)] : 0 }

    /// The pairs of the glyph at `slot` (``slot(of:)``) whose lookup is at `position`: indices
    /// for ``subtable(_:)``, empty when it does not start that lookup.
    @inline(__always) func pairs(_ slot: Int32, _ position: Int) -> Range<Int> {
        guard slot >= 0 else { return 0..<0 }
        let end = Int(offsets[Int(slot) + 1])
        var lower = Int(offsets[Int(slot)])
        while lower < end, Int(positions[lower]) < position { lower += 1 }
        var upper = lower
        while upper < end, Int(positions[upper]) == position { upper += 1 }
        return lower..<upper
    }

    /// The subtable (an index into its lookup's subtables) of `pair` (``pairs(_:_:)``).
    @inline(__always) func subtable(_ pair: Int) -> Int { Int(subtables[pair]) }

    /// The index of `glyph` in `glyphs`: read from `slotByGlyph`, else by binary search.
    private func slot(_ glyph: UInt16) -> Int? {
        if !slotByGlyph.isEmpty {
            guard Int(glyph) < slotByGlyph.count else { return nil }
            let stored = Int(slotByGlyph[Int(glyph)])
            return stored == 0 ? nil : stored - 1
        }
        var lo = 0, hi = glyphs.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if glyphs[mid] < glyph { lo = mid + 1 } else { hi = mid }
        }
        return lo < glyphs.count && glyphs[lo] == glyph ? lo : nil
    }
}

/// Each glyph's slot (``LookupIndex/slot(of:)``) of a buffer under substitution, and the mask
/// of the lookups it starts (``LookupIndex/mask(_:)``), kept in step with its glyphs: after a
/// change, a position is looked up again only when its glyph is not the one its slot was found
/// for, and the whole buffer only when its length changed, so a lookup that replaces glyph after
/// glyph of a long word costs a look-up per glyph, not per glyph and step. Its arrays keep their
/// room from buffer to buffer (``reset(_:_:)``): a shaper's stages reuse one.
struct GlyphSlots {
    /// Per position: the glyph its slot was found for, the slot, the mask. One allocation, kept
    /// from buffer to buffer (made again only for a longer buffer): a shaper's stages, whose
    /// buffers change length as glyphs ligate, write over it. A scratch: a copy shares it.
    private final class Storage {
        let capacity: Int
        private let bytes: UnsafeMutableRawPointer
        let masks: UnsafeMutablePointer<UInt64>
        let slots: UnsafeMutablePointer<Int32>
        let glyphs: UnsafeMutablePointer<UInt16>

        init(capacity: Int) {
            self.capacity = capacity
            // The masks, then the slots, then the glyphs: each part aligned for the next.
            bytes = .allocate(byteCount: max(1, capacity * 14), alignment: 8)
            masks = bytes.bindMemory(to: UInt64.self, capacity: capacity)
            slots = (bytes + capacity * 8).bindMemory(to: Int32.self, capacity: capacity)
            glyphs = (bytes + capacity * 12).bindMemory(to: UInt16.self, capacity: capacity)
        }

        deinit { bytes.deallocate() }

        /// Room for nothing, shared: nothing is ever written to it.
        nonisolated(unsafe) static let none = Storage(capacity: 0)
    }

    private var storage = Storage.none
    private var count = 0
    /// The buffer's version the masks were last brought in step with.
    private var version = -1
    /// With bits, only glyphs whose buffer mask has one of them may start a lookup: the others
    /// get mask 0 (``GlyphBuffer/masks``).
    private var filter: UInt8 = 0

    init() {}

    /// Reads every glyph of `buffer`, those whose buffer mask has a bit of `filter` alone when
    /// it is not 0.
    mutating func reset(_ index: LookupIndex, _ buffer: GlyphBuffer, filter: UInt8) {
        self.filter = filter
        reset(index, buffer)
    }

    /// Reads every glyph of `buffer` (from another buffer, or after its length changed).
    private mutating func reset(_ index: LookupIndex, _ buffer: GlyphBuffer) {
        count = buffer.count
        if count > storage.capacity { storage = Storage(capacity: max(count, 2 * storage.capacity, 64)) }
        let glyphs = UnsafeMutableBufferPointer(start: storage.glyphs, count: count)
        let masks = UnsafeMutableBufferPointer(start: storage.masks, count: count)
        _ = buffer.glyphs.withUnsafeBufferPointer { glyphs.initialize(fromContentsOf: $0) }
        index.read(UnsafeBufferPointer(glyphs), slots: UnsafeMutableBufferPointer(start: storage.slots, count: count), masks: masks)
        if filter != 0 {
            for position in 0..<count where buffer.masks[position] & filter == 0 { masks[position] = 0 }
        }
        version = buffer.version
    }

    /// The slot of the glyph at `position` of `buffer` in `index`.
    mutating func slot(at position: Int, in buffer: GlyphBuffer, _ index: LookupIndex) -> Int32 {
        if count != buffer.count { reset(index, buffer) }
        let glyph = buffer[position]
        if storage.glyphs[position] != glyph {
            storage.glyphs[position] = glyph
            let slot = index.slot(of: glyph)
            storage.slots[position] = slot
            storage.masks[position] = filter != 0 && buffer.masks[position] & filter == 0 ? 0 : index.mask(slot)
        }
        return storage.slots[position]
    }

    /// The first position from `start` on whose glyph may start the lookup at `position` (the
    /// glyphs before it surely do not; ``LookupIndex/pairs(_:_:)`` says whether it does), or
    /// the buffer's count.
    mutating func next(from start: Int, _ position: Int, in buffer: GlyphBuffer, _ index: LookupIndex) -> Int {
        if version != buffer.version { bringInStep(buffer, index) }
        let bit = LookupIndex.bit(position), masks = storage.masks
        var next = start
        while next < count, masks[next] & bit == 0 { next += 1 }
        return next
    }

    /// The lookups (a bit per position, as ``LookupIndex/mask(_:)``) the glyphs of `buffer` start.
    mutating func union(_ buffer: GlyphBuffer, _ index: LookupIndex) -> UInt64 {
        if version != buffer.version { bringInStep(buffer, index) }
        return UnsafeBufferPointer(start: storage.masks, count: count).reduce(0, |)
    }

    private mutating func bringInStep(_ buffer: GlyphBuffer, _ index: LookupIndex) {
        if count != buffer.count { reset(index, buffer); return }
        for i in 0..<count where storage.glyphs[i] != buffer[i] { _ = slot(at: i, in: buffer, index) }
        version = buffer.version
    }
}
