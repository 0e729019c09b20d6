#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
/// A type that lists previews, as Xcode's canvas reads them; on Linux its previews compile
/// (snapshotting them is the previews part of the SwiftUI front).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Preview layouts.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device name for `.previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The preview's layout (read by previews, no effect on this view's pixels).
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// The preview's name (read by previews).
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// The preview's device (read by previews).
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}
#endif
