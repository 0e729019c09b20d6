import CellShotRaster

extension GlyphCache {
    /// Coverage of a device-pixel path, non-zero winding (as TrueType outlines are filled).
    static func rasterize(_ path: Path) -> CoverageMask { Rasterizer.mask(for: path, fillRule: .nonZero) }
}
