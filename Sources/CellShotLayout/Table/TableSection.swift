/// One section of a table: an optional header and footer and its rows. Modifiers on a section
/// reach every row inside that does not set the same property itself.
public struct TableSection: SectionContent, RowModifiable {
    /// The header: a title or a view.
    public var header: SectionSupplement?
    /// The footer: a title or a view.
    public var footer: SectionSupplement?
    /// Modifiers for every row inside.
    public var attributes = RowAttributes()
    let content: [any RowContent]
    /// Rows given as data (``init(header:footer:rows:)``), kept as one array: no boxed value per row.
    var plainRows: [Row] = []
    /// Set by ``TableSection/Stylished``: coloured rows and larger headers.
    var isStylished = false

    /// A section with optional header and footer titles, built like AveTableBuilder's
    /// `Section("Drinks") { … }`.
    public init(_ header: String? = nil, footer: String? = nil, @RowBuilder rows: () -> [any RowContent]) {
        self.header = header.map { .title($0) }
        self.footer = footer.map { .title($0) }
        self.content = rows()
    }

    /// A section from data, for code that builds tables from models (TableViewLiaison, CellKit).
    public init(header: SectionSupplement? = nil, footer: SectionSupplement? = nil, rows: [Row]) {
        self.header = header; self.footer = footer
        self.content = []
        self.plainRows = rows
    }

    /// A section with custom header or footer views and rows from a builder.
    public init(header: SectionSupplement?, footer: SectionSupplement? = nil, @RowBuilder rows: () -> [any RowContent]) {
        self.header = header; self.footer = footer
        self.content = rows()
    }

    /// This section with a custom header.
    public func header(_ header: SectionSupplement?) -> TableSection {
        var section = self; section.header = header; return section
    }

    /// This section with a custom footer.
    public func footer(_ footer: SectionSupplement?) -> TableSection {
        var section = self; section.footer = footer; return section
    }

    /// The section itself.
    public func sections() throws(CellError) -> [TableSection] { [self] }

    /// The rows with the section's modifiers merged under their own.
    public func rows() throws(CellError) -> [Row] {
        guard content.isEmpty else { return try Row.Group { content }.merging(attributes).rows() }
        return Row.Group.inheriting(attributes, plainRows)
    }
}

