/// Zero or more rows of a section: a ``Row``, a control row, or a composition
/// (``Row/Group``, ``Row/ForEach``, ``Row/MultiSelection``). Rows are produced when the table
/// is laid out, so bad input (duplicate identifiers) surfaces as a ``CellError`` there.
public protocol RowContent {
    /// The rows, each with its modifiers already merged (deepest wins).
    func rows() throws(CellError) -> [Row]
}

/// Builds a section's rows from statements, `if`/`else`, optionals and `for` loops, as
/// AveTableBuilder's sections do.
public typealias RowBuilder = ListBuilder<any RowContent>

extension Array: RowContent where Element == any RowContent {
    /// Every element's rows, in order.
    public func rows() throws(CellError) -> [Row] {
        var out: [Row] = []
        for part in self { out += try part.rows() }
        return out
    }
}
