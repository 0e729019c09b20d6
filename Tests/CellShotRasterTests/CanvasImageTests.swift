import Testing
@testable import CellShotRaster

/// The display list's image operation: exact copies at 1:1, integer bilinear scaling,
/// edge coverage and clips.
@Suite struct CanvasImageTests {
    static func image(_ w: Int, _ h: Int, _ pixels: [RGBA8]) throws -> Image {
        try Image(width: w, height: h, pixels: pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] })
    }

    @Test func oneToOneIsAnExactCopy() throws {
        let src = try Self.image(2, 2, [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(10, 20, 30)])
        let out = try DisplayList([.image(src, Rect(x: 1, y: 1, width: 1, height: 1))])
            .render(size: Size(width: 4, height: 4), scale: 2, background: .white)
        #expect(out[2, 2] == RGBA8(255, 0, 0) && out[3, 2] == RGBA8(0, 255, 0))
        #expect(out[2, 3] == RGBA8(0, 0, 255) && out[3, 3] == RGBA8(10, 20, 30))
        #expect(out[1, 2] == .white && out[4, 2] == .white)
    }

    @Test func doublingInterpolatesWithEightBitWeights() throws {
        // Sample points −0.25, 0.25, 0.75, 1.25 → clamped 0, weights 64 and 192 of 256, clamped 1.
        let src = try Self.image(2, 1, [.black, .white])
        let out = try DisplayList([.image(src, Rect(x: 0, y: 0, width: 4, height: 1))]).render(size: Size(width: 4, height: 1), scale: 1)
        #expect((0..<4).map { out[$0, 0].r } == [0, 64, 191, 255])
    }

    @Test func partialPixelsAreCoveredByTheirOverlap() throws {
        let src = try Self.image(1, 1, [.black])
        let out = try DisplayList([.image(src, Rect(x: 0.5, y: 0, width: 2, height: 1))])
            .render(size: Size(width: 4, height: 1), scale: 1, background: .white)
        // Half coverage: alpha 128, white below keeps div255(255 · 127) = 127.
        #expect(out[0, 0] == RGBA8(127, 127, 127) && out[1, 0] == .black && out[2, 0] == RGBA8(127, 127, 127) && out[3, 0] == .white)
    }

    @Test func clipsApply() throws {
        let src = try Self.image(1, 1, [.black])
        let out = try DisplayList([.pushClip(Rect(x: 0, y: 0, width: 2, height: 1), .zero, continuous: false),
                                   .image(src, Rect(x: 0, y: 0, width: 4, height: 1)), .popClip])
            .render(size: Size(width: 4, height: 1), scale: 1, background: .white)
        #expect(out[1, 0] == .black && out[2, 0] == .white)
    }

    @Test func emptyAndNonFiniteDrawNothing() throws {
        let src = try Self.image(1, 1, [.black])
        let ops: [DisplayList.Operation] = [.image(src, Rect(x: .nan, y: 0, width: 1, height: 1)),
                                            .image(src, Rect(x: 0, y: 0, width: 0, height: 1)),
                                            .image(Image(width: 0, height: 0), Rect(x: 0, y: 0, width: 1, height: 1)),
                                            .image(src, Rect(x: 0, y: 0, width: .infinity, height: 1))]
        let out = try DisplayList(ops).render(size: Size(width: 2, height: 1), scale: 1, background: .white)
        #expect(out[0, 0] == .white && out[1, 0] == .white)
    }
}
