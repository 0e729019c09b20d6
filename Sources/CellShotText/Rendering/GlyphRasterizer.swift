import CellShotRaster
extension GlyphCache {
    /// Coverage of a device-pixel path (non-zero winding, as TrueType outlines are filled).
    /// Placeholder until the raster engine's `Rasterizer` is merged: draws nothing.
    static func rasterize(_ path: Path) -> CoverageMask { .empty }
}
