#if os(Linux)
import CellShotLayout // this target's MemberImportVisibility asks for it; a row file needs only SwiftUI
import SwiftUI

// Previews that trap, between the module's other previews: `PreviewTests` expects each to fail
// alone while the others are snapshotted.

/// A row whose body stops the program.
struct TrappingRow: View {
    var body: some View { title() }
    func title() -> Text { fatalError("a preview that traps") }
}

#Preview("Fatal error in a body") {
    TrappingRow()
}

#Preview("Nil unwrapped") {
    let titles: [String: String] = [:]
    Text(titles["missing"]!)
}
#endif
