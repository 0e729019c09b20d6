/// Evaluates a gradient at device pixels (p = the pixel centre).
///
/// Linear: positions project onto the start→end axis (`t = (p − start)·(end − start) / |end − start|²`).
/// Radial: `t = (|p − center| − startRadius) / (endRadius − startRadius)`, the distance's vertical
/// part divided by `yScale`. Angular: `t = δ / (endAngle − startAngle)`, δ = the pixel's angle
/// (`DeterministicMath.atan2`) minus `startAngle`, brought into one turn in the sweep's direction.
/// `t` is clamped to 0…1 (the end colours extend outwards), stops are taken in order of location
/// (ties keep their list order), and colours are interpolated linearly in straight sRGB, then
/// turned into bytes with `Color.byte` and premultiplied with the compositor's rounding rule.
/// A gradient without stops, or with a non-finite value, paints nothing; one of zero length
/// (start = end, equal radii, equal angles) paints its last stop's colour.
struct GradientShader {
    private enum Geometry {
        case linear
        case radial(yScale: Double, startRadius: Double)
        case angular(startAngle: Double)
    }
    private let stops: [LinearGradient.Stop]
    private let geometry: Geometry
    /// Linear: the start and the start→end vector in pixels; radial and angular: the centre in pixels.
    private let sx, sy, dx, dy: Double
    /// Linear: 1 / |end − start|²; radial: 1 / (end − start radius) in pixels; angular: 1 / sweep.
    private let invLen2: Double

    /// `scale` maps the gradient's points to device pixels.
    init?(_ g: LinearGradient, scale: Double) {
        guard Self.valid([g.start.x, g.start.y, g.end.x, g.end.y], g.stops) else { return nil }
        stops = Self.ordered(g.stops)
        geometry = .linear
        sx = g.start.x * scale; sy = g.start.y * scale
        dx = (g.end.x - g.start.x) * scale; dy = (g.end.y - g.start.y) * scale
        let len2 = dx * dx + dy * dy
        invLen2 = len2 > 0 && len2.isFinite ? 1 / len2 : 0
    }

    /// A radial gradient; `scale` maps its points to device pixels.
    init?(_ g: RadialGradient, scale: Double) {
        guard Self.valid([g.center.x, g.center.y, g.startRadius, g.endRadius, g.yScale], g.stops), g.yScale > 0 else { return nil }
        stops = Self.ordered(g.stops)
        geometry = .radial(yScale: g.yScale, startRadius: g.startRadius * scale)
        sx = g.center.x * scale; sy = g.center.y * scale; dx = 0; dy = 0
        let span = (g.endRadius - g.startRadius) * scale
        invLen2 = span != 0 && span.isFinite ? 1 / span : 0
    }

    /// An angular gradient; `scale` maps its centre to device pixels.
    init?(_ g: AngularGradient, scale: Double) {
        guard Self.valid([g.center.x, g.center.y, g.startAngle, g.endAngle], g.stops) else { return nil }
        stops = Self.ordered(g.stops)
        geometry = .angular(startAngle: g.startAngle)
        sx = g.center.x * scale; sy = g.center.y * scale; dx = 0; dy = 0
        let span = g.endAngle - g.startAngle
        invLen2 = span != 0 && span.isFinite ? 1 / span : 0
    }

    /// True when the gradient has stops and every value is finite.
    private static func valid(_ values: [Double], _ stops: [LinearGradient.Stop]) -> Bool {
        !stops.isEmpty && (values + stops.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }).allSatisfy(\.isFinite)
    }

    /// Stops by location, ties in list order.
    private static func ordered(_ stops: [LinearGradient.Stop]) -> [LinearGradient.Stop] {
        stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
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
        if case .linear = geometry {} else {
            for x in range { Self.store(Compositor.premultiplied(color(at: position(Double(x) + 0.5, py))), at: out + 4 * x) }
            return
        }
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
            Self.store(Compositor.premultiplied(color(at: t)), at: out + 4 * x)
        }
    }

    /// Writes one premultiplied colour's four bytes at `o`.
    @inline(__always) private static func store(_ p: PremultipliedPixel, at o: UnsafeMutablePointer<UInt8>) {
        o[0] = UInt8(truncatingIfNeeded: p.r); o[1] = UInt8(truncatingIfNeeded: p.g)
        o[2] = UInt8(truncatingIfNeeded: p.b); o[3] = UInt8(truncatingIfNeeded: p.a)
    }

    /// The gradient position of the device point (px, py) for a radial or angular gradient.
    private func position(_ px: Double, _ py: Double) -> Double {
        let ox = px - sx, oy = py - sy
        switch geometry {
        case .linear:
            return (ox * dx + oy * dy) * invLen2
        case let .radial(yScale, startRadius):
            let ry = oy / yScale
            return ((ox * ox + ry * ry).squareRoot() - startRadius) * invLen2
        case let .angular(startAngle):
            let turn = 2 * DeterministicMath.pi
            var delta = DeterministicMath.atan2(oy, ox) - startAngle
            delta -= (delta / turn).rounded(.down) * turn // 0 ≤ δ < one turn
            if invLen2 < 0 && delta > 0 { delta -= turn } // a counterclockwise sweep: −one turn < δ ≤ 0
            return delta * invLen2
        }
    }

    /// True when colours depend on the column only (horizontal gradients): one shaded row
    /// serves every row.
    var isHorizontal: Bool {
        guard case .linear = geometry else { return false }
        return dy == 0 && invLen2 != 0
    }
}
