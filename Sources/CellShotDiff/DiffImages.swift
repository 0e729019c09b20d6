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
                for row in 0..<oh {
                    for column in 0..<ow {
                        let sourceOffset = (row * reference.width + column) * 4, targetOffset = (row * width + column) * 4
                        let word = raw.loadUnaligned(fromByteOffset: sourceOffset, as: UInt32.self)
                        if word != lastWord {
                            lastWord = word
                            lastGrey = fadedGrey(src[sourceOffset], src[sourceOffset + 1], src[sourceOffset + 2], src[sourceOffset + 3])
                        }
                        dst[targetOffset] = lastGrey; dst[targetOffset + 1] = lastGrey; dst[targetOffset + 2] = lastGrey; dst[targetOffset + 3] = 255
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
        let panelWidth = diff.width, panelHeight = diff.height, gap = min(max(0, gutter), 256)
        var out = Image(width: 3 * panelWidth + 2 * gap, height: panelHeight, color: gutterColor)
        for (panel, image) in [reference, diff, actual].enumerated() {
            let left = panel * (panelWidth + gap)
            fill(&out, x: left, y: 0, width: panelWidth, height: panelHeight, color: .clear)
            blit(image, into: &out, x: left)
            for region in result.regions.prefix(64) {
                let bounds = region.bounds
                strokeBox(&out, x: left + bounds.x - 2, y: bounds.y - 2, width: bounds.width + 4, height: bounds.height + 4,
                          clip: (left, 0, left + panelWidth, panelHeight))
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
        reference.pixels.withUnsafeBufferPointer { referenceBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for row in 0..<oh {
                        for column in 0..<ow {
                            let pa = (row * reference.width + column) * 4, pb = (row * actual.width + column) * 4
                            let offset = (row * width + column) * 4
                            var distance = 0.0
                            if referenceBuffer[pa] != actualBuffer[pb] || referenceBuffer[pa + 1] != actualBuffer[pb + 1] || referenceBuffer[pa + 2] != actualBuffer[pb + 2] || referenceBuffer[pa + 3] != actualBuffer[pb + 3] {
                                distance = CIEDE2000.deltaE(CIEDE2000.lab(pixel: referenceBuffer.baseAddress! + pa, k: pa, yiq),
                                                         CIEDE2000.lab(pixel: actualBuffer.baseAddress! + pb, k: pa, yiq))
                            }
                            let color: RGBA8
                            if distance > 0 {
                                color = ramp(min(distance / scale, 1))
                            } else {
                                let grey = fadedGrey(referenceBuffer[pa], referenceBuffer[pa + 1], referenceBuffer[pa + 2], referenceBuffer[pa + 3])
                                color = RGBA8(grey, grey, grey)
                            }
                            dst[offset] = color.r; dst[offset + 1] = color.g; dst[offset + 2] = color.b; dst[offset + 3] = 255
                        }
                    }
                }
            }
        }
        return out
    }

    // MARK: - Helpers

    /// pixelmatch's grey: 255 + (Y − 255) · 0.1 · alpha/255, rounded by the project's byte rule.
    @inline(__always) static func fadedGrey(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt8 {
        let luma = Double(red) * 0.29889531 + Double(green) * 0.58662247 + Double(blue) * 0.11448223
        let value = 255 + (luma - 255) * 0.1 * Double(alpha) / 255
        return Color.byte(value / 255)
    }

    private static let rampStops: [(Double, Double, Double)] = [
        (0, 0, 1), (0, 1, 1), (0, 1, 0), (1, 1, 0), (1, 0, 0),
    ]

    /// Piecewise-linear colour ramp over `t` in 0…1.
    static func ramp(_ fraction: Double) -> RGBA8 {
        let position = max(0, min(1, fraction)) * Double(rampStops.count - 1)
        let index = min(Int(position), rampStops.count - 2)
        let weight = position - Double(index)
        let lower = rampStops[index], upper = rampStops[index + 1]
        return RGBA8(Color.byte(lower.0 + (upper.0 - lower.0) * weight), Color.byte(lower.1 + (upper.1 - lower.1) * weight), Color.byte(lower.2 + (upper.2 - lower.2) * weight))
    }

    private static func paintMarks(_ image: inout Image, _ marks: PixelMarks) {
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for (i, index) in marks.indices.enumerated() {
                let color: RGBA8
                switch marks.marks[i] {
                case .different: color = diffColor
                case .differentDarker: color = darkerColor
                case .antialiased: color = antialiasedColor
                }
                let offset = Int(index) * 4
                guard offset + 3 < dst.count else { continue }
                dst[offset] = color.r; dst[offset + 1] = color.g; dst[offset + 2] = color.b; dst[offset + 3] = 255
            }
        }
    }

    private static func fill(_ image: inout Image, x left: Int, y top: Int, width: Int, height: Int, color: RGBA8) {
        let x0 = max(0, left), y0 = max(0, top), x1 = min(image.width, left + width), y1 = min(image.height, top + height)
        guard x0 < x1, y0 < y1 else { return }
        let iw = image.width
        image.pixels.withUnsafeMutableBufferPointer { dst in
            for yy in y0..<y1 {
                for xx in x0..<x1 {
                    let offset = (yy * iw + xx) * 4
                    dst[offset] = color.r; dst[offset + 1] = color.g; dst[offset + 2] = color.b; dst[offset + 3] = color.a
                }
            }
        }
    }

    private static func blit(_ src: Image, into out: inout Image, x left: Int) {
        guard src.pixels.count == src.width * src.height * 4 else { return }
        let rowWidth = min(src.width, out.width - left), rows = min(src.height, out.height)
        guard rowWidth > 0, rows > 0 else { return }
        let ow = out.width
        src.pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    let so = row * src.width * 4, dof = (row * ow + left) * 4
                    for i in 0..<(rowWidth * 4) { target[dof + i] = source[so + i] }
                }
            }
        }
    }

    /// A 2-pixel outline of the rect, clipped to `clip` (x0, y0, x1, y1; exclusive ends).
    private static func strokeBox(_ image: inout Image, x left: Int, y top: Int, width: Int, height: Int,
                                  clip: (Int, Int, Int, Int)) {
        let thickness = 2
        let edges = [
            (left, top, width, thickness), (left, top + height - thickness, width, thickness),
            (left, top, thickness, height), (left + width - thickness, top, thickness, height),
        ]
        for (ex, ey, ew, eh) in edges {
            let x0 = max(ex, clip.0), y0 = max(ey, clip.1)
            let x1 = min(ex + ew, clip.2), y1 = min(ey + eh, clip.3)
            if x0 < x1 && y0 < y1 { fill(&image, x: x0, y: y0, width: x1 - x0, height: y1 - y0, color: regionColor) }
        }
    }
}
