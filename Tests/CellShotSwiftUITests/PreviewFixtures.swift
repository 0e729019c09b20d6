#if os(Linux)
import CellShotLayout // this target's MemberImportVisibility asks for it; a row file needs only SwiftUI
import SwiftUI

// Previews as row files write them (docs/swiftui.md quotes two); `PreviewTests` snapshots them
// and reads their records.
#Preview {
    Text("Hello, previews")
}

#Preview("Toggle state") {
    @Previewable @State var on = true
    Toggle("Wi-Fi", isOn: $on)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 80)) {
    Text("Fixed").padding()
}

#Preview("Fits", traits: .landscapeLeft, .sizeThatFitsLayout) {
    Text("Fits").padding(8)
}

#Preview("Fits") {
    Text("A second preview of the same name")
}
#endif
