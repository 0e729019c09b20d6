/// Anti-aliased scan conversion of paths in device pixels into coverage.
///
/// Coverage is the exact area of each pixel inside the path (signed-area accumulation with
/// integer cells, see `CoverageAccumulator`), up to the flattening of curves (chords stay within
/// ``flatteningTolerance`` px of the curve) and y positions quantized to 1/4096 px.
/// Every subpath is implicitly closed.
///
/// Robustness: a path with a non-finite coordinate or one beyond ±``maxCoordinate`` px draws
/// nothing; a mask request larger than ``maxMaskPixels`` yields an empty mask.
package enum Rasterizer {
    /// Largest distance (px) between a curve and the chords that replace it.
    package static let flatteningTolerance = 0.005
    /// Paths with a coordinate beyond this magnitude (px) are not drawn.
    package static let maxCoordinate = 1e7
    /// Largest mask (width × height) ``mask(for:fillRule:)`` produces.
    package static let maxMaskPixels = 1 << 24

    /// The coverage of `path` (device pixels, already transformed) as a mask whose origin
    /// (`originX`, `originY`) is the top-left pixel of the path's pixel bounds, restricted to
    /// `clip` when given. Empty when nothing is inside.
    package static func mask(for path: Path, fillRule: FillRule, clip: IntRect? = nil) -> CoverageMask {
        guard var b = pixelBounds(of: path) else { return .empty }
        if let c = clip {
            guard let inside = b.intersection(c) else { return .empty }
            b = inside
        }
        return mask(for: path, fillRule: fillRule, box: b)
    }

    static func mask(for path: Path, fillRule: FillRule, box: IntRect) -> CoverageMask {
        let w = box.width, h = box.height
        guard w > 0, h > 0, w.multipliedReportingOverflow(by: h).partialValue <= maxMaskPixels,
              !w.multipliedReportingOverflow(by: h).overflow
        else { return .empty }
        let scratch = RasterScratch.borrow()
        let acc = scratch.accumulator
        acc.reset(x: box.x, y: box.y, width: w, height: h)
        let rule = accumulate(path, fillRule: fillRule, into: acc, sweep: scratch.sweep)
        var bytes = [UInt8](repeating: 0, count: w * h)
        bytes.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for row in acc.activeRows {
                _ = acc.coverageRow(row, fillRule: rule, into: base + row * w)
            }
        }
        return CoverageMask(width: w, height: h, originX: box.x, originY: box.y, coverage: bytes)
    }

    /// The integer pixel box enclosing the path's control points, or nil when the path is
    /// empty, flat, or has unusable coordinates.
    static func pixelBounds(of path: Path) -> IntRect? {
        guard !path.isEmpty else { return nil }
        // The bounds ignore NaN in min/max, so every point is checked too.
        let (b, usable) = path.scanPoints(limit: maxCoordinate)
        guard usable else { return nil }
        let x0 = Int(b.minX.rounded(.down)), y0 = Int(b.minY.rounded(.down))
        let x1 = Int(b.maxX.rounded(.up)), y1 = Int(b.maxY.rounded(.up))
        guard y1 > y0 else { return nil }
        return IntRect(minX: x0, minY: y0, maxX: max(x1, x0 + 1), maxY: y1)
    }

    /// Fills `acc` (already reset to its box) with the coverage of `path`, and returns the fill
    /// rule with which to read its rows. A single convex contour goes straight into the
    /// accumulator (exact, fastest); anything else goes through the exact band sweep.
    /// `simpleWinding` promises that the winding number is 0 or 1 everywhere (or 0 or −1), which
    /// also makes the accumulation exact.
    static func accumulate(_ path: Path, fillRule: FillRule, into acc: CoverageAccumulator,
                           sweep: CoverageSweep, simpleWinding: Bool = false) -> FillRule {
        if simpleWinding || path.isSingleConvexContour {
            feed(path, into: acc, box: IntRect(x: acc.originX, y: acc.originY, width: acc.width, height: acc.height))
            return fillRule
        }
        sweep.reset(originX: acc.originX, originY: acc.originY)
        feed(path, into: sweep, box: IntRect(x: acc.originX, y: acc.originY, width: acc.width, height: acc.height))
        sweep.render(into: acc, fillRule: fillRule)
        return .nonZero
    }

    /// Sends the path's edges (curves flattened, subpaths closed) to the accumulator. Curves are
    /// evaluated in place with the step count of `Path.flattened` (no intermediate polylines).
    /// With a `box` (the pixels being filled), a curve reaching outside it is flattened step by
    /// step only near the box and by chords elsewhere (`ClippedCurve`): same coverage, work
    /// bounded by what lies near the box.
    static func feed<Sink: LineSink>(_ path: Path, into sink: Sink, box: IntRect? = nil) {
        var batch = LineBatch(sink: sink)
        defer { batch.flush() }
        var start = Point.zero, current = Point.zero
        var open = false
        let tol = flatteningTolerance
        for e in path.elements {
            switch e {
            case let .move(p):
                if open { batch.add(current.x, current.y, start.x, start.y) }
                start = p; current = p; open = true
            case let .line(p):
                if !open { start = current; open = true }
                batch.add(current.x, current.y, p.x, p.y)
                current = p
            case let .quad(c, p):
                if !open { start = current; open = true }
                let ddx = current.x - 2 * c.x + p.x, ddy = current.y - 2 * c.y + p.y
                let n = Path.segmentCount(maxSecondDerivative: 2 * (ddx * ddx + ddy * ddy).squareRoot(), tolerance: tol)
                if let box, case let curve = ClippedCurve(quad: current, c, p, steps: n, box: box), !curve.isInside {
                    curve.feed(into: &batch)
                    current = p
                    continue
                }
                var prev = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = i == n ? p : Point(u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                               u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                    batch.add(prev.x, prev.y, q.x, q.y)
                    prev = q
                }
                current = p
            case let .cubic(c1, c2, p):
                if !open { start = current; open = true }
                let d1x = current.x - 2 * c1.x + c2.x, d1y = current.y - 2 * c1.y + c2.y
                let d2x = c1.x - 2 * c2.x + p.x, d2y = c1.y - 2 * c2.y + p.y
                let m = max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y).squareRoot()
                let n = Path.segmentCount(maxSecondDerivative: 6 * m, tolerance: tol)
                if let box, case let curve = ClippedCurve(cubic: current, c1, c2, p, steps: n, box: box), !curve.isInside {
                    curve.feed(into: &batch)
                    current = p
                    continue
                }
                var prev = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                    let q = i == n ? p : Point(b0 * current.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
                                               b0 * current.y + b1 * c1.y + b2 * c2.y + b3 * p.y)
                    batch.add(prev.x, prev.y, q.x, q.y)
                    prev = q
                }
                current = p
            case .close:
                if open { batch.add(current.x, current.y, start.x, start.y) }
                current = start; open = false
            }
        }
        if open { batch.add(current.x, current.y, start.x, start.y) }
    }
}

