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
        var high: UInt64 = 0, low: UInt64 = 0
        image.pixels.withUnsafeBufferPointer {
            cs_pixel_hash($0.baseAddress, $0.count, UInt64(truncatingIfNeeded: image.width),
                          UInt64(truncatingIfNeeded: image.height), &high, &low)
        }
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

/// The `csPH` chunk: a version byte (1) and the 16 bytes of a ``PixelHash``, placed right after
/// IHDR. Ancillary, private and unsafe to copy, so PNG editors drop it when they change pixels.
public enum PixelHashChunk {
    /// Bytes from the file's start that hold the signature, IHDR and the chunk.
    static let prefixBytes = 8 + 25 + 12 + 17

    /// `png` (as the encoder wrote it) with the chunk for `hash` inserted after IHDR.
    public static func inserting(_ hash: PixelHash, into png: [UInt8]) -> [UInt8] {
        var data: [UInt8] = [1]
        for word in [hash.high, hash.low] { for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) } }
        var chunk: [UInt8] = [0, 0, 0, UInt8(data.count)] + Array("csPH".utf8) + data
        let crc = CRC32.checksum(chunk[4...])
        for shift in stride(from: 24, through: 0, by: -8) { chunk.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        return Array(png[..<33]) + chunk + png[33...]
    }

    /// Width, height and pixel hash from the start of a PNG, or nil when the chunk is absent,
    /// of another version, or its CRC does not match.
    public static func read(_ bytes: some Collection<UInt8>) -> (width: Int, height: Int, hash: PixelHash)? {
        let b = Array(bytes.prefix(prefixBytes))
        guard b.count == prefixBytes, b[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]),
              b[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8)),
              b[33..<41].elementsEqual([0, 0, 0, 17] + Array("csPH".utf8)), b[41] == 1 else { return nil }
        func u64(_ at: Int) -> UInt64 { b[at..<at + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        let stored = b[58..<62].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard CRC32.checksum(b[37..<58]) == stored else { return nil }
        let width = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height, PixelHash(high: u64(42), low: u64(50)))
    }

    /// ``read(_:)`` on the first bytes of the file at `path`; nil when it cannot be read.
    public static func read(contentsOf path: String) -> (width: Int, height: Int, hash: PixelHash)? {
        var fd: Int32
        repeat { fd = open(path, O_RDONLY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: prefixBytes)
        var done = 0
        while done < prefixBytes {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return POSIX.read(fd, base + done, prefixBytes - done)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            done += n
        }
        return read(buffer)
    }
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
