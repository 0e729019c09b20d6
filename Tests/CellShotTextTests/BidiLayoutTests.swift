import Testing
@testable import CellShotText

/// Mixed-direction text in ``TextLayout``: lines broken in logical order, shown in visual order.
@Suite struct BidiLayoutTests {
    // DejaVu Sans: no contextual alternates, so a piece shaped alone has the glyphs it has in the line.
    let font = Font(family: "DejaVu Sans", size: 17)

    /// The line's glyph IDs from left to right.
    func visualGlyphs(_ line: TextLine) -> [UInt16] {
        line.glyphs.sorted { $0.x < $1.x }.map(\.glyphID)
    }

    /// Glyph IDs of `text` laid out alone, in logical order.
    func glyphs(_ text: String) -> [UInt16] {
        TextLayout(text, font: font, width: nil).lines.first?.glyphs.map(\.glyphID) ?? []
    }

    @Test func hebrewWordIsReversed() {
        let line = TextLayout("abc אבג", font: font, width: nil).lines[0]
        #expect(visualGlyphs(line) == glyphs("abc") + glyphs(" x").dropLast() + glyphs("ג") + glyphs("ב") + glyphs("א"))
        #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted(), "glyphs are listed left to right")
    }

    @Test func rightToLeftParagraphPutsLatinRunAndPunctuationInOrder() {
        // First strong character Hebrew: a right-to-left paragraph. Visual: "!abc 123 (בג) א".
        let line = TextLayout("א (בג) 123 abc!", font: font, width: nil).lines[0]
        let space = glyphs(" x")[0]
        let expected = glyphs("!") + glyphs("abc") + [space] + glyphs("123") + [space] + glyphs("(") + glyphs("ג")
            + glyphs("ב") + glyphs(")") + [space] + glyphs("א")
        #expect(visualGlyphs(line) == expected)
    }

    @Test func truncatedRightToLeftLineEndsInAnEllipsisOnTheLeft() {
        let text = String(repeating: "שלום עולם ", count: 20)
        let layout = TextLayout(text, font: font, width: 200, numberOfLines: 1)
        #expect(layout.isTruncated)
        let line = layout.lines[0]
        let ellipsis = glyphs("…")
        #expect(Array(visualGlyphs(line).prefix(ellipsis.count)) == ellipsis)
        #expect(line.text.hasSuffix("…"))
        #expect(line.rect.maxX <= 200 + 1e-9)
    }

    @Test func linesBreakInLogicalOrder() {
        // Two Hebrew words on two lines: the first logical word is on the first line, at the right.
        let width = font.width(of: "אבגד") + 1
        let layout = TextLayout("אבגד הוזח", font: font, width: width, direction: .rightToLeft)
        #expect(layout.lines.map(\.text) == ["אבגד", "הוזח"])
        let alone = TextLayout("אבגד", font: font, width: nil).lines[0]
        #expect(visualGlyphs(layout.lines[0]) == visualGlyphs(alone))
        #expect(visualGlyphs(alone) == [0x05D3, 0x05D2, 0x05D1, 0x05D0].map { glyphs(String(Unicode.Scalar($0)!))[0] })
        #expect(layout.lines[1].rect.maxX == layout.boxWidth, "natural alignment in a right-to-left layout is right")
    }

    /// Glyphs of `pieces` laid out alone, one after another (a line's trailing space hangs:
    /// " " takes the space glyph from " x").
    func glyphs(_ pieces: [String]) -> [UInt16] { pieces.flatMap { $0 == " " ? Array(glyphs(" x").dropLast()) : glyphs($0) } }

    /// Numbers and neutrals alone in a right-to-left paragraph: neutrals between numbers take
    /// the paragraph's direction (rule N1 treats numbers as right-to-left), numbers keep their
    /// digits left to right, and brackets show mirrored.
    @Test(arguments: [
        ("10 - 20 / 1 : 2", ["2", " ", ":", " ", "1", " ", "/", " ", "20", " ", "-", " ", "10"]),
        ("123 (456) !?", ["?", "!", " ", "(", "456", ")", " ", "123"]),
        ("+1 (555) 123-4567", ["(", "555", ")", " ", "1", "+"]),
    ])
    func neutralTextInRightToLeftParagraphReorders(text: String, visual: [String]) {
        let rtl = TextLayout(text, font: font, width: nil, direction: .rightToLeft).lines[0]
        if text.hasPrefix("+1") {
            // "123-4567": the hyphen between numbers joins them (W4) and the run reads left to right.
            #expect(visualGlyphs(rtl) == glyphs(["123-4567", " "] + visual))
        } else {
            #expect(visualGlyphs(rtl) == glyphs(visual))
        }
        let ltr = TextLayout(text, font: font, width: nil).lines[0]
        #expect(visualGlyphs(ltr) == glyphs(text), "a left-to-right paragraph shows it as typed")
    }

    @Test func latinTextInRightToLeftLayoutKeepsItsOrder() {
        // No right-to-left characters: the line is laid out exactly as in a left-to-right layout.
        let ltr = TextLayout("+3 (new) items", font: font, width: nil)
        let rtl = TextLayout("+3 (new) items", font: font, width: nil, direction: .rightToLeft)
        #expect(ltr.lines[0].glyphs == rtl.lines[0].glyphs)
    }

    @Test func charactersNoFontHasAreNoted() {
        let layout = TextLayout("a \u{0379} b \u{0378} \u{0379}", font: font, width: nil)
        #expect(layout.missingCharacters == ["\u{0379}", "\u{0378}"])
        #expect(layout.lines[0].glyphs.filter { $0.glyphID == 0 }.count == 3, "each drawn as .notdef")
        #expect(TextLayout("שלום", font: font, width: nil).missingCharacters.isEmpty)
        // A mark the base's face lacks (DejaVu has no cantillation marks): the cluster stays in
        // that face, the mark draws as that face's .notdef box and the character is reported.
        let marked = TextLayout("שָ\u{0591}לום", font: font, width: nil)
        #expect(marked.missingCharacters == ["שָ\u{0591}"])
        #expect(marked.lines[0].glyphs.allSatisfy { $0.face == "DejaVuSans" })
        #expect(marked.lines[0].glyphs.filter { $0.glyphID == 0 }.count == 1)
    }
}