/// Lines gathered locally and handed to a sink in batches of up to 1024.
struct LineBatch<Sink: LineSink> {
    let sink: Sink
    var lines: [LineSegment] = []

    init(sink: Sink) {
        self.sink = sink
        lines.reserveCapacity(1024)
    }

    @inline(__always)
    mutating func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        lines.append(LineSegment(ax: ax, ay: ay, bx: bx, by: by))
        if lines.count == 1024 { flush() }
    }

    mutating func flush() {
        guard !lines.isEmpty else { return }
        lines.withUnsafeBufferPointer { sink.addLines($0) }
        lines.removeAll(keepingCapacity: true)
    }
}

/// Receives the straight edges of a flattened path, in device pixels.
protocol LineSink: AnyObject {
    /// Takes a batch of lines in path order.
    func addLines(_ lines: UnsafeBufferPointer<LineSegment>)
}

extension Path {
    /// True when the path is one contour (an optional leading move, no further moves, at most a
    /// final close) whose points, control points included, form a convex polygon turning once:
    /// then every curve and the filled region are convex and the winding never exceeds one.
    var isSingleConvexContour: Bool {
        var pts: [Point] = []
        pts.reserveCapacity(elements.count * 3)
        for (i, e) in elements.enumerated() {
            switch e {
            case let .move(p): if i != 0 { return false }; pts.append(p)
            case let .line(p): pts.append(p)
            case let .quad(c, p): pts.append(c); pts.append(p)
            case let .cubic(c1, c2, p): pts.append(c1); pts.append(c2); pts.append(p)
            case .close: if i != elements.count - 1 { return false }
            }
        }
        if pts.count < 3 { return true }
        var sign = 0
        var xFlips = 0, yFlips = 0
        var lastDX = 0.0, lastDY = 0.0
        var prevDX = 0.0, prevDY = 0.0
        var first: (Double, Double)? = nil
        let n = pts.count
        for i in 0...n {
            let a = pts[i % n], b = pts[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            if dx == 0 && dy == 0 { continue }
            if first == nil { first = (dx, dy) } else {
                let cross = prevDX * dy - prevDY * dx
                // Nearly collinear turns (curve joins, rounding noise) say nothing.
                let scale = (prevDX * prevDX + prevDY * prevDY).squareRoot() * (dx * dx + dy * dy).squareRoot()
                if abs(cross) > 1e-9 * scale {
                    let s = cross > 0 ? 1 : -1
                    if sign == 0 { sign = s } else if s != sign { return false }
                }
            }
            if i < n {
                if dx != 0 { if lastDX != 0 && (dx > 0) != (lastDX > 0) { xFlips += 1 }; lastDX = dx }
                if dy != 0 { if lastDY != 0 && (dy > 0) != (lastDY > 0) { yFlips += 1 }; lastDY = dy }
            }
            prevDX = dx; prevDY = dy
        }
        return xFlips <= 2 && yFlips <= 2
    }
}
