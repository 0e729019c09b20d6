/// A frosted-glass backdrop (the material behind iOS bars): what is already drawn inside a
/// pixel box, blurred in place by three integer box blurs per axis approximating a Gaussian
/// (the widths of ``BoxBlur/boxWidths(sigma:)``), with pixels beyond the box's edges taken as
/// copies of the edge (so the edges neither darken nor pick up what lies outside).
///
/// Premultiplied RGBA8 in, premultiplied RGBA8 out; each average is one integer division
/// with BoxBlur's rounding rule, so the result is the same on every machine.
enum BackdropBlur {
    /// Largest standard deviation in pixels (a 1 000-pixel reach).
    static let maxSigma = 300.0

    /// Blurs `box` (clamped to the `width × height` buffer) of premultiplied RGBA8 `pixels`
    /// with standard deviation `sigma` pixels; σ ≤ 0 or NaN changes nothing.
    static func apply(_ pixels: inout [UInt8], width: Int, height: Int, box: IntRect, sigma: Double) {
        guard sigma > 0, let r = box.intersection(IntRect(x: 0, y: 0, width: width, height: height)) else { return }
        let widths = BoxBlur.boxWidths(sigma: Swift.min(sigma, maxSigma))
        let w = r.width, h = r.height
        var a = [UInt8](repeating: 0, count: w * h * 4)
        var b = a
        pixels.withUnsafeBufferPointer { src in
            a.withUnsafeMutableBufferPointer { dst in
                guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                for y in 0..<h { (to + y * w * 4).update(from: from + ((r.y + y) * width + r.x) * 4, count: w * 4) }
            }
        }
        let reach = widths.max() ?? 1
        var padded = [UInt8](repeating: 0, count: (w + reach) * 4)
        var sums = [UInt32](repeating: 0, count: w * 4)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                padded.withUnsafeMutableBufferPointer { padded in
                    sums.withUnsafeMutableBufferPointer { sums in
                        var (from, to) = (a, b)
                        for window in widths {
                            rows(from, into: to, width: w, height: h, window: window, padded: padded)
                            swap(&from, &to)
                        }
                        for window in widths {
                            columns(from, into: to, width: w, height: h, window: window, sums: sums)
                            swap(&from, &to)
                        }
                    }
                }
            }
        }
        // Six passes (an even count) leave the result in `a`.
        a.withUnsafeBufferPointer { blurred in
            pixels.withUnsafeMutableBufferPointer { dst in
                guard let from = blurred.baseAddress, let to = dst.baseAddress else { return }
                for y in 0..<h { (to + ((r.y + y) * width + r.x) * 4).update(from: from + y * w * 4, count: w * 4) }
            }
        }
    }

    /// One horizontal box pass over `height` rows of `width` pixels: a centred window of odd
    /// width `window`, the end pixels repeated beyond the ends (each row is first copied into
    /// `padded` with that margin, so the running sums need no bounds).
    static func rows(_ src: UnsafeMutableBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>,
                     width: Int, height: Int, window: Int, padded: UnsafeMutableBufferPointer<UInt8>) {
        guard let s = src.baseAddress, let d = dst.baseAddress, let p = padded.baseAddress, width > 0 else { return }
        let radius = window / 2
        let recip = BoxBlur.reciprocal(window)
        for y in 0..<height {
            let row = s + y * width * 4, out = d + y * width * 4
            for j in 0..<radius { (p + 4 * j).update(from: row, count: 4) }
            (p + 4 * radius).update(from: row, count: 4 * width)
            for j in 0..<radius { (p + 4 * (radius + width + j)).update(from: row + 4 * (width - 1), count: 4) }
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
            for j in 0..<(window - 1) {
                r &+= UInt32(p[4 * j]); g &+= UInt32(p[4 * j + 1]); b &+= UInt32(p[4 * j + 2]); a &+= UInt32(p[4 * j + 3])
            }
            for x in 0..<width {
                let enter = 4 * (x + window - 1), leave = 4 * x
                r &+= UInt32(p[enter]); g &+= UInt32(p[enter + 1]); b &+= UInt32(p[enter + 2]); a &+= UInt32(p[enter + 3])
                out[4 * x] = UInt8(truncatingIfNeeded: BoxBlur.divide(r, recip))
                out[4 * x + 1] = UInt8(truncatingIfNeeded: BoxBlur.divide(g, recip))
                out[4 * x + 2] = UInt8(truncatingIfNeeded: BoxBlur.divide(b, recip))
                out[4 * x + 3] = UInt8(truncatingIfNeeded: BoxBlur.divide(a, recip))
                r &-= UInt32(p[leave]); g &-= UInt32(p[leave + 1]); b &-= UInt32(p[leave + 2]); a &-= UInt32(p[leave + 3])
            }
        }
    }

    /// The same pass down the columns, row by row with one running sum per byte of a row (the
    /// top and bottom rows repeated beyond the ends).
    static func columns(_ src: UnsafeMutableBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>,
                        width: Int, height: Int, window: Int, sums: UnsafeMutableBufferPointer<UInt32>) {
        guard let s = src.baseAddress, let d = dst.baseAddress, let sum = sums.baseAddress, height > 0 else { return }
        let radius = window / 2
        let recip = BoxBlur.reciprocal(window)
        let n = width * 4
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { s + Swift.min(Swift.max(y, 0), height - 1) * n }
        for i in 0..<n { sum[i] = 0 }
        for y in -radius..<radius {
            let r = row(y)
            for i in 0..<n { sum[i] &+= UInt32(r[i]) }
        }
        for y in 0..<height {
            let enter = row(y + radius), leave = row(y - radius), out = d + y * n
            for i in 0..<n {
                let total = sum[i] &+ UInt32(enter[i])
                out[i] = UInt8(truncatingIfNeeded: BoxBlur.divide(total, recip))
                sum[i] = total &- UInt32(leave[i])
            }
        }
    }
}

extension Canvas {
    /// Blurs what is drawn inside `rect` (points) in place: see ``BackdropBlur``.
    mutating func backdropBlur(_ rect: Rect, radius: Double) {
        BackdropBlur.apply(&pixels, width: width, height: height, box: IntRect(enclosing: rect.scaled(scale)), sigma: radius * scale)
    }
}
