import Foundation

/// A bounded, thread-safe cache of the coverage spans `Canvas.coverRows` produces for a fill.
///
/// Keys are the exact bit patterns of the device-space path, the fill rule, the winding hint
/// and the pixel box the rasterization was bounded by, so a hit replays the very spans (rows,
/// column ranges, constant or per-pixel coverage, in the same order) the accumulator would
/// hand out; clip and blending are applied afterwards exactly as on a miss, so output bytes are
/// identical with or without the cache. Cell icons, chevrons and chips repeat on every render;
/// this makes each repeat a replay. At most `maxEntries` recordings and `maxBytes` bytes are
/// kept; when either limit would be exceeded the whole cache is cleared.
package final class FillCoverageCache: @unchecked Sendable {
    /// The cache the canvas uses.
    package static let shared = FillCoverageCache()

    package var maxEntries: Int { recordings.maxEntries }
    package var maxBytes: Int { recordings.maxBytes }
    /// Fills whose pixel box is larger than this are neither recorded nor looked up.
    static let maxBoxPixels = 1 << 20

    /// One span of a row: columns `x0..<x1` of row `y`; `constant` ≥ 0 is the coverage of every
    /// pixel, −1 means the next `x1 − x0` bytes of `Recording.bytes` hold it.
    struct Span { var y: Int32; var x0: Int32; var x1: Int32; var constant: Int16 }

    /// Every non-empty span of one fill, in the order the rasterizer produced them.
    struct Recording {
        var spans: [Span] = []
        var bytes: [UInt8] = []
        var size: Int { spans.count * MemoryLayout<Span>.stride + bytes.count }
    }

    struct Key: Hashable {
        var bits: [UInt64]
        var box: IntRect
        var evenOdd: Bool
        var simpleWinding: Bool

        init(_ path: Path, _ rule: FillRule, simpleWinding: Bool, box: IntRect) {
            var b: [UInt64] = []
            b.reserveCapacity(path.elements.count * 3)
            @inline(__always) func add(_ tag: UInt64, _ p: Point) { b.append(tag); b.append(p.x.bitPattern); b.append(p.y.bitPattern) }
            for e in path.elements {
                switch e {
                case let .move(p): add(1, p)
                case let .line(p): add(2, p)
                case let .quad(c, p): add(3, c); add(3, p)
                case let .cubic(c1, c2, p): add(4, c1); add(4, c2); add(4, p)
                case .close: b.append(5)
                }
            }
            bits = b
            self.box = box
            evenOdd = rule == .evenOdd
            self.simpleWinding = simpleWinding
        }
    }

    private let recordings: BoundedCache<Key, Recording>

    package init(maxEntries: Int = 256, maxBytes: Int = 8 << 20) {
        recordings = BoundedCache(maxEntries: maxEntries, maxBytes: maxBytes)
    }

    func recording(for key: Key) -> Recording? { recordings.value(for: key) }

    func store(_ recording: Recording, for key: Key) { recordings.insert(recording, for: key, size: recording.size) }

    /// Drops every cached recording.
    package func removeAll() { recordings.removeAll() }

    /// The number of cached recordings.
    package var count: Int { recordings.count }
}
