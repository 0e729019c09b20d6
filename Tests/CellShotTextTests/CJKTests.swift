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
        #expect(samples.count == 7)
        for sample in samples {
            // Digits and spaces come from Inter, the rest from the CJK face: compare the CJK glyphs.
            let runs = font.shape(sample.text)
            #expect(runs.contains { $0.font == ScriptFace.cjk.file(.regular) }, "\(sample.text)")
            let cjk = runs.flatMap { run in run.glyphs.filter { _ in run.font == ScriptFace.cjk.file(.regular) } }
            let expected = sample.runs.flatMap(\.glyphs).filter { g in cjk.contains { $0.cluster == g[1] } }
            #expect(cjk.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] } == expected, "\(sample.text)")
            #expect(TextLayout(sample.text, font: font, width: nil).missingCharacters.isEmpty, "\(sample.text)")
        }
    }

    @Test func latinTextKeepsItsChain() {
        let shaped = ShapedText("Hello, world — 9:41", font: font)
        #expect(!shaped.chain.contains { $0.name == ScriptFace.cjk.file(.regular) })
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

    /// Wrapped titles with every kind of kinsoku character (no run that may not break is wider
    /// than the narrowest box): no line starts with closing punctuation, small kana or the
    /// prolonged sound mark (CJK or Western after CJK), none ends with an opening bracket or quote.
    @Test(arguments: [50.0, 60.0, 70.0, 85.0, 100.0, 120.0])
    func wrappedTitlesKeepKinsoku(width: Double) {
        let titles = ["会議（10時〜）は「東京」で行います。ちょっとキャッシュ、ジョーさんァィも参加してください！",
                      "新しい“デザイン”を確認（第2版）、よろしく!?次は…明日。価格は¥500、50%オフ",
                      "请提前准备好资料，谢谢！会议室：三楼；时间？《通知》【重要】",
                      "這是繁體中文的標題：「電話」、『時間』。ｶﾀｶﾅｯｰ､ﾃｽﾄ｡"]
        for title in titles {
            let layout = TextLayout(title, font: font, width: width)
            #expect(layout.lines.count > 1)
            #expect(layout.lines.map(\.text).joined() == title, "nothing lost at the breaks")
            for (n, line) in layout.lines.enumerated() {
                if n > 0, let first = line.text.unicodeScalars.first {
                    let kind = ShapedText.kind(of: first)
                    #expect(kind != .closing && kind != .closingText, "line starts with \(first): \(line.text)")
                }
                if n < layout.lines.count - 1, let last = line.text.unicodeScalars.last {
                    let kind = ShapedText.kind(of: last)
                    #expect(kind != .opening && kind != .openingText, "line ends with \(last): \(line.text)")
                }
            }
        }
    }

    @Test func kinsokuKinds() {
        for closing in "、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ｡｣､･ｧｨｩｪｫｬｭｮｯｰ％".unicodeScalars {
            #expect(ShapedText.kind(of: closing) == .closing, "\(closing)")
        }
        for opening in "（「『【〔〈《〘〖［｛｢＄￥".unicodeScalars { #expect(ShapedText.kind(of: opening) == .opening, "\(opening)") }
        for closing in ")]},.:;!?%’”»…‥‼".unicodeScalars { #expect(ShapedText.kind(of: closing) == .closingText, "\(closing)") }
        for opening in "([{‘“«".unicodeScalars { #expect(ShapedText.kind(of: opening) == .openingText, "\(opening)") }
        for ideograph in "漢字かなカナｶﾅ".unicodeScalars { #expect(ShapedText.kind(of: ideograph) == .ideograph, "\(ideograph)") }
    }

    @Test func koreanBreaksAtSpaces() {
        let layout = TextLayout("한국어 텍스트입니다 줄바꿈", font: font, width: 120)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { !$0.text.hasPrefix(" ") })
        #expect(layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.allSatisfy { !$0.isEmpty })
        #expect(layout.lines[0].text.trimmingCharacters(in: .whitespaces) == "한국어 텍스트입니다" || layout.lines[0].text.trimmingCharacters(in: .whitespaces) == "한국어")
    }
}
