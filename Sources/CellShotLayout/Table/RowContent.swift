/// Zero or more rows of a section: a ``Row``, a control row, or a composition
/// (``Row/Group``, ``Row/ForEach``, ``Row/MultiSelection``). Rows are produced when the table
/// is laid out, so bad input (duplicate identifiers) surfaces as a ``TableError`` there.
public protocol RowContent {
    /// The rows, each with its modifiers already merged (deepest wins).
    func rows() throws(TableError) -> [Row]
}

/// Builds a section's rows from statements, `if`/`else`, optionals and `for` loops, as
/// AveTableBuilder's sections do.
@resultBuilder
public enum RowBuilder {
    public static func buildExpression(_ content: some RowContent) -> [any RowContent] { [content] }
    public static func buildExpression(_ content: [any RowContent]) -> [any RowContent] { content }
    public static func buildBlock(_ parts: [any RowContent]...) -> [any RowContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any RowContent]?) -> [any RowContent] { part ?? [] }
    public static func buildEither(first: [any RowContent]) -> [any RowContent] { first }
    public static func buildEither(second: [any RowContent]) -> [any RowContent] { second }
    public static func buildArray(_ parts: [[any RowContent]]) -> [any RowContent] { parts.flatMap { $0 } }
}

extension Array: RowContent where Element == any RowContent {
    /// Every element's rows, in order.
    public func rows() throws(TableError) -> [Row] {
        var out: [Row] = []
        for part in self { out += try part.rows() }
        return out
    }
}
