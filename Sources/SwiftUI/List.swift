import CellShotLayout

/// Rows in sections, drawn by CellShot's table engine with UIKit's metrics (the same engine
/// and pixels as `TableView`): `Section`s become table sections, controls their native rows
/// (`Toggle` a switch row, `NavigationLink` a row with the chevron…), other views are drawn
/// inside the cell margins. The style is `.listStyle(_:)`'s, inset-grouped by default.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// A list of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    /// A list with single selection (nothing is selected in a snapshot unless a row says so).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A list with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: AnyCellView { return AnyCellView(TableContentView(ListLowering.table(content, defaultStyle: .insetGrouped))) }
}

extension List where SelectionValue == Never {
    /// A row for each identifiable element.
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// A row for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                       @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A form: a `List` drawn inset-grouped, as iOS draws a Form, its controls as Settings rows.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: AnyCellView { return AnyCellView(TableContentView(ListLowering.table(content, defaultStyle: .insetGrouped))) }
}

/// A section of a `List` or `Form`: a header and footer (strings or views) around its rows.
/// Outside a list its views are stacked vertically.
public struct Section<Parent: View, Content: View, Footer: View>: View, TableSectionConvertible {
    let header: Parent?, footer: Footer?, content: Content
    let headerTitle: String?, footerTitle: String?

    init(header: Parent?, headerTitle: String?, footer: Footer?, footerTitle: String?, content: Content) {
        self.header = header; self.headerTitle = headerTitle; self.footer = footer; self.footerTitle = footerTitle; self.content = content
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), headerTitle: nil, footer: footer(), footerTitle: nil, content: content())
    }

    public var body: GroupView {
        return GroupView {
            if let header { header }
            content
            if let footer { footer }
        }
    }

    var tableSection: TableSection {
        let prominent = EnvironmentValues.current[HeaderProminenceKey.self] == .increased
        return TableSection(header: supplement(header, headerTitle, prominent: prominent), footer: supplement(footer, footerTitle, prominent: false),
                            rows: ListLowering.rows(content))
    }

    /// A title (as the table style draws titles) or a view laid out inside the margins.
    private func supplement<V: View>(_ view: V?, _ title: String?, prominent: Bool) -> SectionSupplement? {
        var title = title
        if title == nil, let view, let text = ListLowering.single(view) as? Text { title = text.rowTitle }
        if let title {
            guard prominent else { return .title(title) }
            return ListLowering.supplementView(AnyCellView(Text(title).font(.title3).fontWeight(.semibold)), top: 17, bottom: 8)
        }
        guard let view, !(view is EmptyView) else { return nil }
        if let group = ListLowering.single(view) as? GroupView, group.childViews.isEmpty { return nil }
        return ListLowering.supplementView(AnyCellView(view), top: 17, bottom: 7)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, headerTitle: nil, footer: nil, footerTitle: nil, content: content())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a header title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: nil, headerTitle: Text(title).rowTitle ?? "", footer: nil, footerTitle: nil, content: content())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: nil, headerTitle: String(title), footer: nil, footerTitle: nil, content: content())
    }
}

extension Section where Parent == Text {
    /// A section with a header title and a footer view.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, headerTitle: Text(title).rowTitle ?? "", footer: footer(), footerTitle: nil, content: content())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, headerTitle: String(title), footer: footer(), footerTitle: nil, content: content())
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), headerTitle: nil, footer: nil, footerTitle: nil, content: content())
    }
    /// A section with a header view (the older argument order).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, headerTitle: nil, footer: nil, footerTitle: nil, content: content())
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, headerTitle: nil, footer: footer(), footerTitle: nil, content: content())
    }
}

extension Section {
    /// A section with header and footer views (the older argument order).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, headerTitle: nil, footer: footer, footerTitle: nil, content: content())
    }
}

extension ListLowering {
    /// The table `content` makes in the environment's list style (or `defaultStyle`), editing
    /// mode, tint and background.
    static func table(_ content: some View, defaultStyle: TableStyle) -> TableView {
        let env = EnvironmentValues.current
        let style = env[ListStyleKey.self] ?? defaultStyle
        var table = TableView(style: style, sections: revealing(ListLowering.$style.withValue(style) { sections(content) }, env[RevealedSwipeKey.self]))
        table.isEditing = env.editMode?.wrappedValue.isEditing ?? false
        table.tint = env[TintKey.self]
        if env[ScrollContentBackgroundKey.self] == .hidden { table.backgroundColor = .clear }
        return table
    }
}

extension Text {
    /// The string of a text without styling of its own (nil for styled text, drawn as a view).
    var rowTitle: String? {
        guard isUnstyled else { return nil }
        return plain
    }
}
