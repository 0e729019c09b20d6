import CellShotLayout
import CellShotRaster

/// A view that is native table rows inside a `List` or `Form` (a `Toggle` is a switch row, a
/// `NavigationLink` a row with the disclosure chevron…); nil where its content has no native
/// row (a custom label), and the view is then drawn as it is inside the cell margins.
protocol TableRowConvertible {
    var tableRows: [Row]? { get }
}

/// A view that is a table section inside a `List` or `Form`.
protocol TableSectionConvertible {
    var tableSection: TableSection { get }
}

/// A modifier that changes the rows (or sections) of its content inside a `List` or `Form`.
protocol TableRowModifier {
    var rowContent: AnyCellView { get }
    /// The content insets of rows drawn from views inside, nil to keep the outer ones.
    var rowInsets: EdgeInsets? { get }
    /// The badge of rows drawn from views inside (`.badge`), nil to keep the outer one.
    var rowBadge: String? { get }
    func modify(_ row: inout Row)
}

/// The content of a `List`, `Form` or `Section` lowered onto CellShot's table engine: views
/// become rows, `Section`s sections, groups and `ForEach` their views' rows.
enum ListLowering {
    /// A row, or a section with its own rows.
    enum Item {
        case row(Row)
        case section(TableSection)
    }

    /// Nesting beyond this many views is drawn as one row (the view engine reports its own limit).
    static let maxDepth = 64

    /// The sections of `content`: consecutive rows outside a `Section` form one section
    /// without header, as SwiftUI draws them.
    static func sections(_ content: some View) -> [TableSection] {
        var sections: [TableSection] = []
        var loose: [Row] = []
        let all = items(content, depth: 0)
        loose.reserveCapacity(all.count)
        for item in all {
            switch item {
            case let .row(row): loose.append(row)
            case let .section(section):
                if !loose.isEmpty { sections.append(TableSection(rows: loose)); loose = [] }
                sections.append(section)
            }
        }
        if !loose.isEmpty { sections.append(TableSection(rows: loose)) }
        return sections
    }

    /// The rows of a section's content (a `Section` inside a `Section` adds its rows).
    static func rows(_ content: some View) -> [Row] {
        items(content, depth: 0).flatMap { item -> [Row] in
            switch item {
            case let .row(row): return [row]
            case let .section(section): return (try? section.rows()) ?? []
            }
        }
    }

    /// The items of one view, looking through groups, `ForEach`, type erasure and custom views'
    /// bodies down to the views that are rows.
    static func items(_ view: any CellView, depth: Int) -> [Item] {
        if let erased = view as? AnyCellView { return items(erased.wrapped, depth: depth) }
        guard depth < maxDepth else { return [.row(contentRow(view))] }
        // A text (a list's usual row) by its own type first: cheaper than the protocol casts.
        if let text = view as? Text, let rows = text.tableRows { return rows.map { .row(leaf($0)) } }
        if let section = view as? any TableSectionConvertible { return [.section(section.tableSection)] }
        if let convertible = view as? any TableRowConvertible, let rows = convertible.tableRows { return rows.map { .row(leaf($0)) } }
        if let modifier = view as? any TableRowModifier {
            let inner = $rowInsets.withValue(modifier.rowInsets ?? rowInsets) {
                $rowBadge.withValue(modifier.rowBadge ?? rowBadge) { items(modifier.rowContent, depth: depth + 1) }
            }
            return inner.map { item -> Item in
                switch item {
                case var .row(row):
                    modifier.modify(&row)
                    return .row(row)
                case var .section(section):
                    section = TableSection(header: section.header, footer: section.footer,
                                           rows: ((try? section.rows()) ?? []).map { var row = $0; modifier.modify(&row); return row })
                    return .section(section)
                }
            }
        }
        if let children = view.listedChildren {
            // Sized once for a row per child: a `ForEach` of many rows is not copied as it grows.
            var all: [Item] = []
            all.reserveCapacity(children.count)
            for child in children { all += items(child, depth: depth + 1) }
            return all
        }
        // A view that reads preferences settles them in its row's own layout passes.
        if let reader = view as? any PreferenceReading, reader.readsPreferences { return [.row(contentRow(view))] }
        if let colored = foregroundColored(view, depth: depth) { return colored }
        if let scoped = view as? any EnvironmentScopedView {
            // The content's rows read the changed environment (`.pickerStyle`, `.tint`…).
            var inner: [Item] = []
            scoped.scope(CellEnvironment.resolving ?? .standard) { environment in
                inner = CellEnvironment.$resolving.withValue(environment) { items(scoped.scopedContent, depth: depth + 1) }
            }
            return inner
        }
        if view is any PrimitiveCellView || view is EmptyView {
            return view is EmptyView ? [] : [.row(contentRow(view))]
        }
        // A custom view: its body's views are the rows (a body of several views makes several
        // rows); a body that is one drawn view makes this view one row.
        let inner = items(view.body, depth: depth + 1)
        if inner.count == 1, case let .row(row) = inner[0], row.isContentRow { return [.row(contentRow(view))] }
        return inner
    }

