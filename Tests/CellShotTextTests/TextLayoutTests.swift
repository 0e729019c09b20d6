import Testing
@testable import CellShotText

@Suite struct TextLayoutTests {
    let font = Font(size: 17)

    @Test func emptyStringHasNoLines() {
        let l = TextLayout("", font: font, width: 100)
        #expect(l.lines.isEmpty)
        #expect(l.size == .zero)
        #expect(!l.isTruncated)
    }

    @Test func exactFitStaysOnOneLine() {
        let text = "Hello world"
        let w = font.width(of: text)
        let l = TextLayout(text, font: font, width: w)
        #expect(l.lines.map(\.text) == [text])
        #expect(l.size.width == w)
        #expect(l.size.height == font.metrics.lineHeight)
    }

    @Test func oneCharacterOverWraps() {
        let text = "Hello world"
        let w = font.width(of: "Hello worl") + font.width(of: "d") * 0.5
        let l = TextLayout(text, font: font, width: w)
        #expect(l.lines.map(\.text) == ["Hello", "world"])
        #expect(l.lines[1].rect.minY == font.metrics.lineHeight)
        #expect(l.lines[1].baseline == font.metrics.lineHeight + font.metrics.ascent)
    }

    @Test func onlySpaces() {
        let l = TextLayout("    ", font: font, width: 100)
        #expect(l.lines.count == 1)
        #expect(l.lines[0].text == "")
        #expect(l.size.width == 0)
        #expect(l.size.height == font.metrics.lineHeight)
    }

    @Test func aFiveThousandCharacterWordBreaksByCharacter() {
        let word = String(repeating: "abcdefghij", count: 500)
        let l = TextLayout(word, font: font, width: 100)
        #expect(l.lines.count > 50)
        #expect(l.lines.allSatisfy { $0.rect.width <= 100 && !$0.text.isEmpty })
        #expect(l.lines.map(\.text).joined() == word)
        // Every line but the last is full: one more character would not fit.
        for line in l.lines.dropLast() {
            #expect(font.width(of: line.text + "a") > 100 - font.width(of: "j"))
        }
    }

    @Test func newlinesStartParagraphs() {
        #expect(TextLayout("a\nb", font: font, width: nil).lines.map(\.text) == ["a", "b"])
        #expect(TextLayout("a\n", font: font, width: nil).lines.map(\.text) == ["a"])
        #expect(TextLayout("a\n\nb", font: font, width: nil).lines.map(\.text) == ["a", "", "b"])
        #expect(TextLayout("a\r\nb", font: font, width: 100).lines.map(\.text) == ["a", "b"])
        let l = TextLayout("short\na much longer line", font: font, width: nil)
        #expect(l.boxWidth == l.size.width)
        #expect(l.size.width == font.width(of: "a much longer line"))
    }

    @Test func wrapsAfterHyphen() {
        let w = font.width(of: "well-kno")
        let l = TextLayout("well-known", font: font, width: w)
        #expect(l.lines.map(\.text) == ["well-", "known"])
    }

