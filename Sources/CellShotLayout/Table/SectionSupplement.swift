/// A section header or footer: a title in the table style's text style, or a custom view.
public struct SectionSupplement: Sendable {
    enum Content: Sendable {
        case title(String)
        case embedded(EmbeddedContent)
    }
    let content: Content
    /// `.automatic` sizes it by its content; a fixed height clips or pads it.
    public var height: RowHeight

    /// A title: footnote uppercase secondaryLabel in grouped tables, bold label in plain ones
    /// (headers); footnote secondaryLabel (footers).
    public static func title(_ text: String, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .title(text), height: height)
    }

    /// A card cell as a custom header or footer view.
    public static func cell(_ cell: Cell, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .embedded(EmbeddedContent(kind: "cell") { width, environment throws(CellError) in
            try cell.layout(width: width, environment: environment)
        }), height: height)
    }

    /// A custom header or footer built from rows' look: a single-row block with its own text
    /// font, colour and alignment, drawn on the table background (SwiftTableSpaces' header views).
    public static func view(_ row: Row, height: RowHeight = .automatic) -> SectionSupplement {
        SectionSupplement(content: .embedded(EmbeddedContent(kind: "header") { width, environment throws(CellError) in
            try HeaderViewLayout.layout(row, width: width, environment: environment)
        }), height: height)
    }
}
