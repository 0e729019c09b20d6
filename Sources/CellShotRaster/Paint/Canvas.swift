internal import CRasterKernels

/// Why a canvas could not be made.
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side is zero, negative or beyond ``Canvas/maxSide``, or the pixel count beyond ``Canvas/maxPixels``.
    case invalidSize(width: Int, height: Int)
    /// A size in points that is negative, NaN or infinite, or too large once scaled.
    case invalidPointSize(width: Double, height: Double, scale: Double)
    /// The scale is NaN, infinite, zero or negative.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "invalid canvas size \(width)×\(height) px: each side must be 1…\(Canvas.maxSide) and the area at most \(Canvas.maxPixels) px"
        case let .invalidPointSize(width, height, scale):
            return "invalid canvas size \(width)×\(height) pt at scale \(scale): expected finite sizes giving 1…\(Canvas.maxSide) px per side"
        case let .invalidScale(scale):
            return "invalid canvas scale \(scale): expected a finite number > 0"
        }
    }
}

/// Executes ``DisplayList``s into pixels.
///
/// Internally premultiplied RGBA8, source-over, gamma-naive sRGB, with the rounding rule of
/// the compositor (`div255(t) = (t + 128 + ((t + 128) >> 8)) >> 8`); ``image`` is straight
/// RGBA8. Points map to pixels by `scale`. Clips are anti-aliased coverage masks, nested by
/// multiplying; layers are separate buffers composited with their opacity at `endLayer`.
/// Unbalanced `popClip`/`endLayer` are ignored; layers still open when ``image`` is read are
/// composited as if ended. Operations with non-finite coordinates draw nothing.
public struct Canvas {
    /// Largest width or height in pixels.
    public static let maxSide = 16384
    /// Largest width × height in pixels.
    public static let maxPixels = 100_000_000

    public let width: Int
    public let height: Int
    public let scale: Double
    /// True when the background is opaque: every pixel then stays opaque.
    let opaqueBackground: Bool

    /// The current drawing target (premultiplied RGBA8).
    var pixels: [UInt8]
    /// Layers below the current one, with the opacity the current one is composited with.
    var layerStack: [(pixels: [UInt8], opacity: Double)] = []
    var clipStack: [ClipMask] = []
    /// Scratch for one row of coverage and one row of shaded colour.
    var rowCoverage: [UInt8]
    var rowShade: [UInt8] = []
    /// Borrowed rasterizer scratch (returned to a shared pool when the last copy goes away).
    let scratch = RasterScratch.borrow()

    /// A canvas of `width × height` pixels (at least 1 × 1) filled with `background`.
    public init(width: Int, height: Int, scale: Double, background: Color = .clear) throws(CanvasError) {
        try self.init(width: width, height: height, scale: scale, background: background, paintedOverBy: [])
    }

