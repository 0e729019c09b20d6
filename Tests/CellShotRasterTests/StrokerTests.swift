import Testing
@testable import CellShotRaster

/// Stroke geometry checked with shoelace areas and nonzero winding numbers of the outline.
@Suite struct StrokerTests {
    /// The outline's contours as point lists (the stroker emits only move/line/close).
    static func contours(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        for e in path.elements {
            switch e {
            case let .move(p): if !current.isEmpty { result.append(current) }; current = [p]
            case let .line(p): current.append(p)
            case .close: result.append(current); current = []
            default: Issue.record("stroker emitted a curve")
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func shoelace(_ c: [Point]) -> Double {
        var a = 0.0
        for i in 0..<c.count {
            let p = c[i], q = c[(i + 1) % c.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }

    static func winding(_ p: Point, _ contours: [[Point]]) -> Int {
        var w = 0
        for c in contours {
            for i in 0..<c.count {
                let a = c[i], b = c[(i + 1) % c.count]
                if a.y <= p.y {
                    if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    /// Area where the nonzero winding is non-zero, by sampling cell centres of a `step` grid.
    static func coveredArea(_ path: Path, step: Double) -> Double {
        let cs = contours(path)
        let b = path.controlBounds
        var count = 0
        var y = b.minY + step / 2
        while y < b.maxY {
            var x = b.minX + step / 2
            while x < b.maxX {
                if winding(Point(x, y), cs) != 0 { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    static func line(_ pts: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }

    @Test func straightLineAreaIsLengthTimesWidthPlusCaps() {
        let path = Self.line([Point(3, 4), Point(33, 44)])   // length 50
        for (cap, extra) in [(LineCap.butt, 0.0), (.square, 2 * 1.5 * 3), (.round, DeterministicMath.pi * 1.5 * 1.5)] {
            let out = Stroker.outline(of: path, style: StrokeStyle(width: 3, cap: cap), tolerance: 0.001)
            let cs = Self.contours(out)
            #expect(cs.count == 1)
            let area = abs(Self.shoelace(cs[0]))
            // Round caps are inscribed polygons: short by at most perimeter × tolerance.
            let slack = cap == .round ? DeterministicMath.pi * 3 * 0.001 : 1e-9
            #expect(area <= 150 + extra + 1e-9 && area >= 150 + extra - slack, "\(cap): \(area)")
        }
    }

    @Test func hairlineIsAThinRectangle() {
        let out = Stroker.outline(of: Self.line([Point(0, 0.25), Point(10, 0.25)]), style: StrokeStyle(width: 0.5), tolerance: 0.05)
        let cs = Self.contours(out)
        #expect(cs.count == 1)
        #expect(abs(abs(Self.shoelace(cs[0])) - 5) < 1e-12)
        #expect(out.controlBounds == Rect(x: 0, y: 0, width: 10, height: 0.5))
    }

    @Test func miterTipSitsOnTheBisector() {
        // Right angle at (10, 0); the outer corner of a width-4 stroke is (12, −2).
        let out = Stroker.outline(of: Self.line([Point(0, 0), Point(10, 0), Point(10, 10)]), style: StrokeStyle(width: 4, join: .miter), tolerance: 0.01)
        let pts = Self.contours(out).flatMap { $0 }
        #expect(pts.contains { abs($0.x - 12) < 1e-12 && abs($0.y + 2) < 1e-12 })
        #expect(out.controlBounds == Rect(x: 0, y: -2, width: 12, height: 12))
        // Area: two 10×4 arms minus nothing, plus the 2×2 outer corner square, minus the overlap counted once.
        #expect(abs(Self.coveredArea(out, step: 0.02) - (10 * 4 + 10 * 4 + 4 - 4 + 0)) < 0.3)
    }

    @Test func miterLimitFallsBackToBevel() {
        // A 30° angle has miter ratio 1/sin(15°) ≈ 3.86.
        let half = 15.0 * DeterministicMath.pi / 180
        let v = Point(0, 0)
        let a = Point(-20 * DeterministicMath.cos(half), -20 * DeterministicMath.sin(half)), b = Point(-20 * DeterministicMath.cos(half), 20 * DeterministicMath.sin(half))
        let path = Self.line([a, v, b])
        let tipX = 1 / DeterministicMath.sin(half)   // the miter tip for width 2 sits at x = 1/sin(15°)
        let mitered = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: .miter, miterLimit: 4), tolerance: 0.01)
        #expect(abs(mitered.controlBounds.maxX - tipX) < 1e-9)
        let beveled = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: .miter, miterLimit: 3.8), tolerance: 0.01)
        let bevel = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: .bevel), tolerance: 0.01)
        #expect(beveled == bevel)
        // The bevel's outermost point is the offset corner: v + normal·1, x = sin(15°).
        #expect(abs(beveled.controlBounds.maxX - DeterministicMath.sin(half)) < 1e-9)
        #expect(Self.winding(Point(1.0, 0), Self.contours(beveled)) == 0)
        #expect(Self.winding(Point(1.0, 0), Self.contours(mitered)) != 0)
    }

    @Test func roundJoinReachesHalfWidthFromTheVertex() {
        let out = Stroker.outline(of: Self.line([Point(0, 0), Point(10, 0), Point(10, 10)]), style: StrokeStyle(width: 4, join: .round), tolerance: 0.001)
        let cs = Self.contours(out)
        // Points at radius 1.9 around the corner's outer quadrant are covered; 2.1 are not.
        for i in 0...20 {
            let angle = -DeterministicMath.pi / 2 * Double(i) / 20
            let (s, c) = DeterministicMath.sincos(angle)
            #expect(Self.winding(Point(10 + 1.9 * c, 1.9 * s), cs) != 0)
            #expect(Self.winding(Point(10 + 2.1 * c, 2.1 * s), cs) == 0)
        }
    }

    @Test func closedSquareIsAnAnnulus() {
        let square = Self.line([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], closed: true)
        let out = Stroker.outline(of: square, style: StrokeStyle(width: 2, join: .miter), tolerance: 0.01)
        let cs = Self.contours(out)
        #expect(cs.count == 2)
        // Outer 12×12 and inner 8×8 with opposite orientation.
        let areas = cs.map(Self.shoelace).sorted { abs($0) > abs($1) }
        #expect(abs(abs(areas[0]) - 144) < 1e-9 && abs(abs(areas[1]) - 64) < 1e-9)
        #expect(areas[0] * areas[1] < 0)
        #expect(Self.winding(Point(5, 5), cs) == 0)
        #expect(Self.winding(Point(-0.5, 5), cs) != 0)
        #expect(Self.winding(Point(5, 0.9), cs) != 0)
        #expect(abs(Self.coveredArea(out, step: 0.02) - 80) < 0.2)
    }

    @Test func thickStrokeOfSmallCircleHasNoHoles() {
        // Radius 3 stroked 10 wide: the inner offsets fold over; the fill must be a solid disc of radius 8.
        var circle = Path()
        circle.move(to: Point(3, 0))
        for i in 1..<64 {
            let (s, c) = DeterministicMath.sincos(2 * DeterministicMath.pi * Double(i) / 64)
            circle.line(to: Point(3 * c, 3 * s))
        }
        circle.close()
        for join in [LineJoin.miter, .round, .bevel] {
            let cs = Self.contours(Stroker.outline(of: circle, style: StrokeStyle(width: 10, join: join), tolerance: 0.01))
            for r in stride(from: 0.0, through: 7.8, by: 0.2) {
                for k in 0..<48 {
                    let (s, c) = DeterministicMath.sincos(2 * DeterministicMath.pi * Double(k) / 48 + 0.01)
                    #expect(Self.winding(Point(r * c, r * s), cs) != 0, "hole at r=\(r) for \(join)")
                }
            }
            for k in 0..<48 {
                let (s, c) = DeterministicMath.sincos(2 * DeterministicMath.pi * Double(k) / 48)
                #expect(Self.winding(Point(8.2 * c, 8.2 * s), cs) == 0)
            }
        }
    }

    @Test func uTurnWithRoundJoinIsCovered() {
        let out = Stroker.outline(of: Self.line([Point(0, 0), Point(10, 0), Point(0, 0)]), style: StrokeStyle(width: 2, cap: .butt, join: .round), tolerance: 0.001)
        let cs = Self.contours(out)
        #expect(Self.winding(Point(10.9, 0), cs) != 0)
        #expect(Self.winding(Point(5, 0.5), cs) != 0 && Self.winding(Point(5, -0.5), cs) != 0)
        #expect(Self.winding(Point(11.1, 0), cs) == 0)
        #expect(abs(Self.coveredArea(out, step: 0.01) - (20 + DeterministicMath.pi / 2)) < 0.05)
    }

    @Test func zeroLengthSubpathsAreDots() {
        var p = Path()
        p.move(to: Point(5, 5)); p.close()
        p.move(to: Point(20, 5)); p.line(to: Point(20, 5))
        let round = Stroker.outline(of: p, style: StrokeStyle(width: 4, cap: .round), tolerance: 0.001)
        let rc = Self.contours(round)
        #expect(rc.count == 2)
        for c in rc { #expect(abs(abs(Self.shoelace(c)) - DeterministicMath.pi * 4) < 0.02) }
        let square = Stroker.outline(of: p, style: StrokeStyle(width: 4, cap: .square), tolerance: 0.001)
        #expect(Self.contours(square).map { abs(Self.shoelace($0)) } == [16, 16])
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: 4, cap: .butt), tolerance: 0.001).isEmpty)
    }

    @Test func badWidthsAndPathsGiveEmptyOutlines() {
        let path = Self.line([Point(0, 0), Point(10, 0)])
        for w in [0.0, -1, .nan, .infinity] {
            #expect(Stroker.outline(of: path, style: StrokeStyle(width: w), tolerance: 0.1).isEmpty)
        }
        #expect(Stroker.outline(of: Path(), style: StrokeStyle(width: 1), tolerance: 0.1).isEmpty)
        let nanPath = Self.line([Point(0, 0), Point(.nan, 0)])
        #expect(Stroker.outline(of: nanPath, style: StrokeStyle(width: 1), tolerance: 0.1).isEmpty)
        // Repeated points are skipped, so the outline equals that of the clean line.
        let repeated = Self.line([Point(0, 0), Point(0, 0), Point(5, 0), Point(5, 0), Point(10, 0)])
        let clean = Self.line([Point(0, 0), Point(5, 0), Point(10, 0)])
        let style = StrokeStyle(width: 2, cap: .round, join: .round)
        #expect(Stroker.outline(of: repeated, style: style, tolerance: 0.1) == Stroker.outline(of: clean, style: style, tolerance: 0.1))
    }

    @Test func absurdCoordinatesAndWidthsDoNotCrash() {
        var p = Path()
        p.move(to: Point(-1e300, 0)); p.line(to: Point(1e300, 1)); p.line(to: Point(0, -1e308)); p.close()
        p.move(to: Point(0, 0)); p.cubic(to: Point(1e300, 1e300), control1: Point(-1e308, 3), control2: Point(5, 1e308))
        for width in [1e-300, 1, 1e300, Double.greatestFiniteMagnitude] {
            for join in [LineJoin.miter, .round, .bevel] {
                for cap in [LineCap.butt, .round, .square] {
                    let out = Stroker.outline(of: p, style: StrokeStyle(width: width, cap: cap, join: join, dash: [3, 1e300]), tolerance: 0.05)
                    #expect(out.elements.count < 200_000)
                }
            }
        }
        var dot = Path(); dot.move(to: Point(1, 1)); dot.close()
        #expect(Stroker.outline(of: dot, style: StrokeStyle(width: 1e300, cap: .round), tolerance: 1e-9).elements.count <= OutlineBuilder.maxArcSteps + 2)
    }

    /// Filled with the rasterizer's nonzero rule, a stroked circle is a ring of area 2π·r·w.
    @Test(arguments: [(30.0, 6.0), (30.0, 0.5), (7.5, 1.0), (100.0, 0.25)])
    func strokedCircleCoversItsRingArea(radius: Double, width: Double) {
        let circle = Path(circleCenter: Point(150.3, 140.7), radius: radius)
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = Stroker.outline(of: circle, style: StrokeStyle(width: width, join: join), tolerance: 0.01)
            let mask = Rasterizer.mask(for: outline, fillRule: .nonZero)
            let mass = Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
            let ring = 2 * DeterministicMath.pi * radius * width
            #expect(abs(mass - ring) / ring < 0.004, "r \(radius) w \(width) \(join): \(mass) vs \(ring)")
            #expect(mask.coverage.max() ?? 0 <= 255)
        }
    }

    static func lengths(_ lines: [Polyline]) -> [Double] { lines.map { (Dasher.length($0) * 1e9).rounded() / 1e9 } }

    @Test func dashesFollowPatternAndPhase() {
        let line = [Polyline(points: [Point(0, 0), Point(100, 0)], isClosed: false)]
        let plain = Dasher.dash(line, pattern: [10, 5], phase: 0)
        #expect(plain.count == 7)   // starts at 0, 15, …, 90 (the last one 10 long, ending at 100)
        #expect(Self.lengths(plain) == [10, 10, 10, 10, 10, 10, 10])
        let phased = Dasher.dash(line, pattern: [10, 5], phase: 3)
        #expect(phased.first?.points.first == Point(0, 0))
        // Dashes at 0–7, then every 15 from 12: 12–22, …, 87–97.
        #expect(Self.lengths(phased) == [7, 10, 10, 10, 10, 10, 10])
        #expect(abs((phased.last?.points.first?.x ?? 0) - 87) < 1e-9)
        // A phase in the gap starts with the gap's rest; negative phases wrap.
        #expect(Dasher.dash(line, pattern: [10, 5], phase: 12).first?.points.first == Point(3, 0))
        #expect(Dasher.dash(line, pattern: [10, 5], phase: -3) == Dasher.dash(line, pattern: [10, 5], phase: 12))
        // Odd patterns repeat: [4] means 4 on, 4 off.
        #expect(Dasher.dash(line, pattern: [4], phase: 0).count == 13)
        // Dashes turn corners.
        let corner = [Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: false)]
        #expect(Dasher.dash(corner, pattern: [12, 100], phase: 0) == [Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 2)], isClosed: false)])
    }

    @Test func closedDashThroughStartStaysOnePiece() {
        let square = [Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], isClosed: true)]
        let dashes = Dasher.dash(square, pattern: [6, 4], phase: 0)
        // Perimeter 40: dashes at 0–6, 10–16, 20–26, 30–36 — no wrap-around. With phase 2 the
        // last dash (38–40) continues into the first (0–4).
        #expect(Self.lengths(dashes) == [6, 6, 6, 6])
        let wrapped = Dasher.dash(square, pattern: [6, 4], phase: 2)
        #expect(Self.lengths(wrapped) == [6, 6, 6, 6])
        #expect(wrapped[0].points.first == Point(0, 2) && wrapped[0].points.last == Point(4, 0))
    }

    @Test func unusableDashPatternsDrawSolid() {
        let path = Self.line([Point(0, 0), Point(100, 0)])
        let solid = Stroker.outline(of: path, style: StrokeStyle(width: 2), tolerance: 0.1)
        for dash in [[0.0, 5], [-1, 5], [.nan, 2], [5, .infinity], [1e-300]] {
            #expect(Stroker.outline(of: path, style: StrokeStyle(width: 2, dash: dash), tolerance: 0.1) == solid)
        }
        // Dashing that would produce millions of pieces falls back to solid instead of exhausting memory.
        let long = Self.line([Point(0, 0), Point(1e9, 0)])
        #expect(Stroker.outline(of: long, style: StrokeStyle(width: 2, dash: [1, 1]), tolerance: 0.1) ==
                Stroker.outline(of: long, style: StrokeStyle(width: 2), tolerance: 0.1))
        let dashed = Stroker.outline(of: path, style: StrokeStyle(width: 2, dash: [10, 10], dashPhase: .nan), tolerance: 0.1)
        #expect(Self.contours(dashed).count == 5)
    }
}
