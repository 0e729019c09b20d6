import CellShotRaster

extension GlyphCache {
    /// Coverage of a device-pixel glyph path, non-zero winding (as TrueType outlines are
    /// filled), by plain area accumulation with the winding clamped per pixel — FreeType's rule,
    /// exact for glyphs without overlapping contours, and much faster than the band sweep.
    static func rasterize(_ path: Path) -> CoverageMask { Rasterizer.accumulatedMask(for: path, fillRule: .nonZero) }
}
