#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// The spacing SwiftUI puts between adjacent views when a stack's `spacing` is nil: 8 points
/// (Apple publishes no number; 8 is what iOS shows between two texts or a text and a symbol).
let defaultSpacing = 8.0

/// Checks a spacing from user code: nil is the default; negative, NaN or infinite is kept for
/// the engine to report as a typed error naming the stack.
func spacing(_ points: CGFloat?) -> Double { points.map(Double.init) ?? defaultSpacing }

/// A stack's views as the engine's group: the group a builder block made as it is (not boxed
/// in another group the resolver would open again), any other view in a group of its own.
/// Stacks pass it through a local function, not a closure literal: the builder would box it.
func stackGroup<Content: View>(_ content: Content) -> GroupView {
    if Content.self == GroupView.self { return unsafeBitCast(content, to: GroupView.self) }
    return GroupView { content }
}

/// Children side by side.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: ModifiedContentView {
        func group() -> GroupView { stackGroup(content) }
        return HStackView(alignment: alignment.value, guide: alignment.custom, spacing: SwiftUI.spacing(spacing), content: group).kind("HStack")
    }
}

/// Children top to bottom.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: ModifiedContentView {
        func group() -> GroupView { stackGroup(content) }
        return VStackView(alignment: alignment.value, guide: alignment.custom, spacing: SwiftUI.spacing(spacing), content: group).kind("VStack")
    }
}

/// Children on top of each other.
public struct ZStack<Content: View>: View {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: ModifiedContentView {
        func group() -> GroupView { stackGroup(content) }
        return ZStackView(alignment: alignment.cell, content: group).kind("ZStack")
    }
}

/// A vertical stack that SwiftUI builds lazily: all of it is laid out here (a row is small).
public struct LazyVStack<Content: View>: View {
    let stack: VStack<Content>
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: ModifiedContentView { return stack.body.kind("LazyVStack") }
}

/// A horizontal stack that SwiftUI builds lazily: all of it is laid out here.
public struct LazyHStack<Content: View>: View {
    let stack: HStack<Content>
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: ModifiedContentView { return stack.body.kind("LazyHStack") }
}

/// Section headers and footers pinned while scrolling (no effect in a snapshot).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Flexible space along its stack's axis, at least `minLength` (nil: the default spacing, 8).
public struct Spacer: View {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: ModifiedContentView { return SpacerView(minLength: minLength.map(Double.init) ?? defaultSpacing).kind("Spacer") }
}

/// A hairline across its stack (one device pixel, the separator colour).
public struct Divider: View {
    public init() {}
    public var body: ModifiedContentView { return DividerView().kind("Divider") }
}
#endif
