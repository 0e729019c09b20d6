import Foundation

/// A bounded, thread-safe cache of `ShadowRenderer.roundedRectShadowMask` results.
///
/// Keys are the exact bit patterns of every input (rect, radii, corner style, σ, clip), so a
/// hit returns the very mask the renderer would compute: output bytes are identical with or
/// without the cache. A table of cells draws the same card shadow again and again; this makes
/// every repeat a lookup. At most `maxEntries` masks and `maxBytes` coverage bytes are kept;
/// when either limit would be exceeded the whole cache is cleared (simple and deterministic).
package final class ShadowMaskCache: @unchecked Sendable {
    /// The cache the canvas uses.
    package static let shared = ShadowMaskCache()

    package var maxEntries: Int { store.maxEntries }
    package var maxBytes: Int { store.maxBytes }

    private struct Key: Hashable {
        var bits: [UInt64]
        var clip: IntRect
        var continuous: Bool
    }

    private let store: BoundedCache<Key, CoverageMask>

    package init(maxEntries: Int = 64, maxBytes: Int = 16 << 20) {
        store = BoundedCache(maxEntries: maxEntries, maxBytes: maxBytes)
    }

    /// The shadow mask for these inputs, computed once and then served from the cache.
    package func roundedRectShadowMask(rect: Rect, radii: CornerRadii, continuous: Bool, sigma: Double,
                                      clip: IntRect) -> CoverageMask {
        let key = Key(bits: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                             radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft, sigma].map(\.bitPattern),
                      clip: clip, continuous: continuous)
        if let hit = store.value(for: key) { return hit }
        let mask = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous,
                                                        sigma: sigma, clip: clip)
        store.insert(mask, for: key, size: mask.coverage.count)
        return mask
    }

    /// Drops every cached mask.
    package func removeAll() { store.removeAll() }

    /// The number of cached masks.
    package var count: Int { store.count }
}
