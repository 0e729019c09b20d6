import CellShotRaster
import Testing

/// The backdrop blur of bar materials: analytic properties of the integer box blur.
@Suite struct BackdropBlurTests {
    static func render(scale: Double = 1, _ ops: [DisplayList.Operation], width: Double = 60, height: Double = 20) throws -> Image {
        try DisplayList(ops).render(size: Size(width: width, height: height), scale: scale, background: .white)
    }

    /// At 1× directly; at 2× and 3× through the reduced buffer and back.
    @Test(arguments: [1.0, 2.0, 3.0])
    func flatColourStaysExactlyFlat(scale: Double) throws {
        let image = try Self.render(scale: scale, [.roundedRect(Rect(x: 0, y: 0, width: 60, height: 20), .zero, continuous: false, .solid(Color(RGBA8(12, 200, 90)))),
                                     .backdropBlur(Rect(x: 5, y: 2, width: 40, height: 10), radius: 4)])
        #expect(Set(image.pixels.chunked4()) == [RGBA8(12, 200, 90)])
    }

    @Test func aStripeSpreadsSymmetricallyInsideTheBoxOnly() throws {
        // A black column at x = 30 on white, blurred inside x 10…50, y 0…10.
        let image = try Self.render([.roundedRect(Rect(x: 30, y: 0, width: 1, height: 20), .zero, continuous: false, .solid(.black)),
                                     .backdropBlur(Rect(x: 10, y: 0, width: 41, height: 10), radius: 3)])
        let row = (0..<60).map { Int(image[$0, 5].r) }
        #expect(row[30] > 0 && row[30] < 255, "the stripe is spread: \(row[30])")
        for d in 1...8 { #expect(row[30 - d] == row[30 + d], "symmetric at ±\(d): \(row)") }
        for d in 1...8 { #expect(row[30 + d] >= row[30 + d - 1], "brighter away from the stripe: \(row)") }
        #expect(row[20] == 255, "σ = 3 reaches less than 10 px")
        // Below the box the stripe is untouched; outside it nothing changed.
        #expect(image[30, 15] == RGBA8(0, 0, 0) && image[31, 15] == .white)
        #expect(image[9, 5] == .white && image[51, 5] == .white)
    }

    @Test func edgesRepeatTheBoxInsteadOfDarkening() throws {
        // A box against the canvas edge over flat grey: no black fringe from outside.
        let image = try Self.render([.roundedRect(Rect(x: 0, y: 0, width: 60, height: 20), .zero, continuous: false, .solid(Color(RGBA8(128, 128, 128)))),
                                     .roundedRect(Rect(x: 0, y: 0, width: 60, height: 3), .zero, continuous: false, .solid(Color(RGBA8(0, 0, 255)))),
                                     .backdropBlur(Rect(x: 0, y: 0, width: 60, height: 12), radius: 2)])
        #expect(image[0, 11] == image[59, 11], "columns at both ends blur alike")
        #expect(image[0, 0].b > 200, "the top edge keeps its colour: \(image[0, 0])")
        #expect(image[30, 11].r >= 120, "far from the blue band the grey stays: \(image[30, 11])")
    }

    /// At 3× the blur runs on a buffer reduced threefold: a stripe still spreads evenly.
    @Test func reducedBlurSpreadsAStripeSymmetrically() throws {
        let image = try Self.render(scale: 3, [.roundedRect(Rect(x: 30, y: 0, width: 1, height: 20), .zero, continuous: false, .solid(.black)),
                                               .backdropBlur(Rect(x: 10, y: 0, width: 41, height: 10), radius: 3)])
        let row = (0..<180).map { Int(image[$0, 15].r) }
        #expect(row[91] > 200 && row[91] < 240, "a 3 px stripe at σ = 9 px keeps ≈ 13 % of its darkness: \(row[91])")
        for d in 1...20 { #expect(abs(row[91 - d] - row[91 + d]) <= 1, "even at ±\(d): \(row[70...112])") }
        #expect(image[91, 45] == RGBA8(0, 0, 0) && image[29, 15] == .white, "outside the box nothing changed")
    }

    @Test func zeroOrInvalidRadiusChangesNothing() throws {
        let base: [DisplayList.Operation] = [.roundedRect(Rect(x: 30, y: 0, width: 1, height: 20), .zero, continuous: false, .solid(.black))]
        let plain = try Self.render(base)
        for radius in [0, -3, Double.nan] {
            #expect(try Self.render(base + [.backdropBlur(Rect(x: 0, y: 0, width: 60, height: 20), radius: radius)]) == plain)
        }
    }
}

private extension Array where Element == UInt8 {
    func chunked4() -> [RGBA8] { Swift.stride(from: 0, to: count, by: 4).map { RGBA8(self[$0], self[$0 + 1], self[$0 + 2], self[$0 + 3]) } }
}
