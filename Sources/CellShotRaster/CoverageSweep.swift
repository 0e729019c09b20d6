/// Exact coverage for paths whose winding may exceed one or change sign inside a pixel
/// (self-intersecting, overlapping or nested subpaths), where plain signed-area accumulation
/// would give `clamp(∫ winding)` instead of `∫ inside(winding)`.
///
/// Each pixel row is cut into horizontal bands at every y where an edge starts, ends, crosses
/// another edge, or crosses the box's left/right side. Inside a band the edges keep their
/// left-to-right order, so the fill rule picks exact trapezoids, whose two sides are added to
/// the accumulator with the same integer weight: the row still sums to exactly zero.
final class CoverageSweep: LineSink {
    /// The sweep's arrays live in a struct used as a local during `render`, so the hot loops
    /// run without dynamic exclusivity checks on class properties.
    private var scratch = Scratch()
    private var originX = 0.0, originY = 0.0

    init() {}

    /// Forgets all edges; later lines are given in device pixels and stored relative to (x, y).
    func reset(originX x: Int, originY y: Int) {
        scratch.edges.removeAll(keepingCapacity: true)
        originX = Double(x); originY = Double(y)
    }

    /// The collected edges (box-local).
    var edges: [Edge] { scratch.edges }

    /// Adds a line in device pixels (horizontal lines are dropped).
    @inline(__always)
    func addLine(_ axIn: Double, _ ayIn: Double, _ bxIn: Double, _ byIn: Double) {
        let ax = axIn - originX, ay = ayIn - originY, bx = bxIn - originX, by = byIn - originY
        if ay == by { return }
        if ay < by { scratch.edges.append(Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1, dxdy: (bx - ax) / (by - ay))) }
        else { scratch.edges.append(Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1, dxdy: (ax - bx) / (ay - by))) }
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
        var dir: Int
        var dxdy: Double
        @inline(__always) func x(at y: Double) -> Double {
            y <= y0 ? x0 : (y >= y1 ? x1 : x0 + (y - y0) * dxdy)
        }
    }
    private struct Crossing { var x: Double; var xTop: Double; var xBottom: Double; var dir: Int }

    /// Pairs of edges tested for crossings per row at most (beyond, bands are cut only at
    /// edge ends: coverage stays bounded but may lose exactness).
    static let maxPairsPerRow = 1 << 16

    private struct Scratch {
        var edges: [Edge] = []
        var active: [Int] = []
        var events: [Double] = []
        var crossings: [Crossing] = []
        /// Trapezoid sides of the current row, added to the accumulator in one go.
        var pieces: [CoverageAccumulator.RowPiece] = []

        mutating func render(into acc: CoverageAccumulator, fillRule: FillRule) {
            let w = Double(acc.width), h = Double(acc.height)
            guard !edges.isEmpty, acc.width > 0, acc.height > 0 else { return }
            edges.sort { $0.y0 < $1.y0 }
            let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
            var maxY = 0.0
            for e in edges { maxY = max(maxY, e.y1) }
            let lastRow = min(acc.height - 1, Int(min(maxY, h).rounded(.up)) - 1)
            guard firstRow <= lastRow else { return }
            active.removeAll(keepingCapacity: true)
            var next = 0
            let scale = Double(CoverageAccumulator.one)
            for row in firstRow...lastRow {
                let top = Double(row), bottom = Double(row + 1)
                active.removeAll { edges[$0].y1 <= top }
                while next < edges.count && edges[next].y0 < bottom {
                    if edges[next].y1 > top { active.append(next) }
                    next += 1
                }
                if active.isEmpty { continue }
                // Band boundaries.
                events.removeAll(keepingCapacity: true)
                events.append(top); events.append(bottom)
                for i in active {
                    let e = edges[i]
                    if e.y0 > top { events.append(e.y0) }
                    if e.y1 < bottom { events.append(e.y1) }
                    let ya = max(e.y0, top), yb = min(e.y1, bottom)
                    let xa = e.x(at: ya), xb = e.x(at: yb)
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
                        for bi in (ai + 1)..<active.count {
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
                    band(row: row, ya, yb, weight: q - prevQ, width: w, fillRule: fillRule)
                    prevQ = q; ya = yb
                }
                acc.addRowPieces(row: row, pieces)
            }
        }

        /// Adds the inside trapezoids of one band `ya…yb` of a row.
        mutating func band(row: Int, _ ya: Double, _ yb: Double, weight: Int,
                          width w: Double, fillRule: FillRule) {
            crossings.removeAll(keepingCapacity: true)
            let mid = (ya + yb) * 0.5
            for i in active {
                let e = edges[i]
                // Bands thinner than the weight's resolution are merged, so test the middle.
                guard e.y0 < mid && e.y1 > mid else { continue }
                crossings.append(Crossing(x: e.x(at: mid), xTop: min(max(e.x(at: ya), 0), w),
                                          xBottom: min(max(e.x(at: yb), 0), w), dir: e.dir))
            }
            guard crossings.count >= 2 else { return }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            var left: Crossing? = nil
            for c in crossings {
                winding += c.dir
                let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                if inside, left == nil {
                    left = c
                } else if !inside, let l = left {
                    pieces.append(.init(xs: l.xTop, xe: l.xBottom, d: weight))
                    pieces.append(.init(xs: c.xTop, xe: c.xBottom, d: -weight))
                    left = nil
                }
            }
        }
    }
}
