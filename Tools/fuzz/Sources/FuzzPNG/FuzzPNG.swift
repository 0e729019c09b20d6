import CellShotPNG
import CellShotRaster

/// Limits kept small so each input decodes fast; the size checks themselves are the same code.
let decoder = PNGDecoder(limits: PNGDecoder.Limits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22))

/// PNG decode of any bytes; an image that decodes and is small is encoded again and must
/// decode to the same pixels (a mismatch is reported as a crash). Inputs whose ninth byte (the
/// first length byte) is even get every chunk's CRC recomputed first, so mutations reach the chunk contents instead
/// of stopping at the CRC check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if size > 8, data[8] & 1 == 0 { fixCRCs(&bytes) }
    guard let image = try? decoder.decode(bytes), image.width * image.height <= 65_536 else { return 0 }
    guard let encoded = try? PNGEncoder().encode(image), let again = try? decoder.decode(encoded), again == image else {
        fatalError("PNG round trip changed a \(image.width)×\(image.height) image")
    }
    return 0
}

/// CRC-32 (ISO 3309) table.
let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

/// Rewrites the CRC of every whole chunk after the signature.
func fixCRCs(_ bytes: inout [UInt8]) {
    var pos = 8
    while bytes.count - pos >= 12 {
        let length = Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
        guard length <= bytes.count - pos - 12 else { return }
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes[(pos + 4)..<(pos + 8 + length)] { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        c ^= 0xFFFF_FFFF
        let end = pos + 8 + length
        bytes[end] = UInt8(c >> 24); bytes[end + 1] = UInt8(c >> 16 & 0xFF)
        bytes[end + 2] = UInt8(c >> 8 & 0xFF); bytes[end + 3] = UInt8(c & 0xFF)
        pos = end + 4
    }
}
