/// Which lookups of a feature list each glyph can start (the glyphs of their subtables'
/// coverages), as a sorted glyph list with, per glyph, the positions of its lookups: a buffer
/// then runs only the lookups some glyph of it starts. Past ``maxEntries`` glyph–lookup pairs
/// the index gives up and every lookup runs.
struct LookupIndex: Sendable {
    private var glyphs: [UInt16] = []
    /// Per glyph, where its lookups start in `positions`; one entry more than `glyphs`.
    private var offsets: [Int32] = [0]
    private var positions: [UInt16] = []
    /// True when the index gave up (too many pairs): every lookup may start anywhere.
    private var everything = false

    static let maxEntries = 1 << 20

    init() {}

    /// The index of lookups given by their coverages, in feature-list order.
    init(_ coverages: [[GlyphRanges]]) {
        var pairs: [(glyph: UInt16, position: UInt16)] = []
        for (n, list) in coverages.enumerated() {
            for coverage in list {
                for (s, e) in coverage.bounds {
                    guard pairs.count + Int(e) - Int(s) < LookupIndex.maxEntries, n <= Int(UInt16.max) else {
                        everything = true
                        return
                    }
                    for g in s...e { pairs.append((g, UInt16(n))) }
                }
            }
        }
        pairs.sort { $0.glyph != $1.glyph ? $0.glyph < $1.glyph : $0.position < $1.position }
        for (k, p) in pairs.enumerated() {
            if k > 0, pairs[k - 1] == p { continue }
            if glyphs.last != p.glyph {
                if !glyphs.isEmpty { offsets.append(Int32(positions.count)) }
                glyphs.append(p.glyph)
            }
            positions.append(p.position)
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

    /// True when the glyph at `slot` (``slots(_:)``) starts the lookup at `position`.
    @inline(__always) func starts(_ slot: Int32, _ position: Int) -> Bool {
        if everything { return true }
        guard slot >= 0 else { return false }
        return positions[Int(offsets[Int(slot)])..<Int(offsets[Int(slot) + 1])].contains(UInt16(truncatingIfNeeded: position))
    }

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
