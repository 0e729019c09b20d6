import Foundation
import Testing
@testable import CellShotText

/// Regional forms: the text's language (``TextLanguage``) picks the CJK face's `locl` under
/// its OpenType language system, glyph for glyph as HarfBuzz does with the buffer's language
/// set (`Fixtures/hb-shape-cjk-regional.json`, Tools/text/hb_cjk.py), in the Regular and the
/// Bold face.
@Suite struct RegionalFormsTests {
    struct Fixture: Decodable {
        struct Face: Decodable { let font: String; let languages: [Language] }
        struct Language: Decodable { let language: String; let samples: [Sample] }
        struct Sample: Decodable { let text: String; let glyphs: [[Int]] }
        let faces: [Face]
    }

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-cjk-regional", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// The CJK face's glyphs of `text` in `language` as [id, cluster, xOffset, yOffset, advance].
    static func cjkGlyphs(_ text: String, font: Font, language: String) -> [[Int]] {
        let runs = TextLanguage.$current.withValue(TextLanguage(language)) { font.shape(text) }
        return runs.filter { $0.font.hasPrefix(ScriptFace.cjk.family) }.flatMap(\.glyphs)
            .map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
    }

    @Test func glyphsMatchHarfBuzzInEachLanguage() throws {
        let faces = try RegionalFormsTests.fixture().faces
        #expect(faces.map(\.font) == ["NotoSansCJK-Regular", "NotoSansCJK-Bold"])
        var matched = 0, total = 0
        for face in faces {
            // 12 pt: no tracking, so advances compare with HarfBuzz's.
            let font = Font(weight: face.font.hasSuffix("Bold") ? .bold : .regular, size: 12)
            #expect(face.languages.map(\.language) == ["ja", "zh-Hans", "zh-Hant", "zh-HK", "ko"])
            for language in face.languages {
                for sample in language.samples {
                    let own = RegionalFormsTests.cjkGlyphs(sample.text, font: font, language: language.language)
                    // Spaces and quotes come from Inter: compare the glyphs of the CJK face.
                    let expected = sample.glyphs.filter { g in own.contains { $0[1] == g[1] } }
                    #expect(!own.isEmpty && own == expected, "\(face.font) \(language.language): \(sample.text)")
                    total += 1
                    if !own.isEmpty, own == expected { matched += 1 }
                }
            }
        }
        print("regional forms: \(matched) of \(total) samples match HarfBuzz")
    }

    @Test func languagesDrawSharedIdeographsDifferently() {
        let font = Font(size: 12)
        let forms = ["ja", "zh-Hans", "zh-Hant", "zh-HK"].map { RegionalFormsTests.cjkGlyphs("直骨今写", font: font, language: $0).map { $0[0] } }
        #expect(Set(forms).count == 4, "\(forms)")
        // Without a language the face draws its own (Japanese) forms; English text picks none.
        #expect(RegionalFormsTests.cjkGlyphs("直骨今写", font: font, language: "und").map { $0[0] } == forms[0])
        #expect(RegionalFormsTests.cjkGlyphs("直骨今写", font: font, language: "en-US").map { $0[0] } == forms[0])
    }

    @Test(arguments: [("ja", RegionalForms.japanese), ("ja-JP", .japanese), ("ko-KR", .korean), ("zh", .simplifiedChinese),
                      ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-Hans-HK", .simplifiedChinese),
                      ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh_Hant_TW", .traditionalChinese),
                      ("zh-HK", .hongKongChinese), ("zh-Hant-HK", .hongKongChinese), ("ZH-mo", .hongKongChinese),
                      ("yue", .hongKongChinese)])
    func tagsPickTheirForms(tag: String, forms: RegionalForms) {
        #expect(RegionalForms(languageTag: tag) == forms)
    }

    @Test(arguments: ["", "en", "en-US", "de", "und", "-", "jav", "x-ja"])
    func otherTagsPickNone(tag: String) {
        #expect(RegionalForms(languageTag: tag) == nil, "\(tag)")
    }

    @Test func theCacheKeepsLanguagesApart() {
        let font = Font(size: 17)
        let ja = TextLanguage.$current.withValue(TextLanguage("ja")) { TextLayout("直", font: font, width: nil) }
        let zh = TextLanguage.$current.withValue(TextLanguage("zh-Hans")) { TextLayout("直", font: font, width: nil) }
        #expect(ja.lines[0].glyphs.map(\.glyphID) != zh.lines[0].glyphs.map(\.glyphID))
    }

    /// The forms given to a layout are the forms the bound language picks, whatever is bound.
    @Test func givenFormsLayOutAsTheBoundLanguage() {
        let font = Font(size: 17), text = "直骨写 text"
        for tag in ["ja", "zh-Hans", "zh-Hant", "ko", "en"] {
            let bound = TextLanguage.$current.withValue(TextLanguage(tag)) { TextLayout(text, font: font, width: 40) }
            let given = TextLanguage.$current.withValue(TextLanguage("und")) {
                TextLayout(text, font: font, width: 40, regional: RegionalForms(languageTag: tag))
            }
            #expect(given == bound, "\(tag)")
            #expect(given.size.height == font.metrics.lineHeight * Double(given.lines.count), "\(tag)")
        }
    }
}
