import CellShotRaster
import Testing
@testable import CellShotText

/// A text made of runs: each run shaped in its own style, lines broken and sized across them.
@Suite struct StyledTextTests {
    let font = Font(size: 17)
    var plain: TextRunStyle { TextRunStyle(font: font) }

    @Test func oneRunInTheTextsFontIsThePlainLayout() {
        let text = "Hello wide world of styled text"
        let runs = [TextRun("Hello wide ", style: plain), TextRun("", style: plain), TextRun("world of styled text", style: plain)]
        #expect(TextLayout(runs: runs, font: font, width: 120, numberOfLines: 2) == TextLayout(text, font: font, width: 120, numberOfLines: 2))
    }

    @Test func runsKeepTheirFontsAndColours() {
        let bold = TextRunStyle(font: font.withWeight(.bold))
        let grey = TextRunStyle(font: font.withSize(15), color: Color(red: 0.5, green: 0.5, blue: 0.5))
        let l = TextLayout(runs: [TextRun("Ada", style: bold), TextRun(" · 2h", style: grey)], font: font, width: nil)
        #expect(l.lines.map(\.text) == ["Ada · 2h"])
        #expect(l.runs.count == 2)
        let boldWidth = font.withWeight(.bold).width(of: "Ada"), greyWidth = font.withSize(15).width(of: " · 2h")
        #expect(abs(l.size.width - (boldWidth + greyWidth)) < 1e-9)
        #expect(l.lines[0].glyphs.map(\.run) == [0, 0, 0, 1, 1, 1, 1, 1])
        #expect(l.lines[0].runExtents.map(\.run) == [0, 1])
        // The line is as tall as its largest run: the 17 pt font's.
        #expect(l.size.height == font.metrics.lineHeight)
        var list = DisplayList()
        l.draw(at: Point(0, 0), color: .black, into: &list)
        let sizes = list.operations.compactMap { op -> Double? in if case let .glyphs(g, _) = op { return g.size } else { return nil } }
        #expect(sizes == [17, 15])
    }

    @Test func aLargerRunGrowsItsLineOnly() {
        let big = TextRunStyle(font: font.withSize(34))
        let l = TextLayout(runs: [TextRun("small words here ", style: plain), TextRun("BIG", style: big)], font: font, width: 140)
        #expect(l.lines.count == 2)
        #expect(l.lines[0].rect.height == font.metrics.lineHeight)
        #expect(abs(l.lines[1].rect.height - font.withSize(34).metrics.lineHeight) < 1e-9)
        #expect(abs(l.lines[1].baseline - (font.metrics.lineHeight + font.withSize(34).metrics.ascent)) < 1e-9)
    }

    @Test func linesBreakAndTruncateAcrossRuns() {
        let red = TextRunStyle(font: font, color: Color(red: 1, green: 0, blue: 0))
        let runs = [TextRun("one two ", style: plain), TextRun("three four five six seven eight nine", style: red)]
        let l = TextLayout(runs: runs, font: font, width: font.width(of: "one two three"), numberOfLines: 2)
        #expect(l.lines.map(\.text).first == "one two three")
        #expect(l.isTruncated && l.lines[1].text.hasSuffix("…"))
        // The "…" takes the style of the last character shown.
        #expect(l.lines[1].glyphs.last?.run == 1)
    }

    @Test func tabularDigitsShareOneWidth() {
        let tnum = TextRunStyle(font: font, hasTabularDigits: true), other = TextRunStyle(font: font.withWeight(.bold))
        func width(_ s: String, _ style: TextRunStyle) -> Double {
            TextLayout(runs: [TextRun(s, style: style), TextRun("x", style: other)], font: font, width: nil).lines[0].runExtents[0].width
        }
        #expect(width("1111", plain) < width("0000", plain))
        #expect(abs(width("1111", tnum) - width("0000", tnum)) < 1e-9)
        #expect(!FontRegistry.shared.chain(family: "Inter", weight: .regular)[0].tabularDigits.isEmpty)
    }

