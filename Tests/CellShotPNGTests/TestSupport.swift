import CellShotPNG
import CellShotRaster
import CPNGShim

/// PNG chunk surgery for crafting bad inputs: split a file into chunks and rebuild it with
/// correct (or deliberately wrong) CRCs.
struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
}

enum PNGBytes {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// CRC-32 (ISO 3309 / PNG), bitwise: slow and independent of zlib.
    /// CRC-32 of every byte value, bit by bit (the reflected polynomial 0xEDB88320).
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count { c = table[Int((c ^ UInt32(p[i])) & 0xFF)] ^ (c >> 8); i += 1 }
            }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }

    static func readBE32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }

    /// The chunks of a well-formed PNG.
    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let n = Int(readBE32(png, i))
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append(Chunk(type: type, data: Array(png[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }

    /// One chunk's bytes with a correct CRC (or `crc` when given).
    static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc ?? crc32(typeBytes + data))
    }

    static func assemble(_ chunks: [Chunk]) -> [UInt8] {
        signature + chunks.flatMap { chunk($0.type, $0.data) }
    }

    /// An IHDR payload.
    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        be32(width) + be32(height) + [depth, colorType, 0, 0, interlace]
    }
}

/// Builds PNGs in any colour type, bit depth and interlace through the shim's raw writer.
/// Samples are given as plain integers per row; packing to PNG's layout happens here.
struct RawPNG {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlaced = false
    /// height rows of width × channels samples.
    var samples: [[Int]]
    var palette: [RGBA8] = []
    var paletteAlpha: [UInt8] = []
    var transparentColor: [UInt16]? = nil

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// Packs one row MSB-first (sub-byte depths) or big-endian (16-bit).
    func pack(_ row: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16: return row.flatMap { [UInt8($0 >> 8), UInt8($0 & 255)] }
        case 8: return row.map { UInt8($0) }
        default:
            let perByte = 8 / bitDepth
            var out = [UInt8](repeating: 0, count: (row.count + perByte - 1) / perByte)
            for (i, v) in row.enumerated() {
                out[i / perByte] |= UInt8(v << (8 - bitDepth * (i % perByte + 1)))
            }
            return out
        }
    }

    func encode() throws -> [UInt8] {
        let rows = samples.map(pack)
        let rowBytes = rows[0].count
        let flat = rows.flatMap { $0 }
        let plte = palette.flatMap { [$0.r, $0.g, $0.b] }
        var trns = transparentColor ?? [0, 0, 0]
        while trns.count < 3 { trns.append(0) }
        var buffer = cs_png_buffer()
        var result = cs_png_result()
        defer { cs_png_buffer_free(&buffer) }
        let status = flat.withUnsafeBufferPointer { s in
            plte.withUnsafeBufferPointer { p in
                paletteAlpha.withUnsafeBufferPointer { a in
                    cs_png_encode_raw(
                        s.baseAddress, rowBytes, UInt32(width), UInt32(height), Int32(bitDepth), Int32(colorType),
                        interlaced ? 1 : 0, plte.isEmpty ? nil : p.baseAddress, Int32(palette.count),
                        paletteAlpha.isEmpty ? nil : a.baseAddress, Int32(paletteAlpha.count),
                        transparentColor == nil ? 0 : 1, trns, &buffer, &result)
                }
            }
        }
        guard status == 0, let start = buffer.bytes else {
            struct RawWriteFailed: Error { let status: Int32 }
            throw RawWriteFailed(status: status)
        }
        return Array(UnsafeBufferPointer(start: start, count: buffer.length))
    }
}

/// A deterministic pseudo-random byte stream for test images.
struct TestRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// A small UI-like RGBA image: flat background, an anti-aliased disc, a translucent band.
func sampleImage(width: Int = 61, height: Int = 37, opaque: Bool) -> Image {
    var image = Image(width: width, height: height, color: RGBA8(242, 242, 247))
    for y in 0..<height {
        for x in 0..<width {
            let dx = Double(x) - 20, dy = Double(y) - 18
            let d = (dx * dx + dy * dy).squareRoot() - 12
            if d < 1 {
                let cover = max(0, min(1, 0.5 - d))
                image[x, y] = RGBA8(255, UInt8(59 + Int(cover * 100)), 48, opaque ? 255 : UInt8(cover * 255))
            }
            if !opaque && x > 40 { image[x, y] = RGBA8(0, 122, 255, UInt8((y * 7) % 256)) }
        }
    }
    return image
}
