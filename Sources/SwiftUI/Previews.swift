#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A type that lists previews, as Xcode's canvas reads them. On Linux `assertPreviewSnapshots()`
/// finds every conforming type of the program by itself and snapshots each view of `previews`
/// (each child of a `Group` or `ForEach` is its own preview).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Preview layouts.
public enum PreviewLayout: Sendable {
    /// The device's width, the content's height (the default).
    case device
    /// The content's own size.
    case sizeThatFits
    /// Exactly `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device name for `.previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The preview's layout: its size in a `PreviewProvider`'s snapshot (no effect on this view's pixels).
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewSettingView(content: self, setting: .layout(layout))
    }
    /// The preview's name: its snapshot's file name.
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewSettingView(content: self, setting: .name(name))
    }
    /// The preview's device: its snapshot's width (see `PreviewDevice.width`).
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        PreviewSettingView(content: self, setting: .device(device))
    }
}

/// A view with a preview setting: drawn as its content; read when a `PreviewProvider`'s
/// `previews` become snapshots.
struct PreviewSettingView<Content: View>: View {
    /// One preview modifier's value.
    enum Setting {
        case layout(PreviewLayout)
        case name(String?)
        case device(PreviewDevice?)
    }

    let content: Content
    let setting: Setting

    var body: Content { return content }
}
#endif
