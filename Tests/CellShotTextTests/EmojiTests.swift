import CellShotPNG
import CellShotRaster
import Foundation
import Testing
@testable import CellShotText

/// Colour emoji: emoji presentation, shaping of sequences against HarfBuzz
/// (`Fixtures/hb-shape-emoji.json`, written once by Tools/text/hb_emoji.py), strikes, metrics,
/// drawing as images, malformed tables.
@Suite struct EmojiTests {
    struct Fixture: Decodable {
        struct Sample: Decodable { let text: String; let glyphs: [[Int]] }
        let samples: [Sample]
    }

    static let font = Font(family: "Roboto", size: 17)

    @Test func sequencesShapeAsHarfBuzzDoes() throws {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-emoji", withExtension: "json", subdirectory: "Fixtures"))
        let samples = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).samples
        #expect(samples.count == 13)
        for sample in samples {
            let runs = EmojiTests.font.shape(sample.text)
            #expect(runs.map(\.font) == ["NotoColorEmoji"], "\(sample.text)")
            let glyphs = runs.flatMap(\.glyphs).map { [$0.id, $0.cluster, $0.advance] }
            #expect(glyphs == sample.glyphs, "\(sample.text)")
        }
    }

    @Test func theEmojiBelowU2000AreUnicodes() {
        let emoji = (UInt32(0)..<0x2000).filter { Unicode.Scalar($0)?.properties.isEmoji == true }
        #expect(Set(emoji) == ShapedText.emojiBelow2000)
    }

    @Test func presentationFollowsUnicode() {
        for emoji: Character in ["😀", "❤️", "1️⃣", "🇫🇷", "👍🏽", "👨‍👩‍👧", "🏖️"] {
            #expect(ShapedText.isEmojiPresentation(emoji), "\(emoji)")
        }
        for text: Character in ["A", "1", "#", "❤", "☺︎", "😀︎", "©"] {
            #expect(!ShapedText.isEmojiPresentation(text), "\(text)")
        }
        // Text-default characters a text face has stay text.
        let heart = TextLayout("❤ 1", font: EmojiTests.font, width: nil)
        #expect(heart.lines[0].glyphs.allSatisfy { $0.face != "NotoColorEmoji" })
        let emoji = TextLayout("A❤️", font: EmojiTests.font, width: nil)
        #expect(emoji.lines[0].glyphs.map(\.face) == ["Roboto-Regular", "NotoColorEmoji"])
    }

    @Test func clustersNeverBreak() {
        let family = "👨‍👩‍👧"
        let layout = TextLayout(family + family + "🇫🇷", font: EmojiTests.font, width: 1)
        #expect(layout.lines.map(\.text) == [family, family, "🇫🇷"])
        #expect(layout.lines.allSatisfy { $0.glyphs.count == 1 })
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func advanceAndBitmapMetricsComeFromTheFont() throws {
        let layout = TextLayout("😀", font: EmojiTests.font, width: nil)
        #expect(abs(layout.size.width - 17.0 * 2550 / 2048) < 1e-9)
        let face = try #require(FontRegistry.shared.emojiFace)
        let bitmaps = try #require(face.colorBitmaps)
        #expect(bitmaps.strikes.map(\.ppem) == [109])
        let bitmap = try #require(try bitmaps.bitmap(883, strike: 0))
        #expect(bitmap.metrics == ColorBitmaps.Metrics(width: 136, height: 128, bearingX: 0, bearingY: 101, advance: 136))
        // 17 pt at 3×: 51 px per em, the 109 ppem strike scaled by 51/109.
        let sprite = try #require(ColorGlyphCache.shared.sprite(face: face, glyph: 883, pixelSize: 51))
        #expect(sprite.image.width == 64 && sprite.image.height == 60 && sprite.x == 0 && sprite.y == -47)
        #expect(sprite.width == 64 && sprite.height == 60)
        // Larger than the strike: the strike's bitmap, drawn larger by the canvas.
        let large = try #require(ColorGlyphCache.shared.sprite(face: face, glyph: 883, pixelSize: 218))
        #expect(large.image.width == 136 && large.width == 272 && large.height == 256 && large.y == -202)
    }

    @Test func emojiDrawAsBitmapsNotTinted() throws {
        let layout = TextLayout("A😀", font: EmojiTests.font, width: nil)
        var list = DisplayList()
        layout.draw(at: Point(x: 10, y: 0), color: Color(red: 1, green: 0, blue: 0), into: &list)
        // One run per face: the letter's, then the emoji face's, whose glyphs are colour bitmaps.
        guard list.operations.count == 2, case let .glyphs(letter, _) = list.operations[0],
              case let .glyphs(emoji, _) = list.operations[1] else {
            Issue.record("expected two glyph runs"); return
        }
        #expect(!letter.source.hasColorGlyphs && emoji.source.hasColorGlyphs)
        // At 3× the 64×60 px bitmap sits on whole device pixels, its top 47 px above the baseline.
        var canvas = try Canvas(width: 120, height: 80, scale: 3)
        canvas.draw(DisplayList([list.operations[1]]))
        let left = Int((emoji.glyphs[0].pen.x * 3).rounded()), top = Int((emoji.glyphs[0].pen.y * 3).rounded()) - 47
        // Every pixel outside the bitmap stays clear. (`canvas.image` builds the straight image:
        // read once; counted, then one expectation, since one per pixel costs seconds in debug.)
        let image = canvas.image
        var drawnOutside: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where !(left..<left + 64).contains(x) || !(top..<top + 60).contains(y) {
                if image.pixels[(y * image.width + x) * 4 + 3] != 0 { drawnOutside.append((x, y)) }
            }
        }
        #expect(drawnOutside.isEmpty, "\(drawnOutside.count) pixels drawn outside the bitmap, first \(drawnOutside.prefix(5))")
        // The grinning face is yellow, whatever the text colour.
        let centre = ((top + 15) * image.width + left + 32) * 4
        #expect(image.pixels[centre] > 200 && image.pixels[centre + 1] > 150)
        #expect(image.pixels[centre + 2] < 100 && image.pixels[centre + 3] == 255)
    }

    @Test func opacityFadesEmoji() throws {
        let layout = TextLayout("😀", font: EmojiTests.font, width: nil)
        func centre(opacity: Double?) throws -> [UInt8] {
            var list = DisplayList()
            if let opacity { list.append(.beginLayer(opacity: opacity)) }
            layout.draw(at: .zero, color: Color(red: 0, green: 0, blue: 1), into: &list)
            if opacity != nil { list.append(.endLayer) }
            var canvas = try Canvas(width: 66, height: 66, scale: 3)
            canvas.draw(list)
            let i = (30 * 66 + 32) * 4
            return Array(canvas.image.pixels[i..<i + 4])
        }
        let opaque = try centre(opacity: nil), faded = try centre(opacity: 0.5)
        #expect(opaque[3] == 255 && opaque[0] > 200 && opaque[2] < 100)  // yellow, not tinted blue
        #expect(faded[3] == 128 && faded[0] == opaque[0])
    }

    @Test func strikeSelection() throws {
        let (cblc, cbdt) = ColorFontTables.tables(ppems: [40, 20, 109], png: ColorFontTables.png(2, 2))
        let bitmaps = try ColorFontTables.parse(cblc, cbdt)
        let ppem = { (size: Double) in bitmaps.strike(forPixelSize: size).map { bitmaps.strikes[$0].ppem } }
        #expect(ppem(10) == 20)
        #expect(ppem(20) == 20)
        #expect(ppem(30) == 40)
        #expect(ppem(51) == 109)
        #expect(ppem(200) == 109)
        #expect(try bitmaps.bitmap(1, strike: 1)?.ppem == 20)
        #expect(try bitmaps.bitmap(2, strike: 1) == nil)
    }

    @Test func everyIndexFormatFindsTheGlyph() throws {
        for format in 1...5 {
            let shared = format == 2 || format == 5
            let (cblc, cbdt) = ColorFontTables.tables(ppems: [20], indexFormat: format, imageFormat: shared ? 19 : 17,
                                                      png: ColorFontTables.png(2, 2))
            let bitmaps = try ColorFontTables.parse(cblc, cbdt)
            let b = try #require(try bitmaps.bitmap(1, strike: 0), "index format \(format)")
            #expect(b.metrics.width == 2 && b.metrics.height == 2 && b.metrics.bearingY == 2, "index format \(format)")
            let decoded = try ColorGlyphCache.decode(bitmaps, glyph: 1, strike: 0)
            #expect(decoded.0.width == 2, "index format \(format)")
        }
    }

    @Test func malformedTablesAreTypedErrors() throws {
        let png = ColorFontTables.png(2, 2)
        // Strike count over the limit.
        var (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
        MalformedFontTests.put32(&cblc, 4, 100_000)
        #expect(throws: FontError.limitExceeded(table: "CBLC", offset: 4, what: "bitmap size count", value: 100_000, limit: 64)) {
            try ColorFontTables.parse(cblc, cbdt)
        }
        // Index subtable array past the end of CBLC.
        (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
        MalformedFontTests.put32(&cblc, 8, 1 << 30)
        #expect(throws: FontError.self) { try ColorFontTables.parse(cblc, cbdt) }
        // Unknown index format.
        (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
        MalformedFontTests.put16(&cblc, 64, 9)
        #expect(throws: FontError.invalidValue(table: "CBLC", offset: 64, reason: "unknown index subtable format 9")) {
            try ColorFontTables.parse(cblc, cbdt)
        }
        // Glyph record offset past the end of CBDT.
        (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
        MalformedFontTests.put32(&cblc, 68, 1 << 20)
        let far = try ColorFontTables.parse(cblc, cbdt)
        #expect(throws: FontError.self) { try far.bitmap(1, strike: 0) }
        // PNG length past the record.
        (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
        MalformedFontTests.put32(&cbdt, 9, 1 << 24)
        let long = try ColorFontTables.parse(cblc, cbdt)
        #expect(throws: FontError.limitExceeded(table: "CBDT", offset: 9, what: "PNG data length", value: 1 << 24, limit: 1 << 20)) {
            try long.bitmap(1, strike: 0)
        }
    }

    @Test func badPNGDataIsATypedError() throws {
        var corrupt = ColorFontTables.png(2, 2)
        corrupt[corrupt.count - 20] ^= 0xFF  // inside IDAT: CRC mismatch
        let cases: [(String, [UInt8])] = [("corrupt", corrupt), ("huge", ColorFontTables.hugePNG()),
                                          ("wrong size", ColorFontTables.png(3, 3)), ("not PNG", [UInt8](repeating: 7, count: 40))]
        for (name, png) in cases {
            let (cblc, cbdt) = ColorFontTables.tables(ppems: [20], png: png)
            let bitmaps = try ColorFontTables.parse(cblc, cbdt)
            do {
                _ = try ColorGlyphCache.decode(bitmaps, glyph: 1, strike: 0)
                Issue.record("\(name): decoded")
            } catch {
                guard case let .invalidValue(table, offset, reason) = error else { Issue.record("\(name): \(error)"); continue }
                #expect(table == "CBDT" && offset == 13 && reason.hasPrefix("glyph 1: PNG"), "\(name): \(reason)")
            }
        }
    }

    /// A fuzzed colour font whose `ccmp` has a ligature of one glyph (no components) trapped on
    /// an inverted range; committed as a FuzzShape regression input, replayed here through the
    /// public API the way the fuzz target splits it (font bytes, then text, then its length).
    @Test func aLigatureOfOneGlyphNeverTraps() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tools/fuzz/Regressions/FuzzShape/emoji-ligature-of-one-glyph.bin")
        let bytes = [UInt8](try Data(contentsOf: url))
        let last = try #require(bytes.last)
        let textStart = bytes.count - 1 - min(Int(last), bytes.count - 1)
        try FontRegistry.shared.register(name: "OneGlyphLigature", data: Array(bytes[..<textStart]))
        defer { FontRegistry.shared.unregister(name: "OneGlyphLigature") }
        let font = Font(family: "OneGlyphLigature", size: 17)
        for text in [String(decoding: bytes[textStart..<(bytes.count - 1)], as: UTF8.self), "Hi 👍🏽 👨‍👩‍👧 🇫🇷 1️⃣"] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                #expect(!font.shape(text, direction: direction).isEmpty || text.isEmpty)
            }
        }
    }

    @Test func unregisteringDropsTheFacesColourBitmaps() throws {
        let font = try #require(FontRegistry.bundledFontData("NotoColorEmoji"))
        try FontRegistry.shared.register(name: "PurgedEmoji", data: font)
        let face = try #require(FontRegistry.shared.chain(family: "PurgedEmoji", weight: .regular).first)
        #expect(face.colorBitmaps != nil)
        var list = DisplayList()
        TextLayout("😃", font: Font(family: "PurgedEmoji", size: 17), width: nil).draw(at: .zero, color: .black, into: &list)
        var canvas = try Canvas(width: 30, height: 30, scale: 2)
        canvas.draw(list)
        #expect(ColorGlyphCache.shared.count(face: face.id) == 2)  // the decoded strike bitmap and its 34 px sprite
        #expect(FontRegistry.shared.unregister(name: "PurgedEmoji"))
        #expect(ColorGlyphCache.shared.count(face: face.id) == 0)
    }

    @Test func aBrokenEmojiIsANotedNotdefNeverACrash() throws {
        var font = try #require(FontRegistry.bundledFontData("NotoColorEmoji"))
        let face = try FontFace(name: "probe", id: 998, data: font)
        let record = try #require(try face.colorBitmaps?.bitmap(883, strike: 0))
        let cbdt = try #require(MalformedFontTests.table(font, "CBDT"))
        for i in 600..<700 { font[cbdt.offset + record.offset + i] ^= 0x5A }  // inside IDAT
        try FontRegistry.shared.register(name: "BrokenEmoji", data: font)
        defer { FontRegistry.shared.unregister(name: "BrokenEmoji") }
        let layout = TextLayout("😀😃", font: Font(family: "BrokenEmoji", size: 17), width: nil)
        #expect(layout.missingCharacters == ["😀"])
        #expect(layout.lines[0].glyphs.map(\.glyphID) == [0, 886])
        var list = DisplayList()
        layout.draw(at: .zero, color: Color(red: 0, green: 0, blue: 0), into: &list)
        #expect(list.operations.count == 1)
        var canvas = try Canvas(width: 60, height: 30, scale: 2)
        canvas.draw(list)  // the broken bitmap draws nothing; the other emoji draws
        #expect(canvas.image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
    }
}

