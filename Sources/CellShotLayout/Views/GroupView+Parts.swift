extension GroupView {
    /// The views, in order (a `PreviewProvider`'s group becomes one preview per view).
    package var views: [AnyCellView] { children }
}

extension ForEachView {
    /// The views, in the collection's order.
    package var views: [AnyCellView] { children }
}

extension AnyCellView {
    /// The wrapped view.
    package var base: any CellView { view }
}
