import CellShotGallery
import CellShotTesting
import Testing

/// A custom view: an unread-count pill.
struct UnreadPill: CellView {
    var count: Int
    var body: some CellView {
        HStackView(spacing: 8) {
            TextView("Inbox").font(.body)
            SpacerView()
            TextView("\(count)").font(.caption1, weight: .semibold).foregroundColor(.white)
                .padding(EdgeInsets(vertical: 2, horizontal: 7))
                .background(CapsuleView().fill(.systemRed))
        }
        .padding(horizontal: 16, vertical: 11)
    }
}

/// A cell model: a contact row with a separator.
struct ContactRow: CellModel {
    var name: String
    var body: some CellView {
        TextView(name).padding(horizontal: 16, vertical: 11).frame(maxWidth: .infinity, alignment: .leading)
    }
    var separatorInset: EdgeInsets? { EdgeInsets(leading: 16) }
}

/// Views, cell models, tables and screens snapshot through the same strategies (committed
/// references in __Snapshots__/ViewStrategyTests).
@Suite struct ViewStrategyTests {
    @Test func customView() {
        assertSnapshots(of: UnreadPill(count: 12), as: [.image(width: 320), .layout(width: 320)])
    }

    @Test func cellModelInAState() {
        assertSnapshot(of: ContactRow(name: "Anna Haro"), as: .image(state: .selected))
    }

    @Test func table() {
        assertSnapshot(of: TableSamples.toDos(), as: .image(width: 375))
    }

    @Test func screenThroughAViewport() {
        assertSnapshot(of: TableSamples.settings(), as: .image(viewport: Viewport(height: 400, offset: 0)))
    }

    @Test func tableMatrix() {
        assertSnapshot(of: TableSamples.toDos(), matrix: SnapshotMatrix(appearances: [.light, .dark]),
                       as: { .image(width: $0.width, environment: $0.environment) })
    }
}
