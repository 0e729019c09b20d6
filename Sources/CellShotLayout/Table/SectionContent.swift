/// Zero or more sections of a table: a ``TableSection``, a ``TableSpace`` or a composition
/// (``TableSection/Group``, ``TableSection/ForEach``, ``TableSection/Stylished``).
public protocol SectionContent {
    /// The sections, each with its enclosing modifiers merged in.
    func sections() throws(TableError) -> [TableSection]
}

/// Builds a table's sections from statements, `if`/`else`, optionals and `for` loops.
@resultBuilder
public enum TableBuilder {
    public static func buildExpression(_ content: some SectionContent) -> [any SectionContent] { [content] }
    public static func buildExpression(_ content: [any SectionContent]) -> [any SectionContent] { content }
    public static func buildBlock(_ parts: [any SectionContent]...) -> [any SectionContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any SectionContent]?) -> [any SectionContent] { part ?? [] }
    public static func buildEither(first: [any SectionContent]) -> [any SectionContent] { first }
    public static func buildEither(second: [any SectionContent]) -> [any SectionContent] { second }
    public static func buildArray(_ parts: [[any SectionContent]]) -> [any SectionContent] { parts.flatMap { $0 } }
}

extension Array: SectionContent where Element == any SectionContent {
    /// Every element's sections, in order.
    public func sections() throws(TableError) -> [TableSection] {
        var out: [TableSection] = []
        for part in self { out += try part.sections() }
        return out
    }
}
