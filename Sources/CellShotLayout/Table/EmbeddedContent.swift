import CellShotRaster

/// Content laid out by an engine of its own — a card ``Cell`` or a user's view inside a table, a
/// table or screen inside a view: a function from width and environment to a layout tree,
/// placed into the enclosing tree unchanged.
struct EmbeddedContent {
    /// What the dump calls it.
    let kind: String
    let layout: (Double, CellEnvironment, RowState) throws(CellError) -> LayoutTree
    /// Whether the content moves aside for the editing controls while the table is editing
    /// (a front's row view does; a card cell or a model draws its own editing look).
    var showsEditingControls = false
}
