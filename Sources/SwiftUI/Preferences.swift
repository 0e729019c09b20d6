#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A value views pass up to their ancestors. A render settles preferences before it draws:
/// the views are laid out, each `onPreferenceChange` action is called with its value when the
/// value differs from the last one it was given, and while one was called the views are laid
/// out again (state its action wrote is kept), at most 8 passes in all; then the render fails
/// with `CellError.preferenceNotSettled` naming the key.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none; combining starts from it.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a preference for ancestors (combined with the values set inside the view).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceScope(content: self) { sink, resolve in
            sink?.entries.append(.value(ObjectIdentifier(K.self), value))
            resolve(sink)
        }
    }

    /// Calls `action` with the preference's value inside the view once the render has laid the
    /// view out, and again in each later pass in which the value changed; state it writes is
    /// drawn (see ``PreferenceKey``).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        PreferenceScope(content: self, readsPreferences: true) { sink, resolve in
            let inner = PreferenceSink(parent: sink)
            if let session = SettlingSession.current {
                let last = session.keep { Delivered<K.Value>() }
                session.afterLayout {
                    let value = inner.value(K.self)
                    guard last.value != value else { return nil }
                    last.value = value
                    action(value)
                    return String(describing: K.self)
                }
            }
            resolve(inner)
        }
    }

    /// Changes the preference's value inside the view as ancestors see it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceScope(content: self) { sink, resolve in
            let inner = PreferenceSink(parent: sink)
            inner.transforms[ObjectIdentifier(K.self)] = { any in
                var value = any as? K.Value ?? K.defaultValue
                callback(&value)
                return value
            }
            resolve(inner)
        }
    }

    /// A view made from the preference's value inside this one, in front of it (drawn from the
    /// value of the previous layout pass: a render takes a second pass for it).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueView<Self, K, V>(content: self, behind: false, alignment: alignment, transform: transform)
    }

    /// A view made from the preference's value inside this one, behind it (drawn from the value
    /// of the previous layout pass: a render takes a second pass for it).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueView<Self, K, V>(content: self, behind: true, alignment: alignment, transform: transform)
    }

    /// The view's explicit value for a guide, computed from its dimensions: containers line
    /// the view up on it instead of the guide's default.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContentView {
        alignmentGuide(guide.key) { Double(computeValue(ViewDimensions($0))) }
    }
    /// The view's explicit value for a guide, computed from its dimensions: containers line
    /// the view up on it instead of the guide's default.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContentView {
        alignmentGuide(guide.key) { Double(computeValue(ViewDimensions($0))) }
    }
    /// Scales the drawing (drawn unscaled: docs/swiftui.md).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

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
