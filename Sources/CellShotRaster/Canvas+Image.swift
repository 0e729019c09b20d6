/// Drawing bitmaps.
extension Canvas {
    /// Draws `image` stretched over `rect` (points): bilinear sampling between pixel centres
    /// with 8-bit weights (integer arithmetic, so every platform gives the same bytes), edge
    /// pixels covered by their overlap with the rect, then clipped and blended source-over.
    /// An image whose pixels map 1:1 onto whole device pixels is copied exactly.
    mutating func drawImage(_ image: Image, in rect: Rect) {
        let d = rect.scaled(scale)
        guard image.width > 0, image.height > 0, !d.isEmpty,
              d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite,
              abs(d.minX) < 1e7, abs(d.minY) < 1e7, abs(d.maxX) < 1e7, abs(d.maxY) < 1e7 else { return }
        let box = drawableBox.intersection(PixelBox(x0: Int(d.minX.rounded(.down)), y0: Int(d.minY.rounded(.down)),
                                                    x1: Int(d.maxX.rounded(.up)), y1: Int(d.maxY.rounded(.up))))
        guard !box.isEmpty else { return }
        let cols = Canvas.samples(from: box.x0, to: box.x1, start: d.minX, end: d.maxX, count: image.width)
        let rows = Canvas.samples(from: box.y0, to: box.y1, start: d.minY, end: d.maxY, count: image.height)
        let iw = image.width, w = width
        let clip = clipStack.last?.coverage
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let p = dst.baseAddress else { return }
                @inline(__always) func premultiplied(_ i: Int, _ c: Int) -> UInt32 {
                    let a = UInt32(s[i + 3])
                    return c == 3 ? a : Compositor.div255(UInt32(s[i + c]) * a)
                }
                for (ry, row) in rows.enumerated() {
                    let y = box.y0 + ry
                    let r0 = row.index * iw * 4, r1 = min(row.index + 1, row.last) * iw * 4
                    for (cx, col) in cols.enumerated() {
                        let x = box.x0 + cx
                        var cov = Compositor.div255(row.coverage * col.coverage)
                        if let clip { cov = Compositor.div255(cov * UInt32(clip[y * w + x])) }
                        guard cov > 0 else { continue }
                        let c0 = col.index * 4, c1 = min(col.index + 1, col.last) * 4
                        let fx = col.weight, fy = row.weight
                        @inline(__always) func channel(_ c: Int) -> UInt32 {
                            let top = premultiplied(r0 + c0, c) * (256 - fx) + premultiplied(r0 + c1, c) * fx
                            let bottom = premultiplied(r1 + c0, c) * (256 - fx) + premultiplied(r1 + c1, c) * fx
                            return Compositor.div255(((top * (256 - fy) + bottom * fy + 32768) >> 16) * cov)
                        }
                        let a = channel(3)
                        guard a > 0 else { continue }
                        Compositor.over(p + (y * w + x) * 4, channel(0), channel(1), channel(2), a)
                    }
                }
            }
        }
    }

    /// For device pixels `from..<to` along one axis of a destination span `start…end` showing
    /// `count` source pixels: the source pixel left of the sample point, the weight (0…256) of
    /// the next one, and the pixel's coverage (0…255) by the span.
    static func samples(from: Int, to: Int, start: Double, end: Double, count: Int)
        -> [(index: Int, last: Int, weight: UInt32, coverage: UInt32)] {
        let step = Double(count) / (end - start)
        return (from..<to).map { px in
            let center = (Double(px) + 0.5 - start) * step - 0.5
            let clamped = min(max(center, 0), Double(count - 1))
            let index = Int(clamped.rounded(.down))
            let weight = UInt32(((clamped - Double(index)) * 256).rounded())
            let overlap = min(Double(px + 1), end) - max(Double(px), start)
            let coverage = UInt32(Color.byte(min(max(overlap, 0), 1)))
            return weight >= 256 ? (min(index + 1, count - 1), count - 1, 0, coverage) : (index, count - 1, weight, coverage)
        }
    }
}

extension Image: Hashable {
    /// Hashes the size and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width); hasher.combine(height); hasher.combine(pixels)
    }
}
