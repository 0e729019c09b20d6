import Foundation
import Testing
import CellShotPNG
@testable import CellShotRaster

/// The shapes sheet must match its committed reference byte for byte. To re-record after an
/// intended change: `CELLSHOT_RECORD=1 swift test --filter GoldenTests`, then LOOK at the PNG.
@Suite struct GoldenTests {
    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/shapes-sheet.png").path

    @Test func shapesSheetMatchesReference() throws {
        let image = try ShapesSheet.list().render(size: ShapesSheet.size, scale: ShapesSheet.scale,
                                                  background: ShapesSheet.background)
        #expect(image.width == 720 && image.height == 600)
        if ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1" {
            try PNGEncoder().write(image, to: Self.goldenPath)
            Issue.record("recorded \(Self.goldenPath); unset CELLSHOT_RECORD and look at it")
            return
        }
        let reference = try PNGDecoder().decode(contentsOf: Self.goldenPath)
        #expect(reference.width == image.width && reference.height == image.height)
        guard reference.pixels != image.pixels else { return }
        var first: (Int, Int)? = nil
        var count = 0
        for i in Swift.stride(from: 0, to: min(reference.pixels.count, image.pixels.count), by: 4)
            where reference.pixels[i..<i + 4] != image.pixels[i..<i + 4] {
            count += 1
            if first == nil { first = ((i / 4) % image.width, (i / 4) / image.width) }
        }
        Issue.record("shapes sheet differs from reference in \(count) pixels, first at \(String(describing: first))")
    }
}
