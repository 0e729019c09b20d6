import CellShotTesting
import Testing
import TodoUI

/// Swift Testing: the card in light and dark, the header view and the list table.
@Suite struct TodoSnapshotTests {
    @Test func card() {
        assertSnapshot(of: items[0].card, matrix: .appearances)
    }

    @Test func header() {
        assertSnapshot(of: TodoHeader(open: 2), as: .image(width: 375))
    }

    @Test func table() {
        assertSnapshot(of: todoTable(items), as: .image(width: 375))
    }
}
