import Testing
@testable import CellShotText

/// A context subtable is tried only where the glyphs next to its first glyph can start one of
/// its rules (``ContextFilter``): rules still match, glyphs outside the sets are passed over, and
/// empty or class-0 sets behave as the rules do.
@Suite struct ContextFilterTests {
    typealias Tables = LayoutLookupTests

    /// ChainContextSubstFormat3: a coverage per backtrack glyph (nearest first), the input glyph,
    /// a coverage per lookahead glyph, then the records.
    static func chained(backtrack: [[Int]], _ glyph: Int, lookahead: [[Int]], records: [(Int, Int)]) -> [UInt8] {
        let coverages = backtrack + [[glyph]] + lookahead
        var offset = 2 + 2 + 2 * backtrack.count + 4 + 2 + 2 * lookahead.count + 2 + 4 * records.count
        var offsets: [Int] = []
        for coverage in coverages { offsets.append(offset); offset += 4 + 2 * coverage.count }
        var bytes = Tables.u16(3, backtrack.count) + offsets[0..<backtrack.count].flatMap { Tables.u16($0) }
        bytes += Tables.u16(1, offsets[backtrack.count], lookahead.count)
        bytes += offsets[(backtrack.count + 1)...].flatMap { Tables.u16($0) }
        bytes += Tables.u16(records.count) + records.flatMap { Tables.u16($0.0, $0.1) }
        return bytes + coverages.flatMap { Tables.u16(1, $0.count) + $0.flatMap { Tables.u16($0) } }
    }

    /// The filter of a parsed context subtable, out of a face's whole budget.
    static func filter(_ subtable: [UInt8]) throws -> ContextFilter {
        var budget = ContextFilter.faceBudget
        return try #require(filter(subtable, budget: &budget))
    }

    static func filter(_ subtable: [UInt8], budget: inout Int) throws -> ContextFilter? {
        let parsed = try GlyphComposition.context(TableReader(bytes: subtable, tag: "GSUB", start: 0, length: subtable.count), chained: true)
        guard case let .context(_, _, _, filter) = parsed.filtered(budget: &budget) else {
            Issue.record("not a context subtable")
            return nil
        }
        return filter
    }

    /// Lookup 0: the chained rule, then lookup 1 adding 1 to glyph 5.
    static func composition(_ rule: [UInt8], flags: Int = 0) throws -> GlyphComposition {
        try Tables.composition([Tables.lookup(type: 6, flags: flags, rule), Tables.lookup(type: 1, Tables.single(5, delta: 1))])
    }

    static func applied(_ composition: GlyphComposition, _ glyphs: [UInt16], gdef: GlyphDefinition = .none) -> [UInt16] {
        var buffer = GlyphBuffer(glyphs)
        composition.apply(.hebrew, to: &buffer, gdef: gdef, numGlyphs: 100)
        return buffer.glyphs
    }

    @Test func theSetsAreTheGlyphsNextToTheFirstInputGlyph() throws {
        let rule = Self.chained(backtrack: [[3, 4], [9]], 5, lookahead: [[7], [8]], records: [(0, 1)])
        let filter = try Self.filter(rule)
        #expect(filter.before == [3, 4])
        #expect(filter.after == [7])
        #expect(filter.admits(1, in: GlyphBuffer([3, 5, 7]), .none, .none))
        #expect(!filter.admits(1, in: GlyphBuffer([2, 5, 7]), .none, .none), "a glyph outside the backtrack set")
        #expect(!filter.admits(1, in: GlyphBuffer([3, 5, 6]), .none, .none), "a glyph outside the lookahead set")
        #expect(!filter.admits(0, in: GlyphBuffer([5, 7]), .none, .none), "no glyph before")
        #expect(!filter.admits(1, in: GlyphBuffer([3, 5]), .none, .none), "no glyph after")
    }

    @Test func aRuleStillMatchesAndOthersArePassedOver() throws {
        let composition = try Self.composition(Self.chained(backtrack: [[3]], 5, lookahead: [[7]], records: [(0, 1)]))
        #expect(Self.applied(composition, [3, 5, 7]) == [3, 6, 7])
        #expect(Self.applied(composition, [1, 3, 5, 7, 2]) == [1, 3, 6, 7, 2])
        #expect(Self.applied(composition, [4, 5, 7]) == [4, 5, 7])
        #expect(Self.applied(composition, [3, 5, 8]) == [3, 5, 8])
        #expect(Self.applied(composition, [5, 7]) == [5, 7])
    }

