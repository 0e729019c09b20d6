import Testing
@testable import CellShotText

/// A hand-built GPOS: one 'kern' lookup of type 9 (extension) wrapping a PairPos format 1
/// subtable (one pair) and a PairPos format 2 subtable (class pairs).
@Suite struct KerningTableTests {
    struct Builder {
        var bytes: [UInt8] = []
        mutating func u16(_ v: Int) { bytes.append(UInt8((v >> 8) & 0xFF)); bytes.append(UInt8(v & 0xFF)) }
        mutating func s16(_ v: Int) { u16(v & 0xFFFF) }
        mutating func u32(_ v: Int) { u16((v >> 16) & 0xFFFF); u16(v & 0xFFFF) }
        mutating func tag(_ s: String) { bytes.append(contentsOf: Array(s.utf8)) }
    }

    static func gpos() -> [UInt8] {
        var b = Builder()
        // Header (0): version, ScriptList 10, FeatureList 30, LookupList 44.
        b.u32(0x0001_0000); b.u16(10); b.u16(30); b.u16(44)
        // ScriptList (10): DFLT → script at +8; script: default LangSys at +4; LangSys: feature 0.
        b.u16(1); b.tag("DFLT"); b.u16(8)
        b.u16(4); b.u16(0)
        b.u16(0); b.u16(0xFFFF); b.u16(1); b.u16(0)
        // FeatureList (30): kern → feature at +8 → lookup 0.
        b.u16(1); b.tag("kern"); b.u16(8)
        b.u16(0); b.u16(1); b.u16(0)
        // LookupList (44): one lookup at +4.
        b.u16(1); b.u16(4)
        // Lookup (48): type 9, two subtables at +10 and +18.
        b.u16(9); b.u16(0); b.u16(2); b.u16(10); b.u16(18)
        // Extension subtables (58, 66) → PairPos at 74 and 98.
        b.u16(1); b.u16(2); b.u32(74 - 58)
        b.u16(1); b.u16(2); b.u32(98 - 66)
        // PairPos format 1 (74): coverage +12, XAdvance only, one pair set at +18.
        b.u16(1); b.u16(12); b.u16(4); b.u16(0); b.u16(1); b.u16(18)
        b.u16(1); b.u16(1); b.u16(5)                 // coverage format 1: glyph 5
        b.u16(1); b.u16(7); b.s16(-100)              // pair (5, 7) → −100
        // PairPos format 2 (98): coverage +24, class defs +34 / +44, 2 × 2 classes.
        b.u16(2); b.u16(24); b.u16(4); b.u16(0); b.u16(34); b.u16(44); b.u16(2); b.u16(2)
        b.s16(0); b.s16(0); b.s16(0); b.s16(-50)     // class1 1 × class2 1 → −50
        b.u16(2); b.u16(1); b.u16(5); b.u16(9); b.u16(0)   // coverage format 2: 5…9
        b.u16(2); b.u16(1); b.u16(5); b.u16(9); b.u16(1)   // class def 1, format 2: 5…9 → 1
        b.u16(1); b.u16(7); b.u16(3); b.u16(1); b.u16(1); b.u16(0)  // class def 2, format 1: 7, 8 → 1; 9 → 0
        return b.bytes
    }

    @Test func extensionPairPosFormats1And2() throws {
        let bytes = Self.gpos()
        #expect(bytes.count == 154)
        let k = try Kerning(gpos: TableReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count), kern: nil)
        #expect(k.value(5, 7) == -100)  // format 1 applies first
        #expect(k.value(5, 8) == -50)   // format 1 has no pair → format 2
        #expect(k.value(9, 7) == -50)
        #expect(k.value(6, 9) == 0)     // class 0
        #expect(k.value(4, 7) == 0)     // not covered
        #expect(k.value(10, 8) == 0)
    }

    @Test func pairsStartAtTheFirstSubtableCoveringTheirFirstGlyph() throws {
        let index = PairIndex([try LayoutLookupTests.coverage([5]), try LayoutLookupTests.coverage([3, 5, 9]), .empty])
        #expect(index.entry(5) == 0)
        #expect(index.entry(3) == 1)
        #expect(index.entry(9) == 1)
        #expect(index.entry(4) == nil, "covered by none")
        #expect(index.entry(700) == nil, "past every coverage")
        #expect(PairIndex([]).entry(0) == nil)
        #expect(PairIndex([.empty]).entry(0) == nil, "an empty coverage")
    }

    /// Subtables sharing one huge coverage (a malformed font) get no index: every pair starts at
    /// the first subtable, as it did before there was one, and building it writes nothing.
    @Test func coveragesPastTheWriteLimitAreNotIndexed() throws {
        let huge = try LayoutLookupTests.coverage(Array(0...60_000))
        let index = PairIndex(Array(repeating: huge, count: PairIndex.maxWrites / 60_001 + 1))
        #expect(index.entry(5) == 0)
        #expect(index.entry(65_000) == 0)
        #expect(PairIndex(Array(repeating: huge, count: PairIndex.maxWrites / 60_001)).entry(65_000) == nil, "under the limit: indexed")
    }

    /// Format 1 pair sets of several first glyphs (one empty) read from one flat list: each
    /// first glyph finds its own pairs only, at either end of its set and between.
    @Test func pairSetsOfSeveralFirstGlyphsAnswerEachTheirOwn() throws {
        let sets: [[(second: UInt16, value: Int16)]] = [[(2, -10), (7, -20)], [], [(1, 5), (4, 6), (8, 7)]]
        let subtable = PairSubtable(coverage: try LayoutLookupTests.coverage([3, 5, 9]), sets: sets)
        var budget = 1 << 16
        for table in [subtable, subtable.densified(budget: &budget)] {
            #expect(table.adjustment(3, 2) == -10)
            #expect(table.adjustment(3, 7) == -20)
            #expect(table.adjustment(3, 4) == nil)
            #expect(table.adjustment(3, 1) == nil, "another glyph's pair")
            #expect(table.adjustment(5, 2) == nil)
            #expect(table.adjustment(9, 1) == 5)
            #expect(table.adjustment(9, 4) == 6)
            #expect(table.adjustment(9, 8) == 7)
            #expect(table.adjustment(9, 7) == nil, "the first glyph's pair")
            #expect(table.adjustment(9, 9) == nil)
            #expect(table.adjustment(4, 2) == nil, "not covered")
        }
    }

    @Test func truncatedGPOSThrowsAtEveryLength() {
        let bytes = Self.gpos()
        for n in 0..<bytes.count {
            let cut = Array(bytes.prefix(n))
            #expect(throws: FontError.self, "GPOS cut at \(n)") {
                _ = try Kerning(gpos: TableReader(bytes: cut, tag: "GPOS", start: 0, length: cut.count), kern: nil)
            }
        }
    }
}
