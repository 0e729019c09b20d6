import Testing
@testable import CellShotRaster

@Suite struct SVGPathTests {
    typealias E = Path.Element

    @Test func absoluteAndRelativeLinesWithImplicitRepeats() throws {
        let p = try Path(svgData: "M10,20 30 40 l5-5 h-10 V0 v 2.5 H 1e1 z")
        #expect(p.elements == [
            .move(Point(10, 20)), .line(Point(30, 40)), .line(Point(35, 35)), .line(Point(25, 35)),
            .line(Point(25, 0)), .line(Point(25, 2.5)), .line(Point(10, 2.5)), .close,
        ])
    }

    @Test func relativeMoveRepeatsAreRelativeLines() throws {
        let p = try Path(svgData: "m1 1 2 2 3-3z m 1 1 l 1 0")
        // After z the current point returns to the subpath start (1, 1).
        #expect(p.elements == [
            .move(Point(1, 1)), .line(Point(3, 3)), .line(Point(6, 0)), .close,
            .move(Point(2, 2)), .line(Point(3, 2)),
        ])
    }

    @Test func numbersWithoutSeparatorsAndExponents() throws {
        let p = try Path(svgData: "M.5.25L-1.5e1-2E-1 +3,.1e+1")
        #expect(p.elements == [.move(Point(0.5, 0.25)), .line(Point(-15, -0.2)), .line(Point(3, 1))])
    }

    @Test func trailingDotsAndSignsAreNumbers() throws {
        let p = try Path(svgData: "M1. 2.L+.5-0.\n\t3e2,4E-0z")
        #expect(p.elements == [.move(Point(1, 2)), .line(Point(0.5, 0)), .line(Point(300, 4)), .close])
    }

    @Test func smoothCurvesReflectTheirControlPoints() throws {
        let p = try Path(svgData: "M0 0 C 1 2 3 2 4 0 S 7 -2 8 0 Q 9 1 10 0 T 12 0 s 1 1 2 0")
        #expect(p.elements == [
            .move(Point(0, 0)),
            .cubic(control1: Point(1, 2), control2: Point(3, 2), to: Point(4, 0)),
            .cubic(control1: Point(5, -2), control2: Point(7, -2), to: Point(8, 0)),
            .quad(control: Point(9, 1), to: Point(10, 0)),
            .quad(control: Point(11, -1), to: Point(12, 0)),
            // s after a quad: the first control point is the current point.
            .cubic(control1: Point(12, 0), control2: Point(13, 1), to: Point(14, 0)),
        ])
    }

    @Test func arcsWithCompactFlagsLandOnTheirEndpoints() throws {
        let p = try Path(svgData: "M0 0a5 5 0 1010 0A5,5,0,0,0,0,0")
        // Each half circle: 4 cubics of 45°; the last lands exactly on the named point.
        #expect(p.elements.count == 9)
        #expect(p.elements[4] == .cubic(control1: controls(p.elements[4]).0, control2: controls(p.elements[4]).1, to: Point(10, 0)))
        #expect(p.elements[8] == .cubic(control1: controls(p.elements[8]).0, control2: controls(p.elements[8]).1, to: Point(0, 0)))
        // The first half (sweep 0: decreasing angle from 180°) passes below (y > 0, down on screen): its midpoint is (5, 5).
        guard case let .cubic(_, _, mid) = p.elements[2] else { Issue.record("not a cubic"); return }
        #expect(abs(mid.x - 5) < 1e-9 && abs(mid.y - 5) < 1e-9, "arc midpoint \(mid)")
        guard case let .cubic(_, _, mid2) = p.elements[6] else { Issue.record("not a cubic"); return }
        #expect(abs(mid2.x - 5) < 1e-9 && abs(mid2.y + 5) < 1e-9, "second arc midpoint \(mid2)")
    }

    func controls(_ e: Path.Element) -> (Point, Point) {
        if case let .cubic(c1, c2, _) = e { return (c1, c2) }
        return (.zero, .zero)
    }

    @Test func zeroRadiusArcIsALine() throws {
        let p = try Path(svgData: "M0 0 A0 4 0 0 1 3 4")
        #expect(p.elements == [.move(Point(0, 0)), .line(Point(3, 4))])
    }

    @Test(arguments: [
        ("", 0, "a move command (M or m)"),
        ("   ", 3, "a move command (M or m)"),
        ("L 1 2", 0, "a move command (M or m)"),
        ("M 1 2 X 3", 6, "a path command (M L H V C S Q T A Z, or lower case)"),
        ("M 1", 3, "a y coordinate"),
        ("M 1 2 L", 7, "an x coordinate"),
        ("M 1 2 C 1 2 3 4 5", 17, "a y coordinate"),
        ("M NaN 2", 2, "an x coordinate"),
        ("M 1 2 L NaN 4", 8, "an x coordinate"),
        ("M 1e400 2", 2, "a finite number within ±10^15"),
        ("M 1 2e", 6, "exponent digits"),
        ("M 1 2 A 1 1 0 2 0 3 3", 14, "an arc flag (0 or 1)"),
        ("M 1 2 L 3 4,", 11, "a number"),
        ("M 1, ,2", 5, "a y coordinate"),
    ])
    func badDataNamesOffsetAndExpectation(data: String, offset: Int, expected: String) {
        do {
            _ = try Path(svgData: data)
            Issue.record("\"\(data)\" parsed")
        } catch {
            #expect(error.offset == offset, "\"\(data)\": \(error)")
            #expect(error.expected == expected, "\"\(data)\": \(error)")
        }
    }
}
