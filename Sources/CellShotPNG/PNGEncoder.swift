internal import CPNGShim
import CellShotIO
import CellShotRaster

/// Encodes an ``Image`` to PNG: colour type RGB when every pixel is opaque, RGBA otherwise,
/// 8 bits, no interlace, and no time or text chunks, so the same pixels and options give the
/// same bytes with the same libpng and zlib.
public struct PNGEncoder: Sendable {
    /// PNG row filters libpng may choose from (it picks per row when several are allowed).
    public struct Filters: OptionSet, Sendable, Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let none = Filters(rawValue: Int32(CS_PNG_FILTER_NONE))
        public static let sub = Filters(rawValue: Int32(CS_PNG_FILTER_SUB))
        public static let up = Filters(rawValue: Int32(CS_PNG_FILTER_UP))
        public static let average = Filters(rawValue: Int32(CS_PNG_FILTER_AVG))
        public static let paeth = Filters(rawValue: Int32(CS_PNG_FILTER_PAETH))
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression strategies.
    public enum Strategy: Int32, Sendable, CaseIterable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        case rle = 3
    }

    /// Who turns rows into compressed image data.
    package enum Pipeline: Sendable {
        /// One pass per row in the shim: drop alpha, filter (libpng's minimum-sum rule when
        /// several filters are allowed), feed zlib; libpng writes the chunks and CRCs.
        case fused
        /// libpng's own row pipeline (png_write_row with its transforms and filter code).
        case libpng
        /// Like `.fused`, but compressed by the shim's own deflate (zero runs by word scans,
        /// greedy LZ77 over a one-way hash, dynamic Huffman blocks) instead of zlib's; the
        /// level, strategy and tuning are ignored. libpng still writes the chunks.
        case fusedFastDeflate
    }

    /// zlib's deflateTune knobs: `goodLength`, `maxLazy`, `niceLength`, `maxChain`.
    package struct Tuning: Equatable, Sendable {
        package var goodLength, maxLazy, niceLength, maxChain: Int
        /// The four deflateTune values, as zlib names them.
        package init(goodLength: Int, maxLazy: Int, niceLength: Int, maxChain: Int) {
            self.goodLength = goodLength
            self.maxLazy = maxLazy
            self.niceLength = niceLength
            self.maxChain = maxChain
        }
    }

    /// Compression settings. Fixed settings give fixed bytes.
    public struct Options: Equatable, Sendable {
        /// zlib level 0 (store) … 9 (smallest).
        public var compressionLevel: Int
        public var filters: Filters
        public var strategy: Strategy
        /// Leave every setting to libpng (level 6, all filters, Z_FILTERED); the others are ignored.
        public var usesLibpngDefaults: Bool
        /// Who filters rows and drives zlib (libpng writes the chunks either way).
        package var pipeline: Pipeline
        /// zlib's deflateTune parameters (fused pipeline only); nil keeps the level's own.
        package var tuning: Tuning?

        /// Settings for zlib `compressionLevel`, the allowed `filters` and a zlib `strategy`
        /// (the shim's fused row pipeline with zlib).
        public init(compressionLevel: Int, filters: Filters, strategy: Strategy) {
            self.init(compressionLevel: compressionLevel, filters: filters, strategy: strategy, pipeline: .fused)
        }

        /// The same with an explicit `pipeline` and zlib `tuning` (encoder measurements).
        package init(compressionLevel: Int, filters: Filters, strategy: Strategy,
                     pipeline: Pipeline, tuning: Tuning? = nil) {
            self.compressionLevel = compressionLevel
            self.filters = filters
            self.strategy = strategy
            self.usesLibpngDefaults = false
            self.pipeline = pipeline
            self.tuning = tuning
        }

        /// The measured best trade-off on UI images (see BENCHMARKS.md, "PNG"): the `up` filter
        /// with the shim's fast deflate, ~6–10× faster than libpng's defaults with files
        /// 1.09–1.13× their size. (`compressionLevel` and `strategy` are ignored by that pipeline.)
        public static let `default` = Options(
            compressionLevel: 4, filters: .up, strategy: .default, pipeline: .fusedFastDeflate)

        /// libpng's own defaults: the baseline the default is measured against.
        public static let libpngDefault: Options = {
            var options = Options(compressionLevel: 6, filters: .all, strategy: .filtered)
            options.usesLibpngDefaults = true
            options.pipeline = .libpng
            return options
        }()

        var cOptions: cs_png_encode_options {
            cs_png_encode_options(
                libpng_defaults: usesLibpngDefaults ? 1 : 0, level: Int32(compressionLevel),
                filters: filters.rawValue, strategy: strategy.rawValue, mem_level: 8,
                buffer_size: usesLibpngDefaults ? 0 : 1 << 16, fused: pipeline == .libpng ? 0 : 1,
                tune_good: Int32(tuning?.goodLength ?? 0), tune_lazy: Int32(tuning?.maxLazy ?? 0),
                tune_nice: Int32(tuning?.niceLength ?? 0), tune_chain: Int32(tuning?.maxChain ?? 0),
                fast_deflate: pipeline == .fusedFastDeflate ? 1 : 0)
        }
    }

    /// The compression settings.
    public var options: Options

    /// An encoder with `options`.
    public init(options: Options = .default) {
        self.options = options
    }

    /// PNG bytes for `image`.
    public func encode(_ image: Image) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGError(.invalidInput(detail: "PNG cannot store an empty image (\(image.width)×\(image.height))"))
        }
        guard image.width <= Int(UInt32.max >> 1), image.height <= Int(UInt32.max >> 1) else {
            throw PNGError(.invalidInput(detail: "\(image.width)×\(image.height) is beyond PNG's size range"))
        }
        if !options.usesLibpngDefaults {
            guard (0...9).contains(options.compressionLevel) else {
                throw PNGError(.invalidInput(detail: "compression level \(options.compressionLevel) is outside 0…9"))
            }
            guard !options.filters.isEmpty, options.filters.isSubset(of: .all) else {
                throw PNGError(.invalidInput(detail: "the filter set is empty or unknown"))
            }
        }
        var cOptions = options.cOptions
        var out = cs_png_buffer()
        var result = cs_png_result()
        defer { cs_png_buffer_free(&out) }
        let status = image.pixels.withUnsafeBufferPointer {
            // -1: RGB exactly when every alpha is 255, found while the rows are filtered.
            cs_png_encode_rgba8($0.baseAddress, UInt32(image.width), UInt32(image.height),
                                -1, &cOptions, &out, &result)
        }
        guard status == Int32(CS_PNG_OK.rawValue), let start = out.bytes else {
            throw PNGError(status == Int32(CS_PNG_OUT_OF_MEMORY.rawValue)
                ? .outOfMemory(detail: result.text) : .other(detail: result.text))
        }
        return Array(UnsafeBufferPointer(start: start, count: out.length))
    }

    /// Encodes `image` and writes it atomically to `path` (see ``AtomicFile``).
    public func write(_ image: Image, to path: String) throws(PNGError) {
        let bytes = try encode(image)
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw PNGError(.io(operation: "write the file (\(error.operation))", message: error.message), path: path)
        }
    }
}
