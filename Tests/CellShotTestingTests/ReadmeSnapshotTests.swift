// --- README snapshot test begins
import CellShotTesting
import Testing

@Test func todoCard() {
    assertSnapshot(of: Cell(title: "Buy milk", icon: "doc.text", configuration: .basic(style: .detail)), as: .image)
}
// --- README snapshot test ends
