#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText
import Combine
import Foundation

/// A view's own value: a snapshot shows its initial value, or the value an
/// `onPreferenceChange` action wrote in an earlier layout pass of the render (a view made while
/// the render resolves keeps its state by the order views are made in, the same in every pass).
@propertyWrapper
public struct State<Value> {
    final class Box { var value: Value; init(_ initial: Value) { value = initial } }
    let box: Box

    public init(wrappedValue: Value) {
        if let session = SettlingSession.current { box = session.keep { Box(wrappedValue) } } else { box = Box(wrappedValue) }
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the value.
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.get()[keyPath: keyPath] }, set: { var whole = self.get(); whole[keyPath: keyPath] = $0; self.set(whole) })
    }
}

/// An `ObservableObject` a view creates once: its initial state in a snapshot.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Box { lazy var object: ObjectType = make(); let make: () -> ObjectType; init(_ maker: @escaping () -> ObjectType) { make = maker } }
    let box: Box
    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { box = Box(wrappedValue) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: box.object).projectedValue }
}

/// An `ObservableObject` passed to the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A user default: its default value in a snapshot (never the machine's defaults).
@propertyWrapper
public struct AppStorage<Value> {
    let state: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: wrappedValue) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// Scene storage: its default value in a snapshot.
public typealias SceneStorage = AppStorage

/// A length that scales with Dynamic Type like a text style (`@ScaledMetric(relativeTo: .body) var size = 24`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    let style: Font.TextStyle

    public init(wrappedValue: Value, relativeTo style: Font.TextStyle = .body) { base = wrappedValue; self.style = style }

    /// The base value × (the style's size at the snapshot's Dynamic Type size ÷ its size at Large).
    public var wrappedValue: Value {
        let textStyle = style.cellStyle
        let now = textStyle.pointSize(at: EnvironmentValues.current.cell.contentSize), large = textStyle.pointSize(at: .large)
        guard large > 0 else { return base }
        return base * Value(now / large)
    }
}

/// Focus: nothing has focus in a snapshot.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let state: State<Value>
    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding { Binding(state: state) }

    /// A focus binding for `.focused(_:)`.
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
    }
}

/// A gesture's transient state: its initial value.
@propertyWrapper
public struct GestureState<Value> {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: GestureState<Value> { self }
}

/// Identity for matched geometry effects (no effect in a snapshot).
@propertyWrapper
public struct Namespace {
    public init() {}
    public var wrappedValue: ID { ID() }
    public struct ID: Hashable, Sendable {}
}
#endif
