#if os(Linux)
import CellShotTesting
import SwiftUI
import Testing

/// The test of Sources/SwiftUI/SwiftUI.docc/GettingStarted.md, verbatim, against the reference
/// in __Snapshots__/DocCSampleTests (looked at when recorded).
@Test func greetingRow() {
    assertSnapshot(of: GreetingRow(name: "Ada"), as: .image(width: 375))
}
#endif
