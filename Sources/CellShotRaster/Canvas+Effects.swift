/// Strokes and shadows on the canvas: geometry from `Stroker` and `ShadowRenderer`, pixels
/// through the canvas's own rasterizer and compositor.
extension Canvas {
    /// Chord tolerance (px) for stroke outlines (curves and round caps/joins).
    static let strokeTolerance = 0.01

    /// Strokes `path` (points) with `style` (points) by filling the stroker's outline.
    mutating func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint) {
        let s = scale
        var px = style
        px.width = style.width * s
        px.dash = style.dash.map { $0 * s }
        px.dashPhase = style.dashPhase * s
        let outline = Stroker.outline(of: path.transformed(by: .scale(s)), style: px, tolerance: Canvas.strokeTolerance)
        fill(outline, .nonZero, paint)
    }

    /// The drawable box as an `IntRect`.
    var drawableIntRect: IntRect {
        let b = drawableBox
        return b.isEmpty ? .zero : IntRect(x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0)
    }

    /// Draws the shadow of a rounded rect given in points (closed form, σ = blur/2 × scale).
    mutating func roundedRectShadow(_ rect: Rect, _ radii: CornerRadii, _ continuous: Bool, _ shadow: Shadow) {
        let s = scale
        let clip = drawableIntRect
        guard !clip.isEmpty, shadow.color.alpha > 0 else { return }
        let r = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).scaled(s)
        let mask = ShadowRenderer.roundedRectShadowMask(
            rect: r, radii: radii.scaled(s), continuous: continuous,
            sigma: ShadowRenderer.sigma(forBlur: shadow.blur) * s, clip: clip)
        blit(mask, x: 0, y: 0, color: shadow.color)
    }

    /// Draws the shadow of any path given in points: its coverage, offset, box-blurred (σ = blur/2 × scale).
    mutating func pathShadow(_ path: Path, _ rule: FillRule, _ shadow: Shadow) {
        let s = scale
        let clip = drawableIntRect
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
