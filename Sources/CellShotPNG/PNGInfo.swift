/// What a PNG file stores, as its header says, plus its size in bytes.
public struct PNGInfo: Equatable, Sendable, CustomStringConvertible {
    /// PNG colour types (the IHDR values).
    public enum ColorType: Int, Sendable, CustomStringConvertible {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        public var description: String {
            switch self {
            case .grey: return "grey"
            case .rgb: return "RGB"
            case .palette: return "palette"
            case .greyAlpha: return "grey+alpha"
            case .rgba: return "RGBA"
            }
        }
    }

    public var width: Int
    public var height: Int
    public var colorType: ColorType
    /// Bits per sample (per palette index for palette images): 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// True for Adam7 interlacing.
    public var interlaced: Bool
    /// True when a tRNS chunk gives transparency to an image without an alpha channel.
    public var hasTransparencyChunk: Bool
    /// Size of the encoded PNG in bytes.
    public var byteCount: Int

    public var description: String {
        "\(width)×\(height), \(colorType)\(hasTransparencyChunk ? "+tRNS" : ""), \(bitDepth)-bit, "
            + "\(interlaced ? "Adam7 interlaced" : "not interlaced"), \(byteCount) bytes"
    }
}
