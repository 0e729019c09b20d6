/// One flattened subpath: straight segments between consecutive points.
///
/// `points` has at least one point and no two consecutive points are equal. When `isClosed`,
/// a closing segment from the last point back to the first is implied (the first point is not
/// repeated at the end). A single point is a zero-length subpath (e.g. "M x y Z"), which a
/// stroker draws as a dot with round or square caps.
package struct Polyline: Hashable, Sendable {
    package var points: [Point]
    package var isClosed: Bool
    package init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

extension Path {
    /// The most straight segments one curve is split into, so absurd coordinates cannot
    /// exhaust memory (the tolerance is then not met for that curve).
    package static let maxSegmentsPerCurve = 4096

    /// Number of uniform parameter steps so that a curve whose second derivative never exceeds
    /// `maxSecondDerivative` stays within `tolerance` of its chords: a chord over a parameter
    /// step h deviates at most |B''|·h²/8, so n = ⌈√(|B''|max / (8·tol))⌉.
    @inline(__always) static func segmentCount(maxSecondDerivative m: Double, tolerance: Double) -> Int {
        let v = (m / (8 * tolerance)).squareRoot()
        guard v.isFinite else { return maxSegmentsPerCurve }
        return Int(Swift.max(1, Swift.min(Double(maxSegmentsPerCurve), v.rounded(.up))))
    }

    /// The path as polylines: every quadratic and cubic Bézier is cut into uniform parameter
    /// steps, the count chosen in closed form from the curve's second differences so the
    /// distance between each chord and the curve is at most `tolerance` (clamped to ≥ 1e-6;
    /// at most `maxSegmentsPerCurve` steps per curve).
    ///
    /// Subpaths split at `.move`; `.close` marks a subpath closed and a drawing element after
    /// it starts a new subpath at the closed one's start. A drawing element without a preceding
    /// `.move` starts at the current point ((0, 0) at first). Subpaths with any NaN or infinite
    /// coordinate are dropped; a lone `.move` yields nothing.
    package func flattened(tolerance: Double) -> [Polyline] {
        let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : (tolerance.isFinite ? 1e-6 : 0.25)
        var result: [Polyline] = []
        var points: [Point] = []
        var closed = false
        var valid = true
        var drew = false
        var current = Point.zero
        var start = Point.zero

        func finish() {
            if drew && valid && !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points.removeAll(keepingCapacity: true)
            closed = false; valid = true; drew = false
        }
        func add(_ p: Point) {
            if let last = points.last, last == p { return }
            points.append(p)
        }
        func begin() {
            // A drawing element: open a subpath at the current point if none is open.
            if points.isEmpty || closed {
                if closed { finish() }
                points.append(current)
                valid = current.x.isFinite && current.y.isFinite
                start = current
            }
            drew = true
        }
        func finite(_ ps: Point...) -> Bool {
            for p in ps where !(p.x.isFinite && p.y.isFinite) { return false }
            return true
        }

        for e in elements {
            switch e {
            case let .move(p):
                finish()
                current = p; start = p
                points.append(p)
                valid = finite(p)
            case let .line(p):
                begin()
                if valid && !finite(p) { valid = false }
                if valid { add(p) }
                current = p
            case let .quad(c, p):
                begin()
                if valid && !finite(c, p) { valid = false }
                if valid { flattenQuad(current, c, p, tol, add) }
                current = p
            case let .cubic(c1, c2, p):
                begin()
                if valid && !finite(c1, c2, p) { valid = false }
                if valid { flattenCubic(current, c1, c2, p, tol, add) }
                current = p
            case .close:
                if points.isEmpty { continue }
                drew = true
                closed = true
                if points.count > 1, points[points.count - 1] == points[0] { points.removeLast() }
                current = start
            }
        }
        finish()
        return result
    }

    private func flattenQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ tol: Double, _ add: (Point) -> Void) {
        // B''(t) = 2·(p0 − 2p1 + p2), constant.
        let dx = p0.x - 2 * p1.x + p2.x, dy = p0.y - 2 * p1.y + p2.y
        let n = Path.segmentCount(maxSecondDerivative: 2 * (dx * dx + dy * dy).squareRoot(), tolerance: tol)
        let inv = 1.0 / Double(n)
        // B(t) = p0 + 2t(p1 − p0) + t²(p0 − 2p1 + p2).
        let bx = 2 * (p1.x - p0.x), by = 2 * (p1.y - p0.y)
        for i in 1..<n {
            let t = Double(i) * inv
            add(Point(p0.x + t * (bx + t * dx), p0.y + t * (by + t * dy)))
        }
        add(p2)
    }

    private func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tol: Double, _ add: (Point) -> Void) {
        // B''(t) = 6·((1 − t)·d1 + t·d2), so |B''| ≤ 6·max(|d1|, |d2|).
        let d1x = p0.x - 2 * p1.x + p2.x, d1y = p0.y - 2 * p1.y + p2.y
        let d2x = p1.x - 2 * p2.x + p3.x, d2y = p1.y - 2 * p2.y + p3.y
        let m = 6 * Swift.max((d1x * d1x + d1y * d1y).squareRoot(), (d2x * d2x + d2y * d2y).squareRoot())
        let n = Path.segmentCount(maxSecondDerivative: m, tolerance: tol)
        let inv = 1.0 / Double(n)
        // Power basis: B(t) = p0 + t·(c1 + t·(c2 + t·c3)).
        let c1x = 3 * (p1.x - p0.x), c1y = 3 * (p1.y - p0.y)
        let c2x = 3 * d1x, c2y = 3 * d1y
        let c3x = p3.x - p0.x + 3 * (p1.x - p2.x), c3y = p3.y - p0.y + 3 * (p1.y - p2.y)
        for i in 1..<n {
            let t = Double(i) * inv
            add(Point(p0.x + t * (c1x + t * (c2x + t * c3x)), p0.y + t * (c1y + t * (c2y + t * c3y))))
        }
        add(p3)
    }
}
