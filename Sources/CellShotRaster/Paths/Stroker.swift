/// Turns a stroked path into a path whose NONZERO fill is the stroke.
///
/// Each subpath becomes closed contours of straight lines: an open subpath is one contour (one
/// side forwards, the end cap, the other side backwards, the start cap); a closed subpath is two
/// (one per side, joined at every vertex including the start). On the inner side of a turn the
/// contour cuts through the point where the two offset lines cross when that point lies within
/// half of both segments (a clean outline); otherwise (segments short next to the width, as on
/// tight curves) it runs through the vertex itself, leaving small loops of winding 2 that the
/// nonzero rule fills. Round caps and joins are polygons whose vertices lie on the circle,
/// spaced so the chord deviates at most `tolerance`; a reversal counts as an outer turn.
package enum Stroker {
    /// Points closer than this (in path units) count as one.
    static let degenerateLength = 1e-9

    /// The outline of `path` stroked with `style`, to be filled with the nonzero rule.
    ///
    /// Units: `style.width` and `style.dash` are taken in the path's own units (stroke a path
    /// already mapped to pixels with the width in pixels). `tolerance` bounds both curve
    /// flattening and round caps/joins (e.g. 0.05 for pixels). Dashes apply first (see `Dasher`).
    /// A width that is not positive and finite gives an empty path; zero-length subpaths give
    /// a dot for round (circle) and square (axis-aligned square) caps and nothing for butt caps.
    package static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        guard style.width > 0, style.width.isFinite else { return Path() }
        let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : (tolerance.isFinite ? 1e-6 : 0.25)
        var lines = path.flattened(tolerance: tol)
        if !style.dash.isEmpty { lines = Dasher.dash(lines, pattern: style.dash, phase: style.dashPhase) }
        var builder = OutlineBuilder(halfWidth: style.width / 2, style: style, tolerance: tol)
        for line in lines { builder.add(line) }
        return Path(elements: builder.elements)
    }
}

/// Builds the outline contours of polylines for one stroke style.
struct OutlineBuilder {
    let hw: Double
    let cap: LineCap
    let join: LineJoin
    /// Miter when 1 + n̂a·n̂b ≥ this (i.e. 1/cos(turn/2) ≤ miterLimit); 2/limit².
    let miterThreshold: Double
    /// The largest angle step that keeps a chord within tolerance of a circle of radius hw.
    let maxArcStep: Double
    var elements: [Path.Element] = []
    /// Most segments in one round cap, join or dot (absurd widths cannot explode memory).
    static let maxArcSteps = 1024

    init(halfWidth: Double, style: StrokeStyle, tolerance: Double) {
        hw = halfWidth
        cap = style.cap
        join = style.join
        let limit = style.miterLimit.isFinite ? style.miterLimit : 1e6
        miterThreshold = limit >= 1 ? 2 / (limit * limit) : .infinity
        // Sagitta r·(1 − cos(φ/2)) ≤ r·φ²/8 ≤ tol ⇒ φ ≤ √(8·tol/r).
        maxArcStep = min(DeterministicMath.pi / 2, (8 * tolerance / halfWidth).squareRoot())
    }

