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

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out '': expected a file path") }
        try PixelSizes.check(size, flag: "--size")
        _ = try FontWeight.parse(weight)
        try FontFamilies.check(family, flag: "--family")
    }

    func run() throws {
        let image: Image
        if let text {
            let fontWeight = try FontWeight.parse(weight)
            let layout = TextLayout(text, font: Font(family: family, weight: fontWeight, size: size), width: nil)
            var list = DisplayList()
            layout.draw(at: Point(4, 4), color: .black, into: &list)
            do {
                image = try list.render(size: Size(width: layout.size.width + 8, height: layout.size.height + 8), scale: 1,
                                        background: .white)
            } catch { throw Console.failure("--text: cannot render it: \(error)") }
        } else if scripts {
            image = try ScriptSpecimen.render()
        } else {
            image = try TypeSpecimen.render()
        }
        do { try PNGEncoder().write(image, to: out) } catch { throw Console.failure("\(error)") }
        print("wrote \(out) (\(image.width)×\(image.height) px)")
    }
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

    func validate() throws {
        _ = try PixelSizes.list(sizes, flag: "--sizes")
        _ = try FontWeight.parse(weight)
        try FontFamilies.check(family, flag: "--family")
        for part in phases.split(separator: ",", omittingEmptySubsequences: false) {
            guard let phase = Int(part.trimmingCharacters(in: .whitespaces)), (0...3).contains(phase) else {
                throw ValidationError("--phases '\(phases)': '\(part)' is not a subpixel phase; expected integers 0…3")
            }
        }
    }

    func run() throws {
        let fontWeight = try FontWeight.parse(weight)
        let sizeList = try PixelSizes.list(sizes, flag: "--sizes")
        let phaseList = phases.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var entries: [Entry] = []
        let hex = Array("0123456789abcdef".utf8)
        for size in sizeList {
            for phase in phaseList {
                for ch in text where ch != " " {
                    guard let rendering = Font(family: family, weight: fontWeight, size: size).glyphRendering(for: ch, phase: phase) else { continue }
                    var hexText = [UInt8]()
                    hexText.reserveCapacity(rendering.mask.coverage.count * 2)
                    for byte in rendering.mask.coverage { hexText.append(hex[Int(byte >> 4)]); hexText.append(hex[Int(byte & 15)]) }
                    entries.append(Entry(char: String(ch), face: rendering.face, glyph: Int(rendering.glyphID), size: size, phase: phase,
                                         originX: rendering.mask.originX, originY: rendering.mask.originY, width: rendering.mask.width,
                                         height: rendering.mask.height, coverage: String(decoding: hexText, as: UTF8.self)))
                }
            }
        }
        let data = try JSONEncoder().encode(entries)
        FileHandle.standardOutput.write(data)
    }
}

/// Pixel sizes given on the command line: finite, above 0 and at most ``maximum``.
enum PixelSizes {
    /// The largest pixel size the text commands accept.
    static let maximum = 1000.0
    static let expectation = "expected pixel sizes above 0 and at most 1000"

    /// Throws a usage error naming `flag` unless `size` is a usable pixel size.
    static func check(_ size: Double, flag: String) throws {
        guard size.isFinite, size > 0, size <= maximum else { throw ValidationError("\(flag) '\(size)': \(expectation)") }
    }

    /// The comma-separated sizes in `text`, each checked.
    static func list(_ text: String, flag: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let typed = part.trimmingCharacters(in: .whitespaces)
            guard let size = Double(typed), size.isFinite, size > 0, size <= maximum else {
                throw ValidationError("\(flag) '\(text)': '\(typed)' is not a usable size; \(expectation)")
            }
            return size
        }
    }
}

/// Font families named on the command line: a bundled family (or one registered in this
/// process), never a silent fallback to the default face.
enum FontFamilies {
    /// Throws a usage error naming `flag` unless `family` is a known font family.
    static func check(_ family: String, flag: String) throws {
        let known = FontRegistry.shared.familyNames
        guard known.contains(family) else {
            throw ValidationError("\(flag) '\(family)': expected a font family: \(known.joined(separator: ", "))")
        }
    }
}

extension FontWeight {
    /// The weight for "regular", "medium", "semibold" or "bold".
    static func named(_ name: String) -> FontWeight? { allCases.first { "\($0)" == name } }

    /// The weight named by `--weight`, or a usage error naming the flag.
    static func parse(_ name: String) throws -> FontWeight {
        guard let weight = named(name) else {
            throw ValidationError("--weight '\(name)': expected regular, medium, semibold or bold")
        }
        return weight
    }
}
