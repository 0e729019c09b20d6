import Foundation
@testable import CellShotRaster

/// Ground truth for coverage tests, computed independently of the rasterizer.
enum ExactCoverage {
    /// Area of a simple polygon inside the unit pixel at (px, py): Sutherland–Hodgman clipping
    /// against the pixel's four edges, then the shoelace formula.
    static func polygonArea(_ poly: [Point], pixelX px: Int, pixelY py: Int) -> Double {
        var pts = poly
        let x0 = Double(px), x1 = Double(px + 1), y0 = Double(py), y1 = Double(py + 1)
        func clip(_ inside: (Point) -> Bool, _ cross: (Point, Point) -> Point) {
            guard !pts.isEmpty else { return }
            var out: [Point] = []
            var prev = pts[pts.count - 1]
            for cur in pts {
                let ci = inside(cur), pi = inside(prev)
                if ci {
                    if !pi { out.append(cross(prev, cur)) }
                    out.append(cur)
                } else if pi {
                    out.append(cross(prev, cur))
                }
                prev = cur
            }
            pts = out
        }
        func atX(_ x: Double) -> (Point, Point) -> Point {
            { a, b in Point(x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        func atY(_ y: Double) -> (Point, Point) -> Point {
            { a, b in Point(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y) }
        }
        clip({ $0.x >= x0 }, atX(x0))
        clip({ $0.x <= x1 }, atX(x1))
        clip({ $0.y >= y0 }, atY(y0))
        clip({ $0.y <= y1 }, atY(y1))
        guard pts.count >= 3 else { return 0 }
        var a = 0.0
        for i in 0..<pts.count {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            a += p.x * q.y - q.x * p.y
        }
        return abs(a) / 2
    }

    /// Area of the disc (cx, cy, r) inside the unit pixel at (px, py), by integrating the
    /// chord length along x with 2 048 midpoint samples.
    static func discArea(cx: Double, cy: Double, r: Double, pixelX px: Int, pixelY py: Int) -> Double {
        let n = 2048
        let y0 = Double(py), y1 = Double(py + 1)
        var sum = 0.0
        for i in 0..<n {
            let x = Double(px) + (Double(i) + 0.5) / Double(n)
            let dx = x - cx
            let h2 = r * r - dx * dx
            if h2 <= 0 { continue }
            let h = h2.squareRoot()
            let lo = max(y0, cy - h), hi = min(y1, cy + h)
            if hi > lo { sum += hi - lo }
        }
        return sum / Double(n)
    }

    /// Area of a shape given by an inside test, sampled 256 × 256 times in the pixel.
    static func sampledArea(pixelX px: Int, pixelY py: Int, inside: (Double, Double) -> Bool) -> Double {
        var hits = 0
        for j in 0..<256 {
            let y = Double(py) + (Double(j) + 0.5) / 256
            for i in 0..<256 where inside(Double(px) + (Double(i) + 0.5) / 256, y) { hits += 1 }
        }
        return Double(hits) / 65536
    }

    /// ``sampledArea(pixelX:pixelY:inside:)`` for a shape whose inside at each `x` is one closed
    /// interval of `y` (`column(x)`, nil when empty): the same 256 × 256 sample grid, each
    /// column's hits counted in closed form instead of point by point.
    static func sampledArea(pixelX px: Int, pixelY py: Int, column: (Double) -> (lo: Double, hi: Double)?) -> Double {
        var hits = 0
        for i in 0..<256 {
            guard let span = column(Double(px) + (Double(i) + 0.5) / 256) else { continue }
            // Sample j sits at py + (j + 0.5) / 256.
            let first = max(0, Int(((span.lo - Double(py)) * 256 - 0.5).rounded(.up)))
            let last = min(255, Int(((span.hi - Double(py)) * 256 - 0.5).rounded(.down)))
            if last >= first { hits += last - first + 1 }
        }
        return Double(hits) / 65536
    }

    /// The largest difference, in 1/255 units, between a mask and `truth(x, y)` over the
    /// pixel box `x0..<x1 × y0..<y1` (mask pixels outside the mask count as 0).
    static func maxError(_ mask: CoverageMask, x0: Int, y0: Int, x1: Int, y1: Int,
                         truth: (Int, Int) -> Double) -> (error: Double, x: Int, y: Int) {
        var worst = (0.0, 0, 0)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let mx = x - mask.originX, my = y - mask.originY
                let got = mx >= 0 && my >= 0 && mx < mask.width && my < mask.height
                    ? Double(mask.coverage[my * mask.width + mx]) : 0
                let e = abs(got - truth(x, y) * 255)
                if e > worst.0 { worst = (e, x, y) }
            }
        }
        return worst
    }
}
