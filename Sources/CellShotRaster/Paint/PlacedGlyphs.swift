/// Where a glyph's coverage comes from: a font face, rasterizing a glyph at a pixel size.
///
/// The raster module knows no fonts; `CellShotText`'s faces conform (through its glyph
/// cache), and so can any other outline or bitmap source. Sources are compared by identity.
public protocol GlyphSource: AnyObject, Sendable {
    /// The coverage of `glyph` at `pixelSize` device pixels per em, with the pen at
    /// (`phase` / ``PlacedGlyphs/phases``, 0) and the baseline at y = 0. The mask's origin is
    /// relative to that pen position; an empty mask draws nothing.
    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask
    /// Whether any glyph of this source is a colour bitmap (an emoji face).
    var hasColorGlyphs: Bool { get }
    /// The colour bitmap of `glyph` at `pixelSize` device pixels per em, or nil when the glyph
    /// is drawn through its coverage. Asked only when ``hasColorGlyphs`` is true.
    func colorGlyph(_ glyph: UInt16, pixelSize: Double) -> ColorGlyph?
}

extension GlyphSource {
    /// Outline sources have no colour glyphs.
    public var hasColorGlyphs: Bool { false }
    /// Outline sources have no colour glyphs.
    public func colorGlyph(_ glyph: UInt16, pixelSize: Double) -> ColorGlyph? { nil }
}

/// A colour glyph (an emoji) ready to composite: its bitmap and where it sits, in device
/// pixels. Text colour does not tint it; layer opacity applies as to any image.
public struct ColorGlyph: Sendable {
    /// The bitmap: one pixel per device pixel, or a smaller strike the canvas scales up.
    public let image: Image
    /// The size it is drawn at, in device pixels.
    public let width: Int
    public let height: Int
    /// Offset of the bitmap's left edge from the pen, in device pixels.
    public let x: Int
    /// Offset of the bitmap's top edge from the baseline, in device pixels (up is negative).
    public let y: Int

    /// `image` drawn at `width`×`height` device pixels, its top-left corner at (`x`, `y`) from
    /// the pen on the baseline.
    public init(image: Image, width: Int, height: Int, x left: Int, y top: Int) {
        self.image = image; self.width = width; self.height = height; self.x = left; self.y = top
    }
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

    public static func == (lhs: PlacedGlyphs, rhs: PlacedGlyphs) -> Bool {
        lhs.source === rhs.source && lhs.size == rhs.size && lhs.glyphs == rhs.glyphs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(source))
        hasher.combine(size)
        hasher.combine(glyphs)
    }
}

extension Canvas {
    /// Blends `color` through each glyph's coverage, rasterized by its source at this canvas's
    /// scale; a colour glyph is composited as an image on whole device pixels instead. Glyphs
    /// whose device position or size is out of range draw nothing.
    mutating func drawGlyphs(_ run: PlacedGlyphs, color: Color) {
        let factor = scale
        let pixelSize = run.size * factor
        guard pixelSize > 0, pixelSize.isFinite else { return }
        let phases = PlacedGlyphs.phases
        let hasColorGlyphs = run.source.hasColorGlyphs
        for glyph in run.glyphs {
            let baseline = (glyph.pen.y * factor).rounded()
            guard baseline.magnitude < 1e9 else { continue }
            let penX = glyph.pen.x * factor
            guard penX.magnitude < 1e9 else { continue }
            if hasColorGlyphs, let bitmap = run.source.colorGlyph(glyph.id, pixelSize: pixelSize) {
                let left = Int(penX.rounded()) + bitmap.x, top = Int(baseline) + bitmap.y
                drawImage(bitmap.image, in: Rect(x: Double(left) / factor, y: Double(top) / factor,
                                                 width: Double(bitmap.width) / factor, height: Double(bitmap.height) / factor))
                continue
            }
            var ix = penX.rounded(.down)
            var phase = Int(((penX - ix) * Double(phases)).rounded())
            if phase == phases { phase = 0; ix += 1 }
            let mask = run.source.coverage(of: glyph.id, pixelSize: pixelSize, phase: phase)
            guard mask.width > 0, mask.height > 0 else { continue }
            blit(mask, x: Int(ix), y: Int(baseline), color: color)
        }
    }
}
