import Foundation
import Testing
@testable import CellShotText

/// Indic scripts: the bundled Noto Sans face of each script joins the fallback chain only when
/// text needs it, and words shape as HarfBuzz shapes them (`Fixtures/hb-shape-indic.json`,
/// Tools/text/hb_indic.py: glyph ids, offsets and advances, glyph for glyph) in at least as many
/// words per script as recorded here (BENCHMARKS.md, "Matches against HarfBuzz").
@Suite struct IndicTests {
    struct Fixture: Decodable {
        struct Script: Decodable { let script: String; let font: String; let samples: [ShapingTests.Fixture.Sample] }
        let scripts: [Script]
    }

    // 12 pt: Inter's tracking is 0 there, so advances compare with HarfBuzz's.
    let font = Font(size: 12)

    /// Words matching HarfBuzz per script, at least.
    static let floor = ["Devanagari": 48, "Bengali": 38, "Gurmukhi": 32, "Gujarati": 32, "Oriya": 40, "Tamil": 31, "Telugu": 30,
                        "Kannada": 32, "Malayalam": 32, "Sinhala": 30]

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-indic", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// The words of `script` whose glyphs match HarfBuzz's (shaped in `font`, else 12 pt text),
    /// and the others with both shapings.
    func matches(_ script: Fixture.Script, in font: Font? = nil) -> (count: Int, misses: [String]) {
        var count = 0, misses: [String] = []
        for sample in script.samples {
            let ours = (font ?? self.font).shape(sample.text).filter { $0.font == script.font }.flatMap(\.glyphs)
                .map { [$0.id, $0.xOffset, $0.yOffset, $0.advance] }
            let expected = sample.runs.flatMap(\.glyphs).map { [$0[0], $0[2], $0[3], $0[4]] }
            if ours == expected { count += 1 } else { misses.append("\(sample.text) ours \(ours) hb \(expected)") }
        }
        return (count, misses)
    }

    @Test func wordsMatchHarfBuzz() throws {
        let fixture = try IndicTests.fixture()
        #expect(fixture.scripts.count == 10)
        for script in fixture.scripts {
            #expect(script.samples.count >= 30, "\(script.script)")
            let (count, misses) = matches(script)
            if ProcessInfo.processInfo.environment["INDIC_MISSES"] != nil {
                print("\(script.script): \(count) of \(script.samples.count)")
                for m in misses { print("  " + m) }
            }
            #expect(count >= IndicTests.floor[script.script] ?? Int.max, "\(script.script): \(count)")
        }
    }

    /// The words of a sentence are shaped together, as one run with the spaces between them
    /// (``IndicRuns``), and come out as each word shaped alone: a pre-base vowel sign after a
    /// space starts a word as at the text's start.
    @Test func wordsOfASentenceShapeAsEachWordAlone() throws {
        for script in try IndicTests.fixture().scripts {
            let words = script.samples.map(\.text)
            let glyphs = { (text: String) in
                self.font.shape(text).filter { $0.font == script.font }.flatMap(\.glyphs).map { [$0.id, $0.xOffset, $0.yOffset, $0.advance] }
            }
            #expect(glyphs(words.joined(separator: " ")) == words.flatMap(glyphs), "\(script.script)")
        }
    }

    /// Every scalar of the ten scripts' blocks has the category its own script's classes give it.
    @Test func categoriesReadFromTheTableAreTheClassification() {
        for value in UInt32(0x0900)..<0x0E00 {
            let scalar = Unicode.Scalar(value)!, script = IndicScript(scalar)!
            #expect(IndicCategory(scalar, script: script) == IndicCategory(classifying: scalar, script: script), "\(value)")
        }
        #expect(IndicCategory("\u{1CD0}", script: .devanagari) == IndicCategory(classifying: "\u{1CD0}", script: .devanagari))
        #expect(IndicCategory("\u{915}", script: .bengali) == .other)
        #expect(IndicCategory("\u{915}", script: .devanagari) == .consonant && IndicCategory("\u{93F}", script: .devanagari) == .preBaseMatra)
    }

    /// `Fixtures/IndicCcmpTest.ttf` (Tools/text/indic_ccmp_font.py) has a Devanagari `ccmp` that
    /// only matches the text as typed (a ligature of ka + vowel sign i, a context on the i sign
    /// after kha): HarfBuzz applies `locl` and `ccmp` before the initial reordering, and a glyph
    /// they ligate is then neither a base nor part of a reph (`hb-shape-indic-ccmp.json`).
    @Test func ccmpRunsOnTheTextAsTyped() throws {
        let name = "IndicCcmpTest"
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fixtures"))
        try FontRegistry.shared.register(name: name, data: [UInt8](try Data(contentsOf: url)))
        defer { _ = FontRegistry.shared.unregister(name: name) }
        let samples = try ShapingTests.fixture("hb-shape-indic-ccmp").samples
        #expect(samples.count == 7)
        let (count, misses) = matches(Fixture.Script(script: "Devanagari", font: name, samples: samples),
                                      in: Font(family: name, size: 12))
        #expect(count == samples.count, "\(misses)")
    }

    @Test func latinTextKeepsItsChain() {
        let shaped = ShapedText("Hello, world — 9:41", font: font)
        #expect(!shaped.chain.contains { ScriptFace.files.contains($0.name) })
    }

    @Test func eachScriptTakesItsFace() {
        let words = ["हिन्दी", "বাংলা", "ਪੰਜਾਬੀ", "ગુજરાતી", "ଓଡ଼ିଆ", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം", "සිංහල"]
        for (word, file) in zip(words, ScriptFace.allCases.filter(\.isIndic).map { $0.file(.regular) }) {
            let layout = TextLayout(word, font: font, width: nil)
            #expect(layout.missingCharacters.isEmpty, "\(word)")
            #expect(font.shape(word).map(\.font) == [file], "\(word)")
        }
    }

    @Test func tenThousandVowelSignsOnOneConsonant() {
        for sign in ["\u{093F}", "\u{0947}", "\u{094D}"] {
            let text = "क" + String(repeating: sign, count: 10_000) + " ख"
            let layout = TextLayout(text, font: font, width: 300)
            #expect(!layout.lines.isEmpty)
            #expect(layout.lines.flatMap(\.glyphs).allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    @Test func isolatedVowelSignTakesADottedCircle() throws {
        let face = try #require(FontRegistry.shared.face(for: .devanagari, weight: .regular))
        let circle = Int(face.glyph(for: "\u{25CC}"))
        let glyphs = font.shape("\u{093F}").flatMap(\.glyphs).map(\.id)
        #expect(glyphs.count == 2 && glyphs.contains(circle))
        let sign = font.shape("\u{0947}").flatMap(\.glyphs).map(\.id)
        #expect(sign.first == circle)
    }
}
