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
                for y in 0..<h {
                    let s = ((r.y + y) * width + r.x) * 4
                    for i in 0..<(w * 4) { dst[y * w * 4 + i] = src[s + i] }
                }
            }
        }
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var (from, to) = (a, b)
                for window in widths {
                    pass(from, into: to, lines: h, length: w, step: 4, lineStride: w * 4, window: window)
                    swap(&from, &to)
                }
                for window in widths {
                    pass(from, into: to, lines: w, length: h, step: w * 4, lineStride: 4, window: window)
                    swap(&from, &to)
                }
            }
        }
        // Six passes (an even count) leave the result in `a`.
        a.withUnsafeBufferPointer { blurred in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let d = ((r.y + y) * width + r.x) * 4
                    for i in 0..<(w * 4) { dst[d + i] = blurred[y * w * 4 + i] }
                }
            }
        }
    }

    /// One box pass along `lines` lines of `length` pixels: pixel k of a line is at
    /// `line × lineStride + k × step` bytes. A centred window of odd width `window`, the
    /// line's end pixels repeated beyond its ends.
    static func pass(_ src: UnsafeMutableBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>,
                     lines: Int, length: Int, step: Int, lineStride: Int, window: Int) {
        let radius = window / 2
        let recip = BoxBlur.reciprocal(window)
        for line in 0..<lines {
            let base = line * lineStride
            @inline(__always) func at(_ k: Int) -> Int { base + Swift.min(Swift.max(k, 0), length - 1) * step }
            for c in 0..<4 {
                var sum: UInt32 = 0
                for k in -radius...radius { sum &+= UInt32(src[at(k) + c]) }
                for k in 0..<length {
                    dst[base + k * step + c] = UInt8(truncatingIfNeeded: BoxBlur.divide(sum, recip))
                    sum &+= UInt32(src[at(k + radius + 1) + c])
                    sum &-= UInt32(src[at(k - radius) + c])
                }
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
