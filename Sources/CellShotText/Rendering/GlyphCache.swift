@_spi(RenderCaches) import CellShotRaster
import Foundation

/// Rasterized glyph coverage, cached per (face, glyph, pixel size, subpixel phase) in a
/// `BoundedCache`. Thread-safe; masks are immutable values, so a hit costs a lock and a hash lookup.
final class GlyphCache: Sendable {
    static let shared = GlyphCache()
    /// Subpixel positions per pixel (¼ px).
    static let phases = PlacedGlyphs.phases
    /// When an insertion would exceed this many masks or coverage bytes the cache is emptied
    /// first (a simple bound; output does not depend on it).
    static let capacity = 50_000
    static let byteCapacity = 64 << 20
    /// Glyphs larger than this (pixels per em) are not drawn: their masks would be huge.
    static let maxPixelSize = 4096.0

    struct Key: Hashable {
        let face: Int
        let glyph: UInt16
        /// Pixel size in 1/64 px.
        let size: Int
        let phase: Int
        /// Sheared as a synthetic oblique (``TextRunStyle/obliqueSlant``).
        var oblique = false
    }

    /// Grouped by face, so one face's masks are dropped without touching the others.
    private let masks = BoundedCache<Key, CoverageMask>(maxEntries: capacity, maxBytes: byteCapacity, group: { $0.face })

    /// The coverage of `glyph` with its pen at (phase/4, 0) and baseline at y = 0, in device
    /// pixels; the mask's origin is relative to that pen position.
    func mask(face: FontFace, glyph: UInt16, pixelSize: Double, phase: Int, oblique: Bool = false) -> CoverageMask {
        guard pixelSize > 0, pixelSize <= GlyphCache.maxPixelSize else { return .empty }
        let key = Key(face: face.id, glyph: glyph, size: Int((pixelSize * 64).rounded()), phase: phase, oblique: oblique)
        if let mask = masks.value(for: key) { return mask }
        let mask = GlyphCache.render(face: face, key: key)
        masks.insert(mask, for: key, size: mask.coverage.count)
        return mask
    }

    /// Drops every cached mask.
    func removeAll() { masks.removeAll() }

    /// Drops the masks of one face (after it is unregistered), in time proportional to them.
    func removeAll(face: Int) { masks.removeAll(group: face) }

    /// The number of cached masks of one face.
    func count(face: Int) -> Int { masks.count(group: face) }

    /// The number of cached masks.
    var count: Int { masks.count }

    /// The coverage bytes of the cached masks.
    var byteCount: Int { masks.byteCount }

    /// The number of faces that have cached masks.
    var faceCount: Int { masks.groupCount }

    /// The glyph's outline as a device-pixel path for a cache key.
    static func devicePath(face: FontFace, glyph: UInt16, size: Int, phase: Int, oblique: Bool = false) -> Path {
        var outline = face.outline(glyph)
        guard !outline.isEmpty else { return Path() }
        if oblique {
            for i in outline.xs.indices { outline.xs[i] += outline.ys[i] * TextRunStyle.obliqueSlant }
        }
        let scale = Double(size) / 64 / Double(face.unitsPerEm)
        return outline.path(scale: scale, dx: Double(phase) / Double(phases), dy: 0)
    }

    private static func render(face: FontFace, key: Key) -> CoverageMask {
        guard Double(key.size) / 64 <= maxPixelSize else { return .empty }
        let path = devicePath(face: face, glyph: key.glyph, size: key.size, phase: key.phase, oblique: key.oblique)
        guard !path.isEmpty else { return .empty }
        return rasterize(path)
    }
}
