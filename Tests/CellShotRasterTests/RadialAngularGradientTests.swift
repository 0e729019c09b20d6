import Testing
@testable import CellShotRaster

/// Radial and angular gradients, checked against their formulas at pixel centres.
@Suite struct RadialAngularGradientTests {
    static let blackToWhite: [LinearGradient.Stop] = [.init(location: 0, color: .black), .init(location: 1, color: .white)]

    static func draw(_ paint: Paint, _ w: Int = 64, _ h: Int = 64, scale: Double = 1) -> Image {
        var c = CanvasTests.canvas(w, h, scale: scale, background: .clear)
        c.draw(DisplayList([.fill(CanvasTests.rect(0, 0, Double(w) / scale, Double(h) / scale), paint, .nonZero)]))
        return c.image
    }

    static func grey(_ t: Double) -> RGBA8 { let v = Color.byte(min(max(t, 0), 1)); return RGBA8(v, v, v) }

    @Test func radialColoursGoByDistanceFromTheCentre() {
        // Points ×2 → pixels: centre (16, 16) pt = (32, 32) px, radii 4…16 pt = 8…32 px.
        let g = RadialGradient(center: Point(16, 16), startRadius: 4, endRadius: 16, stops: Self.blackToWhite)
        let img = Self.draw(.radialGradient(g), scale: 2)
        for (x, y) in [(32, 32), (36, 30), (45, 50), (10, 20), (63, 63), (0, 31)] {
            let dx = Double(x) + 0.5 - 32, dy = Double(y) + 0.5 - 32
            #expect(img[x, y] == Self.grey(((dx * dx + dy * dy).squareRoot() - 8) / 24), "(\(x), \(y))")
        }
        #expect(img[32, 32] == RGBA8(0, 0, 0) && img[0, 0] == RGBA8(255, 255, 255), "inside the start radius, beyond the end")
    }

    @Test func aVerticalScaleMakesEllipses() {
        let g = RadialGradient(center: Point(32, 32), startRadius: 0, endRadius: 32, yScale: 0.5, stops: Self.blackToWhite)
        let img = Self.draw(.radialGradient(g))
        // Vertical offsets count twice: 7.5 px below the centre is as far as 15 px beside it.
        #expect(img[47, 31] == Self.grey(((15.5 * 15.5 + 1) as Double).squareRoot() / 32))
        #expect(img[31, 39] == Self.grey(((0.25 + 15 * 15) as Double).squareRoot() / 32))
        #expect(img[31, 63] == RGBA8(255, 255, 255), "beyond the half-height ellipse")
    }

    @Test func angularColoursGoClockwiseFromTheStartAngle() {
        let turn = 2 * DeterministicMath.pi
        let g = AngularGradient(center: Point(32, 32), startAngle: 0, endAngle: turn, stops: Self.blackToWhite)
        let img = Self.draw(.angularGradient(g))
        // Just below the trailing axis: the start; below the centre a quarter; above it three quarters.
        #expect(img[60, 32].r <= 1)
        #expect(abs(Int(img[31, 60].r) - Int(Color.byte(0.25))) <= 1)
        #expect(abs(Int(img[32, 3].r) - Int(Color.byte(0.75))) <= 1)
        #expect(img[60, 31].r >= 254, "just above the trailing axis: the end of the turn")
        for (x, y) in [(40, 10), (5, 50), (20, 33)] {
            var a = DeterministicMath.atan2(Double(y) + 0.5 - 32, Double(x) + 0.5 - 32)
            if a < 0 { a += turn }
            #expect(img[x, y] == Self.grey(a / turn), "(\(x), \(y))")
        }
    }

    @Test func aNegativeSweepTurnsCounterclockwiseAndMirrorsAClockwiseOne() {
        let pi = DeterministicMath.pi
        let clockwise = Self.draw(.angularGradient(AngularGradient(center: Point(32, 32), startAngle: 0, endAngle: pi, stops: Self.blackToWhite)))
        let counter = Self.draw(.angularGradient(AngularGradient(center: Point(32, 32), startAngle: pi, endAngle: 0, stops: Self.blackToWhite)))
        // Pixel (31, 60) is about a quarter turn from the left, counterclockwise: near half of the sweep.
        let t = (pi - DeterministicMath.atan2(28.5, -0.5)) / pi
        #expect(counter[31, 60] == Self.grey(t) && abs(t - 0.5) < 0.01)
        #expect(counter[32, 3].r == 255, "above the centre: past the end")
        for y in stride(from: 0, to: 64, by: 7) {
            for x in stride(from: 0, to: 64, by: 5) {
                #expect(abs(Int(counter[63 - x, y].r) - Int(clockwise[x, y].r)) <= 1, "(\(x), \(y))")
            }
        }
    }

    @Test func degenerateGradientsPaintTheLastStopOrNothing() {
        let flat = Self.draw(.radialGradient(RadialGradient(center: Point(8, 8), startRadius: 5, endRadius: 5, stops: Self.blackToWhite)), 16, 16)
        #expect(flat.pixels.allSatisfy { $0 == 255 })
        let bad = Self.draw(.angularGradient(AngularGradient(center: Point(.nan, 8), startAngle: 0, endAngle: 1, stops: Self.blackToWhite)), 16, 16)
        let none = Self.draw(.radialGradient(RadialGradient(center: Point(8, 8), startRadius: 0, endRadius: 8, stops: [])), 16, 16)
        let flatY = Self.draw(.radialGradient(RadialGradient(center: Point(8, 8), startRadius: 0, endRadius: 8, yScale: 0, stops: Self.blackToWhite)), 16, 16)
        #expect(bad.pixels.allSatisfy { $0 == 0 } && none.pixels.allSatisfy { $0 == 0 } && flatY.pixels.allSatisfy { $0 == 0 })
    }
}
