/// A reusable section provider (SwiftTableSpaces' `SwiftTableSpaceable`): it supplies its
/// rows and optionally a default header or footer title, or a custom header view. A table
/// space is section content, so it sits in a table like a ``TableSection``.
public protocol TableSpace: SectionContent {
    /// The rows of this space's section.
    @RowBuilder var rows: [any RowContent] { get }
    /// A default header title (nil: none).
    var headerTitle: String? { get }
    /// A default footer title (nil: none).
    var footerTitle: String? { get }
    /// A custom header view; when set it replaces the default header title.
    var headerView: SectionSupplement? { get }
}

extension TableSpace {
    /// No default header title.
    public var headerTitle: String? { nil }
    /// No default footer title.
    public var footerTitle: String? { nil }
    /// No custom header view.
    public var headerView: SectionSupplement? { nil }

    /// The space as one section.
    public func sections() throws(CellError) -> [TableSection] {
        let header = headerView ?? headerTitle.map { SectionSupplement.title($0) }
        return [TableSection(header: header, footer: footerTitle.map { .title($0) }) { rows }]
    }
}
