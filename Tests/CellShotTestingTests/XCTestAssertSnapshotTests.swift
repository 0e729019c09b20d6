import CellShotLayout
import CellShotTesting
import XCTest

/// The same assertion from XCTest: it reports through XCTFail there.
final class XCTestAssertSnapshotTests: XCTestCase {
    func testCard() {
        assertSnapshot(of: sampleCard, as: .image)
    }
}
