import CellShotRaster
import Foundation

extension TextLayout {
    /// Emits the layout's glyphs as `.glyphs` operations (one per run of glyphs of one face),
    /// with pen positions in points such that the layout box's top-left corner lands at
    /// `origin`. The canvas rasterizes them at its own scale (colour emoji: it composites their
    /// bitmaps).
    public func draw(at origin: Point, color: Color, into list: inout DisplayList) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let registry = FontRegistry.shared
        var face: FontFace? = nil
        var faceID = -1
        var run = -1
        var style = TextRunStyle(font: font)
        var drawable = false   // a face and a run of a positive size: read once per change, not per glyph
        var glyphs: [PlacedGlyphs.Glyph] = []
        glyphs.reserveCapacity(lines.first?.glyphs.count ?? 0)
        func flush() {
            if drawable, let face, !glyphs.isEmpty {
                let source: any GlyphSource = style.isItalic ? ObliqueFace.of(face) : face
                list.append(.glyphs(PlacedGlyphs(source: source, size: style.font.safeSize, glyphs: glyphs), style.color ?? color))
            }
            glyphs.removeAll(keepingCapacity: true)
        }
        for line in lines {
            let baseline = origin.y + line.baseline
            let lineGlyphs = line.glyphs
            var index = 0
            while index < lineGlyphs.count {
                // Read field by field: a whole glyph would retain its face name.
                let glyphFace = lineGlyphs[index].faceID, glyphRun = lineGlyphs[index].run
                if faceID != glyphFace || run != glyphRun {
                    flush()
                    if faceID != glyphFace { face = registry.face(id: glyphFace); faceID = glyphFace }
                    run = glyphRun
                    if face != nil, let found = self.style(ofRun: run), found.font.safeSize > 0 {
                        style = found
                        drawable = true
                    } else {
                        drawable = false
                    }
                }
                if drawable {
                    glyphs.append(PlacedGlyphs.Glyph(id: lineGlyphs[index].glyphID,
                                                     pen: Point(origin.x + lineGlyphs[index].x, baseline - lineGlyphs[index].y)))
                }
                index += 1
            }
        }
        flush()
    }
}

/// A face drawn slanted (a synthetic oblique: ``TextRunStyle/obliqueSlant``): its outlines
/// sheared about the baseline, colour glyphs upright.
final class ObliqueFace: GlyphSource {
    let face: FontFace
    private init(_ face: FontFace) { self.face = face }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byFace: [Int: ObliqueFace] = [:]

    /// The one oblique of `face` (so display lists compare equal run to run).
    static func of(_ face: FontFace) -> ObliqueFace {
        lock.lock(); defer { lock.unlock() }
        if let hit = byFace[face.id] { return hit }
        let made = ObliqueFace(face)
        byFace[face.id] = made
        return made
    }

    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask {
        GlyphCache.shared.mask(face: face, glyph: glyph, pixelSize: pixelSize, phase: phase, oblique: true)
    }

    var hasColorGlyphs: Bool { face.hasColorGlyphs }

    func colorGlyph(_ glyph: UInt16, pixelSize: Double) -> ColorGlyph? { face.colorGlyph(glyph, pixelSize: pixelSize) }
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
