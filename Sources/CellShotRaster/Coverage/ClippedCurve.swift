/// A quadratic or cubic Bézier's uniform flattening steps, sent to a line sink with the
/// stretches that cannot reach a box replaced by chords.
///
/// The steps are those of ``Rasterizer/feed(_:into:box:)`` (`n` uniform parameter steps), and
/// every step point is computed by the same expression, so the edges that reach the box are
/// bit for bit the ones an unclipped flattening gives. A stretch of steps whose control
/// points (which enclose it) lie wholly beyond one side of the box, grown by a pixel, becomes
/// the one chord between its end points: a closed loop of the stretch and its chord then
/// lies outside the box, so no pixel's winding changes, and the accumulator's exact
/// per-row covers (differences of quantized end points) add up to the same totals. A curve
/// reaching far outside the fill box therefore costs edges for the stretches near the box only,
/// not thousands of steps out of sight.
struct ClippedCurve {
    /// Steps evaluated one by one once a stretch is this short.
    static let leafSteps = 16

    let p0, p1, p2, p3: Point
    /// False for a quadratic (`p3` unused, `p2` its end point).
    let isCubic: Bool
    let steps: Int
    /// The box grown by a pixel: a stretch wholly beyond one of these sides is outside.
    let minX, minY, maxX, maxY: Double

    init(quad p0: Point, _ c: Point, _ p: Point, steps: Int, box: IntRect) {
        self.init(p0, c, p, p, isCubic: false, steps: steps, box: box)
    }

    init(cubic p0: Point, _ c1: Point, _ c2: Point, _ p: Point, steps: Int, box: IntRect) {
        self.init(p0, c1, c2, p, isCubic: true, steps: steps, box: box)
    }

    private init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, isCubic: Bool, steps: Int, box: IntRect) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        self.isCubic = isCubic
        self.steps = steps
        minX = Double(box.minX) - 1; minY = Double(box.minY) - 1
        maxX = Double(box.maxX) + 1; maxY = Double(box.maxY) + 1
    }

    /// True when every control point lies inside the grown box (nothing to clip).
    var isInside: Bool {
        @inline(__always) func ok(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
        return ok(p0) && ok(p1) && ok(p2) && (!isCubic || ok(p3))
    }

    /// Step point `i` of `steps`: exactly the point ``Rasterizer/feed(_:into:box:)`` computes.
    @inline(__always) func point(_ i: Int) -> Point {
        if i == 0 { return p0 }
        if i == steps { return isCubic ? p3 : p2 }
        let t = Double(i) / Double(steps), u = 1 - t
        if isCubic {
            let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            return Point(b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
        }
        return Point(u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// Sends the curve's edges: step by step near the box, chords elsewhere.
    func feed<Sink: LineSink>(into batch: inout LineBatch<Sink>) {
        feed(0, steps, into: &batch)
    }

    private func feed<Sink: LineSink>(_ lo: Int, _ hi: Int, into batch: inout LineBatch<Sink>) {
        if isOutside(Double(lo) / Double(steps), Double(hi) / Double(steps)) {
            let a = point(lo), b = point(hi)
            batch.add(a.x, a.y, b.x, b.y)
        } else if hi - lo <= ClippedCurve.leafSteps {
            var prev = point(lo)
            for i in lo + 1...hi {
                let q = point(i)
                batch.add(prev.x, prev.y, q.x, q.y)
                prev = q
            }
        } else {
            let mid = lo + (hi - lo) / 2
            feed(lo, mid, into: &batch)
            feed(mid, hi, into: &batch)
        }
    }

    /// True when the control points of the stretch from `t0` to `t1` (its blossoms) lie wholly
    /// beyond one side of the grown box. The pixel of margin dwarfs the rounding of the blossoms.
    private func isOutside(_ t0: Double, _ t1: Double) -> Bool {
        var lx = Double.infinity, ly = Double.infinity, hx = -Double.infinity, hy = -Double.infinity
        func include(_ p: Point) {
            lx = Swift.min(lx, p.x); hx = Swift.max(hx, p.x)
            ly = Swift.min(ly, p.y); hy = Swift.max(hy, p.y)
        }
        if isCubic {
            include(blossom(t0, t0, t0)); include(blossom(t0, t0, t1))
            include(blossom(t0, t1, t1)); include(blossom(t1, t1, t1))
        } else {
            include(blossom(t0, t0)); include(blossom(t0, t1)); include(blossom(t1, t1))
        }
        return hx < minX || lx > maxX || hy < minY || ly > maxY
    }

    @inline(__always) private func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }

    /// The quadratic's blossom b(u, v): b(t0, t1) is the control point of the stretch t0…t1.
    private func blossom(_ u: Double, _ v: Double) -> Point {
        lerp(lerp(p0, p1, u), lerp(p1, p2, u), v)
    }

    /// The cubic's blossom b(u, v, w): the stretch t0…t1 has control points b(t0,t0,t0),
    /// b(t0,t0,t1), b(t0,t1,t1) and b(t1,t1,t1).
    private func blossom(_ u: Double, _ v: Double, _ w: Double) -> Point {
        let a = lerp(p0, p1, u), b = lerp(p1, p2, u), c = lerp(p2, p3, u)
        return lerp(lerp(a, b, v), lerp(b, c, v), w)
    }
}

extension Rasterizer {
    /// The number of straight edges filling `path` within `box` sends to the accumulator
    /// (curves flattened and clipped as when drawing): the work a fill costs, for tests.
    package static func edgeCount(of path: Path, box: IntRect) -> Int {
        let counter = EdgeCounter()
        feed(path, into: counter, box: box)
        return counter.count
    }
}

/// A line sink that only counts.
private final class EdgeCounter: LineSink {
    var count = 0
    func addLines(_ lines: UnsafeBufferPointer<LineSegment>) { count += lines.count }
}
