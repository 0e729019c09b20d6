import CellShotPNG
import CellShotRaster
import CPNGShim
import Testing

/// The shim's own deflate must produce streams zlib's inflate (inside libpng) accepts and that
/// restore every pixel, on data that stresses each part: zero runs, repeats at every distance,
/// incompressible noise (deep Huffman trees, stored-like blocks), long images (many blocks).
@Suite struct FastDeflateTests {
    static let fast = PNGEncoder.Options(compressionLevel: 6, filters: .up, strategy: .default, pipeline: .fusedFastDeflate)

    static func roundtrip(_ image: Image, filters: PNGEncoder.Filters = .up, _ note: String) throws {
        var options = fast
        options.filters = filters
        let png = try PNGEncoder(options: options).encode(image)
        #expect(try PNGDecoder().decode(png) == image, "\(note), filters \(filters.rawValue)")
        #expect(try PNGEncoder(options: options).encode(image) == png, "\(note): not deterministic")
    }

    static func noise(width: Int, height: Int, seed: UInt64, levels: Int = 256, opaque: Bool = false) -> Image {
        var random = TestRandom(state: seed)
        var image = Image(width: width, height: height)
        image.pixels = image.pixels.indices.map { i in
            opaque && i % 4 == 3 ? 255 : UInt8(random.below(levels) * (255 / max(1, levels - 1)))
        }
        return image
    }

    @Test(arguments: [PNGEncoder.Filters.none, .sub, .up, .average, .paeth, .all])
    func uiImagesRoundtrip(filters: PNGEncoder.Filters) throws {
        try Self.roundtrip(sampleImage(opaque: true), filters: filters, "opaque sample")
        try Self.roundtrip(sampleImage(opaque: false), filters: filters, "translucent sample")
        try Self.roundtrip(sampleImage(width: 700, height: 90, opaque: false), filters: filters, "wide sample")
    }

    @Test func noiseAndFewLevelImagesRoundtrip() throws {
        try Self.roundtrip(Self.noise(width: 97, height: 61, seed: 1), "full noise")
        try Self.roundtrip(Self.noise(width: 300, height: 200, seed: 2, levels: 3), "3-level noise")
        try Self.roundtrip(Self.noise(width: 64, height: 700, seed: 3, levels: 2, opaque: true), "2-level noise")
        // Enough symbols for several deflate blocks and every distance up to the 32 KiB window.
        try Self.roundtrip(Self.noise(width: 1200, height: 120, seed: 4, levels: 5), "many blocks")
    }

    @Test func edgeSizesRoundtrip() throws {
        for (w, h) in [(1, 1), (1, 2), (2, 1), (3, 3), (5, 40), (40, 5), (4096, 2)] {
            try Self.roundtrip(Image(width: w, height: h, color: RGBA8(10, 20, 30, 40)), "flat \(w)×\(h)")
            try Self.roundtrip(Self.noise(width: w, height: h, seed: UInt64(w * 31 + h)), "noise \(w)×\(h)")
        }
        // Long zero runs across rows (a blank image) and runs broken every 257–259 bytes.
        try Self.roundtrip(Image(width: 2000, height: 300, color: .white), "blank")
        var striped = Image(width: 259, height: 50, color: .black)
        for y in 0..<50 { striped[(y * 7) % 259, y] = RGBA8(255, 0, 0) }
        try Self.roundtrip(striped, "striped")
    }

    /// Byte values with Fibonacci-like frequencies, shuffled: the optimal Huffman tree is deeper
    /// than deflate's 15 bits, so the length-limiting path must run and stay valid.
    @Test func skewedFrequenciesNeedLengthLimiting() throws {
        var fib = [1, 1]
        while fib.count < 26 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        var bytes: [UInt8] = []
        for (value, count) in fib.reversed().enumerated() {
            bytes += [UInt8](repeating: UInt8(value * 9), count: count)
        }
        var random = TestRandom(state: 99)
        for i in stride(from: bytes.count - 1, to: 0, by: -1) { bytes.swapAt(i, random.below(i + 1)) }
        let width = 256
        let height = bytes.count / (width * 4)
        let image = try Image(width: width, height: height, pixels: Array(bytes.prefix(width * height * 4)))
        try Self.roundtrip(image, filters: .none, "skewed")
    }

