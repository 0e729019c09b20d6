// One import gives a test everything it snapshots with: cells, views and layout trees, text
// styles and fonts, images, tolerances, the store's results.
@_exported import CellShotDiff
@_exported import CellShotLayout
@_exported import CellShotRaster
@_exported import CellShotStore
@_exported import CellShotText
