/// For a list of pair subtables, by first glyph, the position of the first subtable whose
/// coverage holds the glyph: a pair skips the subtables before it, which cannot adjust it.
struct PairIndex: Sendable {
    /// Per glyph up to the last covered one, its first subtable's position + 1 (0: no subtable
    /// covers it).
    private let first: [UInt16]
    /// False for a list too long to number in `first`: every pair starts at its first subtable.
    private let indexed: Bool

    /// The most glyph entries an index writes: a malformed font whose subtables share one huge
    /// coverage gets no index (its pairs start at the first subtable) rather than unbounded work.
    static let maxWrites = 1 << 22

    /// The index of `coverages`, in list order.
    init(_ coverages: [GlyphRanges]) {
        var writes = 0
        for coverage in coverages where writes <= PairIndex.maxWrites {
            for range in coverage.starts.indices { writes += Int(coverage.ends[range]) - Int(coverage.starts[range]) + 1 }
        }
        guard coverages.count < Int(UInt16.max), writes <= PairIndex.maxWrites else { first = []; indexed = false; return }
        let last = coverages.compactMap { $0.ends.max() }.max().map(Int.init) ?? -1
        var table = [UInt16](repeating: 0, count: last + 1)
        // From the last subtable back, so that each glyph keeps its first.
        for (position, coverage) in coverages.enumerated().reversed() {
            for range in coverage.starts.indices {
                for glyph in Int(coverage.starts[range])...Int(coverage.ends[range]) { table[glyph] = UInt16(position + 1) }
            }
        }
        first = table
        indexed = true
    }

    /// The position of the first subtable that covers `glyph`, nil when none does.
    @inline(__always) func entry(_ glyph: UInt16) -> Int? {
        guard indexed else { return 0 }
        let index = Int(glyph)
        guard index < first.count, first[index] != 0 else { return nil }
        return Int(first[index]) - 1
    }
}
