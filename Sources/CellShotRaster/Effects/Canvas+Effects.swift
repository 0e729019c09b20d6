/// Strokes and shadows on the canvas: geometry from `Stroker` and `ShadowRenderer`, pixels
/// through the canvas's own rasterizer and compositor.
extension Canvas {
    /// Chord tolerance (px) for stroke outlines (curves and round caps/joins).
    static let strokeTolerance = 0.01

    /// Strokes `path` (points) with `style` (points) by filling the stroker's outline (or, for a
    /// closed convex contour, the equivalent `ConvexStroke` ring).
    mutating func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint) {
        let s = scale
        var px = style
        px.width = style.width * s
        px.dash = style.dash.map { $0 * s }
        px.dashPhase = style.dashPhase * s
        let pixelPath = path.transformed(by: .scale(s))
        if let ring = ConvexStroke.outline(of: pixelPath, style: px, tolerance: Canvas.strokeTolerance) {
            fill(ring, .nonZero, paint, simpleWinding: true)
            return
        }
        let outline = Stroker.outline(of: pixelPath, style: px, tolerance: Canvas.strokeTolerance)
        fill(outline, .nonZero, paint)
    }

    /// Draws the shadow of a rounded rect given in points (closed form, σ = blur/2 × scale).
    /// When `cover` (a rounded rect in points, opaque, drawn next) is given, the pixels it
    /// covers completely are neither computed nor blended.
    mutating func roundedRectShadow(_ rect: Rect, _ radii: CornerRadii, _ continuous: Bool, _ shadow: Shadow,
                                    hiddenBy cover: Rect? = nil, _ coverRadii: CornerRadii = .zero) {
        let s = scale
        let clip = drawableBox
        guard !clip.isEmpty, shadow.color.alpha > 0 else { return }
        let r = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).scaled(s)
        let sigma = ShadowRenderer.sigma(forBlur: shadow.blur) * s
        let pxRadii = radii.scaled(s)
        var regions = [clip]
        if let cover, let core = Canvas.fullyCoveredCore(of: cover.scaled(s), radii: coverRadii.scaled(s)),
           let hidden = core.intersection(clip) {
            // The clip box minus the hidden core: bands above and below, strips left and right.
            regions = [
                IntRect(x: clip.x, y: clip.y, width: clip.width, height: hidden.y - clip.y),
                IntRect(x: clip.x, y: hidden.maxY, width: clip.width, height: clip.maxY - hidden.maxY),
                IntRect(x: clip.x, y: hidden.y, width: hidden.x - clip.x, height: hidden.height),
                IntRect(x: hidden.maxX, y: hidden.y, width: clip.maxX - hidden.maxX, height: hidden.height),
            ].filter { !$0.isEmpty }
        }
        for region in regions {
            let mask = ShadowMaskCache.shared.roundedRectShadowMask(rect: r, radii: pxRadii, continuous: continuous,
                                                                    sigma: sigma, clip: region)
            blit(mask, x: 0, y: 0, color: shadow.color)
        }
    }

    /// Whole pixels certainly inside a rounded rect (pixels): the rect inset by
    /// r·(1 − 1/√2) + 1 px for the largest radius r. Both corner styles pass through the
    /// point at r·(1 − 1/√2) from the corner on its diagonal and bulge outwards from there.
    static func fullyCoveredCore(of rect: Rect, radii: CornerRadii) -> IntRect? {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let half = min(rect.width, rect.height) / 2
        let rs = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { $0 > 0 ? min($0, half) : 0 }
        let inset = (rs.max() ?? 0) * (1 - Path.halfSqrt2) + 1
        let lim = Double(1 << 30)
        guard abs(rect.minX) < lim, abs(rect.maxX) < lim, abs(rect.minY) < lim, abs(rect.maxY) < lim else { return nil }
        let x0 = Int((rect.minX + inset).rounded(.up)), x1 = Int((rect.maxX - inset).rounded(.down))
        let y0 = Int((rect.minY + inset).rounded(.up)), y1 = Int((rect.maxY - inset).rounded(.down))
        guard x1 > x0, y1 > y0 else { return nil }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws the shadow of any path given in points: its coverage, offset, box-blurred (σ = blur/2 × scale).
    mutating func pathShadow(_ path: Path, _ rule: FillRule, _ shadow: Shadow) {
        let s = scale
        let clip = drawableBox
        guard !clip.isEmpty, shadow.color.alpha > 0, shadow.offset.x.isFinite, shadow.offset.y.isFinite else { return }
        let sigma = ShadowRenderer.sigma(forBlur: shadow.blur) * s
        let t = Transform.scale(s).concatenating(.translation(x: shadow.offset.x * s, y: shadow.offset.y * s))
        // Coverage within reach of the visible box, so the blur sees everything that spills in.
        let reach = sigma.isFinite && sigma > 0 ? Int((3 * min(sigma, ShadowRenderer.maxSigma) + 2).rounded(.up)) : 0
        let coverage = Rasterizer.mask(for: path.transformed(by: t), fillRule: rule, clip: clip.outset(by: reach))
        let mask = sigma > 0 ? ShadowRenderer.blurred(coverage, sigma: sigma, clip: clip) : coverage
        blit(mask, x: 0, y: 0, color: shadow.color)
    }
}
