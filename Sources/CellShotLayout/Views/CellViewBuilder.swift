/// Builds a list of views from `{ … }` blocks: any number of views, `if`/`else`, `switch`,
/// optionals (`if let`) and `for … in` loops.
@resultBuilder
public enum CellViewBuilder {
    /// One view as a list.
    public static func buildExpression<V: CellView>(_ view: V) -> [AnyCellView] { [AnyCellView(view)] }
    /// Consecutive statements, in order.
    public static func buildBlock(_ parts: [AnyCellView]...) -> [AnyCellView] { joined(parts) }
    /// A block of one statement.
    public static func buildBlock(_ part: [AnyCellView]) -> [AnyCellView] { part }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AnyCellView]?) -> [AnyCellView] { part ?? [] }
    /// The `if` branch of an `if`/`else` (or a `switch` case).
    public static func buildEither(first part: [AnyCellView]) -> [AnyCellView] { part }
    /// The `else` branch of an `if`/`else` (or a `switch` case).
    public static func buildEither(second part: [AnyCellView]) -> [AnyCellView] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[AnyCellView]]) -> [AnyCellView] { joined(parts) }
    /// `if #available` blocks.
    public static func buildLimitedAvailability(_ part: [AnyCellView]) -> [AnyCellView] { part }
    /// The whole block as one view (its views are spliced into an enclosing stack).
    public static func buildFinalResult(_ parts: [AnyCellView]) -> GroupView { GroupView(parts) }

    /// The parts' views in one array, allocated once.
    private static func joined(_ parts: [[AnyCellView]]) -> [AnyCellView] {
        var all: [AnyCellView] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { all += part }
        return all
    }
}
