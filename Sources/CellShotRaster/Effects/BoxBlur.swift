/// Approximate Gaussian blur of a coverage mask by three box blurs per axis, in integers.
///
/// Box widths follow the standard construction for n = 3 passes: the ideal width
/// w = √(12σ²/n + 1), rounded down to an odd `wl` and up to `wl + 2`, with the first m passes
/// using `wl` where m makes the summed variance closest to σ². Values are kept as 8.8 fixed
/// point; each pass sums a window and divides by its width with one integer rounding rule
/// (multiply by a 32-bit reciprocal, add ½, shift), so results are identical everywhere.
enum BoxBlur {
    /// The three box widths (odd, ≥ 1) approximating a Gaussian of standard deviation `sigma`.
    static func boxWidths(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = Swift.max(1, wl)
        let wu = wl + 2
        let wlD = Double(wl)
        let mIdeal = (12 * sigma * sigma - n * wlD * wlD - 4 * n * wlD - 3 * n) / (-4 * wlD - 4)
        let m = Swift.max(0, Swift.min(3, Int(mIdeal.rounded())))
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// `sum / w` rounded, via a 32-bit reciprocal (sum ≤ 65280·w, w ≤ 1023).
    @inline(__always) static func divide(_ sum: UInt32, _ recip: UInt64) -> UInt16 {
        UInt16(truncatingIfNeeded: (UInt64(sum) * recip + (1 << 31)) >> 32)
    }

    @inline(__always) static func reciprocal(_ w: Int) -> UInt64 { ((1 << 32) + UInt64(w / 2)) / UInt64(w) }

    /// Box-blurs rows (`width × height` values, zero outside) with a centred window of odd
    /// width `w`, writing `(width + w − 1) × height` values to `dst`.
    static func horizontal(_ src: UnsafeMutableBufferPointer<UInt16>, width: Int, height: Int, window w: Int,
                           into dst: UnsafeMutableBufferPointer<UInt16>) {
        let ow = width + w - 1
        let recip = reciprocal(w)
        guard let srcBase = src.baseAddress, let dstBase = dst.baseAddress else { return }
        for y in 0..<height {
            let s = srcBase + y * width, d = dstBase + y * ow
            var sum: UInt32 = 0
            // Output column x averages source columns x − w + 1 … x.
            for x in 0..<width {
                sum &+= UInt32(s[x])
                if x >= w { sum &-= UInt32(s[x - w]) }
                d[x] = divide(sum, recip)
            }
            for x in width..<ow {
                if x >= w { sum &-= UInt32(s[x - w]) }
                d[x] = divide(sum, recip)
            }
        }
    }

    /// Box-blurs columns (`width × height`, zero outside) with a centred window of odd width
    /// `w`, writing `width × (height + w − 1)` values to `dst`, row by row with running sums.
    static func vertical(_ src: UnsafeMutableBufferPointer<UInt16>, width: Int, height: Int, window w: Int,
                         sums: UnsafeMutableBufferPointer<UInt32>, into dst: UnsafeMutableBufferPointer<UInt16>) {
        let oh = height + w - 1
        let recip = reciprocal(w)
        guard let sum = sums.baseAddress, let srcBase = src.baseAddress, let dstBase = dst.baseAddress else { return }
        for x in 0..<width { sum[x] = 0 }
        for y in 0..<oh {
            if y < height {
                let row = srcBase + y * width
                for x in 0..<width { sum[x] &+= UInt32(row[x]) }
            }
            if y >= w {
                let row = srcBase + (y - w) * width
                for x in 0..<width { sum[x] &-= UInt32(row[x]) }
            }
            let out = dstBase + y * width
            for x in 0..<width { out[x] = divide(sum[x], recip) }
        }
    }
}

extension ShadowRenderer {
    /// A general shadow: `mask` blurred by three integer box blurs per axis approximating a
    /// Gaussian of standard deviation `sigma` (pixels; clamped to `maxSigma`). The result grows
    /// by the blur's reach on every side (the sum of the boxes' half-widths, ≈ 2.6σ… 3σ) and is
    /// then limited to `clip`; σ ≤ 0 or NaN returns `mask` limited to `clip`.
    public static func blurred(_ mask: CoverageMask, sigma: Double, clip: IntRect) -> CoverageMask {
        let maskRect = IntRect(x: mask.originX, y: mask.originY, width: mask.width, height: mask.height)
        let limit = 1 << 40
        guard !maskRect.isEmpty, abs(mask.originX) < limit, abs(mask.originY) < limit else { return .empty }
        guard sigma > 0 else { return crop(mask, to: clip) }
        let widths = BoxBlur.boxWidths(sigma: Swift.min(sigma, maxSigma))
        let grow = widths.reduce(0) { $0 + ($1 - 1) / 2 }
        let outRect = maskRect.outset(by: grow)
        guard outRect.intersection(clip) != nil,
              outRect.width.multipliedReportingOverflow(by: outRect.height).partialValue <= maxMaskPixels
        else { return .empty }
        let ow = outRect.width, oh = outRect.height
        var a = [UInt16](repeating: 0, count: ow * oh)
        var b = [UInt16](repeating: 0, count: ow * oh)
        var sums = [UInt32](repeating: 0, count: ow)
        var bytes = [UInt8](repeating: 0, count: ow * oh)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                sums.withUnsafeMutableBufferPointer { sums in
                    mask.coverage.withUnsafeBufferPointer { src in
                        for i in 0..<src.count { a[i] = UInt16(src[i]) << 8 }
                    }
                    var width = mask.width, height = mask.height
                    var (from, to) = (a, b)
                    for w in widths {
                        BoxBlur.horizontal(from, width: width, height: height, window: w, into: to)
                        width += w - 1
                        swap(&from, &to)
                    }
                    for w in widths {
                        BoxBlur.vertical(from, width: width, height: height, window: w, sums: sums, into: to)
                        height += w - 1
                        swap(&from, &to)
                    }
                    bytes.withUnsafeMutableBufferPointer { out in
                        for i in 0..<(ow * oh) { out[i] = UInt8(truncatingIfNeeded: (UInt32(from[i]) + 128) >> 8) }
                    }
                }
            }
        }
        return crop(CoverageMask(width: ow, height: oh, originX: outRect.x, originY: outRect.y, coverage: bytes), to: clip)
    }

    /// The part of `mask` inside `clip` (empty when they do not overlap).
    static func crop(_ mask: CoverageMask, to clip: IntRect) -> CoverageMask {
        let r = IntRect(x: mask.originX, y: mask.originY, width: mask.width, height: mask.height)
        guard let c = r.intersection(clip) else { return .empty }
        if c == r { return mask }
        var bytes = [UInt8](repeating: 0, count: c.width * c.height)
        for y in 0..<c.height {
            let s = (c.y - r.y + y) * r.width + (c.x - r.x)
            for x in 0..<c.width { bytes[y * c.width + x] = mask.coverage[s + x] }
        }
        return CoverageMask(width: c.width, height: c.height, originX: c.x, originY: c.y, coverage: bytes)
    }
}
