import ArgumentParser
import CellShotPNG
import CellShotText
import Foundation

/// `snapshot specimen --out FILE`: renders the type specimen (every text style and weight,
/// wrapping and truncation, kerning, fallback) to a PNG; with `--text`, renders just that
/// line (black on white, scale 1, box at (4, 4)) for comparison with Tools/fonts/compare_line.py.
struct SpecimenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Render the text engine's type specimen (or one line of text) to a PNG file.")

    @Option(help: "The PNG file to write.")
    var out: String
    @Option(help: "Render only this line of text instead of the specimen.") var text: String?
    @Flag(help: "Render the right-to-left and shaping specimen (Hebrew, Arabic, mixed) instead.") var scripts = false
    @Option(help: "Pixel size for --text.") var size = 34.0
    @Option(help: "Font family for --text.") var family = Font.defaultFamily
    @Option(help: "Weight for --text: regular, medium, semibold or bold.") var weight = "regular"

    func run() throws {
        let image: Image
        if let text {
            guard let w = FontWeight.named(weight) else { throw ValidationError("unknown weight '\(weight)'") }
            let layout = TextLayout(text, font: Font(family: family, weight: w, size: size), width: nil)
            var list = DisplayList()
            layout.draw(at: Point(4, 4), color: .black, scale: 1, into: &list)
            image = try list.render(size: Size(width: layout.size.width + 8, height: layout.size.height + 8), scale: 1,
                                    background: .white)
        } else if scripts {
            image = try ScriptSpecimen.render()
        } else {
            image = try TypeSpecimen.render()
        }
        try PNGEncoder().write(image, to: out)
        print("wrote \(out) (\(image.width)×\(image.height) px)")
    }
}

extension FontWeight {
    /// The weight for "regular", "medium", "semibold" or "bold".
    static func named(_ name: String) -> FontWeight? { allCases.first { "\($0)" == name } }
}

/// `snapshot glyph-dump`: prints, as JSON, the coverage masks CellShot draws for characters
/// at pixel sizes and subpixel phases (input for Tools/fonts/fidelity.py).
struct GlyphDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glyph-dump",
        abstract: "Print CellShot's glyph coverage masks as JSON (for the FreeType comparison).")

    @Option(help: "Font family.") var family = Font.defaultFamily
    @Option(help: "Weight: regular, medium, semibold or bold.") var weight = "regular"
    @Option(help: "Comma-separated pixel sizes.") var sizes = "12,17,34"
    @Option(help: "Comma-separated subpixel phases (quarters of a pixel, 0…3).") var phases = "0,1,2,3"
    @Option(help: "Characters to dump.") var text: String

    struct Entry: Encodable {
        let char: String, face: String, glyph: Int, size: Double, phase: Int
        let originX: Int, originY: Int, width: Int, height: Int
        /// Row-major coverage as hexadecimal (two digits a pixel).
        let coverage: String
    }

    func run() throws {
        guard let w = FontWeight.named(weight) else { throw ValidationError("unknown weight '\(weight)'") }
        let sizeList = sizes.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let phaseList = phases.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var entries: [Entry] = []
        let hex = Array("0123456789abcdef".utf8)
        for size in sizeList {
            for phase in phaseList {
                for ch in text where ch != " " {
                    guard let g = Font(family: family, weight: w, size: size).glyphRendering(for: ch, phase: phase) else { continue }
                    var s = [UInt8]()
                    s.reserveCapacity(g.mask.coverage.count * 2)
                    for b in g.mask.coverage { s.append(hex[Int(b >> 4)]); s.append(hex[Int(b & 15)]) }
                    entries.append(Entry(char: String(ch), face: g.face, glyph: Int(g.glyphID), size: size, phase: phase,
                                         originX: g.mask.originX, originY: g.mask.originY, width: g.mask.width,
                                         height: g.mask.height, coverage: String(decoding: s, as: UTF8.self)))
                }
            }
        }
        let data = try JSONEncoder().encode(entries)
        FileHandle.standardOutput.write(data)
    }
}
