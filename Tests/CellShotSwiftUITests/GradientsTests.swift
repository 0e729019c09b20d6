#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// Radial, elliptical, angular and conic gradients as rows use them.
private struct GradientRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 28))
                .frame(width: 56, height: 56)
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
                .frame(width: 56, height: 56)
            RoundedRectangle(cornerRadius: 10)
                .fill(EllipticalGradient(colors: [.white, .blue]))
                .frame(width: 80, height: 40)
            VStack(alignment: .leading, spacing: 6) {
                Text("Progress").font(.headline)
                Capsule()
                    .fill(.angularGradient(colors: [.mint, .teal], center: .leading, startAngle: .degrees(-45), endAngle: .degrees(45)))
                    .frame(height: 10)
                Text("Radial").padding(6)
                    .background(.radialGradient(colors: [.pink, .purple], center: .topLeading, startRadius: 0, endRadius: 60), in: Capsule())
            }
        }
        .padding()
    }
}

/// `Gradient` used directly as a style: a fill, a background and a foreground style.
private struct PlainGradientRow: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10).fill(Gradient(colors: [.blue, .purple])).frame(width: 44, height: 44)
            Text("Stops").padding(8)
                .background(Gradient(stops: [.init(color: .orange, location: 0), .init(color: .pink, location: 0.7)]))
            Image(systemName: "star.fill").foregroundStyle(Gradient(colors: [.yellow, .red]))
        }
        .padding()
    }
}

@Suite struct GradientsTests {
    @Test func aGradientAsAStyleRunsFromTopToBottom() throws {
        let image = try Rectangle().fill(Gradient(colors: [Self.red, Self.blue])).frame(width: 10, height: 20).render(width: 10)
        // 3×: 30 × 60 px, red along the top row, blue along the bottom, the same across.
        #expect(image[15, 0].r > 245 && image[15, 0].b < 10 && image[15, 59].b > 245 && image[15, 59].r < 10)
        #expect(image[0, 30] == image[29, 30])
        #expect(try Rectangle().fill(Gradient(colors: [Self.red, Self.blue])).frame(width: 10, height: 10).layout(width: 10).dump()
            .contains("gradient=#ff0000ff>#0000ffff"))
        // Looked at when recorded: the square blue to purple downwards, the label's background orange
        // to pink, the star in the gradient's mean colour.
        assertSnapshot(of: PlainGradientRow(), as: .image(width: 320))
    }

    @Test func gradientsMatchTheirReferences() {
        assertSnapshot(of: GradientRow(), as: .image(width: 375))
    }

    static let red = SwiftUI.Color(red: 1, green: 0, blue: 0), blue = SwiftUI.Color(red: 0, green: 0, blue: 1)

    @Test func aRadialGradientGoesFromTheCentreOutwards() throws {
        let disc = RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: 10).frame(width: 40, height: 20)
        let image = try disc.render(width: 40)
        // 3×: the centre is at pixel 60, 30; the end radius 30 px away.
        #expect(image[60, 30].r > 245 && image[60, 30].b < 10)
        #expect(image[119, 30] == RGBA8(0, 0, 255) && image[0, 0] == RGBA8(0, 0, 255), "beyond the end radius")
        let half = image[75, 30] // 15.5 px from the centre: t ≈ 0.52
        #expect(abs(Int(half.r) - 123) <= 2 && abs(Int(half.b) - 132) <= 2, "\(half)")
        #expect(try disc.layout(width: 40).dump().contains("gradient=radial:#ff0000ff>#0000ffff"))
    }

    @Test func anEllipticalGradientReachesTheFramesEdges() throws {
        let oval = EllipticalGradient(colors: [Self.red, Self.blue]).frame(width: 40, height: 20)
        let image = try oval.render(width: 40)
        // The edge midpoints are at t ≈ 1 both across (60 px) and down (30 px).
        #expect(image[0, 30].b > 245 && image[60, 0].b > 245 && image[60, 30].r > 245)
        #expect(abs(Int(image[30, 30].b) - Int(image[60, 15].b)) <= 3, "half way across equals half way down")
    }

    @Test func anAngularGradientTurnsClockwiseAndMirrorsRightToLeft() throws {
        let wheel = AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
            .frame(width: 20, height: 20)
        let image = try wheel.render(width: 20)
        // 60 × 60 px, centre (30, 30): right of it the start, left the end, below half way.
        #expect(image[58, 31].r > 245 && image[1, 31].b > 245)
        #expect(abs(Int(image[29, 58].r) - 128) <= 4, "\(image[29, 58])")
        #expect(image[30, 2].b > 245, "above the centre: past the end")
        let mirrored = try wheel.render(width: 20, environment: CellEnvironment(layoutDirection: .rightToLeft))
        #expect(mirrored[1, 31].r > 245 && mirrored[58, 31].b > 245, "leading is on the right, right to left")
        #expect(try wheel.layout(width: 20).dump().contains("gradient=angular:#ff0000ff>#0000ffff"))
    }

    @Test func aConicGradientWithEqualAnglesSweepsAWholeTurn() throws {
        let cone = AngularGradient(colors: [Self.red, Self.blue], center: .center).frame(width: 20, height: 20)
        let image = try cone.render(width: 20)
        #expect(image[58, 31].r > 245, "start just below the trailing axis")
        #expect(image[58, 28].b > 240, "end just above it")
        #expect(abs(Int(image[2, 30].r) - 128) <= 4, "half a turn on the leading side: \(image[2, 30])")
    }

    @Test func degreesAndRadiansAgree() {
        #expect(Angle.degrees(180).radians == DeterministicMath.pi && Angle(radians: DeterministicMath.pi / 2).degrees == 90)
    }
}
#endif