    /// A canvas filled with `background` except where `operations` certainly paint over it with
    /// an opaque colour (see ``paintBackground(_:under:)``): the caller draws them next.
    init(width: Int, height: Int, scale: Double, background: Color, paintedOverBy operations: [DisplayList.Operation]) throws(CanvasError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard width > 0, height > 0, width <= Canvas.maxSide, height <= Canvas.maxSide,
              width * height <= Canvas.maxPixels
        else { throw .invalidSize(width: width, height: height) }
        self.width = width; self.height = height; self.scale = scale
        let bg = Compositor.premultiplied(background)
        opaqueBackground = bg.a == 255
        // A screen's canvas (1179 × 4000 px: 18 MB) is written row after row and then read by the
        // PNG encoder: on huge pages, where the system has them, those passes miss the TLB far less.
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            cs_advise_huge_pages(buffer.baseAddress, buffer.count)
            initialized = width * height * 4
        }
        rowCoverage = [UInt8](repeating: 0, count: width + 1)
        paintBackground(UInt32(littleEndian: bg.r | bg.g << 8 | bg.b << 16 | bg.a << 24), under: operations)
    }

    /// The canvas as straight RGBA8.
    public var image: Image {
        var top = pixels
        for layer in layerStack.reversed() {
            var below = layer.pixels
            Canvas.composite(top, opacity: layer.opacity, onto: &below)
            top = below
        }
        // Source-over onto an opaque pixel leaves it opaque (s + div255(255 · (255 − s)) = 255),
        // so on an opaque background premultiplied and straight bytes are the same.
        let out = opaqueBackground ? top : [UInt8](unsafeUninitializedCapacity: top.count) { target, initialized in
            top.withUnsafeBufferPointer { source in Compositor.unpremultiply(source, into: target) }
            initialized = top.count
        }
        return Image(width: width, height: height, checkedPixels: out)
    }

    /// Executes every operation of `list` in order.
    public mutating func draw(_ list: DisplayList) {
        for op in list.operations { execute(op) }
    }

    mutating func execute(_ op: DisplayList.Operation) {
        let factor = scale
        switch op {
        case let .fill(path, paint, rule):
            fill(path.transformed(by: .scale(factor)), rule, paint)
        case let .stroke(path, style, paint):
            stroke(path, style, paint)
        case let .roundedRect(rect, radii, continuous, paint):
            fill(Path(roundedRect: rect.scaled(factor), radii: radii.scaled(factor), continuous: continuous), .nonZero, paint)
        case let .roundedRectShadow(rect, radii, continuous, shadow):
            roundedRectShadow(rect, radii, continuous, shadow)
        case let .shadowedRoundedRect(rect, radii, continuous, shadow, paint):
            // Shadow pixels the fill certainly covers are skipped: an opaque colour, unclipped.
            if case let .solid(color) = paint, color.alpha >= 1, clipStack.last?.coverage == nil {
                roundedRectShadow(rect, radii, continuous, shadow, hiddenBy: rect, radii)
            } else {
                roundedRectShadow(rect, radii, continuous, shadow)
            }
            execute(.roundedRect(rect, radii, continuous: continuous, paint))
        case let .pathShadow(path, rule, shadow):
            pathShadow(path, rule, shadow)
        case let .glyphs(run, color):
            drawGlyphs(run, color: color)
        case let .image(image, rect):
            drawImage(image, in: rect)
        case let .pushClip(rect, radii, continuous):
            let noRadius = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].allSatisfy { !($0 > 0) }
            if noRadius && pushAlignedClip(rect.scaled(factor)) { return }
            pushClip(Path(roundedRect: rect.scaled(factor), radii: radii.scaled(factor), continuous: continuous), .nonZero)
        case let .pushClipPath(path, rule):
            pushClip(path.transformed(by: .scale(factor)), rule)
        case .popClip:
            if !clipStack.isEmpty { clipStack.removeLast() }
        case let .beginLayer(opacity):
            layerStack.append((pixels, opacity))
            pixels = [UInt8](repeating: 0, count: pixels.count)
        case .endLayer:
            guard let below = layerStack.popLast() else { return }
            var dst = below.pixels
            Canvas.composite(pixels, opacity: below.opacity, onto: &dst)
            pixels = dst
        case let .backdropBlur(rect, radius):
            backdropBlur(rect, radius: radius)
        }
    }

    /// True when every pixel of the current target is opaque: an opaque background and no
    /// layer open (a layer starts transparent).
    var pixelsOpaque: Bool { opaqueBackground && layerStack.isEmpty }

    /// The whole canvas as a pixel box.
    var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The box drawing may touch: the canvas, narrowed by the innermost clip (`.zero` when
    /// nothing may be drawn).
    var drawableBox: IntRect { clipStack.last.map { bounds.intersection($0.bounds) ?? .zero } ?? bounds }

    // MARK: Filling

    /// Fills a path given in device pixels.
    /// `simpleWinding`: the caller guarantees winding 0 or 1 everywhere (see `Rasterizer.accumulate`).
    mutating func fill(_ path: Path, _ rule: FillRule, _ paint: Paint, simpleWinding: Bool = false) {
        switch paint {
        case let .solid(color):
            let pixel = Compositor.premultiplied(color)
            guard pixel.a != 0 else { return }
            replayCoverage(path, rule, simpleWinding: simpleWinding) { canvas, rec in canvas.blendSpans(rec, color: pixel) }
        case let .linearGradient(gradient):
            shade(path, rule, GradientShader(gradient, scale: scale), simpleWinding: simpleWinding)
        case let .radialGradient(gradient):
            shade(path, rule, GradientShader(gradient, scale: scale), simpleWinding: simpleWinding)
        case let .angularGradient(gradient):
            shade(path, rule, GradientShader(gradient, scale: scale), simpleWinding: simpleWinding)
        }
    }

    /// Fills a path given in device pixels with a gradient's colours (nothing for no shader).
    private mutating func shade(_ path: Path, _ rule: FillRule, _ shader: GradientShader?, simpleWinding: Bool) {
        guard let shader else { return }
        if rowShade.count < width * 4 { rowShade = [UInt8](repeating: 0, count: width * 4) }
        if shader.isHorizontal {
            rowShade.withUnsafeMutableBufferPointer { sb in shader.shadeRow(y: 0, range: 0..<width, into: sb.baseAddress!) }
        }
        replayCoverage(path, rule, simpleWinding: simpleWinding) { canvas, rec in canvas.shadeSpans(rec, shader) }
    }

    // MARK: Masks

    /// Blends `color` through a device-pixel mask anchored at (x, y).
    mutating func blit(_ mask: CoverageMask, x left: Int, y top: Int, color: Color) {
        let pixel = Compositor.premultiplied(color)
        guard pixel.a != 0, mask.width > 0, mask.height > 0 else { return }
        let (mx, ox) = left.addingReportingOverflow(mask.originX)
        let (my, oy) = top.addingReportingOverflow(mask.originY)
        guard !ox, !oy, mx > -(1 << 40), my > -(1 << 40), mx < (1 << 40), my < (1 << 40) else { return }
        guard let box = drawableBox.intersection(IntRect(x: mx, y: my, width: mask.width, height: mask.height)) else { return }
        let canvasWidth = width
        let clip = clipStack.last?.coverage
        let range = box.minX..<box.maxX
        if clip == nil && pixelsOpaque {
            // Every pixel is opaque: the branch-free blend straight from the mask rows.
            pixels.withUnsafeMutableBytes { pb in
                mask.coverage.withUnsafeBufferPointer { mb in
                    guard let target = pb.baseAddress, let maskStart = mb.baseAddress else { return }
                    let words = target.assumingMemoryBound(to: UInt32.self)
                    Compositor.blendMaskOntoOpaque(words + box.minY * canvasWidth + box.minX, dstStride: canvasWidth,
                                                   coverage: maskStart + (box.minY - my) * mask.width + (box.minX - mx),
                                                   coverageStride: mask.width, width: box.width, height: box.height, color: pixel)
                }
            }
            return
        }
        // Large masks (shadows) look the scaled colour up; small ones (glyphs) compute it.
        let table = box.area >= 4096 ? Compositor.scaledTable(pixel) : []
        pixels.withUnsafeMutableBufferPointer { pb in
            rowCoverage.withUnsafeMutableBufferPointer { cb in
                mask.coverage.withUnsafeBufferPointer { mb in
                  table.withUnsafeBufferPointer { tb in
                    guard let target = pb.baseAddress, let cv = cb.baseAddress, let maskStart = mb.baseAddress else { return }
                    for row in box.minY..<box.maxY {
                        (cv + box.minX).update(from: maskStart + (row - my) * mask.width + (box.minX - mx), count: box.width)
                        if let clip {
                            clip.withUnsafeBufferPointer { clipBuffer in
                                Compositor.applyClip(cv, clip: clipBuffer.baseAddress! + row * canvasWidth, range: range)
                            }
                        }
                        Compositor.blendSolid(target + row * canvasWidth * 4, coverage: cv, range: range, color: pixel,
                                              scaled: tb.count == 512 ? tb.baseAddress.map { UnsafePointer($0) } : nil)
                    }
                  }
                }
            }
        }
    }

    // MARK: Layers

    /// Source-over of premultiplied `top` scaled by `opacity` onto `dst` (same size).
    static func composite(_ top: [UInt8], opacity: Double, onto dst: inout [UInt8]) {
        let opacityByte = UInt32(Color.byte(opacity))
        guard opacityByte != 0 else { return }
        top.withUnsafeBufferPointer { topBuffer in
            dst.withUnsafeMutableBufferPointer { dstBuffer in
                guard let tp = topBuffer.baseAddress, let dp = dstBuffer.baseAddress else { return }
                var offset = 0
                let count = min(topBuffer.count, dstBuffer.count)
                while offset + 3 < count {
                    let alpha = UInt32(tp[offset + 3])
                    if alpha != 0 {
                        if opacityByte == 255 {
                            Compositor.over(dp + offset, UInt32(tp[offset]), UInt32(tp[offset + 1]), UInt32(tp[offset + 2]), alpha)
                        } else {
                            Compositor.over(dp + offset, Compositor.div255(UInt32(tp[offset]) * opacityByte), Compositor.div255(UInt32(tp[offset + 1]) * opacityByte),
                                            Compositor.div255(UInt32(tp[offset + 2]) * opacityByte), Compositor.div255(alpha * opacityByte))
                        }
                    }
                    offset += 4
                }
            }
        }
    }
}

