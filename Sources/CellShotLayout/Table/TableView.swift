import CellShotRaster

/// A table: sections of rows in a UIKit table style, laid out to a ``LayoutTree`` and
/// rendered like a UITableView, without UIKit. Build it with the ``TableBuilder`` DSL
/// (AveTableBuilder style) or from an array of ``TableSection``s.
public struct TableView {
    /// Plain, grouped or inset-grouped.
    public var style: TableStyle
    /// Hairlines between rows, or none.
    public var separatorStyle: SeparatorStyle = .singleLine
    /// Editing mode: rows show their editing control (delete / insert) and reorder handle, and
    /// hide their accessories.
    public var isEditing = false
    /// The tint of checkmarks, detail buttons, action rows and value2 labels.
    public var tint: DynamicColor = .systemBlue
    /// Replaces the style's background (systemBackground / systemGroupedBackground).
    public var backgroundColor: DynamicColor?
    let content: [any SectionContent]

    /// A table built with the DSL: `TableView(style: .insetGrouped) { TableSection("Drinks") { … } }`.
    public init(style: TableStyle = .insetGrouped, @TableBuilder _ content: () -> [any SectionContent]) {
        self.style = style
        self.content = content()
    }

    /// A table from data.
    public init(style: TableStyle = .insetGrouped, sections: [TableSection]) {
        self.style = style
        self.content = sections
    }

    /// The sections as laid out, with every modifier merged.
    public func sections() throws(CellError) -> [TableSection] { try content.sections() }

    /// Lays the table out `width` points wide: the whole content (height = content), or only
    /// `viewport`'s window. A full layout taller than `TableLimits.maxPixelHeight` device pixels
    /// throws ``CellError/tooTall(pixels:maximum:)``.
    public func layout(width: Double, environment: CellEnvironment = .standard,
                       viewport: Viewport? = nil) throws(CellError) -> LayoutTree {
        try environment.withFonts { () throws(CellError) -> LayoutTree in try laidOut(width: width, environment: environment, viewport: viewport) }
    }

    private func laidOut(width: Double, environment: CellEnvironment, viewport: Viewport?) throws(CellError) -> LayoutTree {
        var engine = try TableLayoutEngine(table: self, width: width, env: environment)
        return try engine.layout(viewport: viewport, top: 0).tree
    }

    /// Lays out and rasterizes the table (see ``layout(width:environment:viewport:)``).
    public func render(width: Double, environment: CellEnvironment = .standard,
                       viewport: Viewport? = nil) throws(CellError) -> Image {
        try layout(width: width, environment: environment, viewport: viewport).renderTable()
    }

    /// This table in another separator style.
    public func separatorStyle(_ style: SeparatorStyle) -> TableView { var table = self; table.separatorStyle = style; return table }
    /// This table in editing mode (or not).
    public func editing(_ isEditing: Bool = true) -> TableView { var table = self; table.isEditing = isEditing; return table }
    /// This table with another tint.
    public func tint(_ tint: DynamicColor) -> TableView { var table = self; table.tint = tint; return table }
}

extension LayoutTree {
    /// Renders a table or screen tree, mapping rasterizer failures to ``CellError``.
    func renderTable() throws(CellError) -> Image {
        do { return try render() } catch { throw .at(path: "table", error) }
    }
}
