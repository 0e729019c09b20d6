import Testing
@testable import CellShotText

/// GSUB contextual lookups, lookup flags and GPOS mark-to-ligature on small hand-built tables:
/// what they do, and that malformed ones (cycles, indices past the lookup list, offsets past
/// the table, huge counts) end in typed errors or skipped lookups.
@Suite struct LayoutLookupTests {
    static func u16(_ values: Int...) -> [UInt8] { values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] } }

    /// A GSUB or GPOS table whose `script` default language system has one feature, `feature`,
    /// using the first `used` lookups of the list (default: all).
    static func layoutTable(script: String, feature: String, lookups: [[UInt8]], used: Int? = nil) -> [UInt8] {
        let n = used ?? lookups.count
        var header = u16(1, 0, 10, 30, 42 + 2 * n)
        header += u16(1) + Array(script.utf8) + u16(8) + u16(4, 0) + u16(0, 0xFFFF, 1, 0)
        header += u16(1) + Array(feature.utf8) + u16(8) + u16(0, n) + (0..<n).flatMap { u16($0) }
        var list = u16(lookups.count)
        var offset = 2 + 2 * lookups.count
        for l in lookups { list += u16(offset); offset += l.count }
        return header + list + lookups.flatMap { $0 }
    }

    /// A lookup with one subtable.
    static func lookup(type: Int, flags: Int = 0, _ subtable: [UInt8]) -> [UInt8] { u16(type, flags, 1, 8) + subtable }

    /// ChainContextSubstFormat3: input glyph `glyph`, lookahead glyph `next` (if any), records.
    static func chained(_ glyph: Int, next: Int? = nil, records: [(Int, Int)]) -> [UInt8] {
        let lookahead = next.map { _ in 1 } ?? 0
        let head = 12 + 2 * lookahead + 4 * records.count
        var bytes = u16(3, 0, 1, head) + u16(lookahead) + (next == nil ? [] : u16(head + 6))
        bytes += u16(records.count) + records.flatMap { u16($0.0, $0.1) }
        bytes += u16(1, 1, glyph)
        if let next { bytes += u16(1, 1, next) }
        return bytes
    }

    /// SingleSubstFormat1 adding `delta` to `glyph`.
    static func single(_ glyph: Int, delta: Int) -> [UInt8] { u16(1, 6, delta) + u16(1, 1, glyph) }

    /// The ccmp of a GSUB with these lookups, the first one in the feature.
    static func composition(_ lookups: [[UInt8]]) throws(FontError) -> GlyphComposition {
        let bytes = layoutTable(script: "hebr", feature: "ccmp", lookups: lookups, used: 1)
        return try GlyphComposition(gsub: TableReader(bytes: bytes, tag: "GSUB", start: 0, length: bytes.count))
    }

    func applied(_ c: GlyphComposition, _ glyphs: [UInt16], gdef: GlyphDefinition = .none) -> [UInt16] {
        var buffer = GlyphBuffer(glyphs)
        c.apply(.hebrew, to: &buffer, gdef: gdef, numGlyphs: 100)
        return buffer.glyphs
    }

    @Test func chainedContextSubstitutesBeforeALookahead() throws {
        // Lookup 0 (ccmp): 5 followed by 7 → lookup 1 at 5 (5 + 1 = 6).
        let c = try Self.composition([Self.lookup(type: 6, Self.chained(5, next: 7, records: [(0, 1)])),
                                      Self.lookup(type: 1, Self.single(5, delta: 1))])
        #expect(applied(c, [5, 7]) == [6, 7])
        #expect(applied(c, [5, 8]) == [5, 8])
        #expect(applied(c, [7, 5]) == [7, 5])
    }

    @Test(arguments: [
        (6, u16(1, 8, 1, 14) + u16(1, 1, 5) + u16(1, 4) + u16(0, 2, 7, 0, 1, 0, 1)),  // chained, format 1
        (5, u16(1, 8, 1, 14) + u16(1, 1, 5) + u16(1, 4) + u16(2, 1, 7, 0, 1)),        // context, format 1
        (5, u16(3, 2, 1, 14, 20, 0, 1) + u16(1, 1, 5) + u16(1, 1, 7)),                 // context, format 3
    ])
    func contextFormatsMatchTheSecondGlyph(type: Int, subtable: [UInt8]) throws {
        // Input 5, 7 → lookup 1 at the 5 (5 + 1 = 6).
        let c = try Self.composition([Self.lookup(type: type, subtable), Self.lookup(type: 1, Self.single(5, delta: 1))])
        #expect(applied(c, [5, 7]) == [6, 7])
        #expect(applied(c, [5, 8]) == [5, 8])
    }

    /// A lookup with several subtables, tried in order.
    static func lookup(type: Int, _ subtables: [[UInt8]]) -> [UInt8] {
        var offset = 6 + 2 * subtables.count, offsets: [Int] = []
        for t in subtables { offsets.append(offset); offset += t.count }
        return u16(type, 0, subtables.count) + offsets.flatMap { u16($0) } + subtables.flatMap { $0 }
    }

    @Test func aGlyphTriesTheSubtablesThatCoverItInOrder() throws {
        // Lookup 0: 5 before 7 → lookup 1; 9 → lookup 1; 5 → lookup 2. Lookup 1 adds 1 to 5 or
        // to 9 (one subtable each), lookup 2 adds 2 to 5. A 5 not before 7 falls through the
        // first subtable to the third; a 9 starts only the second.
        let c = try Self.composition([
            Self.lookup(type: 6, [Self.chained(5, next: 7, records: [(0, 1)]), Self.chained(9, records: [(0, 1)]),
                                  Self.chained(5, records: [(0, 2)])]),
            Self.lookup(type: 1, [Self.single(5, delta: 1), Self.single(9, delta: 1)]),
            Self.lookup(type: 1, Self.single(5, delta: 2)),
        ])
        #expect(applied(c, [5, 7]) == [6, 7])
        #expect(applied(c, [5, 8]) == [7, 8])
        #expect(applied(c, [9, 5, 8, 9]) == [10, 7, 8, 10])
        #expect(applied(c, [7, 8]) == [7, 8])
    }

    @Test func ignoreMarksSkipsAMarkBetweenInputAndLookahead() throws {
        // GDEF: glyph 20 is a mark. With IgnoreMarks the rule sees 5, 7 through 5, 20, 7.
        let gdef = GlyphDefinition(classes: try Self.classDef([(20, 3)]), markAttachClasses: nil, markGlyphSets: [])
        let plain = try Self.composition([Self.lookup(type: 6, Self.chained(5, next: 7, records: [(0, 1)])),
                                          Self.lookup(type: 1, Self.single(5, delta: 1))])
        let ignoring = try Self.composition([Self.lookup(type: 6, flags: 8, Self.chained(5, next: 7, records: [(0, 1)])),
                                             Self.lookup(type: 1, Self.single(5, delta: 1))])
        #expect(applied(plain, [5, 20, 7], gdef: gdef) == [5, 20, 7])
        #expect(applied(ignoring, [5, 20, 7], gdef: gdef) == [6, 20, 7])
    }

    static func classDef(_ classes: [(Int, Int)]) throws -> GlyphRanges {
        let bytes = u16(2, classes.count) + classes.flatMap { u16($0.0, $0.0, $0.1) }
        return try GlyphRanges(classDef: TableReader(bytes: bytes, tag: "GDEF", start: 0, length: bytes.count))
    }

    static func coverage(_ glyphs: [Int]) throws -> GlyphRanges {
        let bytes = u16(1, glyphs.count) + glyphs.flatMap { u16($0) }
        return try GlyphRanges(coverage: TableReader(bytes: bytes, tag: "GDEF", start: 0, length: bytes.count))
    }

    @Test func rangesStoredByGlyphAnswerAsTheSearchDoes() throws {
        // A coverage and a class table, the second with overlapping, unsorted ranges (malformed):
        // stored by glyph, every glyph up to past the last range answers as the binary search.
        let coverage = try Self.coverage([3, 4, 9, 700])
        let classBytes = Self.u16(2, 4) + Self.u16(10, 20, 1) + Self.u16(15, 30, 2) + Self.u16(5, 12, 3) + Self.u16(40, 40, 4)
        let classes = try GlyphRanges(classDef: TableReader(bytes: classBytes, tag: "GPOS", start: 0, length: classBytes.count))
        for table in [coverage, classes] {
            var budget = 1 << 16
            let dense = table.densified(budget: &budget)
            #expect(budget < 1 << 16)
            for g in 0...800 { #expect(dense.value(UInt16(g)) == table.value(UInt16(g)), "glyph \(g)") }
        }
        // Past the budget a table stays searched (same answers) and takes nothing from it.
        var small = 100
        let kept = coverage.densified(budget: &small)
        #expect(small == 100)
        #expect(kept.value(700) == 3 && kept.value(5) == nil)
    }

    @Test func aStagedCompositionsTablesAreStoredOnceEach() throws {
        // A context subtable's class table, in each of its rules: one dense copy, paid once; a
        // table past the budget stays searched.
        let classes = try Self.classDef([(10, 1), (11, 2), (300, 3)])
        var ranges = GlyphComposition.DenseRanges(budget: 1000)
        let first = ranges.dense(classes), again = ranges.dense(classes)
        #expect(ranges.budget == 1000 - 301)
        for g in 0...400 { #expect(first.value(UInt16(g)) == classes.value(UInt16(g)) && again.value(UInt16(g)) == first.value(UInt16(g))) }
        let wide = try Self.coverage([5, 900])
        #expect(ranges.dense(wide).value(900) == 1 && ranges.budget == 1000 - 301)
    }

    @Test func lookupFlagsSkipByClassAttachmentTypeAndFilteringSet() throws {
        // 1 base, 2 ligature, 3 and 4 marks (attachment classes 1 and 2); set 0 holds mark 3.
        let gdef = GlyphDefinition(classes: try Self.classDef([(1, 1), (2, 2), (3, 3), (4, 3)]),
                                   markAttachClasses: try Self.classDef([(3, 1), (4, 2)]),
                                   markGlyphSets: [try Self.coverage([3])])
        func skipped(_ raw: UInt16, set: Int? = nil) -> [UInt16] {
            [1, 2, 3, 4].filter { LookupFlags(raw: raw, markFilteringSet: set).skips($0, gdef) }
        }
        #expect(skipped(0) == [])
        #expect(skipped(LookupFlags.ignoreBaseGlyphs) == [1])
        #expect(skipped(LookupFlags.ignoreLigatures) == [2])
        #expect(skipped(LookupFlags.ignoreMarks) == [3, 4])
        #expect(skipped(0x0200) == [3])  // MarkAttachmentType 2 keeps only mark 4
        #expect(skipped(LookupFlags.useMarkFilteringSet, set: 0) == [4])
        #expect(skipped(LookupFlags.useMarkFilteringSet, set: 7) == [3, 4])  // a set past GDEF's filters every mark
    }

    @Test func gdefMarkGlyphSetsParse() throws {
        // GDEF 1.2: no class defs, mark glyph sets at 14: format 1, one set (coverage at +8).
        let bytes = Self.u16(1, 2, 0, 0, 0, 0, 14) + Self.u16(1, 1) + [0, 0, 0, 8] + Self.u16(1, 1, 42)
        let gdef = try GlyphDefinition(gdef: TableReader(bytes: bytes, tag: "GDEF", start: 0, length: bytes.count))
        #expect(gdef.markGlyphSets.count == 1)
        #expect(gdef.markGlyphSets[0].value(42) == 0)
        let truncated = Array(bytes.dropLast(2))
        #expect(throws: FontError.self) {
            try GlyphDefinition(gdef: TableReader(bytes: truncated, tag: "GDEF", start: 0, length: truncated.count))
        }
    }

    @Test func lookupsCallingThemselvesOrEachOtherEnd() throws {
        // 0 → 0 and 1 → 2 → 1: the depth and step limits end both.
        let selfCycle = try Self.composition([Self.lookup(type: 6, Self.chained(5, records: [(0, 0)]))])
        #expect(applied(selfCycle, [5, 5, 5]) == [5, 5, 5])
        let mutual = try Self.composition([Self.lookup(type: 6, Self.chained(5, records: [(0, 1)])),
                                           Self.lookup(type: 6, Self.chained(5, records: [(0, 0)]))])
        #expect(applied(mutual, Array(repeating: 5, count: 64)) == Array(repeating: 5, count: 64))
    }

    @Test func aLongWordIsSubstitutedToItsEnd() throws {
        // The step budget grows with the buffer: 5 000 glyphs (past maxSteps) all substituted.
        let c = try Self.composition([Self.lookup(type: 1, Self.single(5, delta: 1))])
        #expect(applied(c, Array(repeating: 5, count: 5000)) == Array(repeating: 6, count: 5000))
    }

    @Test func recordsPastTheLookupListOrTheInputAreSkipped() throws {
        let c = try Self.composition([Self.lookup(type: 6, Self.chained(5, records: [(0, 999), (3, 0)]))])
        #expect(applied(c, [5]) == [5])
    }

    @Test func substitutesPastTheGlyphCountAreNotApplied() throws {
        let c = try Self.composition([Self.lookup(type: 1, Self.single(5, delta: 1000))])
        #expect(applied(c, [5]) == [5])
    }

    @Test func malformedContextTablesAreTypedErrors() throws {
        // Coverage offset past the table.
        var bad = Self.chained(5, records: [(0, 0)])
        bad[6] = 0xF0
        #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: 6, bad)]) }
        // A backtrack sequence of 65 000 coverages.
        var long = Self.chained(5, records: [])
        long[2] = 0xFD; long[3] = 0xE8
        #expect(throws: FontError.limitExceeded(table: "GSUB", offset: 58, what: "sequence length", value: 65_000,
                                                limit: GlyphComposition.maxSequence)) {
            try Self.composition([Self.lookup(type: 6, long)])
        }
        // An unknown format; a format 1 rule with no input glyph.
        #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: 6, Self.u16(4, 0))]) }
        let emptyRule = Self.u16(1, 8, 1, 14) + Self.u16(1, 1, 5) + Self.u16(1, 4) + Self.u16(0, 0, 0, 0)
        #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: 6, emptyRule)]) }
        // A face whose GSUB is malformed draws the nominal glyphs.
        #expect(GlyphComposition.none.isEmpty)
    }

    /// MultipleSubstFormat1 or AlternateSubstFormat1 (the same layout) of `glyph` into `glyphs`.
    static func sequence(_ glyph: Int, _ glyphs: [Int]) -> [UInt8] {
        u16(1, 10 + 2 * glyphs.count, 1, 8) + u16(glyphs.count) + glyphs.flatMap { u16($0) } + u16(1, 1, glyph)
    }

    func buffer(_ c: GlyphComposition, _ glyphs: [UInt16]) -> GlyphBuffer {
        var buffer = GlyphBuffer(glyphs)
        c.apply(.hebrew, to: &buffer, gdef: .none, numGlyphs: 100)
        return buffer
    }

    @Test func multipleSubstitutionDecomposesInItsCluster() throws {
        let c = try Self.composition([Self.lookup(type: 2, Self.sequence(5, [8, 9]))])
        let b = buffer(c, [5, 7, 5])
        #expect(b.glyphs == [8, 9, 7, 8, 9])
        #expect(b.clusters == [0, 0, 1, 2, 2])
        // Glyphs past the face's glyph count: not applied.
        let past = try Self.composition([Self.lookup(type: 2, Self.sequence(5, [8, 900]))])
        #expect(applied(past, [5]) == [5])
    }

    @Test func anEmptySequenceDeletesTheGlyph() throws {
        let c = try Self.composition([Self.lookup(type: 2, Self.sequence(5, []))])
        let first = buffer(c, [5, 7, 7])
        #expect(first.glyphs == [7, 7])
        #expect(first.clusters == [0, 2])  // the deleted first glyph's cluster passes to the next
        let later = buffer(c, [7, 5, 7])
        #expect(later.glyphs == [7, 7])
        #expect(later.clusters == [0, 2])
        #expect(buffer(c, [5]).glyphs == [])
    }

    @Test func multipleSubstitutionAsANestedLookup() throws {
        // 5 followed by 7 → lookup 1 at the 5 (5 → 6, 6); the rule then resumes after its input.
        let c = try Self.composition([Self.lookup(type: 6, Self.chained(5, next: 7, records: [(0, 1)])),
                                      Self.lookup(type: 2, Self.sequence(5, [6, 6]))])
        #expect(applied(c, [5, 7, 5, 7, 5]) == [6, 6, 7, 6, 6, 7, 5])
    }

    @Test func alternateSubstitutionTakesTheFirstAlternate() throws {
        let c = try Self.composition([Self.lookup(type: 3, Self.sequence(5, [11, 12]))])
        #expect(applied(c, [5, 7]) == [11, 7])
        let empty = try Self.composition([Self.lookup(type: 3, Self.sequence(5, []))])
        #expect(applied(empty, [5, 7]) == [5, 7])
        let past = try Self.composition([Self.lookup(type: 3, Self.sequence(5, [900]))])
        #expect(applied(past, [5]) == [5])
    }

    @Test func multiplyingLookupsStopAtTheBufferLimit() throws {
        // 5 → 64 × 5, and a context rule that calls the multiplication and then itself.
        let grow = Self.lookup(type: 2, Self.sequence(5, Array(repeating: 5, count: 64)))
        let c = try Self.composition([Self.lookup(type: 6, Self.chained(5, records: [(0, 1), (0, 0)])), grow])
        // 1 glyph grows to the limit (64); 3 cannot grow by 63 within it; 100 grow to at most 800.
        for (n, grown) in [(1, 64...64), (3, 3...3), (100, 737...800)] {
            let b = buffer(c, Array(repeating: 5, count: n))
            #expect(b.limit == max(64, 8 * n))
            #expect(grown.contains(b.count), "\(n) → \(b.count)")
        }
        let plain = try Self.composition([grow])
        let b = buffer(plain, Array(repeating: 5, count: 100))
        #expect(b.count <= 800 && b.count > 700)
    }

    @Test func startsMarksTheGlyphsALookupStartsAt() throws {
        let c = try Self.composition([Self.lookup(type: 6, Self.chained(5, next: 7, records: [(0, 1)])),
                                      Self.lookup(type: 1, Self.single(9, delta: 1))])
        // Lookup 0 starts at 5; lookup 1 is only nested (never a start); 7 is context only.
        #expect([5, 7, 9, 6].map { c.starts(.hebrew, at: $0) } == [true, false, false, false])
        #expect(!c.starts(.arabic, at: 5))
        // Past the range budget every glyph counts as a start (the feature always runs).
        let n = GlyphComposition.maxStartRanges + 1
        let ranges = Self.u16(2, n) + (0..<n).flatMap { Self.u16(2 * $0, 2 * $0, $0) }
        let wide = try Self.composition([Self.lookup(type: 1, Self.u16(1, 6, 1) + ranges)])
        #expect(wide.starts(.hebrew, at: 65_535) && wide.starts(.hebrew, at: 1))
    }

    @Test func malformedMultipleAndAlternateTablesAreTypedErrors() throws {
        for type in [2, 3] {
            // An unknown format; a coverage offset past the table; a sequence offset past it.
            var format = Self.sequence(5, [8])
            format[1] = 2
            var coverage = Self.sequence(5, [8])
            coverage[2] = 0xF0
            var offset = Self.sequence(5, [8])
            offset[6] = 0xF0
            for bad in [format, coverage, offset] {
                #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: type, bad)]) }
            }
            // A sequence of 65 glyphs; a truncated sequence.
            #expect(throws: FontError.self) {
                try Self.composition([Self.lookup(type: type, Self.sequence(5, Array(repeating: 8, count: 65)))])
            }
            var truncated = Self.sequence(5, [8, 9])
            truncated[9] = 40
            #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: type, truncated)]) }
        }
        // 65 535 sequences sharing one of 64 glyphs: 4 million glyphs, past the total limit.
        let n = 65_535, head = 6 + 2 * n
        let huge = Self.u16(1, head + 130, n) + Array(repeating: Self.u16(head), count: n).flatMap { $0 }
            + Self.u16(64) + Array(repeating: Self.u16(8), count: 64).flatMap { $0 } + Self.u16(1, 1, 5)
        #expect(throws: FontError.self) { try Self.composition([Self.lookup(type: 2, huge)]) }
    }

    /// MarkLigPosFormat1: mark 9 (class 0, anchor 0,0) on ligature 5 with `components`
    /// components, component k's anchor at (100 + 200k, 200 + 200k).
    static func markToLigature(components: Int) -> [UInt8] {
        var bytes = u16(1, 12, 18, 1, 24, 36) + u16(1, 1, 9) + u16(1, 1, 5) + u16(1, 0, 6) + u16(1, 0, 0)
        bytes += u16(1, 4) + u16(components)
        let anchors = (0..<min(components, 4)).flatMap { u16(100 + 200 * $0, 200 + 200 * $0) }
        let start = 2 + 2 * min(components, 4)
        bytes += (0..<min(components, 4)).flatMap { u16(start + 6 * $0) }
        bytes += (0..<min(components, 4)).flatMap { k in u16(1) + Array(anchors[(4 * k)..<(4 * k + 4)]) }
        return bytes
    }

    static func marks(_ subtable: [UInt8]) throws(FontError) -> MarkAttachment {
        let bytes = layoutTable(script: "arab", feature: "mark", lookups: [lookup(type: 5, subtable)])
        return try MarkAttachment(gpos: TableReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count))
    }

    @Test func markToLigaturePicksTheComponent() throws {
        let marks = try Self.marks(Self.markToLigature(components: 2))
        let arabic = MarkAttachment.script(of: "\u{0644}")
        #expect(marks.onBase(9, 5, component: 0, script: arabic) == MarkAttachment.Anchor(x: 100, y: 200))
        #expect(marks.onBase(9, 5, component: 1, script: arabic) == MarkAttachment.Anchor(x: 300, y: 400))
        #expect(marks.onBase(9, 5, component: 7, script: arabic) == MarkAttachment.Anchor(x: 300, y: 400))  // clamped to the last
        #expect(marks.onBase(9, 5, script: arabic) == nil)  // not a mark-to-base pair
        #expect(marks.onBase(9, 5, component: 0, script: MarkAttachment.script(of: "a")) == nil)  // the table has only "arab"
    }

    @Test func malformedMarkToLigatureIsATypedError() {
        #expect(throws: FontError.self) { try Self.marks(Self.markToLigature(components: 4000)) }
        var truncated = Self.markToLigature(components: 2)
        truncated.removeLast(4)
        #expect(throws: FontError.self) { try Self.marks(truncated) }
    }
}
