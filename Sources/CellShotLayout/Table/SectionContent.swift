/// Zero or more sections of a table: a ``TableSection``, a ``TableSpace`` or a composition
/// (``TableSection/Group``, ``TableSection/ForEach``, ``TableSection/Stylished``).
public protocol SectionContent {
    /// The sections, each with its enclosing modifiers merged in.
    func sections() throws(CellError) -> [TableSection]
}

/// Builds a table's sections from statements, `if`/`else`, optionals and `for` loops.
public typealias TableBuilder = ListBuilder<any SectionContent>

extension Array: SectionContent where Element == any SectionContent {
    /// Every element's sections, in order.
    public func sections() throws(CellError) -> [TableSection] {
        var out: [TableSection] = []
        for part in self { out += try part.sections() }
        return out
    }
}
