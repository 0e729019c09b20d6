// One import gives a test everything it snapshots with: cells, layout trees, images,
// tolerances, the store's results.
@_exported import CellShotDiff
@_exported import CellShotLayout
@_exported import CellShotRaster
@_exported import CellShotStore