    /// A `.foregroundStyle` around views that are native rows: those rows with their text and
    /// image in its colour where they have none of their own (nil: not such a modifier, or its
    /// content has a row drawn from a view or a section, so the view is drawn as it is).
    static func foregroundColored(_ view: any CellView, depth: Int) -> [Item]? {
        guard let (color, content) = (view as? ModifiedContentView)?.foregroundColorChange else { return nil }
        var rows: [Row] = []
        for case let item in items(content, depth: depth + 1) {
            guard case var .row(row) = item, !row.isContentRow else { return [.row(contentRow(view))] }
            row.attributes.textColor = row.attributes.textColor ?? color
            row.attributes.imageTintColor = row.attributes.imageTintColor ?? color
            rows.append(row)
        }
        return rows.map { .row($0) }
    }

    /// The table style of the list being lowered (rows and supplements place their content by it).
    @TaskLocal static var style: TableStyle = .insetGrouped
    /// The `.listRowInsets` of the views being lowered (nil: the cell margins).
    @TaskLocal static var rowInsets: EdgeInsets?
    /// The `.badge` of the views being lowered (nil: none).
    @TaskLocal static var rowBadge: String?

    /// A row as SwiftUI shows it in edit mode: no editing control unless its `ForEach` has
    /// `.onDelete` (which sets the delete control back).
    static func leaf(_ row: Row) -> Row {
        var row = row
        row.editingControl = .none
        return row
    }

    /// UIKit's layout margin for a table `width` points wide: 16 pt, 20 pt from 414 pt.
    static func margin(tableWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// The margin inside a row `width` points wide in `style` (inset-grouped rows are two
    /// margins narrower than the table).
    static func margin(rowWidth width: Double, _ style: TableStyle) -> Double {
        style == .insetGrouped ? (width >= 374 ? 20 : 16) : margin(tableWidth: width)
    }

    /// The view `make` gives for a width, laid out that wide with the custom environment values
    /// (objects put there with `.environment(_:)` too) of the lowering: they are read now, as
    /// the list is lowered, for the layout that comes later.
    static func deferred(_ make: @escaping (Double) -> AnyCellView) -> (Double, CellEnvironment) throws(CellError) -> LayoutTree {
        let custom = EnvironmentValues.Scope.custom
        return { width, environment throws(CellError) in
            let result = EnvironmentValues.Scope.$custom.withValue(custom) {
                Result { () throws(CellError) in try make(width).layout(width: width, environment: environment, background: .clear) }
            }
            return try result.get()
        }
    }

    /// `view` drawn as it is, leading-aligned and vertically centred inside the cell margins
    /// (16 pt, 20 pt on tables 414 pt wide and more; 11 pt above and below, 44 pt at least) or
    /// the `.listRowInsets` around it; a `.badge` trailing in the secondary colour, vertically
    /// centred, as iOS shows a badge beside a row's own content.
    static func contentRow(_ view: any CellView) -> Row {
        let style = ListLowering.style, own = rowInsets
        var content = AnyCellView(view)
        if let badge = rowBadge {
            content = AnyCellView(HStack {
                content.frame(maxWidth: .infinity, alignment: .leading)
                Text(verbatim: badge).foregroundStyle(.secondary)
            })
        }
        let layout = deferred { width in
            let margin = margin(rowWidth: width, style)
            let insets = own ?? EdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin)
            // 44 pt at least, as SwiftUI's default minimum row height.
            return AnyCellView(content.frame(maxWidth: .infinity, minHeight: max(0, 44 - insets.top - insets.bottom), alignment: .leading)
                .padding(insets))
        }
        var row = Row(kind: "view") { width, environment, _ throws(CellError) in try layout(width, environment) }
        row.text = contentRowMarker
        row.listOptions.separatorFollowsText = true
        return leaf(row)
    }

    /// A header or footer view, leading-aligned where the rows' content starts.
    static func supplementView(_ view: AnyCellView, top: Double, bottom: Double) -> SectionSupplement {
        let style = ListLowering.style
        return .layout(kind: "view", deferred { width in
            let margin = margin(tableWidth: width)
            let inset = margin + (style == .insetGrouped ? margin : 0)
            return AnyCellView(view.frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: top, leading: inset, bottom: bottom, trailing: inset)))
        })
    }

    /// The text of rows drawn from a view (never shown: such rows draw their view).
    static let contentRowMarker = "\u{0}view"
}

extension Row {
    /// Whether this row draws a view as it is (``ListLowering/contentRow(_:)``).
    var isContentRow: Bool { text == ListLowering.contentRowMarker }
}

extension ListLowering {
    /// The title a view shows as a button or option: a text's, a `Label`'s, or "".
    static func title(of view: Any) -> String {
        let view = single(view)
        if let text = view as? Text { return text.plain }
        if let label = view as? any SymbolLabelRow { return label.symbolRow?.text ?? "" }
        return ""
    }

    /// The one view a builder block or type erasure holds (a block of one view is a group of one).
    static func single(_ view: Any) -> Any {
        var view = view
        for _ in 0..<maxDepth {
            if let erased = view as? AnyCellView { view = erased.wrapped }
            else if let group = view as? GroupView, group.childViews.count == 1 { view = group.childViews[0] }
            else { break }
        }
        return view
    }
}
