#if os(Linux)
import CellShotLayout // this target's MemberImportVisibility asks for it; a row file needs only SwiftUI
import SwiftUI

// The row of Sources/SwiftUI/SwiftUI.docc/GettingStarted.md, verbatim (PreviewDocsTests checks
// it); DocCSampleTests snapshots it.
struct GreetingRow: View {
    var name: String

    var body: some View {
        HStack {
            Image(systemName: "hand.raised")
                .foregroundStyle(.orange)
            Text("Hello, \(name)")
            Spacer()
        }
        .padding()
    }
}
#endif
