import Testing

@testable import CellShotText

/// A face that maps every printable ASCII character shapes a text of them alone, read without
/// a look-up per character; the chain is the same as the look-ups give.
@Suite struct PrintableASCIITests {
    @Test func aFaceKnowsWhetherItMapsEveryPrintableASCIICharacter() {
        let face = Font(weight: .semibold, size: 17).primaryFace
        #expect(face.cmap.mapsPrintableASCII)
        #expect((0x20...0x7E).allSatisfy { face.glyph(for: Unicode.Scalar(UInt8($0))) != 0 })
        #expect(!CharacterMap.empty.mapsPrintableASCII)
    }

    @Test func printableASCIITextIsShapedWithThePrimaryFaceAlone() {
        let font = Font(weight: .semibold, size: 17)
        let primary = font.primaryFace
        #expect(font.chain(for: "Quarterly review: 10 {notes} ~ [a|b] & more!").map(\.id) == [primary.id])
        #expect(font.chain(for: "Tabs\tand\r\nbreaks").map(\.id) == [primary.id])
        #expect(font.chain(for: "Caf\u{E9} \u{2014} \u{2026}").map(\.id) == [primary.id], "drawn alone, in the face")
        #expect(font.chain(for: "Tokyo \u{6771}").count > 1, "a character the face lacks takes the chain")
        #expect(font.chain(for: "a\u{301}").count > 1, "a mark takes the chain")
    }
}
