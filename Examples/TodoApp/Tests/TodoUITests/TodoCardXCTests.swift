import CellShotTesting
import TodoUI
import XCTest

/// XCTest: the same assertion, reported through XCTFail.
final class TodoCardXCTests: XCTestCase {
    func testDoneCard() {
        assertSnapshots(of: items[1].card, as: [.image, .layout])
    }
}
