/// Zero or more sections of a table: a ``TableSection``, a ``TableSpace`` or a composition
/// (``TableSection/Group``, ``TableSection/ForEach``, ``TableSection/Stylished``).
public protocol SectionContent {
    /// The sections, each with its enclosing modifiers merged in.
    func sections() throws(TableError) -> [TableSection]
}

/// Builds a table's sections from statements, `if`/`else`, optionals and `for` loops.
@resultBuilder
public enum TableBuilder {
    /// One value.
    public static func buildExpression(_ content: some SectionContent) -> [any SectionContent] { [content] }
    /// A list built elsewhere.
    public static func buildExpression(_ content: [any SectionContent]) -> [any SectionContent] { content }
    /// Statements in order.
    public static func buildBlock(_ parts: [any SectionContent]...) -> [any SectionContent] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [any SectionContent]?) -> [any SectionContent] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first: [any SectionContent]) -> [any SectionContent] { first }
    /// The `else` branch.
    public static func buildEither(second: [any SectionContent]) -> [any SectionContent] { second }
    /// A `for` loop.
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
