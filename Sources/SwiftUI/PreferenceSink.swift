#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// The preference values set inside one reader (an `onPreferenceChange`, a
/// `transformPreference`, a preference overlay), in the order they were set: values and the
/// sinks of readers inside. Filled while a render pass resolves and lays out its views (a
/// `GeometryReader`'s views set theirs when it is placed); read when the pass is laid out.
final class PreferenceSink: @unchecked Sendable {
    enum Entry {
        case value(ObjectIdentifier, Any)
        case sink(PreferenceSink)
    }

    var entries: [Entry] = []
    /// Changes applied to a key's value as the enclosing sink sees it (`transformPreference`).
    var transforms: [ObjectIdentifier: (Any?) -> Any] = [:]

    /// The sink views set their values in while they resolve (nil: no reader above them).
    @TaskLocal static var current: PreferenceSink?

    /// A sink inside `parent` (whose value then includes this one's).
    init(parent: PreferenceSink?) { parent?.entries.append(.sink(self)) }

    /// The key's value inside: every value set, in order, reduced from the default.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value { combined(key) ?? K.defaultValue }

    private func combined<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let id = ObjectIdentifier(key)
        var total: K.Value?
        for entry in entries {
            let next: K.Value?
            switch entry {
            case let .value(entryKey, value): next = entryKey == id ? value as? K.Value : nil
            case let .sink(inner): next = inner.passedUp(key)
            }
            guard let next else { continue }
            var sum = total ?? K.defaultValue
            K.reduce(value: &sum) { next }
            total = sum
        }
        return total
    }

    private func passedUp<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let transform = transforms[ObjectIdentifier(key)] else { return combined(key) }
        return transform(combined(key)) as? K.Value
    }
}

/// The value a reader gave its action (or drew) in an earlier pass of the render.
final class Delivered<Value> {
    var value: Value?
    var filled = false
}

/// A view whose content resolves with a sink bound: `around` gets the enclosing sink and a
/// function that resolves the content with the sink it passes.
struct PreferenceScope<Content: View>: View, EnvironmentScopedView, PreferenceReading {
    let content: Content
    /// Whether the scope reads the values inside (`onPreferenceChange`), not only sets one.
    var readsPreferences = false
    let around: (PreferenceSink?, (PreferenceSink?) -> Void) -> Void

    var scopedContent: AnyCellView { AnyCellView(content) }

    func scope(_ outer: CellEnvironment, _ resolve: (CellEnvironment) -> Void) {
        around(PreferenceSink.current) { sink in PreferenceSink.$current.withValue(sink) { resolve(outer) } }
    }

    var body: AnyCellView { return AnyCellView(content) }
}

/// A view with a view made from a preference's value inside it, in front or behind: drawn from
/// the value of the previous pass (a first pass collects it, the second draws it).
struct PreferenceValueView<Content: View, K: PreferenceKey, V: View>: View, EnvironmentScopedView, PreferenceReading {
    final class Held { var value: K.Value? }

    let content: Content
    let behind: Bool
    let alignment: Alignment
    let transform: (K.Value) -> V
    let held = Held()

    var scopedContent: AnyCellView {
        let made = transform(held.value ?? K.defaultValue)
        return behind ? AnyCellView(content.background(made, alignment: alignment)) : AnyCellView(content.overlay(made, alignment: alignment))
    }

    func scope(_ outer: CellEnvironment, _ resolve: (CellEnvironment) -> Void) {
        let inner = PreferenceSink(parent: PreferenceSink.current)
        if let session = SettlingSession.current {
            let last = session.keep { Delivered<K.Value>() }
            held.value = last.value
            session.afterLayout {
                guard !last.filled else { return nil }
                last.value = inner.value(K.self)
                last.filled = true
                return String(describing: K.self)
            }
        }
        PreferenceSink.$current.withValue(inner) { resolve(outer) }
    }

    var body: AnyCellView { return scopedContent }
    var readsPreferences: Bool { true }
}

/// A view that reads the preference values inside it after each layout pass: the pass it is
/// resolved in settles them, so a list draws it as one row laid out in its own passes.
protocol PreferenceReading { var readsPreferences: Bool { get } }
#endif
