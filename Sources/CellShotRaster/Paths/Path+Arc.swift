/// Circular and elliptical arcs, built with the deterministic `DeterministicMath` trigonometry and cut into
/// cubic Béziers of at most 45° each (k = 4/3·tan(δ/4)).
extension Path {
    /// Adds a circular arc. Angles are in radians from the +x axis towards +y (on screen, with
    /// y down, increasing angles turn clockwise — as in UIKit); `clockwise` draws from
    /// `startAngle` towards increasing angles. Starts with a line from the current point (or a
    /// move when the path is empty). A sweep of 2π or more draws a full circle; non-finite
    /// input adds nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0,
              startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * DeterministicMath.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let (s, c) = DeterministicMath.sincos(startAngle)
        let start = Point(center.x + radius * c, center.y + radius * s)
        if elements.isEmpty { move(to: start) } else { line(to: start) }
        appendArc(center: center, rx: radius, ry: radius, cosPhi: 1, sinPhi: 0, theta1: startAngle, sweep: sweep)
    }

    /// Appends cubic segments following the ellipse `center + R(φ)·(rx cos θ, ry sin θ)` from
    /// `theta1` over `sweep` radians; the current point must already be at the arc's start.
    /// `end`, when given, replaces the computed final point (so an arc lands exactly on it).
    mutating func appendArc(center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double,
                            theta1: Double, sweep: Double, end: Point? = nil) {
        let quarterOfQuarter = DeterministicMath.pi / 4
        let n = max(1, min(64, Int((abs(sweep) / quarterOfQuarter - 1e-9).rounded(.up))))
        let delta = sweep / Double(n)
        let (sq, cq) = DeterministicMath.sincos(delta / 4)
        let k = 4.0 / 3.0 * sq / cq
        func point(_ cosT: Double, _ sinT: Double) -> Point {
            let x = rx * cosT, y = ry * sinT
            return Point(center.x + cosPhi * x - sinPhi * y, center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ cosT: Double, _ sinT: Double) -> Point {
            let x = -rx * sinT, y = ry * cosT
            return Point(cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        var (s0, c0) = DeterministicMath.sincos(theta1)
        for i in 1...n {
            let (s1, c1) = DeterministicMath.sincos(theta1 + delta * Double(i))
            let p0 = point(c0, s0), p1 = point(c1, s1)
            let d0 = derivative(c0, s0), d1 = derivative(c1, s1)
            cubic(to: i == n ? (end ?? p1) : p1, control1: Point(p0.x + k * d0.x, p0.y + k * d0.y),
                  control2: Point(p1.x - k * d1.x, p1.y - k * d1.y))
            s0 = s1; c0 = c1
        }
    }
}
