import CellShotRaster
import CellShotTesting
import CellShotText
import Foundation
import Testing

/// The committed golden images (Golden/) must come out exactly, in every build configuration. To
/// re-record after an intended change: `CELLSHOT_RECORD=failed swift test --filter GoldenTests`,
/// then LOOK at the PNGs.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

    /// The shapes sheet: every cap and join, dashes, radii, shadows, gradients, clips, layers.
    @Test func shapesSheetMatchesReference() throws {
        let image = try ShapesSheet.list().render(size: ShapesSheet.size, scale: ShapesSheet.scale,
                                                  background: ShapesSheet.background)
        #expect(image.width == 720 && image.height == 600)
        assertSnapshot(of: image, as: .image, named: "shapes-sheet", folder: Self.folder, testName: "")
    }

    /// The type specimen (looked at and compared by eye with FreeType).
    @Test func specimenMatchesGolden() throws {
        assertSnapshot(of: try TypeSpecimen.render(), as: .image, named: "specimen", folder: Self.folder, testName: "")
    }

    /// The right-to-left specimen: Hebrew and Arabic titles, joining, marks, mixed directions,
    /// .notdef boxes (looked at against how iOS orders and joins the same text).
    @Test func scriptSpecimenMatchesGolden() throws {
        assertSnapshot(of: try ScriptSpecimen.render(), as: .image, named: "scripts", folder: Self.folder, testName: "")
    }
}
