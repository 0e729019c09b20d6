import CellShotPNG
import CellShotRaster
import Foundation

/// Test images shipped as resources of this target.
enum Fixtures {
    static func path(_ name: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    static func png(_ name: String) throws -> Image {
        try PNGDecoder().decode(contentsOf: path(name))
    }

    /// A `width`×`height` image filled with `color`, with `changes` applied.
    static func image(_ width: Int, _ height: Int, _ color: RGBA8 = .white, _ changes: [(Int, Int, RGBA8)] = []) -> Image {
        var image = Image(width: width, height: height, color: color)
        for (x, y, c) in changes { image[x, y] = c }
        return image
    }
}

extension Fixtures {
    /// Decodes a PNG from an absolute path.
    static func pngFile(_ path: String) throws -> Image { try PNGDecoder().decode(contentsOf: path) }
}
