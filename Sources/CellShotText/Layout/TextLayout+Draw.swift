import CellShotRaster

extension TextLayout {
    /// Emits the layout's glyphs as `.glyphs` operations (one per run of glyphs of one face),
    /// with pen positions in points such that the layout box's top-left corner lands at
    /// `origin`. The canvas rasterizes them at its own scale (colour emoji: it composites their
    /// bitmaps).
    public func draw(at origin: Point, color: Color, into list: inout DisplayList) {
        guard origin.x.isFinite, origin.y.isFinite, font.safeSize > 0 else { return }
        let registry = FontRegistry.shared
        var face: FontFace? = nil
        var glyphs: [PlacedGlyphs.Glyph] = []
        func flush() {
            if let face, !glyphs.isEmpty {
                list.append(.glyphs(PlacedGlyphs(source: face, size: font.safeSize, glyphs: glyphs), color))
            }
            glyphs.removeAll(keepingCapacity: true)
        }
        for line in lines {
            for g in line.glyphs {
                if face?.id != g.faceID {
                    flush()
                    face = registry.face(id: g.faceID)
                }
                guard face != nil else { continue }
                glyphs.append(PlacedGlyphs.Glyph(id: g.glyphID, pen: Point(origin.x + g.x, origin.y + line.baseline - g.y)))
            }
        }
        flush()
    }
}

extension FontFace: GlyphSource {
    /// The glyph's coverage from the shared glyph cache.
    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask {
        GlyphCache.shared.mask(face: self, glyph: glyph, pixelSize: pixelSize, phase: phase)
    }

    /// True for a colour bitmap face (emoji).
    var hasColorGlyphs: Bool { colorBitmaps != nil }

    /// The glyph's colour bitmap, scaled for `pixelSize`, from the shared colour glyph cache; nil
    /// when it cannot be drawn (shaping already noted it as missing).
    func colorGlyph(_ glyph: UInt16, pixelSize: Double) -> ColorGlyph? {
        ColorGlyphCache.shared.sprite(face: self, glyph: glyph, pixelSize: pixelSize)
    }
}
