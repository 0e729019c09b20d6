/// Children top to bottom, `spacing` points apart (8 by default), aligned horizontally by
/// `alignment`. Space is shared among flexible children as in ``HStackView``.
public struct VStackView: PrimitiveCellView {
    var alignment: HorizontalViewAlignment
    var spacing: Double
    var children: [AnyCellView]
    /// A front's own guide the children line up on instead of `alignment`.
    var guide: CustomGuide?

    /// A column of the views in `content`.
    public init(alignment: HorizontalViewAlignment = .center, spacing: Double = 8, @CellViewBuilder content: () -> GroupView) {
        self.alignment = alignment; self.spacing = spacing; self.children = content().children
    }

    /// The views in `content` lined up on a front's own guide (nil: on `alignment`).
    package init(alignment: HorizontalViewAlignment, guide: CustomGuide?, spacing: Double, @CellViewBuilder content: () -> GroupView) {
        self.init(alignment: alignment, spacing: spacing, content: content)
        self.guide = guide
    }
}
