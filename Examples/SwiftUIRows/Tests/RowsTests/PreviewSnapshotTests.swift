#if os(Linux) // Previews become snapshots through CellShot's SwiftUI front.
import CellShotSwiftUITesting
import Testing

/// Every `#Preview` of the Rows module against its committed reference in
/// __Snapshots__/<SourceFile>/<preview name>.png (looked at when recorded).
@Suite struct PreviewSnapshotTests {
    @Test @MainActor func everyPreviewOfTheRows() {
        assertPreviewSnapshots(module: "Rows")
    }
}
#endif
