/// One row (``Row`` or a control row such as ``Row/Switch``): the per-row modifiers for
/// height, visual state, editing and swipe actions.
public protocol SingleRow: RowContent, RowModifiable {
    /// The row this value stands for.
    var row: Row { get set }
}

extension SingleRow {
    /// The row's own modifiers.
    public var attributes: RowAttributes {
        get { row.attributes }
        set { row.attributes = newValue }
    }

    /// The one row.
    public func rows() throws(CellError) -> [Row] { [row] }

    private func with(_ change: (inout Row) -> Void) -> Self {
        var copy = self
        change(&copy.row)
        return copy
    }

    /// A fixed height, or `.automatic` (self-sizing, at least 44 pt).
    public func height(_ height: RowHeight) -> Self { with { $0.height = height } }
    /// A fixed height in points.
    public func height(_ points: Double) -> Self { with { $0.height = .fixed(points) } }
    /// Shows the row selected (or highlighted).
    public func state(_ state: RowState) -> Self { with { $0.state = state } }
    /// The control shown at the leading edge while the table is editing, and whether a reorder
    /// handle shows at the trailing edge.
    public func editing(_ control: EditingControl, reorder: Bool = false) -> Self {
        with { $0.editingControl = control; $0.showsReorderControl = reorder }
    }
    /// Actions revealed by swiping from the leading edge.
    public func leadingSwipeActions(_ actions: [SwipeAction], revealed: Bool = false) -> Self {
        with { $0.leadingSwipeActions = actions; if revealed { $0.revealedSwipeEdge = .leading } }
    }
    /// Actions revealed by swiping from the trailing edge.
    public func trailingSwipeActions(_ actions: [SwipeAction], revealed: Bool = false) -> Self {
        with { $0.trailingSwipeActions = actions; if revealed { $0.revealedSwipeEdge = .trailing } }
    }
}
