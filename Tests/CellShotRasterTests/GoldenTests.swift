import CellShotTesting
import Foundation
import Testing
@testable import CellShotRaster

/// The shapes sheet must match its committed reference (Golden/shapes-sheet.png) exactly. To
/// re-record after an intended change: `CELLSHOT_RECORD=failed swift test --filter GoldenTests`,
/// then LOOK at the PNG.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

    @Test func shapesSheetMatchesReference() throws {
        let image = try ShapesSheet.list().render(size: ShapesSheet.size, scale: ShapesSheet.scale,
                                                  background: ShapesSheet.background)
        #expect(image.width == 720 && image.height == 600)
        assertSnapshot(of: image, as: .image, named: "shapes-sheet", folder: Self.folder, testName: "")
    }
}
