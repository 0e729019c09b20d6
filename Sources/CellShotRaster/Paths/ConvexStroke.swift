/// A shortcut for the most common stroke in cells — the border of a card, chip or circle: a
/// closed convex contour stroked without dashes. Its outline is two polygons, the outer and the
/// inner offset of the flattened contour, with every join mitred; their winding is 0 or 1
/// everywhere, so the plain accumulation rasterizes it exactly and no band sweep is needed.
///
/// Returns nil (use `Stroker`) whenever that would not be the stroke `Stroker` defines, within
/// the flattening tolerance: open or non-convex contours, dashes, a mitre beyond the limit, a
/// round or bevel join turning so sharply that it differs from a mitre by more than the
/// tolerance, or an inner offset so deep that an edge would turn over.
enum ConvexStroke {
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path? {
        let h = style.width / 2
        guard style.dash.isEmpty, h > 0, h.isFinite, case .close? = path.elements.last,
              path.isSingleConvexContour,
              let line = path.flattened(tolerance: tolerance).first, line.isClosed
        else { return nil }
        var pts = line.points
        if let first = pts.first, let last = pts.last, first == last { pts.removeLast() }
        let n = pts.count
        guard n >= 3 else { return nil }
        // Orientation: the outward normal of an edge (dx, dy) is (dy, −dx) · side.
        var area = 0.0
        for i in 0..<n {
            let p = pts[i], q = pts[(i + 1) % n]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0, area.isFinite else { return nil }
        let side: Double = area > 0 ? 1 : -1
        // Unit directions of the edges.
        var dirs: [Point] = []
        dirs.reserveCapacity(n)
        for i in 0..<n {
            let d = pts[(i + 1) % n] - pts[i]
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            guard len > 1e-12 else { return nil }
            dirs.append(Point(d.x / len, d.y / len))
        }
        var outer: [Point] = [], inner: [Point] = []
        outer.reserveCapacity(n); inner.reserveCapacity(n)
        for i in 0..<n {
            let d0 = dirs[(i + n - 1) % n], d1 = dirs[i]
            let n0 = Point(d0.y * side, -d0.x * side), n1 = Point(d1.y * side, -d1.x * side)
            let cosTurn = max(-1, min(1, d0.x * d1.x + d0.y * d1.y))
            let cosHalf = ((1 + cosTurn) / 2).squareRoot()       // cos(θ/2) for the turn θ
            guard cosHalf > 1e-6 else { return nil }
            let miter = 1 / cosHalf
            switch style.join {
            case .miter:
                guard miter <= style.miterLimit else { return nil }
            case .round, .bevel:
                // A mitre sticks out h·(1/cos(θ/2) − cos(θ/2)) beyond a bevel (more than a round join).
                guard h * (miter - cosHalf) <= tolerance else { return nil }
            }
            let sum = Point(n0.x + n1.x, n0.y + n1.y)
            let len = (sum.x * sum.x + sum.y * sum.y).squareRoot()
            guard len > 1e-12 else { return nil }
            let offset = Point(sum.x / len * h * miter, sum.y / len * h * miter)
            outer.append(pts[i] + offset)
            inner.append(pts[i] - offset)
        }
        // Both offsets must keep every edge's direction (no edge turned over).
        for i in 0..<n {
            let e = inner[(i + 1) % n] - inner[i], f = outer[(i + 1) % n] - outer[i]
            guard e.x * dirs[i].x + e.y * dirs[i].y > 0, f.x * dirs[i].x + f.y * dirs[i].y > 0 else { return nil }
        }
        var out = Path()
        out.move(to: outer[0])
        for p in outer.dropFirst() { out.line(to: p) }
        out.close()
        out.move(to: inner[n - 1])
        for p in inner.dropLast().reversed() { out.line(to: p) }
        out.close()
        return out
    }
}
