import CellShotRaster

/// Content laid out by an engine of its own — a card ``Cell`` or a user's view inside a table, a
/// table or screen inside a view: a function from width and environment to a layout tree,
/// placed into the enclosing tree unchanged.
struct EmbeddedContent {
    /// What the dump calls it.
    let kind: String
    let layout: (Double, CellEnvironment, RowState) throws(CellError) -> LayoutTree
}
