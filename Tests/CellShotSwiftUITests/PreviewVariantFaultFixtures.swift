#if os(Linux)
import CellShotLayout // this target's MemberImportVisibility asks for it; a row file needs only SwiftUI
import SwiftUI

// Previews that trap in one matrix variant only: drawn in the default environment they are
// snapshotted as usual; `PreviewTests` expects each trapping variant to fail alone while the
// other variants and previews are snapshotted.

/// A row that stops the program in dark mode.
struct DarkOnlyTrapRow: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        if scheme == .dark { fatalError("a row that traps in dark mode") }
        return Text("Light only")
    }
}

/// A row that stops the program at the third accessibility text size.
struct LargeTextTrapRow: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        precondition(size != .accessibility3, "a row that traps at accessibility3")
        return Text("Not at accessibility3")
    }
}

#Preview("Traps in dark mode") {
    DarkOnlyTrapRow()
}

#Preview("Traps at accessibility3") {
    LargeTextTrapRow()
}
#endif
