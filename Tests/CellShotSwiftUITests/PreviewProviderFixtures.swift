#if os(Linux)
import CellShotLayout // this target's MemberImportVisibility asks for it; a row file needs only SwiftUI
import SwiftUI

// PreviewProvider types as row files write them (docs/swiftui.md quotes the first);
// `PreviewProviderTests` reads them and `PreviewTests` snapshots them with the #Previews.
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Light").padding()
            Text("Dark").padding()
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
        Text("Small phone")
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("SE")
    }
}

enum PreviewNesting {
    /// A nested provider: one preview in a fixed frame, and one per colour scheme of a ForEach,
    /// each at the largest Dynamic Type size (the environment set around the ForEach applies to each).
    struct Schemes_Previews: PreviewProvider {
        static var previews: some View {
            Text("Fixed").previewLayout(.fixed(width: 120, height: 44))
            ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
                Label("Scheme", systemImage: "star.fill").padding(8)
                    .environment(\.colorScheme, scheme)
            }
            .dynamicTypeSize(.xxxLarge)
            .previewLayout(.sizeThatFits)
        }
    }
}

private struct Private_Previews: PreviewProvider {
    static var previews: some View { Text("private").padding(4).previewLayout(.sizeThatFits) }
}

/// Generic: no one type to snapshot, so it is skipped.
struct Generic_Previews<T>: PreviewProvider {
    static var previews: some View { Text("generic") }
}
#endif