    /// Adds the contours of one polyline.
    mutating func add(_ line: Polyline) {
        // Drop points that coincide with their predecessor (and a closing point equal to the start).
        var pts: [Point] = []
        pts.reserveCapacity(line.points.count)
        for p in line.points {
            if let last = pts.last, Self.distance(last, p) < Stroker.degenerateLength { continue }
            pts.append(p)
        }
        if line.isClosed, pts.count > 1, Self.distance(pts[pts.count - 1], pts[0]) < Stroker.degenerateLength {
            pts.removeLast()
        }
        if pts.count == 1 {
            dot(at: pts[0])
        } else if line.isClosed {
            closedSide(pts)
            closedSide(pts.reversed())
        } else {
            openContour(pts)
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Unit direction from a to b.
    static func direction(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return Point(dx / len, dy / len)
    }

    /// The unit normal on the contour's side: the direction turned by +90° ((x, y) → (−y, x)).
    @inline(__always) static func normal(_ d: Point) -> Point { Point(-d.y, d.x) }

    private mutating func moveTo(_ p: Point) { elements.append(.move(p)) }
    private mutating func lineTo(_ p: Point) { elements.append(.line(p)) }

    private mutating func dot(at p: Point) {
        switch cap {
        case .butt:
            return
        case .square:
            moveTo(Point(p.x - hw, p.y - hw)); lineTo(Point(p.x + hw, p.y - hw))
            lineTo(Point(p.x + hw, p.y + hw)); lineTo(Point(p.x - hw, p.y + hw))
        case .round:
            moveTo(Point(p.x + hw, p.y))
            arc(center: p, from: Point(hw, 0), sweep: -2 * DeterministicMath.pi, includeEnd: false)
        }
        elements.append(.close)
    }

    /// One contour for an open polyline: side, end cap, other side backwards, start cap.
    private mutating func openContour(_ pts: [Point]) {
        let first = Self.direction(pts[0], pts[1])
        let n0 = Self.normal(first)
        moveTo(Point(pts[0].x + n0.x * hw, pts[0].y + n0.y * hw))
        side(pts)
        let rev = Array(pts.reversed())
        side(rev)
        elements.append(.close)
    }

    /// The joins of one side of an open polyline, then the cap at its end (the contour is
    /// already at the side's first offset point).
    private mutating func side(_ pts: [Point]) {
        var d = Self.direction(pts[0], pts[1])
        var len = Self.distance(pts[0], pts[1])
        for i in 1..<(pts.count - 1) {
            let next = Self.direction(pts[i], pts[i + 1])
            let nextLen = Self.distance(pts[i], pts[i + 1])
            joinAt(pts[i], d, next, lengthA: len, lengthB: nextLen)
            d = next; len = nextLen
        }
        capAt(pts[pts.count - 1], d)
    }

    /// One side of a closed polyline as its own contour, joined at every vertex.
    private mutating func closedSide<C: Collection>(_ points: C) where C.Element == Point {
        let pts = Array(points)
        let k = pts.count
        var d = Self.direction(pts[k - 1], pts[0])
        var len = Self.distance(pts[k - 1], pts[0])
        let n = Self.normal(d)
        moveTo(Point(pts[0].x + n.x * hw, pts[0].y + n.y * hw))
        for i in 0..<k {
            let next = Self.direction(pts[i], pts[(i + 1) % k])
            let nextLen = Self.distance(pts[i], pts[(i + 1) % k])
            joinAt(pts[i], d, next, lengthA: len, lengthB: nextLen, first: i == 0)
            d = next; len = nextLen
        }
        elements.append(.close)
    }

    /// The contour from the offset end of the incoming segment (direction `da`) to the offset
    /// start of the outgoing one (`db`) around vertex `v`; `lengthA`/`lengthB` are the segments'
    /// lengths. `first` means the contour's last element is a `.move` to the incoming offset
    /// point (which an inner crossing replaces).
    private mutating func joinAt(_ v: Point, _ da: Point, _ db: Point, lengthA: Double, lengthB: Double, first: Bool = false) {
        let na = Self.normal(da), nb = Self.normal(db)
        let a = Point(v.x + na.x * hw, v.y + na.y * hw)
        let b = Point(v.x + nb.x * hw, v.y + nb.y * hw)
        let cross = da.x * db.y - da.y * db.x
        let dot = da.x * db.x + da.y * db.y
        if cross > 0 {
            // Turning towards this side: the inner side. The offset lines cross hw·tan(turn/2)
            // before/after the vertex; when that fits in half of each segment, use the crossing,
            // otherwise run through the vertex and let the nonzero rule fill the small loop.
            let tanHalf = cross / (1 + dot)
            if hw * tanHalf <= 0.5 * Swift.min(lengthA, lengthB) {
                let s = hw / (1 + dot)
                let x = Point(v.x + (na.x + nb.x) * s, v.y + (na.y + nb.y) * s)
                if first { elements[elements.count - 1] = .move(x) } else { lineTo(x) }
                return
            }
            if !first { lineTo(a) }
            lineTo(v)
            return lineTo(b)
        }
        if !first { lineTo(a) }
        if cross == 0 && dot > 0 {
            return lineTo(b)
        } else {
            // The outer side (a reversal counts as outer on both sides).
            switch join {
            case .bevel:
                break
            case .miter:
                let c = 1 + (na.x * nb.x + na.y * nb.y)
                if c >= miterThreshold && c > 1e-12 {
                    let s = hw / c
                    lineTo(Point(v.x + (na.x + nb.x) * s, v.y + (na.y + nb.y) * s))
                }
            case .round:
                let turn = cross == 0 ? -DeterministicMath.pi : DeterministicMath.atan2(cross, dot)
                arc(center: v, from: Point(na.x * hw, na.y * hw), sweep: turn, includeEnd: false)
            }
        }
        lineTo(b)
    }

    /// The cap at end point `p` of a segment with direction `d`, from p + n·hw to p − n·hw.
    private mutating func capAt(_ p: Point, _ d: Point) {
        let n = Self.normal(d)
        lineTo(Point(p.x + n.x * hw, p.y + n.y * hw))
        switch cap {
        case .butt:
            break
        case .square:
            lineTo(Point(p.x + (n.x + d.x) * hw, p.y + (n.y + d.y) * hw))
            lineTo(Point(p.x + (d.x - n.x) * hw, p.y + (d.y - n.y) * hw))
        case .round:
            arc(center: p, from: Point(n.x * hw, n.y * hw), sweep: -DeterministicMath.pi, includeEnd: false)
        }
        lineTo(Point(p.x - n.x * hw, p.y - n.y * hw))
    }

    /// Line segments along the circle around `center` from `center + r0`, turning by `sweep`
    /// radians, with steps no larger than `maxArcStep`. The start point is not emitted; the end
    /// point only when `includeEnd`.
    private mutating func arc(center: Point, from r0: Point, sweep: Double, includeEnd: Bool) {
        let ratio = (Swift.abs(sweep) / maxArcStep).rounded(.up)
        guard ratio.isFinite else { return }   // NaN directions from overflowing coordinates
        let steps = Int(Swift.max(1, Swift.min(Double(OutlineBuilder.maxArcSteps), ratio)))
        guard steps > 1 || includeEnd else { return }
        let last = includeEnd ? steps : steps - 1
        guard last >= 1 else { return }
        let step = sweep / Double(steps)
        for i in 1...last {
            let (s, c) = DeterministicMath.sincos(step * Double(i))
            lineTo(Point(center.x + r0.x * c - r0.y * s, center.y + r0.x * s + r0.y * c))
        }
    }
}
