internal import CRasterKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One straight (non-premultiplied) sRGB pixel, 8 bits per channel.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let clear = RGBA8(0, 0, 0, 0)
    public static let black = RGBA8(0, 0, 0)
    public static let white = RGBA8(255, 255, 255)

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

/// Why bytes could not become an ``Image``.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Width or height is negative, or width × height × 4 does not fit in memory indexing.
    case invalidSize(width: Int, height: Int)
    /// The byte count is not width × height × 4.
    case byteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid image size \(w)×\(h): each side must be ≥ 0 and width × height × 4 must fit in Int"
        case let .byteCountMismatch(w, h, expected, actual):
            return "a \(w)×\(h) RGBA8 image needs \(expected) bytes, got \(actual)"
        }
    }
}

/// A straight (non-premultiplied) RGBA8 image: row-major, tightly packed (stride = width × 4),
/// width and height in pixels. This is the type PNG, Diff and the canvas exchange.
public struct Image: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, R G B A per pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Bytes per row.
    @inlinable public var stride: Int { width * 4 }
    /// Number of pixels.
    @inlinable public var pixelCount: Int { width * height }

    /// Checks a size and returns its byte count, or throws ``ImageError/invalidSize(width:height:)``.
    public static func byteCount(width: Int, height: Int) throws(ImageError) -> Int {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        let (n, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = n.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { throw .invalidSize(width: width, height: height) }
        return bytes
    }

    /// An image filled with one colour. Sizes come from code, not files: a negative or
    /// overflowing size is a programming error here; use ``init(width:height:pixels:)`` for input.
    public init(width: Int, height: Int, color: RGBA8 = .clear) {
        let bytes: Int
        do { bytes = try Image.byteCount(width: width, height: height) } catch {
            preconditionFailure(error.description)
        }
        self.width = width
        self.height = height
        if color == .clear {
            pixels = [UInt8](repeating: 0, count: bytes)
        } else {
            var p = [UInt8](repeating: 0, count: bytes)
            p.withUnsafeMutableBytes { raw in
                let words = raw.bindMemory(to: UInt32.self)
                let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
                if let base = words.baseAddress { cs_fill_words(base, words.count, UInt32(littleEndian: word)) }
            }
            pixels = p
        }
    }

    /// An image over existing RGBA8 bytes; throws when the byte count does not match the size.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
        let bytes = try Image.byteCount(width: width, height: height)
        guard pixels.count == bytes else {
            throw .byteCountMismatch(width: width, height: height, expected: bytes, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image over bytes the caller has sized `width × height × 4` (the canvas's own buffer).
    init(width: Int, height: Int, checkedPixels pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (both must be inside the image).
    @inlinable public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return RGBA8(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { cs_all_alpha_opaque($0.baseAddress, $0.count) != 0 }
    }

    /// Same size and the same bytes (one `memcmp`, fast in a debug build too).
    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else { return false }
        return lhs.pixels.withUnsafeBytes { l in
            rhs.pixels.withUnsafeBytes { r in
                l.count == 0 || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0
            }
        }
    }
}
