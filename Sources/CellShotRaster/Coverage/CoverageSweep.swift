/// Exact coverage for paths whose winding may exceed one or change sign inside a pixel
/// (self-intersecting, overlapping or nested subpaths), where plain signed-area accumulation
/// would give `clamp(∫ winding)` instead of `∫ inside(winding)`.
///
/// Consecutive edges of a subpath running the same way (up or down) are linked into monotone
/// chains. Each pixel row is cut into horizontal bands at every y where a chain starts or ends,
/// two edges cross, or an edge crosses the box's left/right side. Inside a band the chains keep
/// their left-to-right order, so the fill rule picks exact regions bounded by chains, whose
/// sides are added to the accumulator edge piece by edge piece with integer weights that sum,
/// per side, to the band's weight: the row still sums to exactly zero.
final class CoverageSweep: LineSink {
    /// The sweep's arrays live in a struct used as a local during `render`, so the hot loops
    /// run without dynamic exclusivity checks on class properties.
    private var scratch = Scratch()
    private var originX = 0.0, originY = 0.0
    /// Where the last stored edge ended along its path, for chaining.
    private var lastEnd: (x: Double, y: Double, dir: Int8)? = nil

    init() {}

    /// Forgets all edges; later lines are given in device pixels and stored relative to (x, y).
    func reset(originX x: Int, originY y: Int) {
        scratch.edges.removeAll(keepingCapacity: true)
        lastEnd = nil
        originX = Double(x); originY = Double(y)
    }

    /// The collected edges (box-local).
    var edges: [Edge] { scratch.edges }

