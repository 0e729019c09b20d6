/// A deliberate re-export. Text's public API speaks in the raster module's types — a layout is
/// placed at a `Point`, measured as a `Size`, drawn in a `Color` into a `DisplayList` — so
/// nobody can use CellShotText without CellShotRaster; importing CellShotText makes them
/// visible too. It is the only re-export in the package: PNG and Diff users import
/// CellShotRaster themselves when they need its types.
@_exported import CellShotRaster
