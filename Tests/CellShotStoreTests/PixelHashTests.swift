import CellShotPNG
import CellShotRaster
import Testing

@Suite struct PixelHashTests {
    @Test func fixedValueOnEveryPlatform() {
        // A committed value: the hash must never change silently (stored references carry it).
        #expect(PixelHash(Image(width: 3, height: 2, color: RGBA8(1, 2, 3, 4))).description == PixelHashTests.known)
    }

    static let known = "f9d71709709e20b2baea75277c5b3134"

    /// Whole 32-byte blocks (the four-lane loop) and a tail: 9 × 7 pixels of varied bytes.
    @Test func fixedValueOverBlocksAndTail() throws {
        let bytes: [UInt8] = (0..<252).map { (i: Int) -> UInt8 in UInt8(truncatingIfNeeded: i * 37 + 11) }
        let image = try Image(width: 9, height: 7, pixels: bytes)
        #expect(PixelHash(image).description == "995af5f2fc27a95a61fef2feb4a9a0bb")
    }

    @Test func anyPixelOrSizeChangeChangesIt() {
        let base = Image(width: 9, height: 7, color: .white)
        var seen = Set([PixelHash(base)])
        for i in 0..<base.pixels.count {
            var changed = base
            changed.pixels[i] ^= 1
            seen.insert(PixelHash(changed))
        }
        #expect(seen.count == base.pixels.count + 1)
        #expect(PixelHash(Image(width: 7, height: 9, color: .white)) != PixelHash(base))
    }

    @Test func chunkRoundTripsAndDecoderIgnoresIt() throws {
        let image = Image(width: 5, height: 4, color: RGBA8(10, 20, 30, 128))
        let bytes = try PNGEncoder().encodeWithPixelHash(image)
        let read = try #require(PixelHashChunk.verified(bytes))
        #expect(read.width == 5 && read.height == 4 && read.hash == PixelHash(image))
        #expect(try PNGDecoder().decode(bytes) == image)
        #expect(PixelHashChunk.verified(try PNGEncoder().encode(image)) == nil)
        var corrupt = bytes
        corrupt[45] ^= 0xFF  // inside the hash: CRC no longer matches
        #expect(PixelHashChunk.verified(corrupt) == nil)
    }
}
