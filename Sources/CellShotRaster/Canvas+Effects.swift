/// Strokes and shadows on the canvas (geometry from the stroker and shadow renderer).
extension Canvas {
    /// Strokes `path` (points). Pending: the stroker.
    mutating func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint) {}

    /// Draws the shadow of a rounded rect (points). Pending: the shadow renderer.
    mutating func roundedRectShadow(_ rect: Rect, _ radii: CornerRadii, _ continuous: Bool, _ shadow: Shadow) {}

    /// Draws the shadow of a path (points). Pending: the shadow renderer.
    mutating func pathShadow(_ path: Path, _ rule: FillRule, _ shadow: Shadow) {}
}
