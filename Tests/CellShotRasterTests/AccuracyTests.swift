import Testing
@testable import CellShotRaster

/// Coverage against exact areas: ≤ 2/255 for polygons, ≤ 3/255 for curves.
@Suite struct AccuracyTests {
    static func polygonPath(_ pts: [Point]) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 0.5), (0.3, 0.7), (0.5, 0.125), (0.9, 0.01), (0.37, 0.63)])
    func rectanglesAtFractionalOffsets(dx: Double, dy: Double) {
        let pts = [Point(3 + dx, 2 + dy), Point(17.4 + dx, 2 + dy), Point(17.4 + dx, 9.8 + dy), Point(3 + dx, 9.8 + dy)]
        let mask = Rasterizer.mask(for: Self.polygonPath(pts), fillRule: .nonZero)
        let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: 22, y1: 14) {
            ExactCoverage.polygonArea(pts, pixelX: $0, pixelY: $1)
        }
        #expect(e.error <= 2, "rect offset (\(dx), \(dy)): error \(e.error)/255 at (\(e.x), \(e.y))")
    }

    @Test(arguments: [0.0, 0.3, 0.71])
    func thinHalfPixelLines(offset: Double) {
        // A horizontal, a vertical and a slanted 0.5 px wide bar.
        let bars: [[Point]] = [
            [Point(1.2, 3 + offset), Point(30.7, 3 + offset), Point(30.7, 3.5 + offset), Point(1.2, 3.5 + offset)],
            [Point(5 + offset, 1.1), Point(5.5 + offset, 1.1), Point(5.5 + offset, 28.9), Point(5 + offset, 28.9)],
            [Point(2 + offset, 27), Point(28 + offset, 8), Point(28.3 + offset, 8.4), Point(2.3 + offset, 27.4)],
        ]
        for pts in bars {
            let mask = Rasterizer.mask(for: Self.polygonPath(pts), fillRule: .nonZero)
            let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: 34, y1: 32) {
                ExactCoverage.polygonArea(pts, pixelX: $0, pixelY: $1)
            }
            #expect(e.error <= 2, "bar \(pts[0]): error \(e.error)/255 at (\(e.x), \(e.y))")
        }
    }

    @Test(arguments: [0.5, 1.0, 2.3, 7.5, 40.25, 123.4, 500.0])
    func circles(radius: Double) {
        let cx = radius + 2.37, cy = radius + 1.81
        let mask = Rasterizer.mask(for: Path(circleCenter: Point(cx, cy), radius: radius), fillRule: .nonZero)
        let size = Int(2 * radius + 6)
        // Exact areas only on pixels near the circle's edge; elsewhere coverage is 0 or 1.
        let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: size, y1: size) { x, y in
            let nx = max(Double(x), min(cx, Double(x + 1))) - cx, ny = max(Double(y), min(cy, Double(y + 1))) - cy
            let fx = max(abs(Double(x) - cx), abs(Double(x + 1) - cx)), fy = max(abs(Double(y) - cy), abs(Double(y + 1) - cy))
            if nx * nx + ny * ny >= radius * radius { return 0 }
            if fx * fx + fy * fy <= radius * radius { return 1 }
            return ExactCoverage.discArea(cx: cx, cy: cy, r: radius, pixelX: x, pixelY: y)
        }
        #expect(e.error <= 3, "circle r \(radius): error \(e.error)/255 at (\(e.x), \(e.y))")
    }

    @Test func roundedRects() {
        let rect = Rect(x: 2.3, y: 1.6, width: 61.4, height: 33.9)
        for r in [0.0, 0.7, 4.5, 12.25, 16.95] {
            let mask = Rasterizer.mask(for: Path(roundedRect: rect, radius: r), fillRule: .nonZero)
            // Inside test for the exact rounded rect, sampled densely on edge pixels.
            func inside(_ x: Double, _ y: Double) -> Bool {
                guard x >= rect.minX, x <= rect.maxX, y >= rect.minY, y <= rect.maxY else { return false }
                let qx = max(rect.minX + r - x, x - (rect.maxX - r), 0)
                let qy = max(rect.minY + r - y, y - (rect.maxY - r), 0)
                return qx * qx + qy * qy <= r * r
            }
            let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: 68, y1: 38) { x, y in
                let c = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { inside(Double(x) + $0.0, Double(y) + $0.1) }
                let straight = rect.minX + r, far = rect.maxX - r
                let nearEdge = c.contains(true) && c.contains(false)
                    || (Double(x) < straight || Double(x + 1) > far) && c.contains(true)
                if !nearEdge { return c[0] ? 1 : 0 }
                return ExactCoverage.sampledArea(pixelX: x, pixelY: y) { x in
                    // The inside at x: |y − centre| within the straight part plus the corner's chord.
                    guard x >= rect.minX, x <= rect.maxX else { return nil }
                    let qx = max(rect.minX + r - x, x - (rect.maxX - r), 0)
                    guard qx * qx <= r * r else { return nil }
                    let h = (r * r - qx * qx).squareRoot()
                    return (rect.minY + r - h, rect.maxY - r + h)
                }
            }
            #expect(e.error <= 3, "rounded rect r \(r): error \(e.error)/255 at (\(e.x), \(e.y))")
        }
    }

    /// A five-pointed star drawn as one self-intersecting pentagram.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func selfIntersectingStar(rule: FillRule) {
        let c = Point(20.3, 19.7), R = 17.2
        // Outer vertices at 90° + k·72°, from exact cos/sin values of multiples of 18°.
        let s5 = 5.0.squareRoot()
        let cos18 = (10 + 2 * s5).squareRoot() / 4, sin18 = (s5 - 1) / 4
        let cos54 = (10 - 2 * s5).squareRoot() / 4, sin54 = (s5 + 1) / 4
        let outer = [Point(c.x, c.y - R), Point(c.x + R * cos18, c.y - R * sin18), Point(c.x + R * cos54, c.y + R * sin54),
                     Point(c.x - R * cos54, c.y + R * sin54), Point(c.x - R * cos18, c.y - R * sin18)]
        let star = [outer[0], outer[2], outer[4], outer[1], outer[3]]
        // Inner pentagon: where consecutive star edges cross.
        func cross(_ a: Point, _ b: Point, _ p: Point, _ q: Point) -> Point {
            let d = (b.x - a.x) * (q.y - p.y) - (b.y - a.y) * (q.x - p.x)
            let t = ((p.x - a.x) * (q.y - p.y) - (p.y - a.y) * (q.x - p.x)) / d
            return Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
        }
        var inner: [Point] = []
        for k in 0..<5 {
            inner.append(cross(outer[k], outer[(k + 2) % 5], outer[(k + 1) % 5], outer[(k + 4) % 5]))
        }
        // The star's outline: outer points alternating with inner crossings.
        var outline: [Point] = []
        for k in 0..<5 {
            outline.append(outer[k])
            outline.append(cross(outer[k], outer[(k + 2) % 5], outer[(k + 1) % 5], outer[(k + 4) % 5]))
        }
        let mask = Rasterizer.mask(for: Self.polygonPath(star), fillRule: rule)
        let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: 42, y1: 42) { x, y in
            let whole = ExactCoverage.polygonArea(outline, pixelX: x, pixelY: y)
            return rule == .nonZero ? whole : whole - ExactCoverage.polygonArea(inner, pixelX: x, pixelY: y)
        }
        #expect(e.error <= 2, "star \(rule): error \(e.error)/255 at (\(e.x), \(e.y))")
    }

    /// Multi-contour paths take the band sweep: a ring (hole drawn in the opposite direction)
    /// and two overlapping discs drawn in the same direction (winding 2 where they overlap).
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func ringsAndOverlappingDiscsThroughTheSweep(rule: FillRule) {
        let c1 = Point(20.3, 21.6), c2 = Point(31.7, 24.2)
        var discs = Path(circleCenter: c1, radius: 14.2)
        discs.append(Path(circleCenter: c2, radius: 9.6))
        #expect(!discs.isSingleConvexContour)
        let mask = Rasterizer.mask(for: discs, fillRule: rule)
        func inside(_ x: Double, _ y: Double) -> Bool {
            let a = (x - c1.x) * (x - c1.x) + (y - c1.y) * (y - c1.y) <= 14.2 * 14.2
            let b = (x - c2.x) * (x - c2.x) + (y - c2.y) * (y - c2.y) <= 9.6 * 9.6
            return rule == .nonZero ? (a || b) : (a != b)
        }
        let e = ExactCoverage.maxError(mask, x0: 0, y0: 0, x1: 44, y1: 38) { x, y in
            let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)].map { inside(Double(x) + $0.0, Double(y) + $0.1) }
            if corners.allSatisfy({ $0 }) || !corners.contains(true) {
                // Far from every circle edge (more than a pixel's diagonal) the value is exact.
                let d1 = abs(((Double(x) + 0.5 - c1.x) * (Double(x) + 0.5 - c1.x) + (Double(y) + 0.5 - c1.y) * (Double(y) + 0.5 - c1.y)).squareRoot() - 14.2)
                let d2 = abs(((Double(x) + 0.5 - c2.x) * (Double(x) + 0.5 - c2.x) + (Double(y) + 0.5 - c2.y) * (Double(y) + 0.5 - c2.y)).squareRoot() - 9.6)
                if d1 > 0.75 && d2 > 0.75 { return corners[0] ? 1 : 0 }
            }
            return ExactCoverage.sampledArea(pixelX: x, pixelY: y, inside: inside)
        }
        #expect(e.error <= 3, "discs \(rule): error \(e.error)/255 at (\(e.x), \(e.y))")

        var ring = Path(circleCenter: Point(16.4, 15.8), radius: 12.5)
        var hole = Path()
        hole.addArc(center: Point(16.4, 15.8), radius: 6.1, startAngle: 0, endAngle: -2 * DeterministicMath.pi, clockwise: false)
        hole.close()
        ring.append(hole)
        let ringMask = Rasterizer.mask(for: ring, fillRule: rule)
        let er = ExactCoverage.maxError(ringMask, x0: 0, y0: 0, x1: 32, y1: 32) { x, y in
            ExactCoverage.discArea(cx: 16.4, cy: 15.8, r: 12.5, pixelX: x, pixelY: y)
                - ExactCoverage.discArea(cx: 16.4, cy: 15.8, r: 6.1, pixelX: x, pixelY: y)
        }
        #expect(er.error <= 3, "ring \(rule): error \(er.error)/255 at (\(er.x), \(er.y))")
    }
}
