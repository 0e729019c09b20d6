import Testing
@testable import CellShotText

/// Registering bytes parsed before shares the parsed tables; bytes that differ anywhere are
/// parsed on their own.
@Suite struct ParsedFacesTests {
    static let roboto: [UInt8] = FontRegistry.bundledFontData("Roboto-Regular") ?? []

    /// The address of a face's advance widths: the same storage when tables are shared.
    static func advancesAddress(_ face: FontFace) -> UnsafeRawPointer? {
        face.advances.withUnsafeBytes { $0.baseAddress }
    }

    @Test func theSameBytesShareTheParsedTablesUnderTheirOwnNameAndID() throws {
        let faces = ParsedFaces()
        let first = try faces.face(name: "First", id: -10, data: Self.roboto)
        let again = try faces.face(name: "Again", id: -11, data: Self.roboto)
        #expect(again.name == "Again" && again.id == -11 && first.name == "First" && first.id == -10)
        #expect(Self.advancesAddress(again) == Self.advancesAddress(first))
        #expect(again.glyph(for: "A") == first.glyph(for: "A") && again.glyph(for: "A") != 0)
        #expect((again.unitsPerEm, again.ascender, again.capHeight) == (first.unitsPerEm, first.ascender, first.capHeight))
        #expect(again.outline(again.glyph(for: "g")).xs == first.outline(first.glyph(for: "g")).xs)
    }

    @Test func bytesThatDifferByOneAreParsedOnTheirOwn() throws {
        let faces = ParsedFaces()
        let first = try faces.face(name: "First", id: -20, data: Self.roboto)
        var changed = Self.roboto
        let hhea = try #require(MalformedFontTests.table(changed, "hhea"))
        MalformedFontTests.put16(&changed, hhea.offset + 4, first.ascender + 1)
        let other = try faces.face(name: "Other", id: -21, data: changed)
        #expect(other.ascender == first.ascender + 1)
        #expect(Self.advancesAddress(other) != Self.advancesAddress(first))
    }

    @Test func bytesThatFailToParseAreNotKept() throws {
        let faces = ParsedFaces()
        let truncated = Array(Self.roboto.prefix(100))
        #expect(throws: FontError.self) { try faces.face(name: "Bad", id: -30, data: truncated) }
        #expect(throws: FontError.self) { try faces.face(name: "Bad", id: -31, data: truncated) }
        #expect(!faces.keeps(truncated))
        #expect(faces.keeps(Self.roboto) == false)
        _ = try faces.face(name: "Good", id: -32, data: Self.roboto)
        #expect(faces.keeps(Self.roboto))
    }
}
