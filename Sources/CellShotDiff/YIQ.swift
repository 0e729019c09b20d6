/// pixelmatch 7's colour arithmetic on raw RGBA8 bytes: the YIQ colour delta, the brightness
/// delta and the anti-aliasing test (after Vyšniauskas 2009). Same operations in the same
/// order as pixelmatch, so the counts match it exactly.
struct YIQ {
    /// Plain white instead of the 48/207 pattern behind translucent pixels.
    let whiteBackground: Bool

    /// `(v | 0) % 2` as JavaScript computes it (ToInt32 truncation, remainder keeps the sign).
    @inline(__always) static func jsParity(_ v: Double) -> Double {
        let t = Int32(truncatingIfNeeded: Int64(v))
        return Double(t % 2)
    }

    /// The background behind the pixel at byte offset `k` (pixelmatch 7's pattern, or white).
    @inline(__always) func background(_ k: Int) -> (Double, Double, Double) {
        if whiteBackground { return (255, 255, 255) }
        let kd = Double(k)
        return (48 + 159 * Double(k % 2),
                48 + 159 * YIQ.jsParity(kd / 1.618033988749895),
                48 + 159 * YIQ.jsParity(kd / 2.618033988749895))
    }

    /// Colour delta of pixel `p1` (reference side) against `p2`: 0 when the RGBA words are equal;
    /// negative when `p2` is the darker one. With `yOnly`, the brightness difference Y(p1) − Y(p2).
    /// `k` is the byte offset that picks the background for translucent pixels.
    @inline(__always)
    func delta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, k: Int, yOnly: Bool) -> Double {
        let r1 = Double(p1[0]), g1 = Double(p1[1]), b1 = Double(p1[2]), a1 = p1[3]
        let r2 = Double(p2[0]), g2 = Double(p2[1]), b2 = Double(p2[2]), a2 = p2[3]
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        if dr == 0 && dg == 0 && db == 0 && a1 == a2 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k)
            let fa1 = Double(a1), fa2 = Double(a2), da = fa1 - fa2
            dr = (r1 * fa1 - r2 * fa2 - rb * da) / 255
            dg = (g1 * fa1 - g2 * fa2 - gb * da) / 255
            db = (b1 * fa1 - b2 * fa2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -d : d
    }

    /// True when pixel (x1, y1) of `img` looks like anti-aliasing against `other`.
    /// Both images are scanned in the area `width` × `height`; strides are in pixels.
    func antialiased(
        _ img: UnsafePointer<UInt8>, _ stride: Int, _ other: UnsafePointer<UInt8>, _ otherStride: Int,
        _ x1: Int, _ y1: Int, _ width: Int, _ height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * stride + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let d = delta(img + pos, img + (y * stride + x) * 4, k: pos, yOnly: true)
                if d == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if d < minDelta {
                    minDelta = d; minX = x; minY = y
                } else if d > maxDelta {
                    maxDelta = d; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (YIQ.hasManySiblings(img, stride, minX, minY, width, height)
                && YIQ.hasManySiblings(other, otherStride, minX, minY, width, height))
            || (YIQ.hasManySiblings(img, stride, maxX, maxY, width, height)
                && YIQ.hasManySiblings(other, otherStride, maxX, maxY, width, height))
    }

    /// More than two neighbours (border pixels get a head start of one) with the same RGBA word.
    static func hasManySiblings(
        _ img: UnsafePointer<UInt8>, _ stride: Int, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int
    ) -> Bool {
        let raw = UnsafeRawPointer(img)
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = raw.loadUnaligned(fromByteOffset: (y1 * stride + x1) * 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if raw.loadUnaligned(fromByteOffset: (y * stride + x) * 4, as: UInt32.self) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
