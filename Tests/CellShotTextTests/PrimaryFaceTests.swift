import Testing
@testable import CellShotText

/// A text its font's first face draws alone is shaped with that face only (the faces after it
/// are not read) and gives the glyphs, faces and positions the whole chain gives; any other text
/// takes the whole chain.
@Suite struct PrimaryFaceTests {
    static let latin = ["Hello, world — 9:41 AM", "Pick up parcel → €2.40 · 12:30–13:00", "Zoë Ångström, naïve café, œuvre",
                        "tab\tand\nbreak\r\nagain", "“Quotes” ‘single’ … ™ № ← ⇒ ‰", "-> <- => ffi fl ::", ""]

    @Test(arguments: [FontWeight.regular, .medium, .semibold, .bold])
    func aTextTheFirstFaceDrawsAloneIsShapedWithItAsWithTheWholeChain(weight: FontWeight) {
        let font = Font(weight: weight, size: 17)
        for text in Self.latin {
            let faces = font.chain(for: text)
            #expect(faces.count == 1 && faces[0] === font.chain[0], "\(text)")
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let alone = ShapedText(text, font: font, direction: direction)
                let whole = ShapedText(text, font: font, chain: font.chain, direction: direction)
                #expect(alone.chain.count == 1, "\(text)")
                #expect(ShapedTextCacheTests.parts(alone) == ShapedTextCacheTests.parts(whole), "\(text) \(direction)")
                #expect(alone.textIndex == whole.textIndex && alone.kinds == whole.kinds, "\(text) \(direction)")
            }
        }
        #expect(font.metrics == Font(weight: weight, size: 17).metrics(of: font.chain[0]))
    }

    @Test func marksScriptsEmojiAndInvisibleCharactersTakeTheWholeChain() {
        let font = Font(size: 17)
        for text in ["e\u{301}", "Ελληνικά", "Привет", "שלום", "مرحبا", "a\u{200D}b", "a\u{0}b", "x\u{FE0F}", "👍", "ไทย", "漢字",
                     "line\u{2028}break", "\u{202E}abc", "A\u{2000}B"] {
            #expect(font.chain(for: text).count == font.chain.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A symbol among the characters shaped alone that the first face lacks and a later face has.
    @Test func aCharacterTheFirstFaceLacksTakesTheWholeChainAndItsFace() throws {
        let font = Font(size: 17)
        let chain = font.chain
        let symbol = try #require((0x2100...0x21FF).lazy.compactMap(Unicode.Scalar.init).first { scalar in
            Font.drawsAlone(scalar) && chain[0].glyph(for: scalar) == 0 && chain.dropFirst().contains { $0.glyph(for: scalar) != 0 }
        })
        let text = "Total \(symbol) 12"
        #expect(font.chain(for: text).count == chain.count)
        let shaped = ShapedTextCache.shaped(text, font: font)
        #expect(shaped.missing.isEmpty)
        #expect(ShapedTextCacheTests.parts(shaped) == ShapedTextCacheTests.parts(ShapedText(text, font: font, chain: chain)))
    }
}
