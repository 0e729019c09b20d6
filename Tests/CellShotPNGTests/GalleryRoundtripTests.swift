#if os(Linux) || os(macOS)
import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// The default encoder on real UI images (every gallery reference) and on random images with
/// runs of repeated rows (the rows its deflate codes without reading): libpng restores exactly
/// the pixels, Python's zlib (an independent inflate) exactly the filtered rows, and the same
/// pixels always give the same bytes. Each test writes its own folder, so they run side by side.
@Suite struct GalleryRoundtripTests {
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/gallery")

    /// For each pair of PNG files (ours, then zlib's of the same pixels and filter), inflates
    /// both IDAT streams with Python's zlib and prints "same" or "differ".
    static let inflate = """
    import struct, sys, zlib
    def filtered(path):
        data = open(path, 'rb').read()
        at, idat = 8, b''
        while at < len(data):
            n, kind = struct.unpack('>I4s', data[at:at + 8])
            if kind == b'IDAT': idat += data[at + 8:at + 8 + n]
            at += 12 + n
        return zlib.decompress(idat)
    for ours, theirs in zip(sys.argv[1::2], sys.argv[2::2]):
        print('same' if filtered(ours) == filtered(theirs) else 'differ')
    """

    /// zlib's deflate through the same filter: its stream inflates to the rows ours must hold.
    static let zlibUp = PNGEncoder.Options(compressionLevel: 1, filters: .up, strategy: .default)

    /// Encodes every image with the default options, checks libpng's decode and determinism, and
    /// has Python's zlib inflate each stream to the filtered rows zlib's own stream holds.
    static func check(_ images: [(name: String, image: Image)]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (i, entry) in images.enumerated() {
            let png = try PNGEncoder().encode(entry.image)
            #expect(try PNGDecoder().decode(png) == entry.image, "\(entry.name): libpng decodes other pixels")
            #expect(try PNGEncoder().encode(entry.image) == png, "\(entry.name): not deterministic")
            let ours = folder.appendingPathComponent("\(i).png").path, theirs = folder.appendingPathComponent("\(i)-zlib.png").path
            try Data(png).write(to: URL(fileURLWithPath: ours))
            try Data(PNGEncoder(options: Self.zlibUp).encode(entry.image)).write(to: URL(fileURLWithPath: theirs))
            paths += [ours, theirs]
        }
        let python = Process(), output = Pipe()
        // The system's Python when there is one: a version manager's shims cost a shell each.
        let system = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
        python.executableURL = URL(fileURLWithPath: system ? "/usr/bin/python3" : "/usr/bin/env")
        python.arguments = (system ? [] : ["python3"]) + ["-c", inflate] + paths
        python.standardOutput = output
        try python.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        try #require(python.terminationStatus == 0, "python3 could not inflate the PNGs")
        let verdicts = text.split(separator: "\n")
        try #require(verdicts.count == images.count, "python3 answered \(verdicts.count) of \(images.count)")
        for (entry, verdict) in zip(images, verdicts) {
            #expect(verdict == "same", "\(entry.name): zlib inflates other rows")
        }
    }

    /// The gallery's PNG files, sorted; empty when the folder cannot be read.
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: gallery.path)) ?? [])
        .filter { $0.hasSuffix(".png") }.sorted()

    /// The gallery is checked in chunks of 20 files, chunk k in part k % parts, the parts on all cores.
    static let parts = 4

    @Test(arguments: 0..<parts) func everyGalleryReferenceRoundtrips(part: Int) throws {
        let names = Self.names
        try #require(names.count > 50, "gallery not found at \(Self.gallery.path)")
        for chunk in stride(from: part * 20, to: names.count, by: 20 * Self.parts) {
            let images = try names[chunk..<min(chunk + 20, names.count)].map { name in
                (name, try PNGDecoder().decode(try [UInt8](Data(contentsOf: Self.gallery.appendingPathComponent(name)))))
            }
            try Self.check(images)
        }
    }

    /// A flat background with noisy spans, rows repeated in runs of every length (including
    /// the first rows and the last).
    static func randomRows(width: Int, height: Int, opaque: Bool, _ random: inout TestRandom) -> Image {
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
            for r in (y + 1)..<min(y + run, height) { copyRow(y, to: r, in: &image) }
            y += run
        }
        return image
    }

    /// Copies row `source` of `image` over row `target`.
    static func copyRow(_ source: Int, to target: Int, in image: inout Image) {
        let stride = image.stride
        image.pixels.withUnsafeMutableBytes { bytes in
            (bytes.baseAddress! + target * stride).copyMemory(from: bytes.baseAddress! + source * stride, byteCount: stride)
        }
    }

    /// Random rows, opaque and translucent, at widths around the match lengths; and tall ones
    /// (several megabytes of rows: the deflate's window slides several times).
    @Test func randomImagesWithRepeatedRowsRoundtrip() throws {
        var random = TestRandom(state: 77)
        var images: [(String, Image)] = []
        for round in 0..<30 {
            let width = [1, 2, 85, 86, 87, 172, 300, 1179][round % 8] + random.below(3)
            let height = 1 + random.below(120)
            let image = Self.randomRows(width: width, height: height, opaque: round % 3 != 0, &random)
            images.append(("round \(round) \(width)×\(height)", image))
        }
        for (width, height, opaque) in [(1179, 900, true), (1000, 700, false), (333, 3000, true)] {
            images.append(("tall \(width)×\(height)", Self.randomRows(width: width, height: height, opaque: opaque, &random)))
        }
        images.append(("blank 1179×500", Image(width: 1179, height: 500, color: .white)))
        try Self.check(images)
    }

    /// Rows equal to the row above but for one channel of one pixel, at every position of
    /// widths around the eight- and two-pixel steps of the row comparison, between runs of
    /// equal rows; translucent images also change an alpha alone.
    @Test func rowsDifferingInOnePixelRoundtrip() throws {
        var images: [(String, Image)] = []
        for width in Array(1...19) + [31, 33, 1179] {
            for opaque in [true, false] {
                // Every position of the narrow rows; 40 spread over the wide one.
                let channels = opaque ? 3 : 4, positions = min(width, 40), height = 3 * positions * channels + 2
                var image = Image(width: width, height: height, color: RGBA8(242, 242, 247, opaque ? 255 : 200))
                for y in 1..<height {
                    Self.copyRow(y - 1, to: y, in: &image)
                    if y % 3 != 0 { continue }  // two equal rows between the changed ones
                    let step = y / 3 - 1, x = step % positions * width / positions, channel = step / positions
                    var pixel = image[x, y]
                    switch channel {
                    case 0: pixel.r &+= 1
                    case 1: pixel.g &-= 7
                    case 2: pixel.b ^= 0x80
                    default: pixel.a &-= 1
                    }
                    image[x, y] = pixel
                }
                images.append(("one pixel \(width)×\(height) \(opaque ? "opaque" : "translucent")", image))
            }
        }
        try Self.check(images)
    }
}
#endif
