import Testing
@testable import CellShotText

/// Nothing is dropped: a character or mark no face has draws the run face's .notdef box and is
/// reported; default-ignorable characters are zero-width and never drawn; tracking opens no
/// seam inside a joined Arabic word.
@Suite struct NothingDroppedTests {
    let font = Font(family: "DejaVu Sans", size: 17)

    /// Glyph IDs of `text`'s runs, in visual order.
    func ids(_ text: String, _ font: Font? = nil) -> [Int] {
        (font ?? self.font).shape(text).flatMap { $0.glyphs.map(\.id) }
    }

    @Test(arguments: ["\u{05D0}\u{0596}", "\u{05D0}\u{05C5}", "x\u{0596}y"])
    func markNoFaceHasDrawsABox(text: String) throws {
        let layout = TextLayout(text, font: font, width: nil)
        let base = text.unicodeScalars.first.map { String($0) } ?? ""
        #expect(layout.missingCharacters.count == 1)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.filter { $0.glyphID == 0 }.count == 1, "the mark draws as .notdef")
        #expect(layout.size.width > TextLayout(base, font: font, width: nil).size.width, "the box takes room")
        // The box sits beside its base, not on it: on the right in left-to-right text, on the left in right-to-left text.
        let box = try #require(glyphs.first { $0.glyphID == 0 })
        let baseGlyph = try #require(glyphs.first { $0.glyphID != 0 })
        #expect(text.unicodeScalars.first == "x" ? box.x > baseGlyph.x : box.x < baseGlyph.x)
    }

    @Test func shapedBoxAdvancesLikeHarfBuzz() throws {
        // hb-shape gives an unknown mark the font's .notdef with its own advance after the base.
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        let run = try #require(font.shape("x\u{0596}").first)
        #expect(run.glyphs.map(\.id) == [Int(face.glyph(for: "x")), 0])
        #expect(run.glyphs.map(\.advance) == [face.advance(face.glyph(for: "x")), face.advance(0)])
        #expect(run.glyphs.map(\.xOffset) == [0, 0])
    }

    @Test(arguments: ["a\u{FE0E}b", "a\u{FE0F}b", "a\u{200D}b", "a\u{200C}b", "a\u{034F}b", "a\u{E0100}b", "a\u{2066}b\u{2069}",
                      "a\u{200E}b", "a\u{2060}b", "a\u{00AD}b"])
    func defaultIgnorablesAreZeroWidthAndNotDrawn(text: String) {
        for font in [font, Font(size: 17)] {
            let layout = TextLayout(text, font: font, width: nil)
            #expect(layout.missingCharacters.isEmpty, "\(text.debugDescription)")
            #expect(layout.lines[0].glyphs.map(\.glyphID) == TextLayout("ab", font: font, width: nil).lines[0].glyphs.map(\.glyphID),
                    "\(text.debugDescription)")
            #expect(layout.size.width == TextLayout("ab", font: font, width: nil).size.width, "\(text.debugDescription)")
        }
    }

    @Test func trackingIsNotAppliedInsideAJoinedWord() throws {
        // Inter (the system font's stand-in) has tracking; its Arabic falls back to DejaVu Sans.
        let inter = Font(size: 28)
        #expect(inter.tracking != 0)
        let shaped = ShapedText("بيت", font: inter)
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        let scale = 28 / Double(face.unitsPerEm)
        let plain = (0..<3).map { Double(face.advance(shaped.glyphIDs[$0])) * scale }
        // beh (initial) and yeh (medial) join the next letter: no tracking; teh (final) ends the word.
        #expect(shaped.advances == [plain[0], plain[1], plain[2] + inter.tracking])
    }

    /// Bad text: marks with no base, a huge mark stack, an isolated vowel sign, replacement
    /// characters from unpaired surrogates: every character drawn or boxed, nothing crashes.
    @Test(arguments: ["\u{0301}abc", " \u{0301}", "\u{093F}", "a\u{093F}", String(decoding: [0xD800, 0x61, 0xDC00] as [UInt16], as: UTF16.self),
                      "\u{05C5}\u{05C5}", "\n\u{0308}x"])
    func badTextShapesWithoutDropping(text: String) {
        for font in [font, Font(size: 17)] {
            let layout = TextLayout(text, font: font, width: 200)
            #expect(!layout.lines.isEmpty)
            let drawn = layout.lines.flatMap(\.glyphs)
            #expect(!drawn.isEmpty, "\(text.debugDescription)")
            #expect(drawn.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
        // The bundled Devanagari face draws an isolated vowel sign on a dotted circle.
        #expect(TextLayout("\u{093F}", font: font, width: nil).missingCharacters.isEmpty)
    }

    @Test func tenThousandMarksOnOneBase() {
        let text = "a" + String(repeating: "\u{0301}", count: 10_000) + " b"
        for font in [font, Font(size: 17)] {
            let layout = TextLayout(text, font: font, width: 300)
            #expect(layout.lines.first?.glyphs.count == 10_002)
            #expect(layout.missingCharacters.isEmpty)
        }
        let rightToLeft = "\u{05D0}" + String(repeating: "\u{0596}", count: 10_000)
        let boxed = TextLayout(rightToLeft, font: font, width: nil)
        #expect(boxed.lines[0].glyphs.filter { $0.glyphID == 0 }.count == 10_000)
        #expect(boxed.missingCharacters.count == 1)
    }
}
