/// Children placed by a ``CustomLayout`` of your own; named `layout` in the tree.
public struct CustomLayoutView: PrimitiveCellView {
    var layout: any CustomLayout
    var children: [AnyCellView]

    /// The views in `content`, sized and placed by `layout`.
    public init(_ layout: any CustomLayout, @CellViewBuilder content: () -> GroupView) {
        self.layout = layout; self.children = content().children
    }
}
