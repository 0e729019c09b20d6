import ArgumentParser
import CellShotText
import Foundation

/// `snapshot shape TEXT --json`: the glyph runs CellShot draws for a text, in visual order, for
/// checking shaping against HarfBuzz's `hb-shape`.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Print the shaped glyph runs of a text in visual order (font, glyph IDs, advances, offsets, clusters).")

    @Argument(help: "The text to shape.") var text: String
    @Option(help: "Font family.") var font = Font.defaultFamily
    @Option(help: "Weight: regular, medium, semibold or bold.") var weight = "regular"
    @Option(help: "Size in points (positions are printed in font units either way).") var size = 17.0
    @Flag(help: "Right-to-left paragraph direction for text without a strong character.") var rtl = false
    @Flag(help: "Print JSON (one object per run).") var json = false

    func validate() throws {
        _ = try FontWeight.parse(weight)
        try FontFamilies.check(font, flag: "--font")
        guard size.isFinite, size > 0, size <= PixelSizes.maximum else {
            throw ValidationError("--size '\(size)': expected a size in points above 0 and at most 1000")
        }
    }

    func run() throws {
        let fontWeight = try FontWeight.parse(weight)
        let runs = Font(family: font, weight: fontWeight, size: size).shape(text, direction: rtl ? .rightToLeft : .leftToRight)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(runs), as: UTF8.self))
        } else {
            for run in runs {
                let glyphs = run.glyphs.map { "\($0.id)=\($0.cluster)@\($0.xOffset),\($0.yOffset)+\($0.advance)" }
                print("\(run.font) \(run.rightToLeft ? "rtl" : "ltr") [\(glyphs.joined(separator: "|"))]")
            }
        }
    }
}
