import CellShotLayout

/// A list's look: each style is one of the table engine's styles.
public protocol ListStyle {}

/// A list style and the table style it draws with.
protocol TableStyled { var tableStyle: TableStyle? { get } }

/// iOS's default for the context: inset-grouped in a `List` and a `Form`.
public struct DefaultListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { nil } }
/// Full-width rows on the system background.
public struct PlainListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { .plain } }
/// Full-width sections on the grouped background.
public struct GroupedListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { .grouped } }
/// Sections as rounded cards inset by the margin.
public struct InsetGroupedListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { .insetGrouped } }
/// Plain rows (drawn as `.plain`: the table engine has no inset plain style).
public struct InsetListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { .plain } }
/// A sidebar (drawn inset-grouped, as a compact-width iPhone shows it).
public struct SidebarListStyle: ListStyle, TableStyled, Sendable { public init() {}; var tableStyle: TableStyle? { .insetGrouped } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

struct ListStyleKey: EnvironmentKey { static let defaultValue: TableStyle? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

/// How prominent a section header is: `.increased` draws it large, in the label colour.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// True while editing.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of lists inside: `.environment(\.editMode, .constant(.active))` draws
    /// their editing controls.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

extension View {
    /// The style of lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0[ListStyleKey.self] = (style as? any TableStyled)?.tableStyle }
    }
    /// `.hidden` removes the list's background (the rows keep theirs).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentWriter(content: self) { $0[ScrollContentBackgroundKey.self] = visibility }
    }
    /// The prominence of the section headers inside.
    public func headerProminence(_ prominence: Prominence) -> some View {
        EnvironmentWriter(content: self) { $0[HeaderProminenceKey.self] = prominence }
    }
}

/// Changes the rows of its content inside a list; outside one it draws the content unchanged.
struct RowModifierView<Content: View>: View, TableRowModifier {
    let content: Content
    /// The content insets of rows drawn from views inside (`.listRowInsets`), nil to keep them.
    var insets: EdgeInsets? = nil
    /// The badge of rows drawn from views inside, nil to keep the outer one.
    var badge: String? = nil
    let change: (inout Row) -> Void
    var rowContent: AnyCellView { AnyCellView(content) }
    var rowInsets: EdgeInsets? { insets }
    var rowBadge: String? { badge }
    func modify(_ row: inout Row) { change(&row) }
    var body: Content { return content }
}

extension View {
    func modifyingRows(_ change: @escaping (inout Row) -> Void) -> some View { RowModifierView(content: self, change: change) }

    /// A badge on the row: a count or text trailing in the secondary colour.
    public func badge(_ count: Int) -> some View { badged(count == 0 ? nil : "\(count)") }
    /// A badge on the row: text trailing in the secondary colour.
    public func badge(_ label: Text?) -> some View { badged(label?.plain) }
    /// A badge on the row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badged(label.map { String($0) }) }

    /// `text` as the badge of the rows inside: a native row's value, or trailing beside a
    /// row drawn from a view.
    private func badged(_ text: String?) -> some View {
        RowModifierView(content: self, badge: text) { row in if let text { row.badge(text) } }
    }

    /// The row's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifyingRows { row in
            guard let color = (view as? Color)?.dynamic else { return }
            row.attributes.backgroundColor = color
        }
    }

    /// Swipe actions of the row: buttons in the tint (`.tint(_:)` on the button), red for a
    /// destructive role, grey otherwise. A snapshot shows them revealed with
    /// `.swipeActionsRevealed(edge:)`.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        let actions = SwipeActionsReader.actions(AnyCellView(content()))
        return modifyingRows { row in
            if edge == .leading { row.leadingSwipeActions = actions } else { row.trailingSwipeActions = actions }
        }
    }

    /// Shows the row with the swipe actions of `edge` revealed (a snapshot option, as a
    /// `TableView` row's `revealed:` argument).
    public func swipeActionsRevealed(edge: HorizontalEdge = .trailing) -> some View {
        modifyingRows { $0.revealedSwipeEdge = edge == .leading ? .leading : .trailing }
    }
}

struct RevealedSwipeKey: EnvironmentKey { static var defaultValue: RevealedSwipe? { nil } }

/// The row (counted from the top of the list, from 0) whose swipe actions a snapshot shows.
struct RevealedSwipe: Sendable { let row: Int; let edge: SwipeEdge }

extension View {
    /// Shows the swipe actions of the list's row number `row` (from 0, counted across sections)
    /// revealed from `edge`: a snapshot option for list code that cannot say it itself.
    public func swipeActionsRevealed(row: Int, edge: HorizontalEdge = .trailing) -> some View {
        EnvironmentWriter(content: self) { $0[RevealedSwipeKey.self] = RevealedSwipe(row: row, edge: edge == .leading ? .leading : .trailing) }
    }
}

extension ListLowering {
    /// `sections` with the swipe actions of row number `reveal.row` revealed.
    static func revealing(_ sections: [TableSection], _ reveal: RevealedSwipe?) -> [TableSection] {
        guard let reveal else { return sections }
        var index = 0
        return sections.map { section in
            let rows = ((try? section.rows()) ?? []).map { row -> Row in
                defer { index += 1 }
                var row = row
                if index == reveal.row { row.revealedSwipeEdge = reveal.edge }
                return row
            }
            return TableSection(header: section.header, footer: section.footer, rows: rows)
        }
    }
}

