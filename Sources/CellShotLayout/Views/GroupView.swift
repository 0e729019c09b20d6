/// Several views as one: inside a stack its views become the stack's own children;
/// anywhere else they are stacked vertically with no spacing.
public struct GroupView: PrimitiveCellView {
    /// The views, in order.
    let children: [AnyCellView]

    /// The views the builder block produces.
    public init(@CellViewBuilder _ content: () -> GroupView) { self = content() }

    init(_ children: [AnyCellView]) { self.children = children }
}

/// One view per element of a collection, like a `for … in` loop inside a builder block.
public struct ForEachView: PrimitiveCellView {
    /// The views, in the collection's order.
    let children: [AnyCellView]

    /// A view for each element of `data`.
    public init<Data: Sequence, Content: CellView>(_ data: Data, @CellViewBuilder content: (Data.Element) -> Content) {
        children = data.map { AnyCellView(content($0)) }
    }
}
