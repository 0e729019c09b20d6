import Testing
@testable import CellShotText

/// A lookup made only of ligatures is not run over a buffer that holds none of the glyphs its
/// ligatures take after their first (``GlyphComposition/Lookup/mayApply(in:)``), and the
/// lookup index answers a glyph's slot by table and, past 65 534 glyphs, by search.
@Suite struct LigatureLookupTests {
    /// LigatureSubstFormat1: `first` followed by `second` becomes `ligature`.
    static func ligature(_ first: Int, _ second: Int, into ligature: Int) -> [UInt8] {
        LayoutLookupTests.u16(1, 18, 1, 8) + LayoutLookupTests.u16(1, 4) + LayoutLookupTests.u16(ligature, 2, second)
            + LayoutLookupTests.u16(1, 1, first)
    }

    @Test func aLigatureLookupRunsOnlyWhereItsSecondGlyphIs() throws {
        let composition = try LayoutLookupTests.composition([LayoutLookupTests.lookup(type: 4, Self.ligature(5, 7, into: 9))])
        let lookup = try #require(composition.plans[GlyphComposition.Script.hebrew.rawValue].first ?? nil)
        #expect(lookup.followers == [7])
        #expect(lookup.mayApply(in: GlyphBuffer([5, 7])))
        #expect(lookup.mayApply(in: GlyphBuffer([8, 7])))
        #expect(!lookup.mayApply(in: GlyphBuffer([5, 8])))
        #expect(!lookup.mayApply(in: GlyphBuffer([7, 5])), "a follower as the first glyph follows nothing")
        #expect(!lookup.mayApply(in: GlyphBuffer([5, 700])), "a glyph past every follower's bits")
        for (glyphs, expected) in [([5, 7], [9]), ([3, 5, 7], [3, 9]), ([5, 8], [5, 8]), ([7, 5], [7, 5]), ([5], [5])] as [([UInt16], [UInt16])] {
            var buffer = GlyphBuffer(glyphs)
            composition.apply(.hebrew, to: &buffer, gdef: .none, numGlyphs: 100)
            #expect(buffer.glyphs == expected, "\(glyphs)")
        }
    }

    /// The followers checked against the buffer's later glyphs as bits answer as the scan
    /// does, and the bits are read again once the buffer changed.
    @Test func laterGlyphsAsBitsAnswerAsTheScanAndFollowTheBuffer() throws {
        let composition = try LayoutLookupTests.composition([LayoutLookupTests.lookup(type: 4, Self.ligature(5, 7, into: 9))])
        let lookup = try #require(composition.plans[GlyphComposition.Script.hebrew.rawValue].first ?? nil)
        let padding = [UInt16](repeating: 3, count: GlyphComposition.LaterGlyphs.minimumCount)
        for start in [[5, 7], [8, 7], [5, 8], [7, 5], [5, 700], [700, 7], [5], [], [7, 7, 7], [5, 60_000, 7], [5, 60_000]] as [[UInt16]] {
            for glyphs in [start, start + padding] {
                var later = GlyphComposition.LaterGlyphs()
                #expect(lookup.mayApply(in: GlyphBuffer(glyphs), later: &later) == lookup.mayApply(in: GlyphBuffer(glyphs)), "\(glyphs)")
                #expect(later.scans == (glyphs.count < padding.count || start.contains(60_000)), "short or high glyphs: scanned \(glyphs)")
            }
        }
        var buffer = GlyphBuffer([5, 8, 300] + padding)
        var later = GlyphComposition.LaterGlyphs()
        #expect(!lookup.mayApply(in: buffer, later: &later))
        buffer.replace(1, with: 7)
        #expect(lookup.mayApply(in: buffer, later: &later), "read again after the change")
        #expect(GlyphBits([3, 64, 130], from: 1) == [64, 130])
        #expect(GlyphBits([3, 64, 130], from: 1).intersects([130]))
        #expect(!GlyphBits([3, 64, 130], from: 1).intersects([3, 200]))
        #expect(!GlyphBits([3], from: 1).intersects([3]))
    }

    @Test func otherLookupsMayAlwaysApply() throws {
        let composition = try LayoutLookupTests.composition([LayoutLookupTests.lookup(type: 1, LayoutLookupTests.single(5, delta: 1))])
        let lookup = try #require(composition.plans[GlyphComposition.Script.hebrew.rawValue].first ?? nil)
        #expect(lookup.followers == nil)
        #expect(lookup.mayApply(in: GlyphBuffer([5])))
    }

    @Test func anIndexOfEveryGlyphIsSearched() throws {
        let index = LookupIndex([[try LookupIndexTests.ranges([(0, 0xFFFE)])]])
        #expect(!index.everything)
        for glyph in [0, 1, 300, 0xFFFE] as [UInt16] {
            #expect(index.slot(of: glyph) == Int32(glyph))
            #expect(index.pairs(index.slot(of: glyph), 0).count == 1)
        }
        #expect(index.slot(of: 0xFFFF) == -1)
    }
}