    @Test func skippedMarksAreLookedPast() throws {
        // GDEF: glyph 20 is a mark; with IgnoreMarks the rule sees 3, 5, 7 through the marks.
        let gdef = GlyphDefinition(classes: try Tables.classDef([(20, 3)]), markAttachClasses: nil, markGlyphSets: [])
        let rule = Self.chained(backtrack: [[3]], 5, lookahead: [[7]], records: [(0, 1)])
        let ignoring = try Self.composition(rule, flags: 8), plain = try Self.composition(rule)
        #expect(Self.applied(ignoring, [3, 20, 5, 20, 7], gdef: gdef) == [3, 20, 6, 20, 7])
        #expect(Self.applied(plain, [3, 20, 5, 20, 7], gdef: gdef) == [3, 20, 5, 20, 7])
        let filter = try Self.filter(rule)
        #expect(filter.admits(2, in: GlyphBuffer([3, 20, 5, 20, 7]), LookupFlags(raw: 8, markFilteringSet: nil), gdef))
        #expect(!filter.admits(2, in: GlyphBuffer([3, 20, 5, 20, 7]), .none, gdef))
    }

    @Test func aRuleWithoutGlyphsOnASideChecksNothingThere() throws {
        let filter = try Self.filter(Self.chained(backtrack: [], 5, lookahead: [], records: [(0, 1)]))
        #expect(filter.before == nil)
        #expect(filter.after == nil)
        #expect(filter.admits(0, in: GlyphBuffer([5]), .none, .none))
        #expect(Self.applied(try Self.composition(Self.chained(backtrack: [], 5, lookahead: [], records: [(0, 1)])), [5]) == [6])
    }

    @Test func anEmptyCoverageAdmitsNothing() throws {
        let rule = Self.chained(backtrack: [], 5, lookahead: [[]], records: [(0, 1)])
        let filter = try Self.filter(rule)
        #expect(filter.after == [])
        #expect(!filter.admits(0, in: GlyphBuffer([5, 7]), .none, .none))
        #expect(Self.applied(try Self.composition(rule), [5, 7]) == [5, 7])
    }

    @Test func classRulesTakeTheirClassesGlyphsAndClassZeroChecksNothing() throws {
        // ChainContextSubstFormat2: coverage {5}; backtrack classes {3: 1, 4: 2}; input and
        // lookahead class tables empty (every glyph in class 0). One rule set for input class 0:
        // backtrack class `backtrackClass`, input 5 alone, one lookahead glyph of class 0,
        // record (0, 1).
        func subtable(backtrackClass: Int) -> [UInt8] {
            var bytes = Tables.u16(2, 14, 20, 36, 36, 1, 40)
            bytes += Tables.u16(1, 1, 5)
            bytes += Tables.u16(2, 2, 3, 3, 1, 4, 4, 2)
            bytes += Tables.u16(2, 0)
            bytes += Tables.u16(1, 4) + Tables.u16(1, backtrackClass, 1, 1, 0, 1, 0, 1)
            return bytes
        }
        let byClass = try Self.filter(subtable(backtrackClass: 2))
        #expect(byClass.before == [4])
        #expect(byClass.after == nil, "a lookahead of class 0 holds every glyph outside the classes")
        let composition = try Self.composition(subtable(backtrackClass: 2))
        #expect(Self.applied(composition, [4, 5, 9]) == [4, 6, 9])
        #expect(Self.applied(composition, [3, 5, 9]) == [3, 5, 9])
        #expect(try Self.filter(subtable(backtrackClass: 0)).before == nil)
        #expect(Self.applied(try Self.composition(subtable(backtrackClass: 0)), [9, 5, 9]) == [9, 6, 9])
    }

    @Test func aFilterPastTheBudgetChecksNothingAndTheRuleStillApplies() throws {
        let rule = Self.chained(backtrack: [Array(0...300)], 5, lookahead: [[7]], records: [(0, 1)])
        var budget = 3
        #expect(try Self.filter(rule, budget: &budget) == nil)
        #expect(budget < 0)
        var next = budget
        #expect(try Self.filter(Self.chained(backtrack: [], 5, lookahead: [[7]], records: [(0, 1)]), budget: &next) == nil,
                "nothing is left for the next subtable")
        #expect(Self.applied(try Self.composition(rule), [300, 5, 7]) == [300, 6, 7])
    }

    @Test func rangesAreInsertedAsTheirGlyphs() {
        for (first, last) in [(0, 0), (0, 63), (1, 64), (63, 64), (5, 200), (64, 127), (100, 1_000), (65_500, 65_535)] {
            var byRange = GlyphBits(), byGlyph = GlyphBits()
            byRange.insert(UInt16(first)...UInt16(last))
            for glyph in first...last { byGlyph.insert(UInt16(glyph)) }
            #expect(byRange == byGlyph, "\(first)...\(last)")
        }
    }
}
