/// The image at a row's leading edge: a library icon, tinted, optionally on a coloured rounded
/// square as in iOS Settings.
public struct RowImage: Hashable, Sendable {
    /// An icon name from ``IconLibrary``.
    public var icon: String
    /// The icon's colour; nil uses the table's tint (white on a coloured square).
    public var tint: DynamicColor?
    /// When set, the icon sits in a 29 pt rounded square of this colour.
    public var background: DynamicColor?

    /// An icon, optionally tinted and on a coloured square.
    public init(icon: String, tint: DynamicColor? = nil, background: DynamicColor? = nil) {
        self.icon = icon; self.tint = tint; self.background = background
    }

    /// A tinted icon.
    public static func icon(_ name: String, tint: DynamicColor? = nil) -> RowImage { RowImage(icon: name, tint: tint) }

    /// A white icon on a coloured rounded square (iOS Settings).
    public static func settings(_ name: String, background: DynamicColor) -> RowImage {
        RowImage(icon: name, tint: .white, background: background)
    }
}
