extension Image {
    /// This image scaled to `width` × `height` pixels by area averaging: each new pixel is the
    /// mean of the source area it covers, with exact integer overlap weights, and colours are
    /// weighted by alpha (so transparent pixels add no fringe at edges). Integer arithmetic only,
    /// so every platform gives the same bytes. Sizes are clamped to 1…4096; an empty image is
    /// returned unchanged.
    public func areaResampled(width: Int, height: Int) -> Image {
        let w = min(max(width, 1), 4096), h = min(max(height, 1), 4096)
        guard self.width > 0, self.height > 0 else { return self }
        if w == self.width && h == self.height { return self }
        let cols = Image.overlaps(source: self.width, target: w)
        let rows = Image.overlaps(source: self.height, target: h)
        let area = UInt64(self.width) * UInt64(self.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for (y, row) in rows.enumerated() {
            for (x, col) in cols.enumerated() {
                var sum: (r: UInt64, g: UInt64, b: UInt64, a: UInt64) = (0, 0, 0, 0)
                for (sy, wy) in row {
                    for (sx, wx) in col {
                        let i = (sy * self.width + sx) * 4
                        let wa = UInt64(pixels[i + 3]) * wy * wx
                        sum.r += UInt64(pixels[i]) * wa; sum.g += UInt64(pixels[i + 1]) * wa
                        sum.b += UInt64(pixels[i + 2]) * wa; sum.a += wa
                    }
                }
                guard sum.a > 0 else { continue }
                let o = (y * w + x) * 4
                @inline(__always) func rounded(_ n: UInt64, _ d: UInt64) -> UInt8 { UInt8(min((n + d / 2) / d, 255)) }
                out[o] = rounded(sum.r, sum.a); out[o + 1] = rounded(sum.g, sum.a); out[o + 2] = rounded(sum.b, sum.a)
                out[o + 3] = rounded(sum.a, area)
            }
        }
        var image = Image(width: w, height: h)
        image.pixels = out
        return image
    }

    /// For each of `target` pixels along an axis of `source` pixels: the source pixels it
    /// overlaps and the overlap lengths, in units of 1/target source pixel (they sum to `source`).
    static func overlaps(source: Int, target: Int) -> [[(Int, UInt64)]] {
        (0..<target).map { i in
            let start = i * source, end = (i + 1) * source
            return (start / target...(end - 1) / target).map { j in
                (j, UInt64(min(end, (j + 1) * target) - max(start, j * target)))
            }
        }
    }
}
