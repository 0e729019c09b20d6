import Testing
@testable import CellShotText

/// Bold for every bundled script: semibold and bold text of a script with a bundled face draws
/// with the script's Bold face, regular and medium text with its Regular face (``ScriptFace``,
/// the one table font fallback reads).
@Suite struct BoldScriptFaceTests {
    static let words: [(ScriptFace, String)] = [
        (.devanagari, "हिन्दी"), (.bengali, "বাংলা"), (.gurmukhi, "ਪੰਜਾਬੀ"), (.gujarati, "ગુજરાતી"), (.oriya, "ଓଡ଼ିଆ"),
        (.tamil, "தமிழ்"),
        (.telugu, "తెలుగు"), (.kannada, "ಕನ್ನಡ"), (.malayalam, "മലയാളം"), (.sinhala, "සිංහල"), (.armenian, "Հայերեն"),
        (.thai, "ภาษาไทย"), (.lao, "ພາສາລາວ"), (.georgian, "ქართული"), (.ethiopic, "አማርኛ"), (.cjk, "日本語の見出し"),
    ]

    @Test func everyScriptHasAWord() {
        #expect(BoldScriptFaceTests.words.map(\.0) == ScriptFace.allCases)
    }

    @Test(arguments: FontWeight.allCases)
    func eachWeightTakesItsFace(weight: FontWeight) {
        let bold = weight == .semibold || weight == .bold
        for (script, word) in BoldScriptFaceTests.words {
            let font = Font(weight: weight, size: 17)
            let faces = Set(font.shape(word).map(\.font))
            #expect(faces == [script.family + (bold ? "-Bold" : "-Regular")], "\(script) \(weight): \(faces)")
            #expect(TextLayout(word, font: font, width: nil).missingCharacters.isEmpty, "\(script) \(weight)")
        }
    }

    @Test func boldFacesAreTheirOwn() throws {
        for (script, word) in BoldScriptFaceTests.words {
            let regular = try #require(FontRegistry.shared.face(for: script, weight: .regular))
            let bold = try #require(FontRegistry.shared.face(for: script, weight: .bold))
            #expect(regular !== bold && bold.name == script.file(.bold), "\(script)")
            #expect(Font(weight: .bold, size: 17).width(of: word) > 0)
        }
    }

    @Test func latinBoldReadsNoScriptFace() {
        let shaped = ShapedText("Bold title, 9:41", font: Font(weight: .bold, size: 17))
        #expect(!shaped.chain.contains { ScriptFace.files.contains($0.name) })
    }

    @Test func theTableNamesEachFileOnce() {
        #expect(Set(ScriptFace.files).count == ScriptFace.allCases.count * 2)
        #expect(ScriptFace.files.allSatisfy { FontRegistry.bundledFontData($0) != nil })
        let indic = IndicScript.allCases.map { ScriptFace($0) }
        #expect(indic == ScriptFace.allCases.filter(\.isIndic))
        #expect(ScriptFace(IndicScript.oriya) == .oriya)
        #expect(ScriptFace(IndicScript.sinhala) == .sinhala && ScriptFace(IndicScript.tamil) == .tamil)
    }
}
