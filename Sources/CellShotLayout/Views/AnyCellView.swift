/// A type-erased view: any ``CellView`` as one type, for arrays and stored properties.
public struct AnyCellView: PrimitiveCellView {
    /// The wrapped view.
    let view: any CellView

    /// Wraps `view` (an `AnyCellView` is not wrapped twice).
    public init<V: CellView>(_ view: V) {
        if let erased = view as? AnyCellView { self.view = erased.view } else { self.view = view }
    }
}
