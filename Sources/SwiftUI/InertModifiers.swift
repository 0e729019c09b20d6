#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

// Interactive, animated and presentation modifiers: accepted with no effect on pixels (a
// snapshot shows one still frame with nothing presented). Listed in docs/swiftui.md.
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> some View { self }
    public func sheet<I: Identifiable, C: View>(item: Binding<I?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (I) -> C) -> some View { self }
    public func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> some View { self }
    public func popover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View { self }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    public func alert<I: Identifiable>(item: Binding<I?>, content: (I) -> Alert) -> some View { self }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<E: SymbolEffect, U: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: U) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func help(_ text: LocalizedStringKey) -> some View { self }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View { self }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func compositingGroup() -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    // Accessibility read by VoiceOver and not shown in the dump (the rest: Accessibility.swift).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
}

/// An animation curve (no effect in a snapshot).
public struct Animation: Hashable, Sendable {
    public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation()
    public static let easeInOut = Animation(), spring = Animation(), bouncy = Animation(), smooth = Animation(), snappy = Animation()
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func linear(duration: Double) -> Animation { Animation() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body` (with no animation: the state after it is what a snapshot shows).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// A transition (no effect in a snapshot).
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition(), identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Symbol effect options (no effect in a snapshot).
public struct SymbolEffectOptions: Sendable { public static let `default` = SymbolEffectOptions(); public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default } }
/// Whether text can be selected (no effect in a snapshot).
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability, Sendable {}
public struct DisabledTextSelectability: TextSelectability, Sendable {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
/// A symbol animation (no effect in a snapshot).
public protocol SymbolEffect {}
public struct AnySymbolEffect: SymbolEffect, Sendable {}
extension SymbolEffect where Self == AnySymbolEffect {
    public static var bounce: AnySymbolEffect { .init() }
    public static var pulse: AnySymbolEffect { .init() }
    public static var variableColor: AnySymbolEffect { .init() }
    public static var scale: AnySymbolEffect { .init() }
    public static var appear: AnySymbolEffect { .init() }
    public static var disappear: AnySymbolEffect { .init() }
}
/// Kinds of content shape.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
}
/// Safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2), all = SafeAreaRegions(rawValue: 3)
}
/// A key for a keyboard shortcut.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral value: Character) {}
    public static let `return`: KeyEquivalent = "\r", escape: KeyEquivalent = "\u{1B}", delete: KeyEquivalent = "\u{8}"
}
/// Keyboard modifier keys.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2), option = EventModifiers(rawValue: 4)
}
/// Submit triggers.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}
/// The return key's label.
public struct SubmitLabel: Sendable { public static let done = SubmitLabel(), go = SubmitLabel(), search = SubmitLabel(), next = SubmitLabel() }
/// Haptic feedback (none in a snapshot).
public struct SensoryFeedback: Sendable { public static let success = SensoryFeedback(), selection = SensoryFeedback(), impact = SensoryFeedback() }
/// Visibility of an element.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
/// An alert's description (never presented in a snapshot).
public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
    /// An alert button.
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}
#endif
