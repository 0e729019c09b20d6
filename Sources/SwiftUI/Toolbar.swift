import CellShotLayout

/// Where a toolbar item goes in the navigation bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal }
    let side: Side
    let isProminent: Bool

    public static let automatic = ToolbarItemPlacement(side: .trailing, isProminent: false)
    public static let primaryAction = ToolbarItemPlacement(side: .trailing, isProminent: false)
    public static let topBarLeading = ToolbarItemPlacement(side: .leading, isProminent: false)
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing, isProminent: false)
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading, isProminent: false)
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing, isProminent: false)
    public static let principal = ToolbarItemPlacement(side: .principal, isProminent: false)
    public static let cancellationAction = ToolbarItemPlacement(side: .leading, isProminent: false)
    /// A confirming action ("Done"): trailing, semibold.
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing, isProminent: true)
}

/// An item of `.toolbar { … }` at a placement.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement; self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement; self.content = content()
    }
    public var body: Content { return content }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: Content { return content }
}

/// The button that switches a list into editing: "Edit" in the tint colour.
public struct EditButton: View {
    public init() {}
    public var body: ModifiedContentView { return Text(verbatim: EnvironmentValues.current.editMode?.wrappedValue.isEditing == true ? "Done" : "Edit").foregroundStyle(Color.accentColor) }
}

/// The bar buttons a `.toolbar { … }` block describes.
enum Toolbar {
    struct Item { let placement: ToolbarItemPlacement.Side; let button: BarButton }

    static func items(_ view: AnyCellView) -> [Item] {
        var out: [Item] = []
        collect(view, placement: .automatic, into: &out, depth: 0)
        return out
    }

    private static func collect(_ view: AnyCellView, placement: ToolbarItemPlacement, into out: inout [Item], depth: Int) {
        guard depth < ListLowering.maxDepth else { return }
        let inner = view.wrapped
        if let children = inner.listedChildren {
            children.forEach { collect($0, placement: placement, into: &out, depth: depth + 1) }
            return
        }
        if let item = inner as? any PlacedToolbarContent {
            collect(item.placedContent, placement: item.itemPlacement, into: &out, depth: depth + 1)
            return
        }
        if let button = barButton(inner, prominent: placement.isProminent) {
            out.append(Item(placement: placement.side, button: button))
            return
        }
        if inner is any PrimitiveCellView { return }
        collect(AnyCellView(inner.body), placement: placement, into: &out, depth: depth + 1)
    }

    /// A button, edit button, text or symbol as a bar button (a label with a symbol shows the symbol).
    static func barButton(_ view: any CellView, prominent: Bool) -> BarButton? {
        let view = ListLowering.single(view)
        if view is EditButton { return BarButton(EnvironmentValues.current.editMode?.wrappedValue.isEditing == true ? "Done" : "Edit", prominent: prominent) }
        if let text = view as? Text { return BarButton(text.plain, prominent: prominent) }
        if let image = view as? Image, case let .symbol(name) = image.source { return BarButton(icon: name) }
        if let button = view as? any BarButtonConvertible { return button.barLabel.flatMap { barButton($0, prominent: prominent || button.isBarProminent) } }
        if let label = view as? any SymbolLabelRow, let row = label.symbolRow, let icon = row.image?.icon { return BarButton(icon: icon) }
        return nil
    }
}

/// A toolbar item with its placement.
protocol PlacedToolbarContent {
    var placedContent: AnyCellView { get }
    var itemPlacement: ToolbarItemPlacement { get }
}
extension ToolbarItem: PlacedToolbarContent {
    var placedContent: AnyCellView { AnyCellView(content) }
    var itemPlacement: ToolbarItemPlacement { placement }
}
extension ToolbarItemGroup: PlacedToolbarContent {
    var placedContent: AnyCellView { AnyCellView(content) }
    var itemPlacement: ToolbarItemPlacement { placement }
}

/// A button's label, read as a bar button.
protocol BarButtonConvertible {
    var barLabel: (any CellView)? { get }
    var isBarProminent: Bool { get }
}
extension Button: BarButtonConvertible {
    var barLabel: (any CellView)? { label }
    var isBarProminent: Bool { false }
}
