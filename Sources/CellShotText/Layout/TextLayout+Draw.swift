import CellShotRaster
extension TextLayout {
    /// Emits `.mask` operations (glyph coverage masks at `scale`, device pixels; colour emoji as
    /// `.image` operations) so that the
    /// layout box's top-left corner lands at `origin` (points). Pen positions are quantised to
    /// ¼ device pixel horizontally; baselines snap to whole device pixels.
    public func draw(at origin: Point, color: Color, scale: Double, into list: inout DisplayList) {
        guard scale.isFinite, scale > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let pixelSize = font.safeSize * scale
        guard pixelSize > 0 else { return }
        let registry = FontRegistry.shared
        let cache = GlyphCache.shared
        var lastFace: FontFace? = nil
        for line in lines {
            for g in line.glyphs {
                let baseline = ((origin.y + line.baseline - g.y) * scale).rounded()
                guard baseline.magnitude < 1e9 else { continue }
                let by = Int(baseline)
                let face: FontFace
                if let f = lastFace, f.id == g.faceID { face = f } else {
                    guard let f = registry.face(id: g.faceID) else { continue }
                    face = f; lastFace = f
                }
                let penX = (origin.x + g.x) * scale
                guard penX.magnitude < 1e9 else { continue }
                if face.colorBitmaps != nil {
                    TextLayout.drawColorGlyph(g.glyphID, face: face, penX: penX, baseline: by, pixelSize: pixelSize,
                                              scale: scale, into: &list)
                    continue
                }
                var ix = penX.rounded(.down)
                var phase = Int(((penX - ix) * Double(GlyphCache.phases)).rounded())
                if phase == GlyphCache.phases { phase = 0; ix += 1 }
                let mask = cache.mask(face: face, glyph: g.glyphID, pixelSize: pixelSize, phase: phase)
                guard mask.width > 0, mask.height > 0 else { continue }
                list.append(.mask(mask, x: Int(ix), y: by, color))
            }
        }
    }
}
