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
        let font = Font(family: "Roboto", size: 17)
        let a = try #require(fx.glyphs["A"]).advance, v = try #require(fx.glyphs["V"]).advance
        let k = try #require(fx.gposKerning["AV"])
        let expected = Double(a + v + k) * 17 / 2048
        #expect(abs(font.width(of: "AV") - expected) < 1e-9)
        #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V"))
        #expect(font.width(of: "") == 0)
    }

    @Test func metricsInPoints() {
        let m = Font(family: "Roboto", size: 20.48).metrics
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
        #expect(Font.preferred(.largeTitle, contentSize: .extraSmall).size == 31)
        #expect(Font.preferred(.caption2, contentSize: .accessibilityExtraExtraExtraLarge).size == 40)
        #expect(Font.preferred(.footnote, contentSize: .medium).size == 12)
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

@Suite struct CharacterMapFormatTests {
    /// Both bundled fonts carry format 12 and format 4 subtables; hiding the format 12 ones
    /// (platform 3/10 and 0/4 records renamed to platform 7) makes the parser read format 4.
    @Test(arguments: ["Roboto-Regular", "DejaVuSans"]) func format4MatchesFontTools(file: String) throws {
        let fx = try #require(FontFixture.all[file])
        var bytes = try #require(FontRegistry.bundledFontData(file))
        let cmap = try #require(MalformedFontTests.table(bytes, "cmap"))
        let records = Int(bytes[cmap.offset + 2]) << 8 | Int(bytes[cmap.offset + 3])
        var hidden = 0
        for i in 0..<records {
            let r = cmap.offset + 4 + 8 * i
            let off = Int(bytes[r + 4]) << 24 | Int(bytes[r + 5]) << 16 | Int(bytes[r + 6]) << 8 | Int(bytes[r + 7])
            if bytes[cmap.offset + off + 1] == 12 { MalformedFontTests.put16(&bytes, r, 7); hidden += 1 }
        }
        #expect(hidden > 0)
        let face = try FontFace(name: file, id: 1001, data: bytes)
        for (ch, g) in fx.glyphs.sorted(by: { $0.key < $1.key }) {
            let scalar = try #require(ch.unicodeScalars.first)
            #expect(Int(face.glyph(for: scalar)) == g.glyph, "glyph of \(ch) via format 4 in \(file)")
        }
    }
}

@Suite struct FontFuzzTests {
    /// Deterministic byte flips all over Roboto: parsing, laying out and outlining must throw
    /// or succeed, never crash or hang.
    @Test func randomCorruptionNeverCrashes() {
        let original = MalformedFontTests.roboto
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        var parsed = 0
        for _ in 0..<60 {
            var bytes = original
            // Hit the directory and table headers often, the rest of the file sometimes.
            for _ in 0..<8 {
                let region = next() % 3 == 0 ? UInt64(bytes.count) : 4096
                bytes[Int(next() % region)] = UInt8(next() & 0xFF)
            }
            guard let face = try? FontFace(name: "fuzz", id: 2000, data: bytes) else { continue }
            parsed += 1
            for s in "AVTo.é…Ж" .unicodeScalars {
                let g = face.glyph(for: s)
                _ = try? face.glyphs.outline(Int(g))
                _ = face.kerning.value(g, face.glyph(for: "V"))
            }
            for g in stride(from: 0, to: face.numGlyphs, by: 97) { _ = try? face.glyphs.outline(g) }
        }
        #expect(parsed > 0)
    }
}
