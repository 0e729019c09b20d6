import CellShotText

/// A font for row and header text: a Dynamic Type text style (scaled with the environment's
/// content size) or a fixed size.
public struct RowFont: Hashable, Sendable {
    /// The text style that scales the size; nil keeps `size` fixed.
    public var style: TextStyle?
    /// Size in points at the Large content size.
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// A Dynamic Type text style, with its own weight unless one is given.
    public static func style(_ style: TextStyle, weight: FontWeight? = nil) -> RowFont {
        RowFont(style: style, size: style.pointSize(at: .large), weight: weight ?? style.weight)
    }

    /// A fixed size that ignores Dynamic Type (UIFont.systemFont(ofSize:)).
    public static func system(size: Double, weight: FontWeight = .regular) -> RowFont {
        RowFont(style: nil, size: size, weight: weight)
    }

    /// Body (17 pt at Large).
    public static let body = RowFont.style(.body)
    /// Footnote (13 pt at Large).
    public static let footnote = RowFont.style(.footnote)
    /// Subheadline (15 pt at Large).
    public static let subheadline = RowFont.style(.subheadline)
    /// Headline (17 pt semibold at Large).
    public static let headline = RowFont.style(.headline)
    /// Title 3 (20 pt at Large).
    public static let title3 = RowFont.style(.title3)

    /// The font at a content size category.
    func resolve(_ category: ContentSizeCategory) -> Font {
        guard let style else { return .system(size: size, weight: weight) }
        return .system(size: style.pointSize(at: category), weight: weight)
    }
}
