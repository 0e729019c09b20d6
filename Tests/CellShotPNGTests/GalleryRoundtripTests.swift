#if os(Linux) || os(macOS)
import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// The default encoder on real UI images (every gallery reference) and on random images with
/// runs of repeated rows (the rows its deflate codes without reading): libpng and Python's zlib
/// (an independent inflate, then the PNG filters undone here) both restore exactly the pixels, and the same
/// pixels always give the same bytes.
@Suite(.serialized) struct GalleryRoundtripTests {
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/gallery")

    /// Inflates each PNG's IDAT with Python's zlib and writes the filtered rows next to it as
    /// `<file>.raw`.
    static let inflate = """
    import struct, sys, zlib
    for path in sys.argv[1:]:
        data = open(path, 'rb').read()
        at, idat = 8, b''
        while at < len(data):
            n, kind = struct.unpack('>I4s', data[at:at + 8])
            if kind == b'IDAT': idat += data[at + 8:at + 8 + n]
            at += 12 + n
        open(path + '.raw', 'wb').write(zlib.decompress(idat))
    """

    /// Undoes the PNG filters of `raw` (rows of a filter byte then `width × bpp` bytes).
    static func unfiltered(_ raw: [UInt8], width: Int, height: Int, bpp: Int) -> [UInt8]? {
        let stride = width * bpp
        guard raw.count == (stride + 1) * height else { return nil }
        var out = [UInt8](repeating: 0, count: stride * height)
        let ok = raw.withUnsafeBufferPointer { raw in
            out.withUnsafeMutableBufferPointer { out -> Bool in
                for y in 0..<height {
                    let filter = raw[y * (stride + 1)]
                    let src = y * (stride + 1) + 1, row = y * stride, up = row - stride
                    for i in 0..<stride {
                        let a = i >= bpp ? Int(out[row + i - bpp]) : 0
                        let b = y > 0 ? Int(out[up + i]) : 0
                        let predictor: Int
                        switch filter {
                        case 0: predictor = 0
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        case 4:
                            let c = i >= bpp && y > 0 ? Int(out[up + i - bpp]) : 0
                            let p = a + b - c
                            predictor = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                        default: return false
                        }
                        out[row + i] = raw[src + i] &+ UInt8(truncatingIfNeeded: predictor)
                    }
                }
                return true
            }
        }
        return ok ? out : nil
    }

    /// Encodes every image with the default options, checks libpng's decode and determinism, and
    /// has Python's zlib decode them all.
    static func check(_ images: [(name: String, image: Image)]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (i, entry) in images.enumerated() {
            let png = try PNGEncoder().encode(entry.image)
            #expect(try PNGDecoder().decode(png) == entry.image, "\(entry.name): libpng decodes other pixels")
            #expect(try PNGEncoder().encode(entry.image) == png, "\(entry.name): not deterministic")
            let path = folder.appendingPathComponent("\(i).png").path
            try Data(png).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", inflate] + paths
        try python.run()
        python.waitUntilExit()
        try #require(python.terminationStatus == 0, "python3 could not decode the PNGs")
        for (i, entry) in images.enumerated() {
            let raw = try [UInt8](Data(contentsOf: URL(fileURLWithPath: paths[i] + ".raw")))
            let pixels = entry.image.pixels
            let opaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
            var expected = pixels
            if opaque {
                expected = []
                expected.reserveCapacity(pixels.count / 4 * 3)
                for p in Swift.stride(from: 0, to: pixels.count, by: 4) { expected += pixels[p..<(p + 3)] }
            }
            let decoded = Self.unfiltered(raw, width: entry.image.width, height: entry.image.height, bpp: opaque ? 3 : 4)
            #expect(decoded == expected, "\(entry.name): zlib inflates other pixels")
        }
    }

    @Test func everyGalleryReferenceRoundtrips() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.gallery.path).filter { $0.hasSuffix(".png") }.sorted()
        try #require(names.count > 50, "gallery not found at \(Self.gallery.path)")
        for chunk in stride(from: 0, to: names.count, by: 20) {
            let images = try names[chunk..<min(chunk + 20, names.count)].map { name in
                (name, try PNGDecoder().decode(try [UInt8](Data(contentsOf: Self.gallery.appendingPathComponent(name)))))
            }
            try Self.check(images)
        }
    }

    /// Flat backgrounds with noisy spans, rows repeated in runs of every length (including the
    /// first rows and the last), opaque and translucent, widths around the match lengths.
    @Test func randomImagesWithRepeatedRowsRoundtrip() throws {
        var random = TestRandom(state: 77)
        var images: [(String, Image)] = []
        for round in 0..<30 {
            let width = [1, 2, 85, 86, 87, 172, 300, 1179][round % 8] + random.below(3)
            let height = 1 + random.below(120)
            let opaque = round % 3 != 0
            var image = Image(width: width, height: height, color: RGBA8(242, 242, 247, opaque ? 255 : 200))
            var y = 0
            while y < height {
                let run = 1 + random.below(random.below(2) == 0 ? 3 : 40)
                if random.below(2) == 0 {
                    let start = random.below(width), length = random.below(width - start + 1)
                    for x in start..<(start + length) {
                        image[x, y] = RGBA8(UInt8(random.below(256)), UInt8(random.below(4)), UInt8(random.below(256)),
                                            opaque ? 255 : UInt8(random.below(256)))
                    }
                }
                for r in (y + 1)..<min(y + run, height) { for x in 0..<width { image[x, r] = image[x, y] } }
                y += run
            }
            images.append(("round \(round) \(width)×\(height)", image))
        }
        images.append(("blank 1179×500", Image(width: 1179, height: 500, color: .white)))
        try Self.check(images)
    }
}
#endif
