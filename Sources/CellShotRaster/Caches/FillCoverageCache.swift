import Foundation
internal import CRasterKernels

/// A bounded, thread-safe cache of the coverage spans `Canvas.recordSpans` produces for a fill.
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
    /// pixel, −1 means the next `x1 − x0` bytes of `Recording.bytes` hold it (a C struct, so the
    /// compositing kernel replays recordings as they are stored).
    typealias Span = cs_span

    /// Every non-empty span of one fill, in the order the rasterizer produced them.
    struct Recording {
        var spans: [Span] = []
        var bytes: [UInt8] = []
        var size: Int { spans.count * MemoryLayout<Span>.stride + bytes.count }
    }

    /// A fill's identity: the path's exact bits, the box, the rule and the winding hint. Hashed
    /// by a digest of the bits and compared with `memcmp`, so a lookup costs a few calls even
    /// in an unoptimised build (not a generic walk over every word).
    struct Key: Hashable {
        var bits: [UInt64]
        var box: IntRect
        var evenOdd: Bool
        var simpleWinding: Bool
        /// The pixel hash kernel over the bytes of `bits`.
        var digest: UInt64

        init(_ path: Path, _ rule: FillRule, simpleWinding: Bool, box: IntRect) {
            // At most 9 words an element (a cubic: a tag and two coordinates per point).
            bits = path.elements.withUnsafeBufferPointer { elements in
                [UInt64](unsafeUninitializedCapacity: elements.count * 9) { buffer, count in
                    var written = 0
                    @inline(__always) func add(_ tag: UInt64, _ point: Point) {
                        buffer[written] = tag; buffer[written + 1] = point.x.bitPattern; buffer[written + 2] = point.y.bitPattern; written += 3
                    }
                    var index = 0
                    while index < elements.count {
                        switch elements[index] {
                        case let .move(point): add(1, point)
                        case let .line(point): add(2, point)
                        case let .quad(control, point): add(3, control); add(3, point)
                        case let .cubic(c1, c2, point): add(4, c1); add(4, c2); add(4, point)
                        case .close: buffer[written] = 5; written += 1
                        }
                        index += 1
                    }
                    count = written
                }
            }
            self.box = box
            evenOdd = rule == .evenOdd
            self.simpleWinding = simpleWinding
            var high: UInt64 = 0, low: UInt64 = 0
            bits.withUnsafeBytes { raw in
                cs_pixel_hash(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, 0, 0, &high, &low)
            }
            digest = high
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.digest == rhs.digest, lhs.box == rhs.box, lhs.evenOdd == rhs.evenOdd, lhs.simpleWinding == rhs.simpleWinding,
                  lhs.bits.count == rhs.bits.count
            else { return false }
            return lhs.bits.withUnsafeBytes { lhsBytes in rhs.bits.withUnsafeBytes { rhsBytes in
                lhsBytes.isEmpty || memcmp(lhsBytes.baseAddress!, rhsBytes.baseAddress!, lhsBytes.count) == 0
            } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(box)
            hasher.combine(evenOdd)
            hasher.combine(simpleWinding)
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