/// A horizontal edge.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension Row {
    /// Shows `text` as the row's value (trailing, secondary colour) where the row has none.
    mutating func badge(_ text: String) {
        guard detailText == nil, !isContentRow else { return }
        detailText = text
        style = .value1
    }
}

/// The swipe actions a `.swipeActions` block describes: its buttons' titles and colours.
enum SwipeActionsReader {
    static func actions(_ view: AnyCellView) -> [SwipeAction] {
        var out: [SwipeAction] = []
        collect(view, tint: nil, into: &out, depth: 0)
        return out
    }

    private static func collect(_ view: AnyCellView, tint: DynamicColor?, into out: inout [SwipeAction], depth: Int) {
        guard depth < ListLowering.maxDepth else { return }
        let inner = view.wrapped
        if let children = inner.listedChildren { children.forEach { collect($0, tint: tint, into: &out, depth: depth + 1) }; return }
        if let button = inner as? any SwipeButton {
            let style: SwipeAction.Style = button.isDestructive ? .destructive : (tint.map { .tinted($0) } ?? .normal)
            out.append(SwipeAction(button.swipeTitle, style: style))
            return
        }
        if let writer = inner as? any TintCarrier {
            collect(writer.tintedContent, tint: writer.tintColor ?? tint, into: &out, depth: depth + 1)
            return
        }
        if inner is any PrimitiveCellView { return }
        collect(AnyCellView(inner.body), tint: tint, into: &out, depth: depth + 1)
    }
}

/// A button read as a swipe action.
protocol SwipeButton {
    var swipeTitle: String { get }
    var isDestructive: Bool { get }
}

extension Button: SwipeButton {
    var swipeTitle: String { ListLowering.title(of: label) }
    var isDestructive: Bool { role == .destructive }
}

/// A view that may set the tint of its content.
protocol TintCarrier {
    var tintedContent: AnyCellView { get }
    /// The tint it sets, nil where it sets none.
    var tintColor: DynamicColor? { get }
}

extension EnvironmentWriter: TintCarrier {
    var tintedContent: AnyCellView { AnyCellView(content) }
    var tintColor: DynamicColor? {
        var values = EnvironmentValues()
        change(&values)
        return values.custom[ObjectIdentifier(TintKey.self)] == nil ? nil : values[TintKey.self]
    }
}

/// A vertical edge.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all = Set(rawValue: 3)
    }
}

extension View {
    /// The insets of the row's content (nil: UIKit's cell margins, 11 pt above and below);
    /// the row stays 44 pt tall at least and its separator starts at the leading inset.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        RowModifierView(content: self, insets: insets) { row in
            if row.listOptions.insets == nil, let insets { row.listOptions.insets = insets.cell }
        }
    }
    /// Hides (or shows) the row's separators at `edges`: the line above the row and the one below.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifyingRows { row in
            if edges.contains(.top) { row.listOptions.hidesSeparatorAbove = visibility == .hidden }
            if edges.contains(.bottom) { row.listOptions.hidesSeparatorBelow = visibility == .hidden }
        }
    }
    /// The colour of the row's separators at `edges` (nil: the separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifyingRows { row in
            if edges.contains(.top) { row.listOptions.separatorTintAbove = color?.dynamic }
            if edges.contains(.bottom) { row.listOptions.separatorTintBelow = color?.dynamic }
        }
    }
    /// Plain lists: shows or hides the separator above (`.top`) and below (`.bottom`) a section
    /// (on a `Section`, or a row: its section's first row decides the top, its last the bottom).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let shown: Bool? = visibility == .automatic ? nil : visibility == .visible
        return modifyingRows { row in
            if edges.contains(.top) { row.listOptions.sectionSeparatorAbove = shown }
            if edges.contains(.bottom) { row.listOptions.sectionSeparatorBelow = shown }
        }
    }
}

/// Views made from a collection (`ForEach`, and it with `.onDelete`/`.onMove`): the content
/// those two modifiers apply to.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}
extension RowModifierView: DynamicViewContent where Content: DynamicViewContent {}

extension DynamicViewContent {
    /// Deletion by swipe or in editing: in edit mode each row shows the red delete control.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RowModifierView(content: self) { if action != nil { $0.editingControl = .delete } }
    }
    /// Reordering in editing: in edit mode each row shows the reorder handle.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RowModifierView(content: self) { if action != nil { $0.showsReorderControl = true } }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `.onDelete` hands them over:
    /// `.onDelete { items.remove(atOffsets: $0) }`. Offsets outside the collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets, in order, to just before the element that was at
    /// `destination`, as `.onMove` hands them over: `.onMove { items.move(fromOffsets: $0,
    /// toOffset: $1) }`. Offsets outside the collection are ignored; a `destination` past the
    /// end moves them to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }
        let staying = elements.indices.filter { !source.contains($0) }
        let split = staying.firstIndex { $0 >= destination } ?? staying.count
        var index = startIndex
        for offset in Array(staying[..<split]) + moving + Array(staying[split...]) {
            self[index] = elements[offset]
            formIndex(after: &index)
        }
    }
}
