import CellShotIO
import CellShotRaster
internal import CRasterKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 128-bit hash of an image's size and pixels, deterministic on every platform, stored in a
/// private ancillary PNG chunk (`csPH`) so a matching reference can be recognised without
/// decoding it. Not cryptographic: it guards against accidental change, and a mismatch (or a
/// file without the chunk) always falls back to decoding and comparing the pixels.
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    /// The hash of `image` (four 64-bit multiply-rotate lanes over 32-byte blocks, then two
    /// differently mixed 64-bit outputs), computed by a C kernel so a debug build hashes fast too.
    public init(_ image: Image) {
        self = image.pixels.withUnsafeBytes { Self(bytes: $0, seeds: (UInt64(truncatingIfNeeded: image.width), UInt64(truncatingIfNeeded: image.height))) }
    }

    /// The same hash of any bytes, with two seeds (an image's width and height).
    init(bytes raw: UnsafeRawBufferPointer, seeds: (UInt64, UInt64)) {
        var high: UInt64 = 0, low: UInt64 = 0
        cs_pixel_hash(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, seeds.0, seeds.1, &high, &low)
        self.high = high
        self.low = low
    }

    public init(high: UInt64, low: UInt64) { self.high = high; self.low = low }

    /// 32 hex digits.
    public var description: String {
        let digits = Array("0123456789abcdef")
        var s = ""
        for word in [high, low] { for shift in stride(from: 60, through: 0, by: -4) { s.append(digits[Int((word >> UInt64(shift)) & 15)]) } }
        return s
    }
}

/// The `csPH` chunk, placed right after IHDR: a version byte (2), the 16 bytes of the image's
/// ``PixelHash`` and a 16-byte digest of the file's own bytes without this chunk (signature,
/// IHDR, every image-data chunk, IEND). Ancillary, private and unsafe to copy, so PNG editors
/// drop it when they change pixels.
///
/// The digest ties the stored pixel hash to the image data actually in the file: a truncated
/// file, image data from another file, or an edited IDAT no longer matches, and the reference
/// is decoded and compared instead. Version 1 chunks (pixel hash only) are never trusted: such
/// references are always decoded. Like the pixel hash, the digest is not cryptographic: it
/// catches any change made by tools and accidents, not a forgery crafted to carry matching
/// values.
public enum PixelHashChunk {
    /// The version this encoder writes and the only one ``verified(_:)`` accepts.
    static let version: UInt8 = 2
    /// Bytes of the chunk's data: version, pixel hash, file digest.
    static let dataBytes = 33
    /// Bytes from the file's start that hold the signature, IHDR and the chunk.
    static let prefixBytes = 8 + 25 + 12 + dataBytes
    /// The largest reference read whole to check the digest; larger files are decoded.
    public static let maxFileBytes = 256 << 20

    /// `png` (as the encoder wrote it) with the chunk for `hash` inserted after IHDR.
    public static func inserting(_ hash: PixelHash, into png: [UInt8]) -> [UInt8] {
        let digest = png.withUnsafeBytes { PixelHash(bytes: $0, seeds: (0, UInt64(truncatingIfNeeded: png.count))) }
        var data: [UInt8] = [version]
        for word in [hash.high, hash.low, digest.high, digest.low] {
            for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        var chunk: [UInt8] = [0, 0, 0, UInt8(data.count)] + Array("csPH".utf8) + data
        let crc = CRC32.checksum(chunk[4...])
        for shift in stride(from: 24, through: 0, by: -8) { chunk.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        return Array(png[..<33]) + chunk + png[33...]
    }

    /// Whether `bytes` start like a PNG with a `csPH` chunk of any version after IHDR: how
    /// `prune` recognises a CellShot reference.
    public static func isPresent(_ bytes: some Collection<UInt8>) -> Bool {
        let b = Array(bytes.prefix(41))
        return b.count == 41 && b[0..<8].elementsEqual(signature) && b[12..<16].elementsEqual("IHDR".utf8)
            && b[37..<41].elementsEqual("csPH".utf8)
    }

    /// Width, height and pixel hash of a whole PNG file's bytes, or nil unless its chunk is of
    /// this version, its CRC matches and its digest matches the rest of the file.
    public static func verified(_ bytes: [UInt8]) -> (width: Int, height: Int, hash: PixelHash)? {
        guard bytes.count > prefixBytes, bytes[0..<8].elementsEqual(signature),
              bytes[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8)),
              bytes[33..<41].elementsEqual([0, 0, 0, UInt8(dataBytes)] + Array("csPH".utf8)), bytes[41] == version
        else { return nil }
        func u64(_ at: Int) -> UInt64 { bytes[at..<at + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        let crcAt = 41 + dataBytes
        let stored = bytes[crcAt..<crcAt + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard CRC32.checksum(bytes[37..<crcAt]) == stored else { return nil }
        let rest = Array(bytes[..<33]) + bytes[prefixBytes...]
        let digest = rest.withUnsafeBytes { PixelHash(bytes: $0, seeds: (0, UInt64(truncatingIfNeeded: rest.count))) }
        guard digest == PixelHash(high: u64(58), low: u64(66)) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height, PixelHash(high: u64(42), low: u64(50)))
    }

    /// ``verified(_:)`` on the file at `path`; nil when it cannot be read. A FIFO, socket,
    /// device or folder is refused without waiting (``FileBytes``).
    public static func verified(contentsOf path: String) -> (width: Int, height: Int, hash: PixelHash)? {
        guard let bytes = try? FileBytes.read(path, maxBytes: maxFileBytes) else { return nil }
        return verified(bytes)
    }

    /// Whether the file at `path` carries a verified chunk naming `image`'s size and pixel hash:
    /// then the file decodes to exactly `image` (up to a collision of the 128-bit hashes).
    public static func matches(_ image: Image, contentsOf path: String) -> Bool {
        guard let stored = verified(contentsOf: path) else { return false }
        return stored.width == image.width && stored.height == image.height && stored.hash == PixelHash(image)
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
}

/// CRC-32 (ISO 3309, as PNG uses it), table driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension PNGEncoder {
    /// PNG bytes for `image` with its ``PixelHash`` in a `csPH` chunk after IHDR.
    public func encodeWithPixelHash(_ image: Image) throws(PNGError) -> [UInt8] {
        PixelHashChunk.inserting(PixelHash(image), into: try encode(image))
    }
}