/// Hand-made CBLC and CBDT tables: one strike per ppem, each with one index subtable (of the
/// given format) for glyph 1, whose record (of the given image format) holds `png`.
enum ColorFontTables {
    /// A red `w` × `h` PNG.
    static func png(_ w: Int, _ h: Int) -> [UInt8] {
        var image = Image(width: w, height: h)
        for i in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels[i] = 255; image.pixels[i + 3] = 255 }
        return (try? PNGEncoder().encode(image)) ?? []
    }

    /// A PNG whose (valid) header announces 100 000 × 100 000 pixels.
    static func hugePNG() -> [UInt8] {
        var bytes = png(2, 2)
        MalformedFontTests.put32(&bytes, 16, 100_000)
        MalformedFontTests.put32(&bytes, 20, 100_000)
        var crc = UInt32(0xFFFF_FFFF)
        for b in bytes[12..<29] {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        MalformedFontTests.put32(&bytes, 29, Int(crc ^ 0xFFFF_FFFF))
        return bytes
    }

    static func parse(_ cblc: [UInt8], _ cbdt: [UInt8]) throws(FontError) -> ColorBitmaps {
        try ColorBitmaps(index: TableReader(bytes: cblc, tag: "CBLC", start: 0, length: cblc.count),
                         data: TableReader(bytes: cbdt, tag: "CBDT", start: 0, length: cbdt.count))
    }

    static func tables(ppems: [Int], indexFormat: Int = 1, imageFormat: Int = 17, png: [UInt8]) -> (cblc: [UInt8], cbdt: [UInt8]) {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        let metrics: [UInt8] = [2, 2, 0, 2, 2]  // height, width, bearing x, bearing y, advance
        let record: [UInt8] = (imageFormat == 17 ? metrics : []) + u32(png.count) + png
        let cbdt: [UInt8] = [0, 3, 0, 0] + record
        let big: [UInt8] = metrics + [0, 0, 0]
        var sub: [UInt8] = u16(indexFormat) + u16(imageFormat) + u32(4)
        switch indexFormat {
        case 1: sub += u32(0) + u32(record.count)
        case 2: sub += u32(record.count) + big
        case 3: sub += u16(0) + u16(record.count)
        case 4: sub += u32(1) + u16(1) + u16(0) + u16(0) + u16(record.count)
        default: sub += u32(record.count) + big + u32(1) + u16(1)
        }
        var cblc: [UInt8] = [0, 3, 0, 0] + u32(ppems.count)
        let arrays = 8 + 48 * ppems.count
        for (k, ppem) in ppems.enumerated() {
            var size = u32(arrays + k * (8 + sub.count)) + u32(8 + sub.count) + u32(1)
            size += [UInt8](repeating: 0, count: 28) + u16(1) + u16(1) + [UInt8(ppem), UInt8(ppem), 32, 1]
            cblc += size
        }
        for _ in ppems { cblc += u16(1) + u16(1) + u32(8) + sub }
        return (cblc, cbdt)
    }
}
