/// Children on top of each other (first at the back), aligned by `alignment`; the stack is
/// as large as its largest child.
public struct ZStackView: PrimitiveCellView {
    var alignment: ViewAlignment
    var children: [AnyCellView]

    /// The views in `content`, back to front.
    public init(alignment: ViewAlignment = .center, @CellViewBuilder content: () -> GroupView) {
        self.alignment = alignment; self.children = content().children
    }
}
