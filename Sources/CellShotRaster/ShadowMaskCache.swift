import Foundation

/// A bounded, thread-safe cache of `ShadowRenderer.roundedRectShadowMask` results.
///
/// Keys are the exact bit patterns of every input (rect, radii, corner style, σ, clip), so a
/// hit returns the very mask the renderer would compute: output bytes are identical with or
/// without the cache. A table of cells draws the same card shadow again and again; this makes
/// every repeat a lookup. At most `maxEntries` masks and `maxBytes` coverage bytes are kept;
/// when either limit would be exceeded the whole cache is cleared (simple and deterministic).
public final class ShadowMaskCache: @unchecked Sendable {
    /// The cache the canvas uses.
    public static let shared = ShadowMaskCache()

    public let maxEntries: Int
    public let maxBytes: Int

    private struct Key: Hashable {
        var bits: [UInt64]
        var clip: IntRect
        var continuous: Bool
    }

    private let lock = NSLock()
    private var entries: [Key: CoverageMask] = [:]
    private var bytes = 0

    public init(maxEntries: Int = 64, maxBytes: Int = 16 << 20) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    /// The shadow mask for these inputs, computed once and then served from the cache.
    public func roundedRectShadowMask(rect: Rect, radii: CornerRadii, continuous: Bool, sigma: Double,
                                      clip: IntRect) -> CoverageMask {
        let key = Key(bits: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                             radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft, sigma].map(\.bitPattern),
                      clip: clip, continuous: continuous)
        lock.lock()
        let hit = entries[key]
        lock.unlock()
        if let hit { return hit }
        let mask = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous,
                                                        sigma: sigma, clip: clip)
        let size = mask.coverage.count
        guard size <= maxBytes else { return mask }
        lock.lock()
        if entries[key] == nil {
            if entries.count >= maxEntries || bytes + size > maxBytes { entries.removeAll(); bytes = 0 }
            entries[key] = mask
            bytes += size
        }
        lock.unlock()
        return mask
    }

    /// Drops every cached mask.
    public func purge() {
        lock.lock()
        entries.removeAll()
        bytes = 0
        lock.unlock()
    }

    /// The number of cached masks.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