extension Rect {
    /// The rect with every coordinate multiplied by `factor`.
    func scaled(_ factor: Double) -> Rect { Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor) }
}

extension CornerRadii {
    /// Every radius multiplied by `factor`.
    func scaled(_ factor: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor, bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}

extension DisplayList {
    /// Renders the list on a canvas of ⌈size × scale⌉ pixels (a product within 10⁻⁶ of a whole
    /// number counts as that number, so 375 pt × 3 is exactly 1125 px) filled with `background`.
    public func render(size: Size, scale: Double, background: Color = .clear) throws(CanvasError) -> Image {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        func pixels(_ points: Double) -> Int? {
            guard points.isFinite, points >= 0 else { return nil }
            let exact = points * scale
            guard exact <= Double(Canvas.maxSide) + 1 else { return nil }
            let nearest = exact.rounded()
            return Int(abs(exact - nearest) <= 1e-6 ? nearest : exact.rounded(.up))
        }
        guard let pixelWidth = pixels(size.width), let pixelHeight = pixels(size.height) else {
            throw .invalidPointSize(width: size.width, height: size.height, scale: scale)
        }
        var canvas = try Canvas(width: pixelWidth, height: pixelHeight, scale: scale, background: background, paintedOverBy: operations)
        canvas.draw(self)
        return canvas.image
    }
}
