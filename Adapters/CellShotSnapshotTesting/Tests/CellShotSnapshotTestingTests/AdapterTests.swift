import CellShotSnapshotTesting
import CellShotTesting
import SnapshotTesting
import Foundation
import Testing

/// Both libraries in one file: swift-snapshot-testing's `assertSnapshot` with the adapter's
/// strategies, and CellShot's own `assertSnapshot` with its strategies, side by side and
/// unambiguous.
@Suite struct AdapterTests {
    let card = Cell(title: "Buy milk", icon: "doc.text", badge: "2", configuration: .basic(style: .detail))

    @Test func pointfreeAssertionWithCellShotRendering() {
        assertSnapshot(of: card, as: .cellShotImage(width: 375))
        assertSnapshot(of: card, as: .cellShotLayout(width: 375))
    }

    @Test func cellShotAssertionInTheSameFile() {
        CellShotTesting.assertSnapshot(of: card, as: .image, named: "cellshot")
    }

    @Test func exactComparisonFailsOnAOneByteChange() throws {
        var image = Image(width: 2, height: 2, color: .white)
        let diffing = Diffing<Image>.cellShotPNG
        let stored = diffing.fromData(diffing.toData(image))
        #expect(stored == image)
        #expect(diffing.diffV2(stored, image) == nil)
        image.pixels[0] = 254
        let failure = try #require(diffing.diffV2(stored, image))
        #expect(failure.0.contains("1 of 4 pixels differ"))
        #expect(diffing.diffV2(diffing.fromData(Data([1, 2, 3])), image)?.0.contains("not a readable PNG") == true)
    }
}
