/// The result builder behind ``RowBuilder`` and ``TableBuilder``: statements, `if`/`else`,
/// optionals and `for` loops become one flat list, in order.
@resultBuilder
public enum ListBuilder<Element> {
    /// One value.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Statements in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first: [Element]) -> [Element] { first }
    /// The `else` branch.
    public static func buildEither(second: [Element]) -> [Element] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
