/// How tall a row, header or footer is: self-sizing or a fixed height in points.
/// Estimated heights do not exist here: they never change pixels.
public enum RowHeight: Hashable, Sendable {
    /// Sized by its content (UITableView.automaticDimension); rows are at least 44 pt.
    case automatic
    /// Exactly this many points (content taller than that is clipped).
    case fixed(Double)

    /// A height computed from a model, as TableViewLiaison's `setHeight { model in … }`.
    public static func computed<Model>(from model: Model, _ height: (Model) -> Double) -> RowHeight {
        .fixed(height(model))
    }
}
