/// Shape constructors. Circular arcs are drawn as cubic Béziers of at most 45° each
/// (k = 4/3·tan(θ/4)), whose radial error is below 4.3·10⁻⁶ × radius — under 0.003 px for
/// a 500 px circle.
extension Path {
    /// 4/3·tan(45°/4): the control-arm length of a 45° cubic arc on the unit circle.
    static let k45: Double = {
        let c = (2 + 2.0.squareRoot()).squareRoot() / 2     // cos 22.5°
        let s = (2 - 2.0.squareRoot()).squareRoot() / 2     // sin 22.5°
        return 4.0 / 3.0 * (s / (1 + c))                    // tan 11.25° = sin 22.5° / (1 + cos 22.5°)
    }()
    static let halfSqrt2 = 2.0.squareRoot() / 2
    /// How far along each edge an iOS-style continuous corner of radius r reaches: 1.528·r.
    public static let continuousCornerExtent = 1.528

    /// A closed rectangle (clockwise on screen, y down); nothing for an empty or non-finite rect.
    public init(rect r: Rect) {
        self.init()
        guard !r.isEmpty else { return }
        move(to: Point(r.minX, r.minY)); line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY)); line(to: Point(r.minX, r.maxY)); close()
    }

    /// A rounded rectangle. Each radius is clamped to 0…min(width, height)/2 (NaN → 0).
    ///
    /// Circular corners are quarter circles. *Continuous* corners approximate iOS's
    /// `.continuous` curve: each corner starts 1.528·r from the corner along both edges and is
    /// two cubic Béziers, symmetric about the corner's diagonal, that leave the straight edges
    /// with zero curvature (both first control points on the edge line, so curvature is
    /// continuous) and meet on the diagonal at the point a circular corner of radius r passes
    /// through. When 1.528·r exceeds half the shorter side the extent is capped there. A
    /// corner whose radius reaches half the shorter side (a capsule or circle) is circular,
    /// as UIKit draws it: the continuous curve would degenerate into an octagon there.
    public init(roundedRect r: Rect, radii: CornerRadii, continuous: Bool = false) {
        self.init()
        guard !r.isEmpty else { return }
        let half = min(r.width, r.height) / 2
        func clamp(_ v: Double) -> Double { v > 0 ? min(v, half) : 0 }
        let tl = clamp(radii.topLeft), tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)
        func extent(_ rad: Double) -> Double {
            continuous && rad < half ? min(rad * Path.continuousCornerExtent, half) : rad
        }
        move(to: Point(r.minX + extent(tl), r.minY))
        addCorner(Point(r.maxX, r.minY), in: Point(1, 0), out: Point(0, 1), radius: tr, continuous: continuous, half: half)
        addCorner(Point(r.maxX, r.maxY), in: Point(0, 1), out: Point(-1, 0), radius: br, continuous: continuous, half: half)
        addCorner(Point(r.minX, r.maxY), in: Point(-1, 0), out: Point(0, -1), radius: bl, continuous: continuous, half: half)
        addCorner(Point(r.minX, r.minY), in: Point(0, -1), out: Point(1, 0), radius: tl, continuous: continuous, half: half)
        close()
    }

    /// A rounded rectangle with one radius for every corner.
    public init(roundedRect r: Rect, radius: Double, continuous: Bool = false) {
        self.init(roundedRect: r, radii: CornerRadii(all: radius), continuous: continuous)
    }

    /// A capsule: a rounded rectangle whose radius is half its shorter side.
    public init(capsule r: Rect) {
        self.init(roundedRect: r, radius: min(r.width, r.height) / 2)
    }

    /// An ellipse inscribed in `r` (a circle when `r` is square), as eight 45° cubic arcs.
    public init(ellipseIn r: Rect) {
        self.init()
        guard !r.isEmpty else { return }
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let h = Path.halfSqrt2
        let unit: [Point] = [Point(1, 0), Point(h, h), Point(0, 1), Point(-h, h),
                             Point(-1, 0), Point(-h, -h), Point(0, -1), Point(h, -h)]
        func map(_ p: Point) -> Point { Point(cx + rx * p.x, cy + ry * p.y) }
        move(to: map(unit[0]))
        for i in 0..<8 {
            let a = unit[i], b = unit[(i + 1) % 8]
            let k = Path.k45
            let c1 = Point(a.x - k * a.y, a.y + k * a.x)
            let c2 = Point(b.x + k * b.y, b.y - k * b.x)
            cubic(to: map(b), control1: map(c1), control2: map(c2))
        }
        close()
    }

    /// A circle.
    public init(circleCenter c: Point, radius: Double) {
        self.init(ellipseIn: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Draws a line to the start of a corner at `c` (the edge arrives travelling along `dirIn`
    /// and leaves along `dirOut`, both unit axis vectors) and then the corner curve.
    private mutating func addCorner(_ c: Point, in dirIn: Point, out dirOut: Point, radius rad: Double,
                                    continuous: Bool, half: Double) {
        // Local frame: a point (a, b) is c − dirIn·a + dirOut·b.
        func at(_ a: Double, _ b: Double) -> Point {
            Point(c.x - dirIn.x * a + dirOut.x * b, c.y - dirIn.y * a + dirOut.y * b)
        }
        guard rad > 0 else { line(to: c); return }
        if continuous && rad < half {
            let ext = min(rad * Path.continuousCornerExtent, half)
            let m = rad * (1 - Path.halfSqrt2)
            let arm = (2 * m + ext) / 2
            line(to: at(ext, 0))
            cubic(to: at(m, m), control1: at(arm, 0), control2: at(2 * m, 0))
            cubic(to: at(0, ext), control1: at(0, 2 * m), control2: at(0, arm))
        } else {
            // Two 45° arcs around the centre (rad, rad) in the local frame.
            let k = Path.k45 * rad
            let h = Path.halfSqrt2
            let ma = rad - rad * h, mb = rad - rad * h     // the diagonal point
            line(to: at(rad, 0))
            // Tangent at the diagonal point, in local coordinates, is (−h, h).
            cubic(to: at(ma, mb), control1: at(rad - k, 0), control2: at(ma + k * h, mb - k * h))
            cubic(to: at(0, rad), control1: at(ma - k * h, mb + k * h), control2: at(0, rad - k))
        }
    }
}