    /// Adds lines in device pixels (horizontal lines are dropped), chaining consecutive edges.
    func addLines(_ lines: UnsafeBufferPointer<LineSegment>) {
        var local = scratch
        scratch = Scratch()
        var last = lastEnd
        let ox = originX, oy = originY
        for l in lines {
            let ax = l.ax - ox, ay = l.ay - oy, bx = l.bx - ox, by = l.by - oy
            if ay == by { last = nil; continue }
            let dir: Int8 = ay < by ? 1 : -1
            let index = Int32(local.edges.count)
            var e = ay < by
                ? Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: dir, dxdy: (bx - ax) / (by - ay))
                : Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: dir, dxdy: (ax - bx) / (ay - by))
            // Chain to the previous edge when the path continues the same way from its end.
            if let p = last, p.dir == dir, p.x == ax, p.y == ay {
                let prev = Int(index) - 1
                if dir == 1 { local.edges[prev].below = index; e.above = Int32(prev) }
                else { local.edges[prev].above = index; e.below = Int32(prev) }
            }
            local.edges.append(e)
            last = (bx, by, dir)
        }
        lastEnd = last
        scratch = local
    }

    /// Writes the exact coverage of the collected edges into `acc` (whose box they are local to).
    func render(into acc: CoverageAccumulator, fillRule: FillRule) {
        var local = scratch
        scratch = Scratch()
        local.render(into: acc, fillRule: fillRule)
        scratch = local
    }

    struct Edge {
        var x0, y0, x1, y1: Double   // y0 < y1
        var dir: Int8
        var dxdy: Double
        /// The chained edges above and below (indices, −1 for none).
        var above: Int32 = -1
        var below: Int32 = -1
        @inline(__always) func x(at y: Double) -> Double {
            y <= y0 ? x0 : (y >= y1 ? x1 : x0 + (y - y0) * dxdy)
        }
    }
    private struct Crossing { var x: Double; var edge: Int32; var dir: Int8 }

    /// Pairs of edges tested for crossings per row at most (beyond, bands are cut only at
    /// edge ends: coverage stays bounded but may lose exactness).
    static let maxPairsPerRow = 1 << 16

    private struct Scratch {
        var edges: [Edge] = []
        /// Edge indices by their top y.
        var order: [Int32] = []
        var active: [Int] = []
        /// The x extent of each active edge within the current row (parallel to `active`).
        var extents: [(lo: Double, hi: Double)] = []
        var events: [Double] = []
        var crossings: [Crossing] = []
        /// Trapezoid sides of the current row, added to the accumulator in one go.
        var pieces: [CoverageAccumulator.RowPiece] = []

        mutating func render(into acc: CoverageAccumulator, fillRule: FillRule) {
            let w = Double(acc.width), h = Double(acc.height)
            guard !edges.isEmpty, acc.width > 0, acc.height > 0 else { return }
            order.removeAll(keepingCapacity: true)
            for i in 0..<edges.count { order.append(Int32(i)) }
            let all = edges
            order.sort { all[Int($0)].y0 < all[Int($1)].y0 }
            let firstRow = max(0, Int(edges[Int(order[0])].y0.rounded(.down)))
            var maxY = 0.0
            for e in edges { maxY = max(maxY, e.y1) }
            let lastRow = min(acc.height - 1, Int(min(maxY, h).rounded(.up)) - 1)
            guard firstRow <= lastRow else { return }
            active.removeAll(keepingCapacity: true)
            var next = 0
            let scale = Double(CoverageAccumulator.one)
            let skipped = acc.skipped
            for row in firstRow...lastRow {
                let top = Double(row), bottom = Double(row + 1)
                active.removeAll { edges[$0].y1 <= top }
                while next < order.count && edges[Int(order[next])].y0 < bottom {
                    if edges[Int(order[next])].y1 > top { active.append(Int(order[next])) }
                    next += 1
                }
                if active.isEmpty || skipped.contains(row) { continue }
                // Band boundaries.
                events.removeAll(keepingCapacity: true)
                events.append(top); events.append(bottom)
                extents.removeAll(keepingCapacity: true)
                for i in active {
                    let e = edges[i]
                    if e.y0 > top && e.above < 0 { events.append(e.y0) }
                    if e.y1 < bottom && e.below < 0 { events.append(e.y1) }
                    let ya = max(e.y0, top), yb = min(e.y1, bottom)
                    let xa = e.x(at: ya), xb = e.x(at: yb)
                    extents.append((min(xa, xb), max(xa, xb)))
                    for side in 0..<2 {
                        let sx = side == 0 ? 0 : w
                        guard (xa < sx) != (xb < sx), xa != sx, xb != sx else { continue }
                        let y = ya + (yb - ya) * (sx - xa) / (xb - xa)
                        if y > ya && y < yb { events.append(y) }
                    }
                }
                if active.count * active.count <= CoverageSweep.maxPairsPerRow {
                    for ai in 0..<active.count {
                        let p = edges[active[ai]]
                        let pe = extents[ai]
                        for bi in (ai + 1)..<active.count {
                            let qe = extents[bi]
                            // Edges whose x extents in this row are apart cannot cross in it.
                            if qe.lo > pe.hi || qe.hi < pe.lo { continue }
                            let q = edges[active[bi]]
                            let ya = max(p.y0, q.y0, top), yb = min(p.y1, q.y1, bottom)
                            guard yb > ya else { continue }
                            let da = p.x(at: ya) - q.x(at: ya), db = p.x(at: yb) - q.x(at: yb)
                            guard (da < 0 && db > 0) || (da > 0 && db < 0) else { continue }
                            let y = ya + (yb - ya) * da / (da - db)
                            if y > ya && y < yb { events.append(y) }
                        }
                    }
                }
                events.sort()
                pieces.removeAll(keepingCapacity: true)
                var prevQ = Int(((events[0] - top) * scale).rounded())
                var ya = events[0]
                for k in 1..<events.count {
                    let yb = events[k]
                    let q = Int(((yb - top) * scale).rounded())
                    guard q > prevQ else { continue }
                    band(top: top, ya, yb, qa: prevQ, qb: q, width: w, fillRule: fillRule)
                    prevQ = q; ya = yb
                }
                acc.addRowPieces(row: row, pieces)
            }
        }

        /// Adds the inside regions of one band `ya…yb` of a row (weights `qa…qb` in the row's
        /// fixed-point y).
        mutating func band(top: Double, _ ya: Double, _ yb: Double, qa: Int, qb: Int,
                           width w: Double, fillRule: FillRule) {
            crossings.removeAll(keepingCapacity: true)
            let mid = (ya + yb) * 0.5
            for i in active {
                let e = edges[i]
                // One edge per chain holds the middle (half-open); bands thinner than the
                // weight's resolution are merged, so the middle is the test.
                guard e.y0 <= mid && e.y1 > mid else { continue }
                crossings.append(Crossing(x: e.x(at: mid), edge: Int32(i), dir: e.dir))
            }
            guard crossings.count >= 2 else { return }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            var left: Int32 = -1
            for c in crossings {
                winding += Int(c.dir)
                let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                if inside, left < 0 {
                    left = c.edge
                } else if !inside, left >= 0 {
                    side(left, top: top, ya, yb, qa: qa, qb: qb, sign: 1, width: w)
                    side(c.edge, top: top, ya, yb, qa: qa, qb: qb, sign: -1, width: w)
                    left = -1
                }
            }
        }

        /// Adds the chain through `edge` between `ya` and `yb` as pieces, one per edge.
        mutating func side(_ edge: Int32, top: Double, _ ya: Double, _ yb: Double, qa: Int, qb: Int,
                           sign: Int, width w: Double) {
            var i = Int(edge)
            while edges[i].y0 > ya, edges[i].above >= 0 { i = Int(edges[i].above) }
            let scale = Double(CoverageAccumulator.one)
            var y = ya, q = qa
            while true {
                let e = edges[i]
                let last = e.y1 >= yb || e.below < 0
                let yEnd = last ? yb : e.y1
                let qEnd = last ? qb : Int(((yEnd - top) * scale).rounded())
                if qEnd > q {
                    pieces.append(.init(xs: min(max(e.x(at: y), 0), w), xe: min(max(e.x(at: yEnd), 0), w),
                                        d: sign * (qEnd - q)))
                }
                if last { return }
                y = yEnd; q = max(q, qEnd)
                i = Int(e.below)
            }
        }
    }
}
