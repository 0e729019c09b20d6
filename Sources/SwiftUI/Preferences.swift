#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A value views pass up to their ancestors.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a preference for ancestors (a snapshot draws one pass: see docs/swiftui.md).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// Reacts to a preference (a snapshot draws one pass, so state set here is not drawn).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { self }
    /// A custom alignment guide's value (custom guides align as the centre: docs/swiftui.md).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    /// A custom alignment guide's value (custom guides align as the centre: docs/swiftui.md).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    /// Scales the drawing (drawn unscaled: docs/swiftui.md).
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Draws text inside as placeholder bars (`.placeholder`), as SwiftUI redacts loading content.
    public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentWriter(content: self) { $0[RedactionKey.self] = reason }
    }
    /// Draws the content as it is.
    public func unredacted() -> some View { EnvironmentWriter(content: self) { $0[RedactionKey.self] = [] } }
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
}

struct RedactionKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons content inside is redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set { self[RedactionKey.self] = newValue }
    }
}
#endif
