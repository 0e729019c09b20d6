import Testing
@testable import CellShotText

/// The index of which lookups (and subtables) each glyph starts, against the answer read off the
/// coverages directly: every glyph's (lookup position, subtable) pairs in order, none twice.
@Suite struct LookupIndexTests {
    static func ranges(_ records: [(Int, Int)]) throws -> GlyphRanges {
        let bytes = LayoutLookupTests.u16(2, records.count) + records.enumerated().flatMap { LayoutLookupTests.u16($1.0, $1.1, $0) }
        return try GlyphRanges(coverage: TableReader(bytes: bytes, tag: "GSUB", start: 0, length: bytes.count))
    }

    @Test func everyGlyphListsTheSubtablesThatCoverItInOrder() throws {
        // Three lookups; the second's first subtable has overlapping ranges (a malformed file),
        // the third lists glyphs out of order and covers glyph 0 and a glyph past the others.
        let coverages = [
            [try Self.ranges([(5, 9), (20, 20)]), try Self.ranges([(7, 30)])],
            [try Self.ranges([(1, 8), (6, 12)]), try Self.ranges([])],
            [try Self.ranges([(40, 41), (0, 2), (700, 700)])],
        ]
        let index = LookupIndex(coverages)
        #expect(!index.everything)
        for glyph in 0...800 {
            var expected: [(position: Int, subtable: Int)] = []
            for (position, list) in coverages.enumerated() {
                for (subtable, coverage) in list.enumerated() where coverage.value(UInt16(glyph)) != nil || Self.holds(coverage, glyph) {
                    expected.append((position, subtable))
                }
            }
            let slot = index.slot(of: UInt16(glyph))
            #expect((slot >= 0) == !expected.isEmpty, "glyph \(glyph)")
            var found: [(position: Int, subtable: Int)] = []
            for position in 0..<coverages.count {
                for pair in index.pairs(slot, position) { found.append((position, index.subtable(pair))) }
                let starts = expected.contains { $0.position == position }
                #expect((index.mask(slot) & LookupIndex.bit(position) != 0) == starts, "glyph \(glyph), lookup \(position)")
            }
            #expect(found.map(\.position) == expected.map(\.position) && found.map(\.subtable) == expected.map(\.subtable), "glyph \(glyph)")
        }
    }

    /// True when one of the coverage's ranges holds `glyph` (a search may miss it in overlapping ranges).
    static func holds(_ coverage: GlyphRanges, _ glyph: Int) -> Bool {
        coverage.starts.indices.contains { Int(coverage.starts[$0]) <= glyph && glyph <= Int(coverage.ends[$0]) }
    }

    @Test func pastTheEntryLimitEveryLookupMayStartAnywhere() throws {
        let wide = try Self.ranges([(0, 0xFFFF)])
        let index = LookupIndex(Array(repeating: [wide], count: LookupIndex.maxEntries / 0x10000 + 1))
        #expect(index.everything)
    }
}
