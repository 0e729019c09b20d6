import Foundation
import Testing
@testable import CellShotText

/// Chinese, Japanese and Korean: the bundled Noto Sans CJK face joins the fallback chain when
/// text needs it, its glyphs match HarfBuzz's (`Fixtures/hb-shape-cjk.json`, Tools/text/hb_cjk.py),
/// and lines break between CJK characters with kinsoku (no line starts with closing
/// punctuation or small kana, none ends with an opening bracket).
@Suite struct CJKTests {
    // 12 pt: Inter's tracking (iOS's system font table) is 0 there, so advances compare with HarfBuzz's.
    let font = Font(size: 12)

    @Test func glyphsMatchHarfBuzz() throws {
        let samples = try ShapingTests.fixture("hb-shape-cjk").samples
        #expect(samples.count == 6)
        for sample in samples {
            // Digits and spaces come from Inter, the rest from the CJK face: compare the CJK glyphs.
            let runs = font.shape(sample.text)
            #expect(runs.contains { $0.font == FontRegistry.cjkFile }, "\(sample.text)")
            let cjk = runs.flatMap { run in run.glyphs.filter { _ in run.font == FontRegistry.cjkFile } }
            let expected = sample.runs.flatMap(\.glyphs).filter { g in cjk.contains { $0.cluster == g[1] } }
            #expect(cjk.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] } == expected, "\(sample.text)")
            #expect(TextLayout(sample.text, font: font, width: nil).missingCharacters.isEmpty, "\(sample.text)")
        }
    }

    @Test func latinTextKeepsItsChain() {
        let shaped = ShapedText("Hello, world — 9:41", font: font)
        #expect(!shaped.chain.contains { $0.name == FontRegistry.cjkFile })
    }

    @Test(arguments: [60.0, 80.0, 100.0, 130.0])
    func japaneseBreaksBetweenCharactersWithKinsoku(width: Double) {
        let text = "「今日は」良い天気ですね。明日もきっと晴れるでしょう、ミーティングは十時からです。"
        let layout = TextLayout(text, font: font, width: width)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == text, "nothing lost at the breaks")
        for line in layout.lines {
            #expect(line.rect.width <= width + 1e-9 || line.text.count == 1, "\(line.text)")
            if let first = line.text.unicodeScalars.first {
                #expect(ShapedText.kind(of: first) != .closing, "line starts with \(first): \(line.text)")
            }
            if let last = line.text.unicodeScalars.last {
                #expect(ShapedText.kind(of: last) != .opening, "line ends with \(last): \(line.text)")
            }
        }
    }

    @Test func koreanBreaksAtSpaces() {
        let layout = TextLayout("한국어 텍스트입니다 줄바꿈", font: font, width: 120)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { !$0.text.hasPrefix(" ") })
        #expect(layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.allSatisfy { !$0.isEmpty })
        #expect(layout.lines[0].text.trimmingCharacters(in: .whitespaces) == "한국어 텍스트입니다" || layout.lines[0].text.trimmingCharacters(in: .whitespaces) == "한국어")
    }
}
