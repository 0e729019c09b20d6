import CellShotRaster

/// One glyph as CellShot draws it, for the `snapshot specimen` tool (the FreeType fidelity
/// comparison) and tests.
package struct GlyphRendering: Hashable, Sendable {
    /// The face that has the character (after fallback), e.g. "Roboto-Regular".
    package let face: String
    package let glyphID: UInt16
    /// Coverage with the pen at x = phase/4 px, baseline at y = 0 (origin relative to that).
    package let mask: CoverageMask
}

extension Font {
    /// The coverage CellShot draws for a character at `scale`, with the pen at subpixel
    /// position `phase`/4 px (0…3) on the baseline: what a canvas at that scale blends for
    /// it when it draws ``TextLayout/draw(at:color:into:)``'s glyphs.
    package func glyphRendering(for character: Character, scale: Double = 1, phase: Int = 0) -> GlyphRendering? {
        let layout = TextLayout(String(character), font: self, width: nil)
        guard let glyph = layout.lines.first?.glyphs.first, let face = FontRegistry.shared.face(id: glyph.faceID),
              scale.isFinite, scale > 0 else { return nil }
        let clampedPhase = min(max(phase, 0), GlyphCache.phases - 1)
        let mask = GlyphCache.shared.mask(face: face, glyph: glyph.glyphID, pixelSize: safeSize * scale, phase: clampedPhase)
        return GlyphRendering(face: glyph.face, glyphID: glyph.glyphID, mask: mask)
    }
}

extension FontRegistry {
    /// Empties the glyph coverage and colour glyph caches (for cold-cache benchmarks).
    package func removeCachedGlyphs() { GlyphCache.shared.removeAll(); ColorGlyphCache.shared.removeAll() }
    /// Number of cached glyph masks.
    package var cachedGlyphCount: Int { GlyphCache.shared.count }
}
