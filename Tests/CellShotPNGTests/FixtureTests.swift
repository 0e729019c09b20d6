import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// PNGs written by an encoder independent of libpng (Tools/png/make_fixtures.py: every filter
/// type, Adam7, split IDAT, ancillary chunks) decode to the RGBA8 stored beside them.
@Suite struct FixtureTests {
    static let names = [
        "grey2-adam7", "grey1-trns", "palette4-trns", "rgb16", "rgb8-trns-adam7",
        "grey-alpha16-adam7", "rgba8-split-idat",
    ]

    static func url(_ name: String, _ ext: String) throws -> URL {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return folder.appendingPathComponent("\(name).\(ext)")
    }

    @Test(arguments: names)
    func decodesToTheStoredPixels(name: String) throws {
        let (image, info) = try PNGDecoder().decodeWithInfo(contentsOf: Self.url(name, "png").path)
        let want = try Data(contentsOf: Self.url(name, "rgba"))
        #expect(image.pixels.count == want.count)
        #expect(image.pixels == [UInt8](want), "\(name): \(info)")
        #expect(info.interlaced == name.hasSuffix("adam7"))
    }

    /// The default encoder's exact bytes for a fixed image are committed (looked at when
    /// recorded): any change to filtering, the deflate or the chunks shows up here. The default
    /// pipeline does not depend on the zlib version (only its Adler-32), so these hold everywhere.
    @Test(arguments: [("encoded-default-rgba", false), ("encoded-default-rgb", true)])
    func defaultEncoderBytesAreStable(name: String, opaque: Bool) throws {
        let image = sampleImage(width: 160, height: 96, opaque: opaque)
        let committed = try [UInt8](Data(contentsOf: Self.url(name, "png")))
        #expect(try PNGEncoder().encode(image) == committed)
        #expect(try PNGDecoder().decode(committed) == image)
    }
}
