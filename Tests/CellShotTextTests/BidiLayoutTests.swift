import Testing
@testable import CellShotText

/// Mixed-direction text in ``TextLayout``: lines broken in logical order, shown in visual order.
@Suite struct BidiLayoutTests {
    let font = Font(size: 17)

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
}
