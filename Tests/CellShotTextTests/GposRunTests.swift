import Testing
@testable import CellShotText

/// One script's GPOS lookups for a whole run, as HarfBuzz picks them: the `kern` of the run's
/// first letter's script (`Fixtures/GposTest.ttf`, Tools/text/gpos_font.py, and HarfBuzz's
/// shaping of it in `hb-shape-gpos.json`), single, context and cursive positioning on Latin
/// runs, and script fallback on hand-built tables.
@Suite struct GposRunTests {
    static func u16(_ values: Int...) -> [UInt8] { values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] } }

    /// PairPosFormat1: `first` then `second` kerned by `value` (the first glyph's x advance).
    static func pair(_ first: Int, _ second: Int, _ value: Int) -> [UInt8] {
        u16(1, 18, 4, 0, 1, 12) + u16(1, second, value) + u16(1, 1, first)
    }

    /// The kerning of a GPOS whose only script is `script`, its `kern` using the first `used` lookups.
    static func kerning(script: String, _ lookups: [[UInt8]], used: Int? = nil) throws(FontError) -> Kerning {
        let bytes = LayoutLookupTests.layoutTable(script: script, feature: "kern", lookups: lookups, used: used)
        return try Kerning(gpos: TableReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count), kern: nil)
    }

    @Test func glyphsAndPositionsMatchHarfBuzz() throws {
        try ShapingTests.expectHarfBuzz(font: "GposTest", fixture: "hb-shape-gpos", samples: 8)
    }

    /// `Fixtures/GposArabicTest.ttf`: right-to-left cursive chains (hung from their last letter
    /// with the RightToLeft flag, from their first without), a fatha on each letter of a chain,
    /// single and chained context positioning on Arabic runs, as HarfBuzz shapes them.
    @Test func arabicRunsMatchHarfBuzz() throws {
        try ShapingTests.expectHarfBuzz(font: "GposArabicTest", fixture: "hb-shape-gpos-arabic", samples: 6)
    }

    @Test func eachScriptTakesItsOwnLookupsOrTheDefaults() throws {
        let greekOnly = try Self.kerning(script: "grek", [LayoutLookupTests.lookup(type: 2, Self.pair(5, 6, -300))])
        #expect(greekOnly.value(5, 6, script: ShapedText.greek) == -300)
        // Latin takes the table's first script when it has neither `latn` nor `DFLT`; Cyrillic
        // falls back to `DFLT`, `dflt` and `latn` only, as HarfBuzz does.
        #expect(greekOnly.value(5, 6, script: Kerning.latin) == -300)
        #expect(greekOnly.value(5, 6, script: ShapedText.cyrillic) == 0)
        let latin = try Self.kerning(script: "latn", [LayoutLookupTests.lookup(type: 2, Self.pair(5, 6, -120))])
        #expect(latin.value(5, 6, script: ShapedText.cyrillic) == -120)
        #expect(latin.value(5, 6, script: 999) == 0)
    }

    @Test func aFeatureNamingLookupsPastTheListKernsWithTheRest() throws {
        let kerning = try Self.kerning(script: "latn", [LayoutLookupTests.lookup(type: 2, Self.pair(5, 6, -80)),
                                                        LayoutLookupTests.lookup(type: 2, Self.pair(5, 6, -20))], used: 40)
        #expect(kerning.value(5, 6) == -100)
        #expect(kerning.value(6, 5) == 0)
    }

    @Test func theAlphabetIsTheFirstLetterScript() {
        #expect(ShapedText.alphabetScript("Μυρτώ A-Z x:y") == ShapedText.greek)
        #expect(ShapedText.alphabetScript("12 – Łukasz Йошкар") == Kerning.latin)
        #expect(ShapedText.alphabetScript("2 × 3 Йошкар-Ола Łukasz") == ShapedText.cyrillic)
        #expect(ShapedText.alphabetScript("مرحبا Ёлка") == ShapedText.cyrillic)
        #expect(ShapedText.alphabetScript("12:30 – 13:00") == Kerning.latin)
        #expect(ShapedText.alphabetScript("") == Kerning.latin)
        // Letters past the first decoded scalars, after scripts that have none.
        #expect(ShapedText.alphabetScript("ภาษาไทย हिन्दी 日本 ᲐᲑ Ἀθῆναι") == ShapedText.greek)
        // Read from the UTF-8 bytes: scalars of one to four bytes before the first letter.
        #expect(ShapedText.alphabetScript("🎉 Ωmega") == ShapedText.greek)
        #expect(ShapedText.alphabetScript("—·Жук") == ShapedText.cyrillic)
        #expect(ShapedText.alphabetScript("١٢٣ — ж") == ShapedText.cyrillic)
        #expect(ShapedText.alphabetScript("日本語 — 😀 z") == Kerning.latin)
        #expect(ShapedText.alphabetScript("ภาษาไทย ꙮ") == ShapedText.cyrillic)
        #expect(ShapedText.alphabetScript("ภาษาไทย Ⱡ") == Kerning.latin)
    }

    /// Every scalar that starts a Latin, Greek or Cyrillic letter has a lead byte the quick
    /// check lets through; no scalar of Thai, Devanagari, Arabic or CJK text does.
    @Test func theQuickCheckPassesEveryAlphabetLetter() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let script = MarkAttachment.script(of: scalar)
            let letter = script == ShapedText.greek || script == ShapedText.cyrillic
                || (value < 0x80 && (value | 0x20) &- 0x61 < 26) || ShapedText.isLatinLetter(scalar)
            guard letter else { continue }
            let lead = String(scalar).utf8.first!
            #expect(ShapedText.mayStartLetter(lead), "U+\(String(value, radix: 16))")
        }
        for text in ["ภาษาไทย", "हिन्दी", "مرحبا", "日本語", "12:30 · 14,5 %"] {
            #expect(!text.utf8.contains(where: ShapedText.mayStartLetter), "\(text)")
        }
    }

    /// DejaVu Sans kerns its Latin letters with lookups its Greek and Cyrillic `kern` lack: a
    /// Greek or Cyrillic text's Latin words take the Greek or Cyrillic ones, as HarfBuzz does.
    @Test func latinAfterGreekTakesTheGreekKern() {
        let font = Font(family: "DejaVu Sans", size: 12)
        func advances(_ text: String) -> [Int] { font.shape(text).flatMap { $0.glyphs.map(\.advance) } }
        let alone = advances("A-"), afterGreek = advances("Μυρτώ A-").suffix(2)
        #expect(alone.first != afterGreek.first)
        #expect(alone.last == afterGreek.last)
    }
}
