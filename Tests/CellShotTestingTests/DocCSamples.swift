import CellShotLayout
import CellShotTesting
import Testing

// The Swift samples of the DocC catalogs (Sources/*/*.docc), compiled and run here against the
// references in __Snapshots__/DocCSamples; DocCTests checks each article's samples equal these
// regions line for line.

// --- docc GettingStarted 1 begins
@Test func buyMilkCard() {
    assertSnapshot(of: Cell(title: "Buy milk", icon: "doc.text", configuration: .basic(style: .detail)), as: .image)
}
// --- docc GettingStarted 1 ends

// --- docc YourOwnCell 1 begins
struct Badge: CellView {
    var count: Int

    var body: some CellView {
        TextView("\(count) new").font(.caption1, weight: .semibold).foregroundColor(.white)
            .padding(horizontal: 8, vertical: 2)
            .background(.systemBlue)
    }
}
// --- docc YourOwnCell 1 ends

@Suite struct DocCSampleSnapshots {
    @Test func ownCell() {
        // --- docc YourOwnCell 2 begins
        assertSnapshot(of: Badge(count: 3), as: .image(width: 120))
        assertSnapshot(of: Badge(count: 12), as: .image(width: 120, environment: CellEnvironment(appearance: .dark)))
        // --- docc YourOwnCell 2 ends
    }

    @Test func recordModes() {
        // --- docc RecordModes 1 begins
        withSnapshotTesting(record: .failed) {
            assertSnapshot(of: Badge(count: 1), as: .image(width: 120))
        }
        // --- docc RecordModes 1 ends
    }
}

// --- docc RecordModes 2 begins
@Suite(.snapshots(record: .never)) struct NeverRecordingSuite {
    @Test func badge() {
        assertSnapshot(of: Badge(count: 7), as: .image(width: 120))
    }
}
// --- docc RecordModes 2 ends
