// One import for a library user: cells, views, tables and screens (CellShotLayout), images,
// colours and geometry (CellShotRaster), fonts (CellShotText), PNG files (CellShotPNG) and
// image comparison (CellShotDiff).
@_exported import CellShotDiff
@_exported import CellShotLayout
@_exported import CellShotPNG
@_exported import CellShotRaster
@_exported import CellShotText
