import Testing
@testable import CellShotText

@Suite struct BidiParagraphTests {
    func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

    @Test func paragraphLevelComesFromTheFirstStrongCharacter() {
        #expect(BidiParagraph(scalars("123 שלום abc")).baseLevel == 1)
        #expect(BidiParagraph(scalars("123 abc שלום")).baseLevel == 0)
        #expect(BidiParagraph(scalars("123 !"), defaultLevel: 1).baseLevel == 1)
        #expect(BidiParagraph(scalars("abc"), baseLevel: 1).baseLevel == 1)
        // Strong characters inside an isolate do not count (rule P2).
        #expect(BidiParagraph(scalars("\u{2067}abc\u{2069}אב")).baseLevel == 1)
    }

    @Test func numbersInRightToLeftTextKeepTheirOrder() {
        // "אב 12 גד": the number stays left to right inside the right-to-left line.
        let p = BidiParagraph(scalars("אב 12 גד"))
        #expect(p.levels == [1, 1, 1, 2, 2, 1, 1, 1])
        #expect(p.visualOrder(0..<8) == [7, 6, 5, 3, 4, 2, 1, 0])
    }

    @Test func mirroredGlyphs() {
        #expect(Unicode.Scalar("(").bidiMirror == ")")
        #expect(Unicode.Scalar("«").bidiMirror == "»")
        #expect(Unicode.Scalar("≤").bidiMirror == "≥")
        #expect(Unicode.Scalar("a").bidiMirror == nil)
    }

    @Test func classesOfCommonCharacters() {
        #expect(BidiClass("a") == .l)
        #expect(BidiClass("א") == .r)
        #expect(BidiClass("ب") == .al)
        #expect(BidiClass("٣") == .an)
        #expect(BidiClass("3") == .en)
        #expect(BidiClass("\u{05B4}") == .nsm)
        #expect(BidiClass("\u{2067}") == .rli)
        #expect(BidiClass("\u{05FF}") == .r, "unassigned Hebrew-block code points default to R")
        #expect(UnicodeTables.version == "15.0.0")
    }

    /// The classes and joining types of the first code points, read by code point, are the range
    /// tables' (and a code point past them still searches the ranges).
    @Test func tablesByCodePointAnswerAsTheRanges() {
        var differing: [UInt32] = []
        for code in UInt32(0)...UnicodeTables.denseCount {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let bidi = UnicodeTables.lookup(code, starts: UnicodeTables.bidiStarts, values: UnicodeTables.bidiClasses)
            let joining = UnicodeTables.lookup(code, starts: UnicodeTables.joiningStarts, values: UnicodeTables.joiningTypes)
            if BidiClass(scalar).rawValue != bidi || JoiningType(scalar).rawValue != joining { differing.append(code) }
        }
        #expect(differing.isEmpty)
        #expect(JoiningType("\u{628}") == .d && JoiningType("\u{64E}") == .t && JoiningType("\u{200D}") == .c)
    }

    /// The properties shaping asks of scalars, read from a table for the first code points, are
    /// the standard library's, there and past the table.
    @Test func scalarPropertiesAreTheStandardLibrarys() {
        var differing: [UInt32] = []
        for code in Array(UInt32(0)...UnicodeTables.denseCount) + [0x200D, 0xFE0F, 0x1F600, 0xE0001] {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let properties = scalar.properties
            if scalar.generalCategory != properties.generalCategory || scalar.isAlphabetic != properties.isAlphabetic
                || scalar.isDefaultIgnorable != properties.isDefaultIgnorableCodePoint { differing.append(code) }
        }
        #expect(differing.isEmpty)
    }

    @Test func tenThousandNestedEmbeddingsAndIsolatesResolve() {
        // Deeper than 125 levels overflow (rule X5): no crash, no quadratic blow-up.
        for opener in ["\u{202B}", "\u{202A}", "\u{2067}", "\u{2068}"] {
            let text = String(repeating: opener, count: 10_000) + "abc" + String(repeating: "\u{202C}\u{2069}", count: 10_000)
            let p = BidiParagraph(scalars(text))
            #expect(p.levels.count == text.unicodeScalars.count)
            #expect(p.levels.max() ?? 0 <= 126)
            let layout = TextLayout(text, font: Font(size: 17), width: 100)
            #expect(layout.lines.count == 1)
        }
    }
}
