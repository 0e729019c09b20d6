/// Text layouts speak in the raster module's types (Point, Size, Rect, Color, DisplayList):
/// importing CellShotText makes them visible too.
@_exported import CellShotRaster
