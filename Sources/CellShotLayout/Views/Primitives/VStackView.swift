/// Children top to bottom, `spacing` points apart (8 by default), aligned horizontally by
/// `alignment`. Space is shared among flexible children as in ``HStackView``.
public struct VStackView: PrimitiveCellView {
    var alignment: HorizontalViewAlignment
    var spacing: Double
    var children: [AnyCellView]

    /// A column of the views in `content`.
    public init(alignment: HorizontalViewAlignment = .center, spacing: Double = 8, @CellViewBuilder content: () -> GroupView) {
        self.alignment = alignment; self.spacing = spacing; self.children = content().children
    }
}