    @Test func tailTruncationOnLastAllowedLine() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let l = TextLayout(text, font: font, width: 150, numberOfLines: 2)
        #expect(l.lines.count == 2)
        #expect(l.isTruncated)
        #expect(l.lines[1].text.hasSuffix("\u{2026}"))
        #expect(!l.lines[0].text.hasSuffix("\u{2026}"))
        #expect(l.lines.allSatisfy { $0.rect.width <= 150 })
        // Truncation fills the line: one more character would not fit with the ellipsis.
        let shown = String(l.lines[1].text.dropLast())
        let rest = text.dropFirst(l.lines[0].text.count + 1)
        #expect(rest.hasPrefix(shown))
        #expect(font.width(of: String(rest.prefix(shown.count + 1)) + "\u{2026}") > 150)
        // Unlimited lines: no truncation.
        let all = TextLayout(text, font: font, width: 150)
        #expect(!all.isTruncated && all.lines.count > 2)
        #expect(all.size.height == Double(all.lines.count) * font.metrics.lineHeight)
    }

    @Test func truncationAcrossParagraphs() {
        let l = TextLayout("one\ntwo\nthree", font: font, width: 200, numberOfLines: 2)
        #expect(l.lines.map(\.text) == ["one", "two\u{2026}"])
        #expect(l.isTruncated)
        let fits = TextLayout("one\ntwo", font: font, width: 200, numberOfLines: 2)
        #expect(!fits.isTruncated)
        let unbounded = TextLayout("one\ntwo", font: font, width: nil, numberOfLines: 1)
        #expect(unbounded.lines.map(\.text) == ["one\u{2026}"])
    }

    @Test func singleLineTruncation() {
        let l = TextLayout("Supercalifragilistic", font: font, width: 60, numberOfLines: 1)
        #expect(l.lines.count == 1)
        #expect(l.lines[0].text.hasSuffix("\u{2026}"))
        #expect(l.lines[0].rect.width <= 60)
        #expect(l.boxWidth == 60)
    }

    @Test func alignment() {
        let w = font.width(of: "Hi")
        for (alignment, direction, x) in [(TextAlignment.natural, LayoutDirection.leftToRight, 0.0),
                                          (.leading, .leftToRight, 0), (.trailing, .leftToRight, 200 - w),
                                          (.center, .leftToRight, (200 - w) / 2), (.natural, .rightToLeft, 200 - w),
                                          (.trailing, .rightToLeft, 0)] {
            let l = TextLayout("Hi", font: font, width: 200, alignment: alignment, direction: direction)
            #expect(abs(l.lines[0].rect.minX - x) < 1e-9, "\(alignment) \(direction)")
            #expect(abs(l.lines[0].glyphs[0].x - x) < 1e-9)
        }
    }

    @Test func lineSpacing() {
        let l = TextLayout("a\nb\nc", font: font, width: nil, lineSpacing: 4)
        #expect(abs(l.size.height - (3 * font.metrics.lineHeight + 8)) < 1e-9)
        #expect(abs(l.lines[2].rect.minY - 2 * (font.metrics.lineHeight + 4)) < 1e-9)
    }

    @Test func glyphPositionsIncludeKerning() throws {
        let l = TextLayout("AV", font: font, width: nil)
        let g = l.lines[0].glyphs
        #expect(g.count == 2)
        #expect(g[1].x < font.width(of: "A"))
        #expect(abs(g[1].x - (font.width(of: "AV") - font.width(of: "V"))) < 1e-9)
    }

    @Test func fallbackFaces() {
        let l = TextLayout("a\u{263A}\u{0378}", font: font, width: nil)
        let faces = l.lines[0].glyphs.map(\.face)
        #expect(faces == ["Inter-Regular", "DejaVuSans", "Inter-Regular"])
        #expect(l.lines[0].glyphs[2].glyphID == 0)  // .notdef box
        #expect(l.size.width > font.width(of: "a"))
        let bold = TextLayout("a", font: Font(weight: .semibold, size: 17), width: nil)
        #expect(bold.lines[0].glyphs[0].face == "Inter-SemiBold", "a real semibold")
        let unknown = TextLayout("a", font: Font(family: "No Such Font", size: 17), width: nil)
        #expect(unknown.lines[0].glyphs[0].face == "Inter-Regular", "an unknown family falls back to the default face")
        let dejavu = TextLayout("a", font: Font(family: "DejaVu Sans", size: 17), width: nil)
        #expect(dejavu.lines[0].glyphs[0].face == "DejaVuSans")
    }

    @Test func emojiDrawInColour() {
        for s in ["👍", "👍🏽", "👨‍👩‍👧", "🇫🇷", "a👍b"] {
            let l = TextLayout(s, font: font, width: 30, numberOfLines: 0)
            #expect(!l.lines.isEmpty)
            #expect(l.missingCharacters.isEmpty)
            #expect(l.lines.flatMap(\.glyphs).contains { $0.face == "NotoColorEmoji" && $0.glyphID != 0 })
        }
        // One grapheme, one glyph.
        #expect(TextLayout("👨‍👩‍👧", font: font, width: nil).lines[0].glyphs.count == 1)
    }

    @Test func aLineWithEmojiGrowsToTheEmojiFacesMetrics() throws {
        let inter = Font(size: 17)
        let natural = inter.metrics
        // Inter descends 680/2816 em, Noto Color Emoji 500/2048 em (ascents 2728/2816 and
        // 1900/2048: the emoji's is the smaller): the line grows by the difference of descents.
        let growth = 17.0 * 500 / 2048 - 17.0 * 680 / 2816
        #expect(abs(growth - 0.0453) < 0.0001)
        let plain = TextLayout("Party", font: inter, width: nil)
        let party = TextLayout("Party 🎉", font: inter, width: nil)
        #expect(plain.lines[0].rect.height == natural.lineHeight)
        #expect(abs(party.lines[0].rect.height - (natural.lineHeight + growth)) < 1e-9)
        #expect(abs(party.lines[0].baseline - natural.ascent) < 1e-9, "the ascent did not grow")
        #expect(abs(party.size.height - party.lines[0].rect.height) < 1e-9)
        // Only the emoji line grows; the line below moves down by the growth, keeps its height.
        let two = TextLayout("🎉\nParty", font: inter, width: nil, lineSpacing: 2)
        #expect(two.lines[1].rect.height == natural.lineHeight)
        #expect(abs(two.lines[1].rect.minY - (natural.lineHeight + growth + 2)) < 1e-9)
        #expect(abs(two.lines[1].baseline - two.lines[1].rect.minY - natural.ascent) < 1e-9)
        #expect(abs(two.size.height - (2 * natural.lineHeight + growth + 2)) < 1e-9)
        // Latin lines keep exactly the positions they had (k · (lineHeight + spacing)).
        let latin = TextLayout("a\nb\nc", font: inter, width: nil, lineSpacing: 2)
        #expect(latin.lines.map(\.rect.minY) == [0, natural.lineHeight + 2, 2 * (natural.lineHeight + 2)])
        // A fixed line height (Dynamic Type leading) grows the same way on an emoji line.
        let fixed = TextLayout("🎉", font: inter, width: nil, lineHeight: 22)
        #expect(abs(fixed.lines[0].rect.height - (22 + growth)) < 1e-9)
    }

    @Test func combiningMarksComposeOrStack() {
        let composed = TextLayout("\u{E9}", font: font, width: nil).lines[0].glyphs
        let decomposed = TextLayout("e\u{301}", font: font, width: nil).lines[0].glyphs
        #expect(composed.map(\.glyphID) == decomposed.map(\.glyphID))
        // No precomposed form: base + mark glyph, mark with zero advance.
        let stacked = TextLayout("q\u{301}x", font: font, width: nil)
        #expect(stacked.lines[0].glyphs.count == 3)
        #expect(abs(stacked.size.width - font.width(of: "qx")) < 0.5)
    }

    @Test func rightToLeftTextDoesNotCrash() {
        let l = TextLayout("שלום עולם مرحبا", font: font, width: 60, direction: .rightToLeft)
        #expect(l.lines.count >= 2)
        #expect(l.lines.allSatisfy { abs($0.rect.maxX - 60) < 1e-9 || $0.rect.width > 60 })
    }

    @Test func hostileInputs() {
        #expect(TextLayout("abc", font: font, width: -5).lines.map(\.text) == ["a", "b", "c"])
        #expect(TextLayout("abc", font: font, width: .nan).lines.count == 3)
        #expect(TextLayout("abc", font: font, width: .infinity).lines.count == 1)
        #expect(TextLayout("abc", font: font, width: 100, numberOfLines: -3).lines.count == 1)
        #expect(TextLayout("abc", font: Font(size: .nan), width: 100).size.height == 0)
        #expect(TextLayout("a\u{0}b\u{200B}c\u{FEFF}", font: font, width: nil).lines.count == 1)
        #expect(TextLayout("\n", font: font, width: nil).lines.count == 1)
    }

    /// "Deterministic" is wider than 80 pt, so it breaks inside the word; two lines at most
    /// (Roboto, whose untracked advances these positions were recorded with).
    @Test func wrappedLayoutMatchesItsRecordedGeometry() {
        let l = TextLayout("Deterministic text, wrapped.", font: Font(family: "Roboto", size: 17), width: 80, numberOfLines: 2)
        #expect(l.lines.map(\.text) == ["Determini", "stic text,…"])
        #expect(l.lines.map(\.rect) == [Rect(x: 0, y: 0, width: 73.07177734375, height: 19.921875),
                                        Rect(x: 0, y: 19.921875, width: 74.873046875, height: 19.921875)])
        #expect(l.lines.map { $0.glyphs.map(\.x) } == [
            [0, 11.15625, 20.1708984375, 25.732421875, 34.7470703125, 40.5078125, 55.416015625, 59.5498046875,
             68.93798828125],
            [0, 8.77392578125, 14.33544921875, 18.46923828125, 27.36767578125, 31.58447265625, 37.14599609375,
             46.16064453125, 54.59423828125, 60.15576171875, 63.5009765625],
        ])
    }
}

@Suite struct LineHeightTests {
    @Test func fixedLineHeightFromDynamicTypeLeading() {
        let font = Font.preferred(.body)
        let leading = TextStyle.body.leading()
        let l = TextLayout("one\ntwo", font: font, width: nil, lineHeight: leading)
        #expect(l.size.height == 2 * leading)
        #expect(l.lines[1].rect.minY == leading)
        #expect(abs(l.lines[0].baseline - (leading - font.metrics.descent)) < 1e-9)
        #expect(l.lines[0].rect.height == leading)
        // Without it: the font's own line height.
        #expect(TextLayout("one", font: font, width: nil).size.height == font.metrics.lineHeight)
    }
}
