import CellShotRaster
import Foundation

/// Rasterized glyph coverage, cached per (face, glyph, pixel size, subpixel phase).
/// Thread-safe; masks are immutable values, so a hit costs a lock and a hash lookup.
final class GlyphCache: @unchecked Sendable {
    static let shared = GlyphCache()
    /// Subpixel positions per pixel (¼ px).
    static let phases = 4
    /// When the cache holds this many masks or coverage bytes it is emptied (a simple bound;
    /// output does not depend on it).
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
    }

    private let lock = NSLock()
    private var masks: [Key: CoverageMask] = [:]
    private var bytes = 0

    /// The coverage of `glyph` with its pen at (phase/4, 0) and baseline at y = 0, in device
    /// pixels; the mask's origin is relative to that pen position.
    func mask(face: FontFace, glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask {
        guard pixelSize > 0, pixelSize <= GlyphCache.maxPixelSize else { return .empty }
        let key = Key(face: face.id, glyph: glyph, size: Int((pixelSize * 64).rounded()), phase: phase)
        lock.lock()
        if let m = masks[key] { lock.unlock(); return m }
        lock.unlock()
        let m = GlyphCache.render(face: face, key: key)
        lock.lock()
        if masks.count >= GlyphCache.capacity || bytes + m.coverage.count > GlyphCache.byteCapacity {
            masks.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if masks.updateValue(m, forKey: key) == nil { bytes += m.coverage.count }
        lock.unlock()
        return m
    }

    /// Drops every cached mask.
    func removeAll() {
        lock.lock(); masks.removeAll(); bytes = 0; lock.unlock()
    }

    /// Drops the masks of one face (after it is unregistered).
    func removeAll(face: Int) {
        lock.lock(); defer { lock.unlock() }
        masks = masks.filter { $0.key.face != face }
        bytes = masks.values.reduce(0) { $0 + $1.coverage.count }
    }

    /// Number of cached masks of one face.
    func count(face: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        return masks.keys.reduce(0) { $0 + ($1.face == face ? 1 : 0) }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return masks.count }

    /// The glyph's outline as a device-pixel path for a cache key.
    static func devicePath(face: FontFace, glyph: UInt16, size: Int, phase: Int) -> Path {
        let outline = face.outline(glyph)
        guard !outline.isEmpty else { return Path() }
        let scale = Double(size) / 64 / Double(face.unitsPerEm)
        return outline.path(scale: scale, dx: Double(phase) / Double(phases), dy: 0)
    }

    private static func render(face: FontFace, key: Key) -> CoverageMask {
        guard Double(key.size) / 64 <= maxPixelSize else { return .empty }
        let path = devicePath(face: face, glyph: key.glyph, size: key.size, phase: key.phase)
        guard !path.isEmpty else { return .empty }
        return rasterize(path)
    }
}
