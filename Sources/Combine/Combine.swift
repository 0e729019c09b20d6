#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import Foundation

/// A value stream, as Combine's: here only what views subscribe to (nothing is ever sent
/// while a snapshot is drawn).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Hashable, Cancellable {
    private var cancelAction: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() { cancelAction?(); cancelAction = nil }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    deinit { cancelAction?() }
}

/// Something that can be cancelled.
public protocol Cancellable { func cancel() }

/// The publisher an observable object announces changes with.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    /// Announces a change (no subscriber exists while a snapshot is drawn).
    public func send() {}
}

/// A class whose `@Published` properties announce their changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher per object.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property whose changes are announced; `$property` is its publisher.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The property's stream: its current value.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let value: Value
    }
}

/// One value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

/// A stream that never sends.
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A subject that relays values sent to it.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public init() {}
    public func send(_ value: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that holds a current value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
}

/// Completions.
public enum Subscribers {
    public enum Completion<Failure: Error> { case finished, failure(Failure) }
}

extension Publisher {
    /// Erases the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
    /// Subscribes; no value arrives while a snapshot is drawn.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
                     receiveValue: @escaping (Output) -> Void = { _ in }) -> AnyCancellable { AnyCancellable {} }
    /// Values on another scheduler (the same stream here).
    public func receive<S>(on scheduler: S) -> Self { self }
}

/// A timer or notification stream a view subscribes to with `onReceive`.
public struct NotificationPublisher: Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    public let name: Notification.Name
}

extension NotificationCenter {
    /// Notifications named `name` (none is posted while a snapshot is drawn).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
        NotificationPublisher(name: name)
    }
}
#endif

// Combine's top-level coder protocols, as names only. A package that conforms its coders to
// them when Combine can be imported (Yams does) sees this module in a Linux build; as marker
// protocols they leave no symbol to link, so such a package links without this module.
/// A decoder of a top-level value.
@_marker public protocol TopLevelDecoder {}
/// An encoder of a top-level value.
@_marker public protocol TopLevelEncoder {}
