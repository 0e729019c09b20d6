@testable import CellShotRaster

/// A glyph source whose every glyph is one fixed coverage mask, whatever the size and phase
/// (like a bitmap font with a single strike).
final class FixedGlyphSource: GlyphSource {
    let mask: CoverageMask
    init(_ mask: CoverageMask) { self.mask = mask }
    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask { mask }
}

extension DisplayList.Operation {
    /// One glyph of `source` (size 1 pt) with its pen at `pen`.
    static func glyph(_ source: any GlyphSource, at pen: Point, _ color: Color) -> DisplayList.Operation {
        .glyphs(PlacedGlyphs(source: source, size: 1, glyphs: [PlacedGlyphs.Glyph(id: 0, pen: pen)]), color)
    }
}
