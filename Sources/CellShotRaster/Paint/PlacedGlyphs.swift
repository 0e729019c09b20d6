/// Where a glyph's coverage comes from: a font face, rasterizing a glyph at a pixel size.
///
/// The raster module knows no fonts; `CellShotText`'s faces conform (through its glyph
/// cache), and so can any other outline or bitmap source. Sources are compared by identity.
public protocol GlyphSource: AnyObject, Sendable {
    /// The coverage of `glyph` at `pixelSize` device pixels per em, with the pen at
    /// (`phase` / ``PlacedGlyphs/phases``, 0) and the baseline at y = 0. The mask's origin is
    /// relative to that pen position; an empty mask draws nothing.
    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask
}

/// Glyphs of one source at one size, each at its pen position in points: text as a display
/// list holds it, independent of the scale it is drawn at.
///
/// The canvas places each glyph at `pen × scale`: horizontally quantised to a quarter of a
/// device pixel (the source is asked for that phase), the baseline rounded to a whole device
/// pixel; glyphs are blended in order.
public struct PlacedGlyphs: Hashable, Sendable {
    /// One glyph and its pen position (x, baseline y) in points.
    public struct Glyph: Hashable, Sendable {
        public var id: UInt16
        public var pen: Point
        /// Glyph `id` with its pen at `pen`.
        public init(id: UInt16, pen: Point) { self.id = id; self.pen = pen }
    }

    /// Subpixel pen positions per device pixel.
    public static let phases = 4

    public let source: any GlyphSource
    /// The size in points per em.
    public var size: Double
    public var glyphs: [Glyph]

    /// `glyphs` of `source` at `size` points per em.
    public init(source: any GlyphSource, size: Double, glyphs: [Glyph]) {
        self.source = source; self.size = size; self.glyphs = glyphs
    }

    public static func == (a: PlacedGlyphs, b: PlacedGlyphs) -> Bool {
        a.source === b.source && a.size == b.size && a.glyphs == b.glyphs
    }

    public func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(source))
        h.combine(size)
        h.combine(glyphs)
    }
}

extension Canvas {
    /// Blends `color` through each glyph's coverage, rasterized by its source at this canvas's
    /// scale. Glyphs whose device position or size is out of range draw nothing.
    mutating func drawGlyphs(_ run: PlacedGlyphs, color: Color) {
        let s = scale
        let pixelSize = run.size * s
        guard pixelSize > 0, pixelSize.isFinite else { return }
        let phases = PlacedGlyphs.phases
        for g in run.glyphs {
            let baseline = (g.pen.y * s).rounded()
            guard baseline.magnitude < 1e9 else { continue }
            let penX = g.pen.x * s
            guard penX.magnitude < 1e9 else { continue }
            var ix = penX.rounded(.down)
            var phase = Int(((penX - ix) * Double(phases)).rounded())
            if phase == phases { phase = 0; ix += 1 }
            let mask = run.source.coverage(of: g.id, pixelSize: pixelSize, phase: phase)
            guard mask.width > 0, mask.height > 0 else { continue }
            blit(mask, x: Int(ix), y: Int(baseline), color: color)
        }
    }
}
