import CellShotPNG
import CellShotRaster

/// Limits kept small so each input decodes fast; the size checks themselves are the same code.
let decoder = PNGDecoder(limits: PNGDecoder.Limits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22))

/// PNG decode of any bytes; an image that decodes and is small is encoded again and must
/// decode to the same pixels (a mismatch is reported as a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? decoder.decode(bytes), image.width * image.height <= 65_536 else { return 0 }
    guard let encoded = try? PNGEncoder().encode(image), let again = try? decoder.decode(encoded), again == image else {
        fatalError("PNG round trip changed a \(image.width)×\(image.height) image")
    }
    return 0
}
