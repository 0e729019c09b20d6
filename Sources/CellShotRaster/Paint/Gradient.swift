/// Evaluates a linear gradient at device pixels.
///
/// Positions project onto the start→end axis (`t = (p − start)·(end − start) / |end − start|²`,
/// p = the pixel centre), `t` is clamped to 0…1 (the end colours extend outwards), stops are
/// taken in order of location (ties keep their list order), and colours are interpolated
/// linearly in straight sRGB, then turned into bytes with `Color.byte` and premultiplied with
/// the compositor's rounding rule. A gradient without stops, or with a non-finite value,
/// paints nothing; one whose start equals its end paints its last stop's colour.
struct GradientShader {
    private let stops: [LinearGradient.Stop]
    private let sx, sy, dx, dy, invLen2: Double

    /// `scale` maps the gradient's points to device pixels.
    init?(_ g: LinearGradient, scale: Double) {
        guard !g.stops.isEmpty else { return nil }
        let values = [g.start.x, g.start.y, g.end.x, g.end.y]
            + g.stops.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }
        guard values.allSatisfy(\.isFinite) else { return nil }
        stops = g.stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        sx = g.start.x * scale; sy = g.start.y * scale
        dx = (g.end.x - g.start.x) * scale; dy = (g.end.y - g.start.y) * scale
        let len2 = dx * dx + dy * dy
        invLen2 = len2 > 0 && len2.isFinite ? 1 / len2 : 0
    }

    /// The straight colour at axis position `t`.
    func color(at tIn: Double) -> Color {
        if invLen2 == 0 { return stops[stops.count - 1].color }
        let t = min(max(tIn, 0), 1)
        if t <= stops[0].location { return stops[0].color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return stops[stops.count - 1].color
    }

    /// Writes premultiplied colours of pixels `range` in row `y` into `out` (4 bytes per pixel,
    /// indexed by column).
    func shadeRow(y: Int, range: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
        let py = Double(y) + 0.5
        if dx == 0 || invLen2 == 0 {
            // Vertical (or degenerate): one colour for the whole row.
            let p = Compositor.premultiplied(color(at: (py - sy) * dy * invLen2))
            let word = UInt32(littleEndian: p.r | p.g << 8 | p.b << 16 | p.a << 24)
            let raw = UnsafeMutableRawPointer(out)
            for x in range { raw.storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self) }
            return
        }
        for x in range {
            let px = Double(x) + 0.5
            let t = ((px - sx) * dx + (py - sy) * dy) * invLen2
            let p = Compositor.premultiplied(color(at: t))
            let o = out + 4 * x
            o[0] = UInt8(truncatingIfNeeded: p.r); o[1] = UInt8(truncatingIfNeeded: p.g)
            o[2] = UInt8(truncatingIfNeeded: p.b); o[3] = UInt8(truncatingIfNeeded: p.a)
        }
    }

    /// True when colours depend on the column only (horizontal gradients): one shaded row
    /// serves every row.
    var isHorizontal: Bool { dy == 0 && invLen2 != 0 }
}
