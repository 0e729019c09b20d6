import Testing
@testable import CellShotRaster

@Suite struct FlattenTests {
    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        var t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0
        t = max(0, min(1, t))
        let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The largest distance from densely sampled curve points to the polyline.
    static func maxDeviation(_ curve: (Double) -> Point, _ line: [Point], samples: Int = 20_000) -> Double {
        var worst = 0.0
        var seg = 0
        for i in 0...samples {
            let p = curve(Double(i) / Double(samples))
            // The curve is monotone along the polyline: search from the last segment onwards.
            var best = Double.infinity, bestSeg = seg
            for s in seg..<min(line.count - 1, seg + 3) {
                let d = distance(p, toSegment: line[s], line[s + 1])
                if d < best { best = d; bestSeg = s }
            }
            seg = bestSeg
            worst = max(worst, best)
        }
        return worst
    }

    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> (Double) -> Point {
        { t in
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    @Test(arguments: [0.25, 0.05, 0.01, 0.001])
    func cubicsStayWithinTolerance(tolerance: Double) {
        let cases: [(Point, Point, Point, Point)] = [
            (Point(0, 0), Point(0, 55.2), Point(44.8, 100), Point(100, 100)),     // quarter circle-ish
            (Point(0, 0), Point(300, -80), Point(-200, 90), Point(100, 10)),       // loop
            (Point(3, 3), Point(3.4, 2.1), Point(4.2, 3.9), Point(5, 3)),          // tiny S
            (Point(0, 0), Point(1000, 0), Point(0, 1000), Point(1000, 1000)),      // large S
        ]
        for (p0, p1, p2, p3) in cases {
            var path = Path()
            path.move(to: p0)
            path.cubic(to: p3, control1: p1, control2: p2)
            let lines = path.flattened(tolerance: tolerance)
            #expect(lines.count == 1)
            let pts = lines[0].points
            #expect(pts.first == p0 && pts.last == p3)
            let dev = Self.maxDeviation(Self.cubic(p0, p1, p2, p3), pts)
            #expect(dev <= tolerance, "deviation \(dev) > \(tolerance) for \(p0) \(p1) \(p2) \(p3)")
        }
    }

    @Test(arguments: [0.2, 0.02, 0.002])
    func quadsStayWithinToleranceAndAreNotOversampled(tolerance: Double) {
        let p0 = Point(0, 0), p1 = Point(50, 120), p2 = Point(100, 0)
        var path = Path()
        path.move(to: p0)
        path.quad(to: p2, control: p1)
        let pts = path.flattened(tolerance: tolerance)[0].points
        let curve: (Double) -> Point = { t in
            let u = 1 - t
            return Point(u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
        }
        #expect(Self.maxDeviation(curve, pts) <= tolerance)
        // Exact for a quad: deviation of a chord over step h is |p0 − 2p1 + p2|·h²/4 = 240·h²/4, so
        // n = ⌈√(60/tol)⌉ steps are the fewest that meet the tolerance.
        let n = Int((60 / tolerance).squareRoot().rounded(.up))
        #expect(pts.count == n + 1)
    }

    @Test func straightLinesAreKeptAsIs() {
        var path = Path()
        path.move(to: Point(1, 1)); path.line(to: Point(5, 1)); path.line(to: Point(5, 1)); path.line(to: Point(5, 7)); path.close()
        path.move(to: Point(10, 10)); path.line(to: Point(20, 10))
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines == [
            Polyline(points: [Point(1, 1), Point(5, 1), Point(5, 7)], isClosed: true),
            Polyline(points: [Point(10, 10), Point(20, 10)], isClosed: false),
        ])
    }

    @Test func closeThenDrawStartsAtTheClosedSubpathsStart() {
        var path = Path()
        path.move(to: Point(1, 1)); path.line(to: Point(4, 1)); path.line(to: Point(4, 4)); path.line(to: Point(1, 1)); path.close()
        path.line(to: Point(0, 9))
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines.count == 2)
        #expect(lines[0] == Polyline(points: [Point(1, 1), Point(4, 1), Point(4, 4)], isClosed: true))
        #expect(lines[1] == Polyline(points: [Point(1, 1), Point(0, 9)], isClosed: false))
    }

    @Test func loneMovesVanishAndZeroLengthSubpathsAreDots() {
        var path = Path()
        path.move(to: Point(1, 1))
        path.move(to: Point(2, 2)); path.close()
        path.move(to: Point(3, 3)); path.line(to: Point(3, 3))
        path.move(to: Point(9, 9))
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines == [Polyline(points: [Point(2, 2)], isClosed: true), Polyline(points: [Point(3, 3)], isClosed: false)])
        #expect(Path().flattened(tolerance: 0.1).isEmpty)
    }

    @Test func nonFiniteSubpathsAreDropped() {
        var path = Path()
        path.move(to: Point(0, 0)); path.line(to: Point(.nan, 1)); path.line(to: Point(3, 3))
        path.move(to: Point(5, 5)); path.cubic(to: Point(9, 9), control1: Point(.infinity, 0), control2: Point(1, 1))
        path.move(to: Point(.nan, .nan)); path.line(to: Point(1, 1))
        path.move(to: Point(1, 1)); path.quad(to: Point(3, 1), control: Point(2, 2))
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines.count == 1)
        #expect(lines[0].points.first == Point(1, 1) && lines[0].points.last == Point(3, 1))
        // Bad tolerances fall back to something finite instead of hanging.
        #expect(path.flattened(tolerance: .nan).count == 1)
        #expect(path.flattened(tolerance: 0).count == 1)
        #expect(path.flattened(tolerance: -1).count == 1)
    }

    @Test func absurdCoordinatesAreCapped() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.cubic(to: Point(1e300, 0), control1: Point(-1e300, 1e300), control2: Point(1e300, -1e300))
        path.quad(to: Point(0, 0), control: Point(1e308, 1e308))
        path.cubic(to: Point(1e100, -1e100), control1: Point(-1e100, 1e100), control2: Point(3, 1e100))
        let lines = path.flattened(tolerance: 1e-9)
        #expect(lines.count == 1)
        #expect(lines[0].points.count <= 3 * Path.maxSegmentsPerCurve + 1)
    }
}
