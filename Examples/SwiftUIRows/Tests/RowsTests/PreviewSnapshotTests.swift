#if os(Linux) // Previews become snapshots through CellShot's SwiftUI front.
import CellShotSwiftUITesting
import Testing
import XCTest

/// Every `#Preview` and `PreviewProvider` view of the Rows module against its committed
/// reference in __Snapshots__/<SourceFile or ProviderType>/<preview name>.png (looked at when
/// recorded).
@Suite struct PreviewSnapshotTests {
    @Test @MainActor func everyPreviewOfTheRows() {
        assertPreviewSnapshots(module: "Rows")
    }
}

/// The same call from XCTest (docs/swiftui.md shows both). Linux's XCTest cannot run a
/// `@MainActor` test method, so the method awaits the main-actor call.
final class RowPreviewTests: XCTestCase {
    func testEveryPreviewOfTheRows() async {
        await assertPreviewSnapshots(module: "Rows")
    }
}
#endif
