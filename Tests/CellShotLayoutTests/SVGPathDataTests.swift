@testable import CellShotLayout
import CellShotRaster
import Testing

@Suite struct SVGPathDataTests {
    @Test func absoluteRelativeAndImplicitCommands() throws {
        let p = try SVGPathData.parse("M0 0L10 0 10 10zm1 1h2v2H0V0")
        #expect(p.elements == [
            .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close,
            .move(Point(1, 1)), .line(Point(3, 1)), .line(Point(3, 3)), .line(Point(0, 3)), .line(Point(0, 0)),
        ])
    }

    @Test func compactNumbersAndSmoothCurves() throws {
        let p = try SVGPathData.parse("M.5.5c1-1 2-1 3 0s2 1 3 0")
        #expect(p.elements.first == .move(Point(0.5, 0.5)))
        // The reflected control point of `s` mirrors (2.5, -0.5) about (3.5, 0.5).
        #expect(p.elements[2] == .cubic(control1: Point(4.5, 1.5), control2: Point(5.5, 1.5), to: Point(6.5, 0.5)))
        let e = try SVGPathData.parse("M1e1 2E-1")
        #expect(e.elements == [.move(Point(10, 0.2))])
    }

    @Test func arcsEndExactlyAtTheirEndpointAndStayOnTheCircle() throws {
        // A half circle of radius 8 from (0, 8) to (16, 8), compact flags.
        let p = try SVGPathData.parse("M0 8a8 8 0 1116 0")
        guard case let .cubic(_, _, end)? = p.elements.last else { Issue.record("no cubic"); return }
        #expect(end == Point(16, 8))
        #expect(p.elements.count == 3)   // move + two 90° segments
        guard case let .cubic(_, _, mid) = p.elements[1] else { Issue.record("no cubic"); return }
        let r = ((mid.x - 8) * (mid.x - 8) + (mid.y - 8) * (mid.y - 8)).squareRoot()
        #expect(abs(r - 8) < 1e-9)
    }

    @Test func badDataNamesTheOffset() {
        #expect(throws: SVGPathError(offset: 0, expected: "a path command (M, L, C, …)")) { try SVGPathData.parse("1 2") }
        #expect(throws: SVGPathError(offset: 4, expected: "a number")) { try SVGPathData.parse("M10 ") }
        #expect(throws: SVGPathError(offset: 11, expected: "an arc flag (0 or 1)")) { try SVGPathData.parse("M0 0A1 1 0 2 1 3 3") }
        #expect(throws: CellError.self) { try IconLibrary().register(name: "bad", svgPathData: ["M0 0 Q"]) }
    }

    @Test func everyBuiltInIconParses() throws {
        for name in IconLibrary.builtInNames { _ = try IconLibrary.shared.artwork(named: name) }
    }
}
