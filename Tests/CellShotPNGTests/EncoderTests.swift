import CellShotPNG
import CellShotRaster
import Testing

@Suite struct EncoderTests {
    static let opaque = sampleImage(opaque: true)
    static let translucent = sampleImage(opaque: false)

    static func colorType(_ png: [UInt8]) -> UInt8 { PNGBytes.chunks(png)[0].data[9] }

    @Test func opaqueImageIsWrittenAsRGBAndDecodesToTheSamePixels() throws {
        let png = try PNGEncoder().encode(Self.opaque)
        #expect(Self.colorType(png) == 2)
        #expect(try PNGDecoder().decode(png) == Self.opaque)
    }

    @Test func translucentImageIsWrittenAsRGBAAndDecodesToTheSamePixels() throws {
        let png = try PNGEncoder().encode(Self.translucent)
        #expect(Self.colorType(png) == 6)
        #expect(try PNGDecoder().decode(png) == Self.translucent)
    }

    @Test func onlyCriticalChunksAreWritten() throws {
        for image in [Self.opaque, Self.translucent] {
            let types = PNGBytes.chunks(try PNGEncoder().encode(image)).map(\.type)
            #expect(types.first == "IHDR" && types.last == "IEND")
            #expect(types.allSatisfy { ["IHDR", "IDAT", "IEND"].contains($0) }, "\(types)")
        }
    }

    static let settings: [PNGEncoder.Options] = [
        .default, .libpngDefault,
        .init(compressionLevel: 0, filters: .none, strategy: .default),
        .init(compressionLevel: 1, filters: .sub, strategy: .rle),
        .init(compressionLevel: 9, filters: .all, strategy: .filtered),
        .init(compressionLevel: 5, filters: [.up, .paeth], strategy: .huffmanOnly),
        .init(compressionLevel: 3, filters: .all, strategy: .rle, pipeline: .libpng),
        .init(compressionLevel: 4, filters: .up, strategy: .default, pipeline: .fused,
              tuning: .init(goodLength: 4, maxLazy: 4, niceLength: 258, maxChain: 4)),
        .init(compressionLevel: 6, filters: .up, strategy: .default, pipeline: .fused),
        .init(compressionLevel: 6, filters: .all, strategy: .default, pipeline: .fusedFastDeflate),
        .init(compressionLevel: 6, filters: .none, strategy: .default, pipeline: .fusedFastDeflate),
    ]

    @Test(arguments: settings)
    func everySettingRoundtripsAndIsDeterministic(options: PNGEncoder.Options) throws {
        let encoder = PNGEncoder(options: options)
        for image in [Self.opaque, Self.translucent] {
            let first = try encoder.encode(image)
            let second = try PNGEncoder(options: options).encode(image)
            #expect(first == second)
            #expect(try PNGDecoder().decode(first) == image)
        }
    }

    /// The fused pipeline's filters and selection must produce exactly libpng's bytes.
    @Test(arguments: [PNGEncoder.Filters.none, .sub, .up, .average, .paeth, .all, [.sub, .up]])
    func fusedPipelineWritesTheSameBytesAsLibpngsRowPipeline(filters: PNGEncoder.Filters) throws {
        let edges = [sampleImage(width: 1, height: 3, opaque: false), sampleImage(width: 7, height: 1, opaque: true)]
        for image in [Self.opaque, Self.translucent] + edges {
            for level in [1, 6] {
                let fused = PNGEncoder.Options(compressionLevel: level, filters: filters, strategy: .default, pipeline: .fused)
                var libpng = fused
                libpng.pipeline = .libpng
                let a = try PNGEncoder(options: fused).encode(image)
                let b = try PNGEncoder(options: libpng).encode(image)
                #expect(a == b, "filters \(filters.rawValue), level \(level), \(image.width)×\(image.height)")
            }
        }
    }

    /// Opacity is found while rows are filtered on the fast path (first and last rows looked at
    /// first, then every filtered row, repeated rows through the row above) and by a scan on
    /// the others: one alpha of 254 anywhere, after equal rows or not, must give RGBA (widths
    /// around the filter's steps of two, eight and sixteen pixels).
    @Test(arguments: [
        PNGEncoder.Options.default, .libpngDefault,
        .init(compressionLevel: 6, filters: .all, strategy: .default, pipeline: .fusedFastDeflate),
        .init(compressionLevel: 6, filters: .up, strategy: .default, pipeline: .fused),
    ])
    func opaqueDetectionLooksAtEveryAlpha(options: PNGEncoder.Options) throws {
        for width in [1, 2, 3, 5, 8, 9, 17, 18, 26, 41] {
            // Rows 1 and 3 repeat the row above; rows 2 and 4 differ from it.
            var opaque = Image(width: width, height: 5, color: .white)
            for x in 0..<width {
                opaque[x, 2] = RGBA8(UInt8(truncatingIfNeeded: x * 20), 40, 200)
                opaque[x, 3] = RGBA8(UInt8(truncatingIfNeeded: x * 20), 40, 200)
                opaque[x, 4] = RGBA8(10, UInt8(truncatingIfNeeded: x * 25), 90)
            }
            let png = try PNGEncoder(options: options).encode(opaque)
            #expect(Self.colorType(png) == 2, "\(width) wide, opaque")
            #expect(try PNGDecoder().decode(png) == opaque)
            for spot in 0..<(width * 5) {
                var image = opaque
                var pixel = image[spot % width, spot / width]
                pixel.a = 254
                image[spot % width, spot / width] = pixel
                let png = try PNGEncoder(options: options).encode(image)
                #expect(Self.colorType(png) == 6, "\(width) wide, pixel \(spot)")
                #expect(try PNGDecoder().decode(png) == image, "\(width) wide, pixel \(spot)")
            }
        }
    }

    @Test func oneByOneAndTallThinImagesRoundtrip() throws {
        var dot = Image(width: 1, height: 1, color: RGBA8(1, 2, 3, 4))
        #expect(try PNGDecoder().decode(PNGEncoder().encode(dot)) == dot)
        dot = Image(width: 1, height: 300, color: RGBA8(9, 8, 7))
        #expect(try PNGDecoder().decode(PNGEncoder().encode(dot)) == dot)
    }

    /// The default must actually differ from libpng's defaults and keep files small.
    @Test func defaultOptionsStayWithinTheSizeGoalOnAUIImage() throws {
        let image = sampleImage(width: 300, height: 200, opaque: true)
        let ours = try PNGEncoder().encode(image).count
        let libpng = try PNGEncoder(options: .libpngDefault).encode(image).count
        #expect(Double(ours) <= 1.25 * Double(libpng), "\(ours) vs \(libpng)")
    }

    @Test func invalidInputsAreTypedErrors() {
        #expect(throws: PNGError(.invalidInput(detail: "PNG cannot store an empty image (0×5)"))) {
            try PNGEncoder().encode(Image(width: 0, height: 5))
        }
        var options = PNGEncoder.Options.default
        options.compressionLevel = 12
        #expect(throws: PNGError(.invalidInput(detail: "compression level 12 is outside 0…9"))) {
            try PNGEncoder(options: options).encode(Self.opaque)
        }
        options = .default
        options.filters = []
        #expect(throws: PNGError.self) { try PNGEncoder(options: options).encode(Self.opaque) }
    }
}
