import CellShotRaster

/// Content laid out by something other than the table (a card ``Cell``, a user's view): a
/// function from width and environment to a layout tree, placed into the table unchanged.
struct EmbeddedContent {
    /// What the dump calls it.
    let kind: String
    let layout: (Double, CellEnvironment, RowState) throws(CellError) -> LayoutTree
}
