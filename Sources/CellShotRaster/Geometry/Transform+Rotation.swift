extension Transform {
    /// A rotation by `radians` about the origin, computed with `DeterministicMath` so it is the same on every
    /// platform. With y growing downwards, a positive angle turns clockwise on screen
    /// (+x towards +y). Exact quarter turns give exact 0/±1 entries.
    public static func rotation(_ radians: Double) -> Transform {
        var (s, c) = DeterministicMath.sincos(radians)
        // sin(kπ/2) lands within an ulp of 0 or ±1: snap so quarter turns stay axis-aligned.
        if Swift.abs(s) < 1e-15 { s = 0 }
        if Swift.abs(c) < 1e-15 { c = 0 }
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A rotation by `radians` about `center`.
    public static func rotation(_ radians: Double, around center: Point) -> Transform {
        Transform.translation(x: -center.x, y: -center.y)
            .concatenating(.rotation(radians))
            .concatenating(.translation(x: center.x, y: center.y))
    }
}
