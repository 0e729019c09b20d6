internal import CRasterKernels

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

    /// Three box passes along the rows, then three down the columns, of a `width × height` buffer
    /// (`cs_backdrop_rows`, `cs_backdrop_columns`).
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
                        guard var from = a.baseAddress, var to = b.baseAddress else { return }
                        for window in widths {
                            cs_backdrop_rows(from, to, w, h, window, padded.baseAddress)
                            swap(&from, &to)
                        }
                        for window in widths {
                            cs_backdrop_columns(from, to, w, h, window, sums.baseAddress)
                            swap(&from, &to)
                        }
                    }
                }
            }
        }
        // Six passes (an even count) leave the result in `a`.
    }

    /// Each `factor × factor` block (fewer pixels at the right and bottom edges) as its
    /// rounded average (`cs_backdrop_reduce`).
    static func reduced(_ src: [UInt8], width w: Int, height h: Int, factor f: Int) -> [UInt8] {
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        return [UInt8](unsafeUninitializedCapacity: sw * sh * 4) { out, initialized in
            src.withUnsafeBufferPointer { cs_backdrop_reduce($0.baseAddress, w, h, f, out.baseAddress) }
            initialized = sw * sh * 4
        }
    }

    /// Scales a reduced buffer back to `dw × dh` bilinearly, sampling block centres, in
    /// integers (weights in 1/(2·factor) steps, one rounding per channel by BoxBlur's rule;
    /// `cs_backdrop_enlarge`).
    static func enlarged(_ src: [UInt8], width sw: Int, height sh: Int, to dw: Int, _ dh: Int, factor f: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: dw * dh * 4) { out, initialized in
            src.withUnsafeBufferPointer { cs_backdrop_enlarge($0.baseAddress, sw, sh, dw, dh, f, out.baseAddress) }
            initialized = dw * dh * 4
        }
    }
}

extension Canvas {
    /// Blurs what is drawn inside `rect` (points) in place: see ``BackdropBlur``.
    mutating func backdropBlur(_ rect: Rect, radius: Double) {
        let factor = Int(Swift.min(scale, 8).rounded(.down))
        BackdropBlur.apply(&pixels, width: width, height: height, box: IntRect(enclosing: rect.scaled(scale)),
                           sigma: radius * scale, factor: factor)
    }
}
