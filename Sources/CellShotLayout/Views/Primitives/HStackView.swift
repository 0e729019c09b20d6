/// Children side by side, leading to trailing, `spacing` points apart (8 by default),
/// aligned vertically by `alignment`. Space is shared among flexible children: least
/// flexible first, higher ``CellView/layoutPriority(_:)`` first.
public struct HStackView: PrimitiveCellView {
    var alignment: VerticalViewAlignment
    var spacing: Double
    var children: [AnyCellView]
    /// A front's own guide the children line up on instead of `alignment`.
    var guide: CustomGuide?

    /// A row of the views in `content`.
    public init(alignment: VerticalViewAlignment = .center, spacing: Double = 8, @CellViewBuilder content: () -> GroupView) {
        self.alignment = alignment; self.spacing = spacing; self.children = content().children
    }

    /// The views in `content` lined up on a front's own guide (nil: on `alignment`).
    package init(alignment: VerticalViewAlignment, guide: CustomGuide?, spacing: Double, @CellViewBuilder content: () -> GroupView) {
        self.init(alignment: alignment, spacing: spacing, content: content)
        self.guide = guide
    }
}
