@_spi(RenderCaches) import CellShotRaster
import Testing
@testable import CellShotText

/// Shaped strings are kept by content: a repeat is the stored shaping (the same buffers), equal
/// to shaping afresh; another size, direction or fallback chain is another entry; an
/// unregistered font's strings go with it.
@Suite struct ShapedTextCacheTests {
    /// The arrays that make up a shaping, for comparing two of them.
    static func parts(_ s: ShapedText) -> [[Double]] {
        [s.advances, s.kernBefore, s.prefix, s.glyphOffset, s.glyphRise, s.glyphIDs.map(Double.init),
         s.glyphFace.map(Double.init), s.glyphStart.map(Double.init), s.levels.map(Double.init), s.missing.map(Double.init)]
    }

    static func sharesStorage(_ a: ShapedText, _ b: ShapedText) -> Bool {
        a.glyphIDs.withUnsafeBufferPointer { x in b.glyphIDs.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    @Test func aRepeatIsTheStoredShapingAndEqualsAFreshOne() {
        let text = "Cached label \(UInt64.random(in: 0...UInt64.max)) AV To"
        let font = Font(size: 17)
        let first = ShapedTextCache.shaped(text, font: font)
        let again = ShapedTextCache.shaped(text, font: font)
        #expect(Self.sharesStorage(first, again))
        #expect(Self.parts(again) == Self.parts(ShapedText(text, font: font)))
        #expect(again.textIndex == ShapedText(text, font: font).textIndex)
    }

    /// Thai text shapes with its script's bundled face inserted right after the chain's first
    /// face: still a repeat is the stored shaping.
    @Test func aChainWithAScriptFaceInsertedIsKept() {
        for text in ["ข้อความ \(UInt64.random(in: 0...UInt64.max)) ที่เก็บไว้", "ຂໍ້ຄວາມ \(UInt64.random(in: 0...UInt64.max))"] {
            let font = Font(size: 17)
            let first = ShapedTextCache.shaped(text, font: font)
            #expect(first.chain.count > font.chain.count && first.chain[0] === font.chain[0])
            let again = ShapedTextCache.shaped(text, font: font)
            #expect(Self.sharesStorage(first, again))
            #expect(Self.parts(again) == Self.parts(ShapedText(text, font: font)))
            #expect(again.wordBreaks == ShapedText(text, font: font).wordBreaks)
        }
    }

    @Test func sizeAndDirectionAreOtherEntries() {
        let text = "Other (entry) \(UInt64.random(in: 0...UInt64.max)) שלום"
        let base = ShapedTextCache.shaped(text, font: Font(size: 17))
        let larger = ShapedTextCache.shaped(text, font: Font(size: 18))
        let rightToLeft = ShapedTextCache.shaped(text, font: Font(size: 17), direction: .rightToLeft)
        #expect(Self.parts(larger) == Self.parts(ShapedText(text, font: Font(size: 18))))
        #expect(Self.parts(larger) != Self.parts(base))
        #expect(Self.parts(rightToLeft) == Self.parts(ShapedText(text, font: Font(size: 17), direction: .rightToLeft)))
        // A paragraph without a strong character takes the direction: another entry, another level.
        let neutral = "(\(UInt64.random(in: 0...UInt64.max))) 42"
        let neutralLeft = ShapedTextCache.shaped(neutral, font: Font(size: 17))
        let neutralRight = ShapedTextCache.shaped(neutral, font: Font(size: 17), direction: .rightToLeft)
        #expect(neutralRight.paragraphLevels == ShapedText(neutral, font: Font(size: 17), direction: .rightToLeft).paragraphLevels)
        #expect(neutralRight.paragraphLevels != neutralLeft.paragraphLevels)
    }

    /// Canonically equivalent strings of other scalars (a precomposed and a decomposed accent,
    /// a nukta consonant typed in two ways) are other entries: each keeps its own string indices
    /// and its own shaping.
    @Test func canonicallyEquivalentStringsAreOtherEntries() {
        let tag = UInt64.random(in: 0...UInt64.max)
        for (composed, decomposed) in [("Caf\u{E9} \(tag)", "Cafe\u{301} \(tag)"), ("\u{095B}\u{093E} \(tag)", "\u{091C}\u{093C}\u{093E} \(tag)")] {
            #expect(composed == decomposed)
            let font = Font(size: 17)
            let first = ShapedTextCache.shaped(composed, font: font)
            let second = ShapedTextCache.shaped(decomposed, font: font)
            #expect(!Self.sharesStorage(first, second))
            #expect(second.textIndex == ShapedText(decomposed, font: font).textIndex)
            #expect(Self.parts(second) == Self.parts(ShapedText(decomposed, font: font)))
            #expect(Self.sharesStorage(second, ShapedTextCache.shaped(decomposed, font: font)))
        }
    }

    /// Roboto registered under a new name: the name, a font of it and its face.
    static func registeredRoboto(_ prefix: String) throws -> (name: String, font: Font, face: FontFace) {
        let name = "\(prefix) \(UInt64.random(in: 0...UInt64.max))"
        let roboto = try #require(FontRegistry.bundledFontData("Roboto-Regular"))
        try FontRegistry.shared.register(name: name, data: roboto)
        let font = Font(family: name, size: 17)
        return (name, font, try #require(font.chain.first))
    }

    @Test func anUnregisteredFontsStringsGoWithIt() throws {
        let (name, font, face) = try Self.registeredRoboto("Cache")
        #expect(face.name == name)
        let shaped = ShapedTextCache.shaped("Registered", font: font)
        #expect(shaped.chain.first === face)
        #expect(ShapedTextCache.shared.count(group: face.id) == 1)
        #expect(FontRegistry.shared.unregister(name: name))
        #expect(ShapedTextCache.shared.count(group: face.id) == 0)
        // The family falls back to the default face: not the unregistered face's shaping.
        #expect(ShapedTextCache.shaped("Registered", font: font).chain.first !== face)
    }

    @Test func aFontsEllipsisIsShapedOnceAndGoesWithTheFont() throws {
        let (name, font, face) = try Self.registeredRoboto("Ellipsis")
        let layout = TextLayout("A line too long for its width, cut with an ellipsis", font: font, width: 80, numberOfLines: 1)
        #expect(layout.isTruncated)
        #expect(ShapedTextCache.ellipses.count(group: face.id) == 1)
        let ellipsis = ShapedTextCache.ellipsis(font: font)
        #expect(Self.parts(ellipsis) == Self.parts(ShapedText(TextLayout.ellipsis, font: font)), "what shaping gives afresh")
        // Another truncated text in the font reads the same ellipsis.
        #expect(TextLayout("Another line too long for its width", font: font, width: 80, numberOfLines: 1).isTruncated)
        #expect(Self.sharesStorage(ShapedTextCache.ellipsis(font: font), ellipsis))
        #expect(ShapedTextCache.ellipses.count(group: face.id) == 1)
        #expect(FontRegistry.shared.unregister(name: name))
        #expect(ShapedTextCache.ellipses.count(group: face.id) == 0)
    }
}
