import CellShotPNG
import CellShotRaster
import Testing

/// Every colour type × bit depth (and Adam7) decodes to the straight RGBA8 the samples mean:
/// the expectation is computed here from the samples, independently of libpng's transforms.
@Suite struct DecodeFormatTests {
    /// Sample values for pixel (x, y), channel c, in 0..<2^depth.
    static func sample(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        let max = (1 << depth) - 1
        return (x * 37 + y * 101 + c * 53 + (x * y) % 7 * 11) % (max + 1)
    }

    /// 8-bit value a `depth`-bit sample means: exact scaling for sub-byte depths, high byte for 16.
    static func to8(_ v: Int, depth: Int) -> UInt8 {
        switch depth {
        case 16: return UInt8(v >> 8)
        case 8: return UInt8(v)
        default: return UInt8(v * 255 / ((1 << depth) - 1))
        }
    }

    static func raw(colorType: Int, depth: Int, width: Int = 13, height: Int = 11, interlaced: Bool = false) -> RawPNG {
        var png = RawPNG(width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: interlaced, samples: [])
        png.samples = (0..<height).map { y in
            (0..<width).flatMap { x in (0..<png.channels).map { c in sample(x, y, c, depth: depth) } }
        }
        return png
    }

    static func expected(_ png: RawPNG) -> Image {
        var image = Image(width: png.width, height: png.height)
        for y in 0..<png.height {
            for x in 0..<png.width {
                let s = Array(png.samples[y][(x * png.channels)..<((x + 1) * png.channels)])
                let d = png.bitDepth
                switch png.colorType {
                case 0:
                    let g = to8(s[0], depth: d)
                    let transparent = png.transparentColor.map { Int($0[0]) == s[0] } ?? false
                    image[x, y] = RGBA8(g, g, g, transparent ? 0 : 255)
                case 2:
                    let transparent = png.transparentColor.map { $0.map(Int.init) == s } ?? false
                    image[x, y] = RGBA8(to8(s[0], depth: d), to8(s[1], depth: d), to8(s[2], depth: d), transparent ? 0 : 255)
                case 3:
                    let entry = png.palette[s[0]]
                    image[x, y] = RGBA8(entry.r, entry.g, entry.b, s[0] < png.paletteAlpha.count ? png.paletteAlpha[s[0]] : 255)
                case 4:
                    let g = to8(s[0], depth: d)
                    image[x, y] = RGBA8(g, g, g, to8(s[1], depth: d))
                default:
                    image[x, y] = RGBA8(to8(s[0], depth: d), to8(s[1], depth: d), to8(s[2], depth: d), to8(s[3], depth: d))
                }
            }
        }
        return image
    }

    static func check(_ png: RawPNG) throws {
        let bytes = try png.encode()
        let (image, info) = try PNGDecoder().decodeWithInfo(bytes)
        #expect(info.width == png.width && info.height == png.height)
        #expect(info.colorType.rawValue == png.colorType)
        #expect(info.bitDepth == png.bitDepth)
        #expect(info.interlaced == png.interlaced)
        #expect(info.byteCount == bytes.count)
        let want = expected(png)
        #expect(image == want, "colour type \(png.colorType), depth \(png.bitDepth), interlaced \(png.interlaced)")
    }

    @Test(arguments: [1, 2, 4, 8, 16])
    func grey(depth: Int) throws {
        try Self.check(Self.raw(colorType: 0, depth: depth))
    }

    @Test(arguments: [8, 16])
    func greyAlpha(depth: Int) throws {
        try Self.check(Self.raw(colorType: 4, depth: depth))
    }

    @Test(arguments: [8, 16])
    func rgb(depth: Int) throws {
        try Self.check(Self.raw(colorType: 2, depth: depth))
    }

    @Test(arguments: [8, 16])
    func rgba(depth: Int) throws {
        try Self.check(Self.raw(colorType: 6, depth: depth))
    }

    static func palette(depth: Int, alpha: Bool, interlaced: Bool = false) -> RawPNG {
        var png = raw(colorType: 3, depth: depth, interlaced: interlaced)
        png.palette = (0..<(1 << depth)).map { (i: Int) -> RGBA8 in
            let r = UInt8((i * 67) % 256), g = UInt8((i * 13 + 5) % 256), b = UInt8(255 - i % 256)
            return RGBA8(r, g, b)
        }
        if alpha {
            // Fewer alpha entries than palette entries: the rest are opaque.
            png.paletteAlpha = (0..<max(1, (1 << depth) / 2)).map { (i: Int) -> UInt8 in UInt8((i * 97) % 256) }
        }
        return png
    }

    @Test(arguments: [1, 2, 4, 8])
    func paletteWithoutTransparency(depth: Int) throws {
        try Self.check(Self.palette(depth: depth, alpha: false))
    }

    @Test(arguments: [1, 2, 4, 8])
    func paletteWithTransparency(depth: Int) throws {
        try Self.check(Self.palette(depth: depth, alpha: true))
    }

    @Test(arguments: [2, 8, 16])
    func greyWithTransparentValue(depth: Int) throws {
        var png = Self.raw(colorType: 0, depth: depth)
        png.transparentColor = [UInt16(png.samples[3][5])]
        let info = try PNGDecoder().decodeWithInfo(png.encode()).info
        #expect(info.hasTransparencyChunk)
        try Self.check(png)
    }

    @Test(arguments: [8, 16])
    func rgbWithTransparentColour(depth: Int) throws {
        var png = Self.raw(colorType: 2, depth: depth)
        png.transparentColor = png.samples[2][(4 * 3)..<(5 * 3)].map { UInt16($0) }
        try Self.check(png)
    }

    /// Adam7 on sizes that leave some passes partly empty, across colour types and depths.
    @Test(arguments: [(0, 1), (0, 16), (2, 8), (4, 8), (6, 8), (6, 16)])
    func interlaced(colorType: Int, depth: Int) throws {
        for (w, h) in [(13, 11), (1, 1), (3, 9), (9, 2)] {
            try Self.check(Self.raw(colorType: colorType, depth: depth, width: w, height: h, interlaced: true))
        }
    }

    @Test func interlacedPaletteWithTransparency() throws {
        try Self.check(Self.palette(depth: 4, alpha: true, interlaced: true))
    }
}
