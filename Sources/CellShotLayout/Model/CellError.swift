/// Why a cell could not be laid out or rendered.
public enum CellError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width is zero, negative, not finite, or wider than `CellLimits.maxWidth`.
    case invalidWidth(Double)
    /// The explicit height is negative, not finite, or taller than `CellLimits.maxHeight`.
    case invalidHeight(Double)
    /// The scale is not finite or outside 0.5…4.
    case invalidScale(Double)
    /// More metadata views than the cell supports (or a negative count).
    case tooManyMetadataViews(count: Int, maximum: Int)
    /// No built-in or registered icon has this name.
    case unknownIcon(String)
    /// SVG path data for an icon could not be parsed.
    case invalidIconArtwork(name: String, reason: String)
    /// The rasterizer failed.
    case renderFailed(String)

    public var description: String {
        switch self {
        case let .invalidWidth(w):
            return "invalid cell width \(w): expected a finite width in 1…\(Int(CellLimits.maxWidth)) points"
        case let .invalidHeight(h):
            return "invalid cell height \(h): expected a finite height in 0…\(Int(CellLimits.maxHeight)) points, or nil to self-size"
        case let .invalidScale(s):
            return "invalid display scale \(s): expected 1, 2 or 3 (0.5…4)"
        case let .tooManyMetadataViews(count, maximum):
            return "metadataViewCount \(count) is not supported: expected 0…\(maximum) metadata views"
        case let .unknownIcon(name):
            return "unknown icon '\(name)': register it with IconLibrary.shared.register(name:svgPathData:) or use a built-in name"
        case let .invalidIconArtwork(name, reason):
            return "icon '\(name)': invalid SVG path data: \(reason)"
        case let .renderFailed(reason):
            return "rendering the cell failed: \(reason)"
        }
    }
}

/// Size limits that keep bad input from allocating without bound.
public enum CellLimits {
    public static let maxWidth: Double = 4096
    public static let maxHeight: Double = 8192
}
