#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A piece of user interface, with SwiftUI's name and shape: a `body` built from other views.
///
/// On Linux it is a CellShot view: every SwiftUI view lowers onto CellShot's view vocabulary
/// and lays out in its one engine, so `render(width:)`, `layout(width:)` and every snapshot
/// strategy of `CellView` apply. A body of several views adds several children to an
/// enclosing stack, as in SwiftUI.
public protocol View: BodySplicingView where Body: View {}

/// Builds a view from `{ … }` blocks: several statements, `if`/`else`, `switch`, optionals,
/// `if #available` and `for … in` loops.
public typealias ViewBuilder = CellViewBuilder

extension GroupView: View {}
extension ModifiedContentView: View {}
extension AnyCellView: View {}
extension ForEachView: View {}

/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public var body: GroupView { return GroupView {} }
}

/// Any view as one type.
public struct AnyView: View {
    let view: AnyCellView
    public init<V: View>(_ view: V) { self.view = AnyCellView(view) }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: AnyCellView { return view }
}

/// Several views as one: inside a stack they become the stack's own children, and a modifier
/// on the group applies to each.
public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Content { return content }
}

/// Several views (what a builder block with several statements makes).
public struct TupleView<T>: View {
    public let value: T
    let views: GroupView
    init(_ value: T, views: GroupView) { self.value = value; self.views = views }
    public var body: GroupView { return views }
}

/// One view per element of a collection, identified by `id`. Elements with the same id are all
/// drawn, as SwiftUI draws them (it only logs a warning).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public let data: Data
    let views: ForEachView

    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        views = ForEachView(Array(data)) { content($0) }
    }
    /// Views for elements identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        views = ForEachView(Array(data)) { content($0) }
    }
    public var body: ForEachView { return views }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        views = ForEachView(Array(data)) { content($0) }
    }
}
#endif
