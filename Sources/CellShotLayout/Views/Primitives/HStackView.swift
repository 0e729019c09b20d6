/// Children side by side, leading to trailing, `spacing` points apart (8 by default),
/// aligned vertically by `alignment`. Space is shared among flexible children: least
/// flexible first, higher ``CellView/layoutPriority(_:)`` first.
public struct HStackView: PrimitiveCellView {
    var alignment: VerticalViewAlignment
    var spacing: Double
    var children: [AnyCellView]

    /// A row of the views in `content`.
    public init(alignment: VerticalViewAlignment = .center, spacing: Double = 8, @CellViewBuilder content: () -> GroupView) {
        self.alignment = alignment; self.spacing = spacing; self.children = content().children
    }
}
