internal import CPNGShim
import CellShotIO
import CellShotRaster

/// Decodes PNG (every colour type, bit depth and interlace) to a straight RGBA8 ``Image``:
/// 16-bit samples keep their high byte, palettes and grey expand to RGB, tRNS becomes alpha,
/// images without alpha get 255. No gamma conversion: stored values are what the image means.
public struct PNGDecoder: Sendable {
    /// Sizes a decoder accepts; a header announcing more is refused before any image memory
    /// is allocated.
    public struct Limits: Equatable, Sendable {
        /// Widest image accepted, in pixels.
        public var maxWidth: Int
        /// Tallest image accepted, in pixels.
        public var maxHeight: Int
        /// Most pixels (width × height) accepted; RGBA8 output is 4 bytes each.
        public var maxPixels: Int
        /// Memory cap for one ancillary chunk (text, ICC profile, …); 0 means no cap.
        public var maxChunkBytes: Int
        /// Cap on the number of ancillary chunks libpng keeps; 0 means no cap.
        public var maxChunkCount: Int
        /// Largest file ``PNGDecoder/decode(contentsOf:)`` reads.
        public var maxFileBytes: Int

        public init(maxWidth: Int = 32_768, maxHeight: Int = 32_768, maxPixels: Int = 100_000_000,
                    maxChunkBytes: Int = 8_000_000, maxChunkCount: Int = 1_000,
                    maxFileBytes: Int = 1 << 30) {
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
            self.maxPixels = maxPixels
            self.maxChunkBytes = maxChunkBytes
            self.maxChunkCount = maxChunkCount
            self.maxFileBytes = maxFileBytes
        }

        /// 32 768 px per side, 100 million pixels, 8 MB per ancillary chunk, 1 GiB per file.
        public static let `default` = Limits()

        var cLimits: cs_png_limits {
            func u32(_ value: Int) -> UInt32 { UInt32(clamping: value) }
            return cs_png_limits(
                max_width: u32(maxWidth), max_height: u32(maxHeight), max_pixels: UInt64(max(0, maxPixels)),
                max_chunk_bytes: max(0, maxChunkBytes), max_chunk_count: u32(maxChunkCount))
        }
    }

    /// The sizes this decoder accepts.
    public var limits: Limits

    /// A decoder with `limits`.
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// Decodes PNG bytes to straight RGBA8, reading to IEND; bytes after IEND are an error.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> Image {
        try decodeWithInfo(bytes).image
    }

    /// Decodes a PNG file; errors name the file.
    public func decode(contentsOf path: String) throws(PNGError) -> Image {
        try decodeWithInfo(contentsOf: path).image
    }

    /// Decodes a PNG file completely and also returns what its header says.
    public func decodeWithInfo(contentsOf path: String) throws(PNGError) -> (image: Image, info: PNGInfo) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maxBytes: limits.maxFileBytes) } catch {
            throw PNGError(.io(operation: error.operation, message: error.message), path: path)
        }
        do { return try decodeWithInfo(bytes) } catch { throw error.naming(path) }
    }

    /// Decodes PNG bytes completely and also returns what the header says.
    public func decodeWithInfo(_ bytes: [UInt8]) throws(PNGError) -> (image: Image, info: PNGInfo) {
        var cLimits = limits.cLimits
        var result = cs_png_result()
        // First the header alone: the size is checked before the pixel buffer exists.
        let probed = bytes.withUnsafeBufferPointer { cs_png_probe($0.baseAddress, $0.count, &cLimits, &result) }
        guard probed == Int32(CS_PNG_OK.rawValue) else { throw result.error(bytes: bytes, limits: limits) }
        let header = result.header
        let width = Int(header.width), height = Int(header.height)
        let count: Int
        do { count = try Image.byteCount(width: width, height: height) } catch {
            throw PNGError(.tooLarge(width: width, height: height, limits: limits))
        }
        var status = Int32(CS_PNG_OTHER.rawValue)
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer {
                cs_png_decode_rgba8($0.baseAddress, $0.count, &cLimits, buffer.baseAddress, count, &result)
            }
            initialized = status == Int32(CS_PNG_OK.rawValue) ? count : 0
        }
        guard status == Int32(CS_PNG_OK.rawValue) else { throw result.error(bytes: bytes, limits: limits) }
        let image: Image
        do { image = try Image(width: width, height: height, pixels: pixels) } catch {
            throw PNGError(.other(detail: error.description))
        }
        let info = PNGInfo(
            width: width, height: height,
            colorType: PNGInfo.ColorType(rawValue: Int(header.color_type)) ?? .rgba,
            bitDepth: Int(header.bit_depth), interlaced: header.interlace != 0,
            hasTransparencyChunk: header.has_trns != 0, byteCount: bytes.count)
        return (image, info)
    }
}