    /// Fibonacci frequencies make the unlimited Huffman tree 29 levels deep: the lengths must
    /// be limited to 15 (7 for the code-length code) and still form a complete prefix code.
    @Test(arguments: [(30, 15), (19, 7), (286, 15)])
    func codeLengthsAreLimitedAndComplete(count: Int, limit: Int) {
        var fib: [UInt32] = [1, 1]
        while fib.count < count { fib.append(fib.count < 40 ? fib[fib.count - 1] &+ fib[fib.count - 2] : 1) }
        var lengths = [UInt8](repeating: 0, count: count)
        cs_png_test_code_lengths(fib, Int32(count), Int32(limit), &lengths)
        #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit }, "\(lengths)")
        // Kraft sum exactly 1: complete, so zlib's inflate accepts it.
        let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
        #expect(abs(kraft - 1.0) < 1e-12, "Kraft sum \(kraft)")
        // More frequent symbols never get longer codes.
        for i in 1..<count where fib[i] > fib[i - 1] { #expect(lengths[i] <= lengths[i - 1]) }
    }

    /// Random mixtures of flat runs, repeated rows, copied spans and noise, of random sizes.
    @Test func randomStructuredImagesRoundtrip() throws {
        var random = TestRandom(state: 2024)
        for round in 0..<40 {
            let width = 1 + random.below(300), height = 1 + random.below(60)
            var image = Image(width: width, height: height, color: RGBA8(UInt8(random.below(256)), 9, 9, 255))
            for y in 0..<height {
                switch random.below(4) {
                case 0 where y > 0:  // repeat the row above
                    for x in 0..<width { image[x, y] = image[x, y - 1] }
                case 1:  // noise span
                    let start = random.below(width), length = random.below(width - start + 1)
                    for x in start..<(start + length) {
                        image[x, y] = RGBA8(UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)))
                    }
                case 2:  // flat span in a random colour
                    let colour = RGBA8(UInt8(random.below(256)), UInt8(random.below(4)), 0, 255)
                    let start = random.below(width)
                    for x in start..<width { image[x, y] = colour }
                default:
                    break
                }
            }
            let filters: [PNGEncoder.Filters] = [.up, .none, .sub, .paeth, .all]
            try Self.roundtrip(image, filters: filters[round % filters.count], "round \(round), \(width)×\(height)")
        }
    }

    /// Our Adler-32 must equal zlib's on every length around its 32-byte chunks and 5 536-byte
    /// reduction spans, on all-0xFF bytes (largest sums), noise and zeros, from any start value.
    @Test func adler32MatchesZlib() {
        var random = TestRandom(state: 11)
        let lengths = [0, 1, 2, 31, 32, 33, 63, 64, 65, 5535, 5536, 5537, 5551, 5552, 5553, 11_072, 11_073, 65_536, 300_001]
        for length in lengths {
            let noise = (0..<length).map { _ in UInt8(random.below(256)) }
            for bytes in [noise, [UInt8](repeating: 0xFF, count: length), [UInt8](repeating: 0, count: length)] {
                for start: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65521 << 16 | 7] {
                    let ours = bytes.withUnsafeBufferPointer { cs_png_adler32(start, $0.baseAddress, $0.count) }
                    let zlib = bytes.withUnsafeBufferPointer { cs_png_test_zlib_adler32(start, $0.baseAddress, $0.count) }
                    #expect(ours == zlib, "length \(length), start \(start)")
                }
            }
        }
        // Zero runs broken by a few bytes (filtered UI rows): all-zero chunks between others.
        for round in 0..<100 {
            let length = random.below(12_000)
            let bytes = (0..<length).map { _ in random.below(round % 2 == 0 ? 40 : 400) == 0 ? UInt8(1 + random.below(255)) : 0 }
            let start = UInt32(random.below(65521)) << 16 | UInt32(random.below(65521))
            let ours = bytes.withUnsafeBufferPointer { cs_png_adler32(start, $0.baseAddress, $0.count) }
            let zlib = bytes.withUnsafeBufferPointer { cs_png_test_zlib_adler32(start, $0.baseAddress, $0.count) }
            #expect(ours == zlib, "sparse length \(length)")
        }
        for _ in 0..<200 {
            let length = random.below(20_000)
            let bytes = (0..<length).map { _ in UInt8(random.below(random.below(3) == 0 ? 2 : 256)) }
            let start = UInt32(random.below(65521)) << 16 | UInt32(random.below(65521))
            let ours = bytes.withUnsafeBufferPointer { cs_png_adler32(start, $0.baseAddress, $0.count) }
            let zlib = bytes.withUnsafeBufferPointer { cs_png_test_zlib_adler32(start, $0.baseAddress, $0.count) }
            #expect(ours == zlib, "random length \(length)")
        }
    }
}
