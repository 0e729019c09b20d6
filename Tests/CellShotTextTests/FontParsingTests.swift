import Foundation
import Testing
@testable import CellShotText

/// The fontTools-written fixture (Tools/fonts/write_fixture.py).
struct FontFixture: Decodable {
    struct Glyph: Decodable { let glyph: Int; let advance: Int }
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let numGlyphs: Int
    let capHeight: Int?
    let glyphs: [String: Glyph]
    let gposKerning: [String: Int]
    let legacyKerning: [String: Int]

    static let all: [String: FontFixture] = {
        guard let url = Bundle.module.url(forResource: "font_metrics", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode([String: FontFixture].self, from: data)
        else { return [:] }
        return decoded
    }()
}

func loadFace(_ file: String, renaming: [String: String] = [:]) throws -> FontFace {
    var bytes = try #require(FontRegistry.bundledFontData(file))
    // Rename tables in the directory (e.g. hide GPOS to reach the legacy kern table).
    let n = Int(bytes[4]) << 8 | Int(bytes[5])
    for i in 0..<n {
        let o = 12 + 16 * i
        let tag = String(decoding: bytes[o..<o + 4], as: UTF8.self)
        if let new = renaming[tag] { bytes.replaceSubrange(o..<o + 4, with: Array(new.utf8)) }
    }
    return try FontFace(name: file, id: 1000, data: bytes)
}

@Suite struct FontParsingTests {
    static let files = ["Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "DejaVuSans"]

    @Test func fixtureIsPresent() {
        #expect(FontFixture.all.count == 4)
    }

    @Test(arguments: files) func metricsMatchFontTools(file: String) throws {
        let fx = try #require(FontFixture.all[file])
        let face = try loadFace(file)
        #expect(face.unitsPerEm == fx.unitsPerEm)
        #expect(face.ascender == fx.ascender)
        #expect(face.descender == fx.descender)
        #expect(face.lineGap == fx.lineGap)
        #expect(face.numGlyphs == fx.numGlyphs)
        if let cap = fx.capHeight { #expect(face.capHeight == cap) }
    }

    @Test(arguments: files) func glyphsAndAdvancesMatchFontTools(file: String) throws {
        let fx = try #require(FontFixture.all[file])
        let face = try loadFace(file)
        #expect(fx.glyphs.count > 30)
        for (ch, g) in fx.glyphs.sorted(by: { $0.key < $1.key }) {
            let scalar = try #require(ch.unicodeScalars.first)
            let id = face.glyph(for: scalar)
            #expect(Int(id) == g.glyph, "glyph of \(ch) in \(file)")
            #expect(face.advance(id) == g.advance, "advance of \(ch) in \(file)")
        }
    }

    @Test(arguments: files) func gposKerningMatchesFontTools(file: String) throws {
        let fx = try #require(FontFixture.all[file])
        let face = try loadFace(file)
        var nonZero = 0
        for (pair, value) in fx.gposKerning.sorted(by: { $0.key < $1.key }) {
            let s = Array(pair.unicodeScalars)
            let v = face.kerning.value(face.glyph(for: s[0]), face.glyph(for: s[1]))
            #expect(v == value, "kerning \(pair) in \(file)")
            if value != 0 { nonZero += 1 }
        }
        #expect(nonZero >= 10)
    }

    @Test func legacyKernTableMatchesFontTools() throws {
        let fx = try #require(FontFixture.all["DejaVuSans"])
        let face = try loadFace("DejaVuSans", renaming: ["GPOS": "XPOS"])
        for (pair, value) in fx.legacyKerning.sorted(by: { $0.key < $1.key }) {
            let s = Array(pair.unicodeScalars)
            #expect(face.kerning.value(face.glyph(for: s[0]), face.glyph(for: s[1])) == value, "kern \(pair)")
        }
        #expect(fx.legacyKerning["To"] != 0)
    }

    @Test func fontWidthIncludesKerning() throws {
        let fx = try #require(FontFixture.all["Roboto-Regular"])
        let font = Font(size: 17)
        let a = try #require(fx.glyphs["A"]).advance, v = try #require(fx.glyphs["V"]).advance
        let k = try #require(fx.gposKerning["AV"])
        let expected = Double(a + v + k) * 17 / 2048
        #expect(abs(font.width(of: "AV") - expected) < 1e-9)
        #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V"))
        #expect(font.width(of: "") == 0)
    }

    @Test func metricsInPoints() {
        let m = Font(size: 20.48).metrics
        #expect(abs(m.ascent - 19.0) < 1e-9)
        #expect(abs(m.descent - 5.0) < 1e-9)
        #expect(abs(m.lineHeight - 24.0) < 1e-9)
        #expect(abs(m.capHeight - 14.56) < 1e-9)
        #expect(abs(m.xHeight - 10.82) < 1e-9)
    }

    @Test func dejaVuCapHeightComesFromGlyphH() throws {
        // DejaVu's OS/2 is version 1 (no sCapHeight): the top of 'H' stands in.
        let face = try loadFace("DejaVuSans")
        let h = face.outline(face.glyph(for: "H"))
        #expect(face.capHeight == Int(h.ys.max() ?? 0))
        #expect(face.capHeight > 1000 && face.capHeight < 1600)
    }

    @Test func dynamicTypeTable() {
        #expect(Font.preferred(.body).size == 17)
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.largeTitle, sizeCategory: .extraSmall).size == 31)
        #expect(Font.preferred(.caption2, sizeCategory: .accessibilityExtraExtraExtraLarge).size == 40)
        #expect(Font.preferred(.footnote, sizeCategory: .medium).size == 12)
        #expect(TextStyle.body.leading(at: .large) == 22)
        let large: [TextStyle: Double] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                                          .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        for style in TextStyle.allCases {
            #expect(style.pointSize() == large[style])
            // Sizes never shrink as the category grows.
            var last = 0.0
            for c in ContentSizeCategory.allCases {
                #expect(style.pointSize(at: c) >= last)
                last = style.pointSize(at: c)
            }
        }
        #expect(ContentSizeCategory.small < .accessibilityMedium)
    }

    @Test func compositeGlyphsFlatten() throws {
        let face = try loadFace("Roboto-Regular")
        let e = face.outline(face.glyph(for: "e"))
        let eacute = face.outline(face.glyph(for: "\u{E9}"))
        #expect(eacute.contourEnds.count > e.contourEnds.count)
        #expect(!face.outline(face.glyph(for: "\u{416}")).isEmpty)  // Ж
        #expect(face.outline(face.glyph(for: " ")).isEmpty)
    }
}
