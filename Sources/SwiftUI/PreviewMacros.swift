#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
/// A preview of `body`, named `name` (or "Preview"), laid out as `traits` say. On Linux the
/// preview registers itself (see ``PreviewRegistry``) and `assertPreviewSnapshots()` snapshots it.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body (`@Previewable @State var on = true`): it becomes a
/// property of the preview's view, so its state lives as long as the view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// Namespaces of preview traits.
public enum Preview {
    /// The traits a view preview takes.
    public enum ViewTraits {}
}

/// A preview's trait: its layout, its device (from a `PreviewProvider`'s `.previewDevice`) and,
/// read but without effect here, its orientation.
public struct PreviewTrait<T>: Sendable, Equatable {
    /// What the trait asks.
    package enum Kind: Sendable, Equatable {
        case fixedLayout(width: Double, height: Double)
        case sizeThatFitsLayout
        case defaultLayout
        case orientation(String)
        case device(String)
    }

    package let kind: Kind

    package init(kind: Kind) { self.kind = kind }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview at exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: .fixedLayout(width: Double(width), height: Double(height)))
    }
    /// The preview at its content's size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFitsLayout) }
    /// The preview at the device's width and its content's height (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .defaultLayout) }
    /// Portrait (the default).
    public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation("portrait")) }
    /// Landscape, home button on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation("landscapeLeft")) }
    /// Landscape, home button on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation("landscapeRight")) }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation("portraitUpsideDown")) }
}
#endif
