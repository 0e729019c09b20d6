#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText
import Foundation

/// The values views read with `@Environment`: CellShot's environment of the snapshot (colour
/// scheme, Dynamic Type size, direction, locale, time zone, "now") plus custom keys and objects.
public struct EnvironmentValues: @unchecked Sendable {
    /// The snapshot's environment.
    package var cell: CellEnvironment
    var custom: [ObjectIdentifier: Any] = [:]

    /// The standard environment (light, large type, left to right).
    public init() { cell = .standard }
    init(cell: CellEnvironment, custom: [ObjectIdentifier: Any]) { self.cell = cell; self.custom = custom }

    /// A custom key's value (its default where nothing set it).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Most rows set no custom value: no hashing then.
            // Unwrapped before the cast: an optional `Value` would otherwise take a missing
            // value as a set nil.
            guard !custom.isEmpty, let stored = custom[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The values of the resolution under way (the standard ones outside a render).
    static var current: EnvironmentValues {
        EnvironmentValues(cell: CellEnvironment.resolving ?? .standard, custom: Scope.custom?.values ?? [:])
    }

    /// Custom values set by `.environment(_:_:)` and `.environmentObject(_:)` for the views inside.
    enum Scope {
        @TaskLocal static var custom: Values?
    }

    /// Custom values, shared read-only while views resolve.
    struct Values: @unchecked Sendable { let values: [ObjectIdentifier: Any] }

    func object<T>(_ type: T.Type) -> T? { custom[ObjectIdentifier(type)] as? T }
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
/// Standard or increased contrast (the Increase Contrast setting).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

/// Left to right or right to left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// A Dynamic Type size.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    init(_ category: CellShotText.ContentSizeCategory) {
        self = DynamicTypeSize(rawValue: CellShotText.ContentSizeCategory.allCases.firstIndex(of: category) ?? 3) ?? .large
    }
    var category: CellShotText.ContentSizeCategory { CellShotText.ContentSizeCategory.allCases[rawValue] }
}

/// The older name of a Dynamic Type size.
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue >= 7 }
}

/// Dismisses a presentation: nothing is presented in a snapshot, so it does nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Opens a URL: nothing opens in a snapshot; the answer is `.discarded`.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable { public static let handled = Result(), discarded = Result(), systemAction = Result() }
    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { cell.appearance == .dark ? .dark : .light }
        set { cell.appearance = newValue == .dark ? .dark : .light }
    }
    /// The environment's contrast (`CellEnvironment.contrast`): catalog colours and images
    /// with high-contrast variants use them when it is `.increased`.
    public var colorSchemeContrast: ColorSchemeContrast { cell.contrast == .increased ? .increased : .standard }
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(cell.contentSize) }
        set { cell.contentSize = newValue.category }
    }
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(rawValue: newValue.rawValue) ?? .large }
    }
    public var layoutDirection: LayoutDirection {
        get { cell.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
        set { cell.layoutDirection = newValue == .rightToLeft ? .rightToLeft : .leftToRight }
    }
    /// The snapshot's locale (CellShot's fixed locale, never the machine's).
    public var locale: Locale {
        get { Locale(identifier: cell.locale.rawValue) }
        set { cell.locale = CellLocale(newValue.identifier) }
    }
    /// The snapshot's fixed time zone.
    public var timeZone: TimeZone {
        get { TimeZone(secondsFromGMT: cell.timeZone.secondsFromGMT) ?? TimeZone(secondsFromGMT: 0)! }
        set { cell.timeZone = FixedTimeZone(secondsFromGMT: newValue.secondsFromGMT(for: cell.now)) }
    }
    /// A Gregorian calendar in the snapshot's time zone and locale.
    public var calendar: Calendar {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        gregorian.locale = locale
        return gregorian
    }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { OpenURLAction { _ in .discarded } }
    /// Whether controls are enabled (`.disabled(true)` dims them).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The scale of the display: the snapshot's scale.
    public var displayScale: CGFloat { CGFloat(cell.scale) }
    /// Always `.active`.
    public var scenePhase: ScenePhase { .active }
    /// Always false: rows are not being edited.
    public var isSearching: Bool { false }
}

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

/// The phase of a scene: always active in a snapshot.
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

/// Reads a value of the environment the view is drawn in (`@Environment(\.colorScheme)`), or
/// an `@Observable` object put there with `.environment(_:)` (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    public var wrappedValue: Value { read(.current) }
}

extension Environment where Value: AnyObject {
    /// An object put in the environment with `.environment(_:)`; missing, it is a programming
    /// error (as in SwiftUI) reported by name.
    public init(_ type: Value.Type) {
        read = { values in
            guard let object = values.object(type) else {
                fatalError("No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}

/// An `ObservableObject` put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// A view whose content is resolved in a changed environment.
struct EnvironmentWriter<Content: View>: View, EnvironmentScopedView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    var scopedContent: AnyCellView { AnyCellView(content) }

    func scope(_ outer: CellEnvironment, _ resolve: (CellEnvironment) -> Void) {
        var values = EnvironmentValues(cell: outer, custom: EnvironmentValues.Scope.custom?.values ?? [:])
        change(&values)
        EnvironmentValues.Scope.$custom.withValue(.init(values: values.custom)) { resolve(values.cell) }
    }

    var body: AnyCellView { return AnyCellView(content) }
}

extension View {
    /// Sets an environment value for this view and the views inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
    /// Puts an `@Observable` object in the environment, read with `@Environment(Type.self)`.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.custom[ObjectIdentifier(T.self)] = object }
    }
    /// Puts an `ObservableObject` in the environment, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0.custom[ObjectIdentifier(T.self)] = object }
    }
    /// The colour scheme of this view and the views inside (a whole snapshot: set it on the root).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        EnvironmentWriter(content: self) { if let scheme { $0.colorScheme = scheme } }
    }
    /// The Dynamic Type size of the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }
}
#endif
