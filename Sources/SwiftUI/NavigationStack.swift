import CellShotLayout

/// A navigation stack around a list: CellShot's `Screen`, its bar made of the content's
/// `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar`, its table the
/// `List` or `Form` inside. Other content is drawn below the bar as it is.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let backTitle: String?

    public init(@ViewBuilder root: () -> Root) { self.root = root(); backTitle = nil }
    init(root: Root, backTitle: String?) { self.root = root; self.backTitle = backTitle }
    /// A stack showing a pushed screen: the bar has a back button titled `backTitle`.
    public init(pushedFrom backTitle: String, @ViewBuilder root: () -> Root) { self.root = root(); self.backTitle = backTitle }
    /// A stack with a path (its root is shown; a non-empty path is not pushed in a snapshot).
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root(); backTitle = nil }

    public var body: AnyCellView {
        var bar = NavigationBarState()
        let content = bar.read(AnyCellView(root), depth: 0)
        let table = content.table ?? TableView(style: .plain, sections: [TableSection(rows: [ListLowering.fullWidthRow(content.view)])])
            .separatorStyle(.none)
        let screen = Screen(title: bar.title, titleDisplayMode: bar.displayMode == .inline ? .inline : .large,
                            backTitle: backTitle, leadingButtons: bar.leading, trailingButtons: bar.trailing,
                            searchField: bar.searchField, table: table)
        return AnyCellView(TableContentView(screen, viewport: bar.viewport))
    }
}

/// The older name of `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: NavigationStack<Content> { return NavigationStack(root: content, backTitle: nil) }
}

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// What the content of a `NavigationStack` puts in the bar, read down to the list.
struct NavigationBarState {
    var title = ""
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var leading: [BarButton] = []
    var trailing: [BarButton] = []
    var viewport: Viewport?
    var searchField: SearchField?

    /// The table of the `List` or `Form` at the root, or the root drawn as it is.
    mutating func read(_ view: AnyCellView, depth: Int) -> (table: TableView?, view: AnyCellView) {
        guard depth < ListLowering.maxDepth else { return (nil, view) }
        let inner = view.wrapped
        if let modifier = inner as? any NavigationModifier {
            modifier.apply(&self)
            return read(modifier.navigationContent, depth: depth + 1)
        }
        if let list = inner as? any TableProducing { return (list.table, view) }
        if let group = inner as? GroupView, group.childViews.count == 1 { return read(group.childViews[0], depth: depth + 1) }
        if let scoped = inner as? any EnvironmentScopedView {
            var result: (table: TableView?, view: AnyCellView) = (nil, view)
            scoped.scope(CellEnvironment.resolving ?? .standard) { environment in
                result = CellEnvironment.$resolving.withValue(environment) { read(scoped.scopedContent, depth: depth + 1) }
            }
            return result.table == nil ? (nil, view) : result
        }
        if inner is any PrimitiveCellView || !(inner is any View) { return (nil, view) }
        let result = read(AnyCellView(inner.body), depth: depth + 1)
        return result.table == nil ? (nil, view) : result
    }
}

/// A `List` or `Form`, as the table it draws.
protocol TableProducing { var table: TableView { get } }
extension List: TableProducing { var table: TableView { ListLowering.table(content, defaultStyle: .insetGrouped) } }
extension Form: TableProducing { var table: TableView { ListLowering.table(content, defaultStyle: .insetGrouped) } }

/// A modifier that sets part of the navigation bar; outside a stack it draws its content.
protocol NavigationModifier {
    var navigationContent: AnyCellView { get }
    func apply(_ bar: inout NavigationBarState)
}

struct NavigationModifierView<Content: View>: View, NavigationModifier {
    let content: Content
    let change: (inout NavigationBarState) -> Void
    var navigationContent: AnyCellView { AnyCellView(content) }
    func apply(_ bar: inout NavigationBarState) { change(&bar) }
    var body: Content { return content }
}

extension View {
    /// The title of the navigation bar above this view.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(Text(title)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationModifierView(content: self) { $0.title = String(title) }
    }
    public func navigationTitle(_ title: Text) -> some View { NavigationModifierView(content: self) { $0.title = title.plain } }
    /// Large or inline title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationModifierView(content: self) { $0.displayMode = mode }
    }
    /// Items in the navigation bar: `ToolbarItem`s, or buttons (placed trailing).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let toolbar = AnyCellView(content())
        return NavigationModifierView(content: self) { bar in
            // Read where the bar is read, so an `EditButton` sees the environment's edit mode.
            for item in Toolbar.items(toolbar) {
                switch item.placement {
                case .leading: bar.leading.append(item.button)
                case .trailing: bar.trailing.append(item.button)
                case .principal: bar.title = item.button.title ?? bar.title
                }
            }
        }
    }
    /// Shows `viewport`'s window of the stack's list (scrolled to its offset), as a `Screen`'s
    /// viewport: a snapshot option.
    public func navigationViewport(_ viewport: Viewport) -> some View {
        NavigationModifierView(content: self) { $0.viewport = viewport }
    }
    /// Hides or shows the bar's back button (drawn only by `NavigationStack(pushedFrom:)`).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

extension ListLowering {
    /// A row drawing `view` across its whole width, for content that is not a list.
    static func fullWidthRow(_ view: AnyCellView) -> Row {
        let layout = deferred { _ in view }
        return Row(kind: "view") { width, environment, _ throws(CellError) in try layout(width, environment) }
    }
}
