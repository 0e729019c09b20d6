import CellShotTestSupport
import Testing
@testable import CellShotRaster

/// The backdrop blur's C passes against a plain Swift model of the same integer arithmetic
/// (BoxBlur's rounding): random buffers, boxes, radii and reduction factors give the same bytes.
@Suite struct BackdropBlurKernelTests {
    @Test func kernelsGiveTheModelsBytes() {
        var random = SplitMix(seed: 0xB1_0B)
        for round in 0..<120 {
            let width = 1 + Int(random.next() % 90), height = 1 + Int(random.next() % 60)
            // Premultiplied pixels: alpha first, each channel at most alpha; flat patches sometimes.
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for index in Swift.stride(from: 0, to: pixels.count, by: 4) {
                let alpha = round % 3 == 0 ? UInt8(255) : UInt8(truncatingIfNeeded: random.next())
                for channel in 0..<3 { pixels[index + channel] = UInt8(random.next() % (UInt64(alpha) + 1)) }
                pixels[index + 3] = alpha
            }
            let box = IntRect(x: Int(random.next() % 20) - 5, y: Int(random.next() % 20) - 5,
                              width: 1 + Int(random.next() % 100), height: 1 + Int(random.next() % 70))
            let sigma = Double(random.next() % 400) / 10
            let factor = 1 + Int(random.next() % 4)
            var kernel = pixels, model = pixels
            BackdropBlur.apply(&kernel, width: width, height: height, box: box, sigma: sigma, factor: factor)
            BackdropBlurModel.apply(&model, width: width, height: height, box: box, sigma: sigma, factor: factor)
            #expect(kernel == model, "round \(round): \(width)×\(height) box \(box) σ \(sigma) factor \(factor)")
        }
    }
}

/// The blur as it was written in Swift, one statement per step of the arithmetic.
enum BackdropBlurModel {
    /// Largest standard deviation in pixels (a 1 000-pixel reach).
    static let maxSigma = 300.0

    /// Blurs `box` (clamped to the `width × height` buffer) of premultiplied RGBA8 `pixels`
    /// with standard deviation `sigma` pixels; σ ≤ 0 or NaN changes nothing. With `factor` > 1
    /// the box is first averaged down by `factor` in each direction, blurred there (σ / factor)
    /// and scaled back up bilinearly: the same look for a fraction of the work (a device-scale
    /// blur runs at 1×).
    static func apply(_ pixels: inout [UInt8], width: Int, height: Int, box: IntRect, sigma: Double, factor: Int = 1) {
        guard sigma > 0, let r = box.intersection(IntRect(x: 0, y: 0, width: width, height: height)) else { return }
        let w = r.width, h = r.height
        var region = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { src in
            region.withUnsafeMutableBufferPointer { dst in
                guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                for y in 0..<h { (to + y * w * 4).update(from: from + ((r.y + y) * width + r.x) * 4, count: w * 4) }
            }
        }
        let f = Swift.max(1, Swift.min(factor, w, h))
        if f == 1 {
            blur(&region, width: w, height: h, sigma: sigma)
        } else {
            let sw = (w + f - 1) / f, sh = (h + f - 1) / f
            var small = reduced(region, width: w, height: h, factor: f)
            blur(&small, width: sw, height: sh, sigma: sigma / Double(f))
            region = enlarged(small, width: sw, height: sh, to: w, h, factor: f)
        }
        region.withUnsafeBufferPointer { blurred in
            pixels.withUnsafeMutableBufferPointer { dst in
                guard let from = blurred.baseAddress, let to = dst.baseAddress else { return }
                for y in 0..<h { (to + ((r.y + y) * width + r.x) * 4).update(from: from + y * w * 4, count: w * 4) }
            }
        }
    }

    /// Three box passes along the rows, then three down the columns, of a `width × height` buffer.
    static func blur(_ a: inout [UInt8], width w: Int, height h: Int, sigma: Double) {
        let widths = BoxBlur.boxWidths(sigma: Swift.min(sigma, maxSigma))
        var b = a
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
    }

    /// Each `factor × factor` block (fewer pixels at the right and bottom edges) as its
    /// rounded average.
    static func reduced(_ src: [UInt8], width w: Int, height h: Int, factor f: Int) -> [UInt8] {
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        var out = [UInt8](repeating: 0, count: sw * sh * 4)
        for by in 0..<sh {
            let y1 = Swift.min(h, by * f + f)
            for bx in 0..<sw {
                let x1 = Swift.min(w, bx * f + f)
                let count = UInt32((y1 - by * f) * (x1 - bx * f))
                for c in 0..<4 {
                    var sum: UInt32 = 0
                    for y in (by * f)..<y1 { for x in (bx * f)..<x1 { sum &+= UInt32(src[(y * w + x) * 4 + c]) } }
                    out[(by * sw + bx) * 4 + c] = UInt8(truncatingIfNeeded: (sum + count / 2) / count)
                }
            }
        }
        return out
    }

    /// Scales a reduced buffer back to `dw × dh` bilinearly, sampling block centres, in
    /// integers (weights in 1/(2·factor) steps, one rounding per channel by BoxBlur's rule).
    static func enlarged(_ src: [UInt8], width sw: Int, height sh: Int, to dw: Int, _ dh: Int, factor f: Int) -> [UInt8] {
        let unit = 2 * f
        /// For destination index i: the two source indices and the weight of the second.
        func taps(_ i: Int, _ n: Int) -> (Int, Int, UInt32) {
            let num = 2 * i + 1 - f  // (i + ½) / f − ½, in units of 1 / (2f)
            guard num > 0 else { return (0, 0, 0) }
            let i0 = Swift.min(num / unit, n - 1)
            return (i0, Swift.min(i0 + 1, n - 1), UInt32(num % unit))
        }
        let xs = (0..<dw).map { taps($0, sw) }, ys = (0..<dh).map { taps($0, sh) }
        let u = UInt32(unit)
        let recip = BoxBlur.reciprocal(unit * unit)
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        src.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { out in
                guard let s = src.baseAddress, let o = out.baseAddress else { return }
                for y in 0..<dh {
                    let (y0, y1, ty) = ys[y]
                    let top = s + y0 * sw * 4, bottom = s + y1 * sw * 4, row = o + y * dw * 4
                    for x in 0..<dw {
                        let (x0, x1, tx) = xs[x]
                        let w00 = (u - tx) * (u - ty), w10 = tx * (u - ty), w01 = (u - tx) * ty, w11 = tx * ty
                        for c in 0..<4 {
                            let sum = UInt32(top[4 * x0 + c]) * w00 + UInt32(top[4 * x1 + c]) * w10
                                + UInt32(bottom[4 * x0 + c]) * w01 + UInt32(bottom[4 * x1 + c]) * w11
                            row[4 * x + c] = UInt8(truncatingIfNeeded: BoxBlur.divide(sum, recip))
                        }
                    }
                }
            }
        }
        return out
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
