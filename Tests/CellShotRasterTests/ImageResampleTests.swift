import Testing
@testable import CellShotRaster

/// Area-averaged resampling: exact overlap weights, alpha-weighted colour (no fringe).
@Suite struct ImageResampleTests {
    static func image(_ w: Int, _ h: Int, _ pixels: [[UInt8]]) throws -> Image {
        try Image(width: w, height: h, pixels: pixels.flatMap { $0 })
    }

    @Test func halvingAveragesFourPixels() throws {
        let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 255, 0]
        let out = try ImageResampleTests.image(2, 2, [red, clear, clear, clear]).areaResampled(width: 1, height: 1)
        // A quarter covered, and the transparent pixels' blue adds nothing.
        #expect(out.pixels == [255, 0, 0, 64])
    }

    @Test func thirdsWeighOverlaps() throws {
        // 3 → 2 pixels: the middle source pixel is split half and half.
        let out = try ImageResampleTests.image(3, 1, [[0, 0, 0, 255], [90, 90, 90, 255], [255, 255, 255, 255]])
            .areaResampled(width: 2, height: 1)
        // (0·2 + 90·1) / 3 = 30 and (90·1 + 255·2) / 3 = 200.
        #expect(out.pixels == [30, 30, 30, 255, 200, 200, 200, 255])
    }

    @Test func sameSizeAndUpscaling() throws {
        let src = try ImageResampleTests.image(1, 1, [[10, 20, 30, 40]])
        #expect(src.areaResampled(width: 1, height: 1) == src)
        #expect(src.areaResampled(width: 2, height: 3).pixels == Array([[UInt8]](repeating: [10, 20, 30, 40], count: 6).joined()))
        #expect(src.areaResampled(width: 0, height: -5).width == 1)
    }
}
