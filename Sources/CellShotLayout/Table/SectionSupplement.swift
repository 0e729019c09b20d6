/// A section header or footer: a title in the table style's text style, or any view.
public struct SectionSupplement {
    enum Content {
        case title(String)
        case embedded(EmbeddedContent)
    }
    let content: Content
    /// `.automatic` sizes it by its content; a fixed height clips or pads it.
    public var height: RowHeight

    /// A title: footnote uppercase secondaryLabel in grouped tables, headline label in plain
    /// ones (headers); footnote secondaryLabel (footers).
    public static func title(_ text: String, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .title(text), height: height)
    }

    /// A custom header or footer view (SwiftTableSpaces' header views), laid out across the
    /// table's width on the table background.
    public static func view(_ view: some CellView, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .embedded(EmbeddedContent(kind: "view") { width, environment, _ throws(CellError) in
            try view.layout(width: width, environment: environment, background: .clear)
        }), height: height)
    }

    /// A card cell as a header or footer.
    public static func cell(_ cell: Cell, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .embedded(EmbeddedContent(kind: "cell") { width, environment, _ throws(CellError) in
            try cell.layout(width: width, environment: environment)
        }), height: height)
    }
}
