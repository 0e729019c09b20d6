/// A type-erased view: any ``CellView`` as one type, for arrays and stored properties.
public struct AnyCellView: PrimitiveCellView {
    /// The wrapped view.
    let view: any CellView

    /// Wraps `view` (an `AnyCellView` is not wrapped twice).
    public init<V: CellView>(_ view: V) {
        // Comparing types spares every other view a cast (a runtime look-up).
        if V.self == AnyCellView.self { self.view = unsafeBitCast(view, to: AnyCellView.self).view } else { self.view = view }
    }
}
