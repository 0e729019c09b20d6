import CellShotRaster

/// Pictures of a comparison, all deterministic: the same inputs give the same bytes.
public enum DiffImages {
    /// Differing pixel where the actual is lighter.
    public static let diffColor = RGBA8(255, 0, 0)
    /// Differing pixel where the actual is darker (orange-red).
    public static let darkerColor = RGBA8(255, 69, 0)
    /// Anti-aliased pixel (not counted).
    public static let antialiasedColor = RGBA8(255, 255, 0)
    /// Box around a changed region in the side-by-side image.
    public static let regionColor = RGBA8(255, 0, 255)
    /// Space between the panels of the side-by-side image.
    public static let gutterColor = RGBA8(128, 128, 128)

    /// The reference faded to light grey (as pixelmatch draws it, alpha 0.1), differing pixels
    /// red (orange-red where the actual is darker), anti-aliased pixels yellow; on a size
    /// mismatch every pixel outside the overlap is red. Canvas-sized.
    public static func highlight(reference: Image, actual: Image, result: DiffResult) -> Image {
        let width = max(0, result.width), height = max(0, result.height)
        guard width.multipliedReportingOverflow(by: height).overflow == false,
              width * height <= Int(Int32.max) else { return Image(width: 0, height: 0) }
        var out = Image(width: width, height: height, color: diffColor)
        let ow = min(reference.width, actual.width, width)
        let oh = min(reference.height, actual.height, height)
        guard ow > 0, oh > 0, reference.pixels.count == reference.width * reference.height * 4 else { return out }
        reference.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                let raw = UnsafeRawPointer(src.baseAddress!)
                var lastWord: UInt32 = 0, lastGrey = fadedGrey(0, 0, 0, 0)   // flat areas repeat words
                for y in 0..<oh {
                    for x in 0..<ow {
                        let s = (y * reference.width + x) * 4, d = (y * width + x) * 4
                        let word = raw.loadUnaligned(fromByteOffset: s, as: UInt32.self)
                        if word != lastWord {
                            lastWord = word
                            lastGrey = fadedGrey(src[s], src[s + 1], src[s + 2], src[s + 3])
                        }
                        dst[d] = lastGrey; dst[d + 1] = lastGrey; dst[d + 2] = lastGrey; dst[d + 3] = 255
                    }
                }
            }
        }
        paintMarks(&out, result.marks)
        return out
    }

    /// reference | highlight | actual, side by side with a grey gutter, each changed region
    /// boxed in magenta in all three panels (at most the 64 largest).
    public static func sideBySide(reference: Image, actual: Image, result: DiffResult, gutter: Int = 8) -> Image {
        sideBySide(reference: reference, actual: actual, result: result,
                   highlight: highlight(reference: reference, actual: actual, result: result), gutter: gutter)
    }

    /// ``sideBySide(reference:actual:result:gutter:)`` around a ``highlight(reference:actual:result:)``
    /// image already made for the same comparison.
    public static func sideBySide(reference: Image, actual: Image, result: DiffResult, highlight diff: Image,
                                  gutter: Int = 8) -> Image {
        let w = diff.width, h = diff.height, g = min(max(0, gutter), 256)
        var out = Image(width: 3 * w + 2 * g, height: h, color: gutterColor)
        for (panel, image) in [reference, diff, actual].enumerated() {
            let left = panel * (w + g)
            fill(&out, x: left, y: 0, width: w, height: h, color: .clear)
            blit(image, into: &out, x: left)
            for r in result.regions.prefix(64) {
                strokeBox(&out, x: left + r.x - 2, y: r.y - 2, width: r.width + 4, height: r.height + 4,
                          clip: (left, 0, left + w, h))
            }
        }
        return out
    }

    /// CIEDE2000 ΔE per pixel as colour: the faded reference where ΔE is 0, else a ramp
    /// blue → cyan → green → yellow → red reaching red at `maxDeltaE`. Pixels outside the
    /// overlap of differently sized images are red.
    public static func heatMap(reference: Image, actual: Image, options: DiffOptions = DiffOptions(),
                               maxDeltaE: Double = 10) throws(DiffError) -> Image {
        let (width, height, _) = try checkInputs(reference: reference, actual: actual, options: options)
        try CIEDE2000.selfCheck()
        var out = Image(width: width, height: height, color: diffColor)
        let ow = min(reference.width, actual.width), oh = min(reference.height, actual.height)
        let yiq = YIQ(whiteBackground: options.alphaBackground == .white)
        let scale = maxDeltaE > 0 && maxDeltaE.isFinite ? maxDeltaE : 10
        reference.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<oh {
                        for x in 0..<ow {
                            let pa = (y * reference.width + x) * 4, pb = (y * actual.width + x) * 4
                            let d = (y * width + x) * 4
                            var e = 0.0
                            if a[pa] != b[pb] || a[pa + 1] != b[pb + 1] || a[pa + 2] != b[pb + 2] || a[pa + 3] != b[pb + 3] {
                                e = CIEDE2000.deltaE(CIEDE2000.lab(pixel: a.baseAddress! + pa, k: pa, yiq),
                                                         CIEDE2000.lab(pixel: b.baseAddress! + pb, k: pa, yiq))
                            }
                            let c: RGBA8
                            if e > 0 {
                                c = ramp(min(e / scale, 1))
                            } else {
                                let v = fadedGrey(a[pa], a[pa + 1], a[pa + 2], a[pa + 3])
                                c = RGBA8(v, v, v)
                            }
                            dst[d] = c.r; dst[d + 1] = c.g; dst[d + 2] = c.b; dst[d + 3] = 255
                        }
                    }
                }
            }
        }
        return out
    }

    // MARK: - Helpers

    /// pixelmatch's grey: 255 + (Y − 255) · 0.1 · alpha/255, rounded by the project's byte rule.
    @inline(__always) static func fadedGrey(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
        let y = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        let v = 255 + (y - 255) * 0.1 * Double(a) / 255
        return Color.byte(v / 255)
    }

    private static let rampStops: [(Double, Double, Double)] = [
        (0, 0, 1), (0, 1, 1), (0, 1, 0), (1, 1, 0), (1, 0, 0),
    ]

    /// Piecewise-linear colour ramp over `t` in 0…1.
    static func ramp(_ t: Double) -> RGBA8 {
        let s = max(0, min(1, t)) * Double(rampStops.count - 1)
        let i = min(Int(s), rampStops.count - 2)
        let f = s - Double(i)
        let a = rampStops[i], b = rampStops[i + 1]
        return RGBA8(Color.byte(a.0 + (b.0 - a.0) * f), Color.byte(a.1 + (b.1 - a.1) * f), Color.byte(a.2 + (b.2 - a.2) * f))
    }

    private static func paintMarks(_ image: inout Image, _ marks: PixelMarks) {
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for (i, index) in marks.indices.enumerated() {
                let c: RGBA8
                switch marks.marks[i] {
                case .different: c = diffColor
                case .differentDarker: c = darkerColor
                case .antialiased: c = antialiasedColor
                }
                let d = Int(index) * 4
                guard d + 3 < dst.count else { continue }
                dst[d] = c.r; dst[d + 1] = c.g; dst[d + 2] = c.b; dst[d + 3] = 255
            }
        }
    }

    private static func fill(_ image: inout Image, x: Int, y: Int, width: Int, height: Int, color: RGBA8) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(image.width, x + width), y1 = min(image.height, y + height)
        guard x0 < x1, y0 < y1 else { return }
        let iw = image.width
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for yy in y0..<y1 {
                for xx in x0..<x1 {
                    let d = (yy * iw + xx) * 4
                    dst[d] = color.r; dst[d + 1] = color.g; dst[d + 2] = color.b; dst[d + 3] = color.a
                }
            }
        }
    }

    private static func blit(_ src: Image, into out: inout Image, x left: Int) {
        guard src.pixels.count == src.width * src.height * 4 else { return }
        let w = min(src.width, out.width - left), h = min(src.height, out.height)
        guard w > 0, h > 0 else { return }
        let ow = out.width
        src.pixels.withUnsafeBufferPointer { s in
            out.pixels.withUnsafeMutableBufferPointer { d in
                for y in 0..<h {
                    let so = y * src.width * 4, dof = (y * ow + left) * 4
                    for i in 0..<(w * 4) { d[dof + i] = s[so + i] }
                }
            }
        }
    }

    /// A 2-pixel outline of the rect, clipped to `clip` (x0, y0, x1, y1; exclusive ends).
    private static func strokeBox(_ image: inout Image, x: Int, y: Int, width: Int, height: Int,
                                  clip: (Int, Int, Int, Int)) {
        let t = 2
        let edges = [
            (x, y, width, t), (x, y + height - t, width, t),
            (x, y, t, height), (x + width - t, y, t, height),
        ]
        for (ex, ey, ew, eh) in edges {
            let x0 = max(ex, clip.0), y0 = max(ey, clip.1)
            let x1 = min(ex + ew, clip.2), y1 = min(ey + eh, clip.3)
            if x0 < x1 && y0 < y1 { fill(&image, x: x0, y: y0, width: x1 - x0, height: y1 - y0, color: regionColor) }
        }
    }
}