    @Test func trackingAndBaselineOffsetMoveTheRun() {
        let wide = TextRunStyle(font: font, tracking: 2), raised = TextRunStyle(font: font, baselineOffset: 4)
        let l = TextLayout(runs: [TextRun("abc", style: wide), TextRun("d", style: raised)], font: font, width: nil)
        #expect(abs(l.lines[0].runExtents[0].width - (font.width(of: "abc") + 6)) < 1e-9)
        #expect(l.lines[0].glyphs.last?.y == 4)
        #expect(l.size.height == font.metrics.lineHeight + 4)
    }

    @Test func monospacedFamilyIsBundled() {
        let mono = Font(family: FontRegistry.monospacedFamily, size: 17)
        #expect(mono.width(of: "iiii") == mono.width(of: "MMMM"))
        #expect(FontRegistry.shared.chain(family: FontRegistry.monospacedFamily, weight: .bold)[0].name == "DejaVuSansMono-Bold")
    }

    @Test func italicRunsDrawThroughASlantedSource() {
        let l = TextLayout(runs: [TextRun("up ", style: plain), TextRun("slanted", style: TextRunStyle(font: font, isItalic: true))],
                           font: font, width: nil)
        var list = DisplayList()
        l.draw(at: Point(0, 0), color: .black, into: &list)
        let sources = list.operations.compactMap { op -> (any GlyphSource)? in if case let .glyphs(g, _) = op { return g.source } else { return nil } }
        #expect(sources.count == 2 && !(sources[0] is ObliqueFace) && sources[1] is ObliqueFace)
        // Its masks lean right: the top of an "l" sits further right than its foot.
        let face = FontRegistry.shared.chain(family: "Inter", weight: .regular)[0]
        let upright = GlyphCache.shared.mask(face: face, glyph: face.glyph(for: "l"), pixelSize: 51, phase: 0)
        let leaning = GlyphCache.shared.mask(face: face, glyph: face.glyph(for: "l"), pixelSize: 51, phase: 0, oblique: true)
        #expect(leaning.width > upright.width + 5)
    }

    @Test func runsOfBothDirectionsReorderTogether() {
        let red = TextRunStyle(font: font, color: Color(red: 1, green: 0, blue: 0))
        let l = TextLayout(runs: [TextRun("abc ", style: plain), TextRun("שלום", style: red), TextRun(" def", style: plain)],
                           font: font, width: nil)
        #expect(l.lines[0].text == "abc שלום def")
        // The Hebrew run shows right to left between the Latin ones.
        let hebrew = l.lines[0].glyphs.filter { $0.run == 1 }
        #expect(hebrew.count == 4 && hebrew.map(\.x) == hebrew.map(\.x).sorted())
        #expect(l.lines[0].runExtents.map(\.run) == [0, 1, 2])
    }

    @Test func badRunsNeitherCrashNorHang() {
        // 10 000 runs alternating colour.
        let a = TextRunStyle(font: font, color: Color(red: 1, green: 0, blue: 0)), b = TextRunStyle(font: font, color: Color(red: 0, green: 0, blue: 1))
        let many = (0..<10_000).map { TextRun("w\($0) ", style: $0 % 2 == 0 ? a : b) }
        let l = TextLayout(runs: many, font: font, width: 300, numberOfLines: 3)
        #expect(l.lines.count == 3 && l.isTruncated)
        // Empty runs only, and runs with sizes, tracking and offsets that are not numbers.
        #expect(TextLayout(runs: [TextRun("", style: a), TextRun("", style: b)], font: font, width: 100).lines.isEmpty)
        let nan = TextRunStyle(font: font.withSize(.nan), tracking: .nan, baselineOffset: .infinity)
        let bad = TextLayout(runs: [TextRun("ok ", style: plain), TextRun("nan", style: nan)], font: font, width: 100)
        #expect(bad.size.width.isFinite && bad.size.height.isFinite)
        var list = DisplayList()
        bad.draw(at: Point(0, 0), color: .black, into: &list)
        #expect(list.operations.count == 1)
    }
}
