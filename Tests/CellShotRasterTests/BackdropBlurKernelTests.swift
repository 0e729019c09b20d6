import CellShotTestSupport
import Testing
@testable import CellShotRaster

/// The backdrop blur's C passes against a plain Swift model of the same integer arithmetic
/// (BoxBlur's rounding): random buffers, radii and reduction factors give the same bytes.
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
            let sigma = Double(random.next() % 400) / 10
            let factor = 2 + Int(random.next() % 3)
            var kernel = pixels, model = pixels
            BackdropBlur.blur(&kernel, width: width, height: height, sigma: sigma)
            BackdropBlurModel.blur(&model, width: width, height: height, sigma: sigma)
            #expect(kernel == model, "round \(round): blur \(width)×\(height) σ \(sigma)")
            let small = BackdropBlur.reduced(pixels, width: width, height: height, factor: factor)
            #expect(small == BackdropBlurModel.reduced(pixels, width: width, height: height, factor: factor),
                    "round \(round): reduced \(width)×\(height) by \(factor)")
            let (sw, sh) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
            #expect(BackdropBlur.enlarged(small, width: sw, height: sh, to: width, height, factor: factor)
                    == BackdropBlurModel.enlarged(small, width: sw, height: sh, to: width, height, factor: factor),
                    "round \(round): enlarged \(sw)×\(sh) by \(factor)")
        }
    }
}

/// The blur's arithmetic in plain Swift: each pass one running sum per line and channel.
enum BackdropBlurModel {
    /// Three box passes along the rows, then three down the columns.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let windows = BoxBlur.boxWidths(sigma: Swift.min(sigma, 300))
        for window in windows { pixels = pass(pixels, count: width, lines: height, step: 4, lineStep: width * 4, window: window) }
        for window in windows { pixels = pass(pixels, count: height, lines: width, step: width * 4, lineStep: 4, window: window) }
    }

    /// One box pass of odd width `window` along `lines` lines of `count` pixels (pixel `i` of line
    /// `l` at byte `l · lineStep + i · step`), the end pixels repeated beyond the ends.
    static func pass(_ src: [UInt8], count: Int, lines: Int, step: Int, lineStep: Int, window: Int) -> [UInt8] {
        var out = src
        let radius = window / 2, recip = BoxBlur.reciprocal(window)
        for line in 0..<lines {
            for channel in 0..<4 {
                func value(_ index: Int) -> UInt32 { UInt32(src[line * lineStep + Swift.min(Swift.max(index, 0), count - 1) * step + channel]) }
                var sum: UInt32 = 0
                for index in -radius..<radius { sum += value(index) }
                for index in 0..<count {
                    sum += value(index + radius)
                    out[line * lineStep + index * step + channel] = UInt8(truncatingIfNeeded: BoxBlur.divide(sum, recip))
                    sum -= value(index - radius)
                }
            }
        }
        return out
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
}
