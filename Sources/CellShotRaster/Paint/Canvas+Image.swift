/// Drawing bitmaps.
extension Canvas {
    /// Draws `image` stretched over `rect` (points): bilinear sampling between pixel centres
    /// with 8-bit weights (integer arithmetic, so every platform gives the same bytes), edge
    /// pixels covered by their overlap with the rect, then clipped and blended source-over.
    /// An image whose pixels map 1:1 onto whole device pixels is copied exactly.
    mutating func drawImage(_ image: Image, in rect: Rect) {
        let device = rect.scaled(scale)
        guard image.width > 0, image.height > 0, !device.isEmpty,
              device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite,
              abs(device.minX) < 1e7, abs(device.minY) < 1e7, abs(device.maxX) < 1e7, abs(device.maxY) < 1e7 else { return }
        guard let box = drawableBox.intersection(IntRect(minX: Int(device.minX.rounded(.down)), minY: Int(device.minY.rounded(.down)),
                                                         maxX: Int(device.maxX.rounded(.up)), maxY: Int(device.maxY.rounded(.up)))),
              !box.isEmpty else { return }
        let cols = Canvas.samples(from: box.minX, to: box.maxX, start: device.minX, end: device.maxX, count: image.width)
        let rows = Canvas.samples(from: box.minY, to: box.maxY, start: device.minY, end: device.maxY, count: image.height)
        let iw = image.width, canvasWidth = width
        let clip = clipStack.last?.coverage
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                guard let source = src.baseAddress, let target = dst.baseAddress else { return }
                @inline(__always) func premultiplied(_ offset: Int, _ component: Int) -> UInt32 {
                    let alpha = UInt32(source[offset + 3])
                    return component == 3 ? alpha : Compositor.div255(UInt32(source[offset + component]) * alpha)
                }
                for (ry, row) in rows.enumerated() {
                    let targetRow = box.minY + ry
                    let r0 = row.index * iw * 4, r1 = min(row.index + 1, row.last) * iw * 4
                    for (cx, col) in cols.enumerated() {
                        let targetColumn = box.minX + cx
                        var cov = Compositor.div255(row.coverage * col.coverage)
                        if let clip { cov = Compositor.div255(cov * UInt32(clip[targetRow * canvasWidth + targetColumn])) }
                        guard cov > 0 else { continue }
                        let c0 = col.index * 4, c1 = min(col.index + 1, col.last) * 4
                        let fx = col.weight, fy = row.weight
                        @inline(__always) func channel(_ component: Int) -> UInt32 {
                            let top = premultiplied(r0 + c0, component) * (256 - fx) + premultiplied(r0 + c1, component) * fx
                            let bottom = premultiplied(r1 + c0, component) * (256 - fx) + premultiplied(r1 + c1, component) * fx
                            return Compositor.div255(((top * (256 - fy) + bottom * fy + 32768) >> 16) * cov)
                        }
                        let alpha = channel(3)
                        guard alpha > 0 else { continue }
                        Compositor.over(target + (targetRow * canvasWidth + targetColumn) * 4, channel(0), channel(1), channel(2), alpha)
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
