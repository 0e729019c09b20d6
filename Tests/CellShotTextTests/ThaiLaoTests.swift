import CellShotText
import Foundation
import Testing
@testable import CellShotText

/// Thai and Lao: the bundled Noto Sans Thai and Lao faces join the chain when text needs them,
/// their glyphs and positions match HarfBuzz's (`Fixtures/hb-shape-thai.json`,
/// `hb-shape-lao.json`, Tools/text/hb_thai.py: SARA AM decomposed, marks stacked), and lines
/// break between dictionary words though the scripts write no spaces.
@Suite struct ThaiLaoTests {
    // 12 pt: Inter's tracking (iOS's system font table) is 0 there, so advances compare with HarfBuzz's.
    let font = Font(size: 12)

    /// Glyphs of `text` in `face` as [id, cluster, xOffset, yOffset, advance].
    func glyphs(_ text: String, face: String) -> [[Int]] {
        font.shape(text).filter { $0.font == face }.flatMap(\.glyphs).map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
    }

    @Test(arguments: [("hb-shape-thai", "NotoSansThai-Regular", 35), ("hb-shape-lao", "NotoSansLao-Regular", 10)])
    func glyphsMatchHarfBuzz(fixture: String, face: String, count: Int) throws {
        let samples = try ShapingTests.fixture(fixture).samples
        #expect(samples.count == count)
        var matched = 0
        for sample in samples {
            let expected = sample.runs.flatMap(\.glyphs)
            let actual = glyphs(sample.text, face: face)
            #expect(actual == expected, "\(sample.text)")
            if actual == expected { matched += 1 }
            #expect(TextLayout(sample.text, font: font, width: nil).missingCharacters.isEmpty, "\(sample.text)")
        }
        print("\(face): \(matched) of \(samples.count) match HarfBuzz")
    }

    @Test func saraAmDecomposesAndNikhahitGoesBeforeTheToneMark() {
        // น + MAI THO + SARA AM → น, NIKHAHIT, MAI THO, SARA AA.
        let scalars = ThaiShaper.decomposed(Character("น้ำ").unicodeScalars)
        #expect(scalars?.map(\.value) == [0x0E19, 0x0E4D, 0x0E49, 0x0E32])
        #expect(ThaiShaper.decomposed(Character("ก").unicodeScalars) == nil)
        let lao = ThaiShaper.decomposed(Character("ນ້ຳ").unicodeScalars)
        #expect(lao?.map(\.value) == [0x0E99, 0x0ECD, 0x0EC9, 0x0EB2])
    }

    @Test func latinTextReadsNoScriptFace() {
        let shaped = ShapedText("Hello, world — 9:41 ฿100", font: font)
        #expect(!shaped.chain.contains { ScriptFace.files.contains($0.name) })
        #expect(shaped.wordBreaks.isEmpty)
    }

    @Test func loneSaraAmDrawsBothParts() {
        let lone = TextLayout("\u{0E33}", font: font, width: nil)
        #expect(lone.lines[0].glyphs.count == 2)
        #expect(lone.missingCharacters.isEmpty)
    }

    @Test func aThousandToneMarksOnOneConsonant() {
        let stacked = TextLayout("ก" + String(repeating: "\u{0E48}", count: 1_000), font: font, width: 100)
        #expect(stacked.lines.first?.glyphs.count == 1_001)
        #expect(stacked.missingCharacters.isEmpty)
    }

    @Test func longRunOfNoKnownWordWrapsBetweenCharacters() {
        let unknown = String(repeating: "ฆฌฑ", count: 2_000)
        let layout = TextLayout(unknown, font: font, width: 200)
        #expect(layout.lines.map(\.text).joined() == unknown)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 200 + 1e-9 })
    }

    @Test func laoTakesItsOwnFaceBeforeDejaVuSans() {
        let runs = font.shape("ພາສາລາວ")
        #expect(runs.map(\.font) == ["NotoSansLao-Regular"])
    }
}
