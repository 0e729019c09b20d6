/// An icon from ``IconLibrary`` by its SF-Symbols-style name, tinted with the foreground
/// colour, in a square `size` points wide (by default the current font's point size, so it
/// follows Dynamic Type as a symbol configured with a text style does). Directional icons
/// (chevrons) mirror in right-to-left layouts. An unknown name is a ``CellError/unknownIcon(_:)``.
public struct IconView: PrimitiveCellView {
    var name: String
    var size: Double?
    var color: DynamicColor?

    /// The icon `name`, `size` points square (nil = the font's point size).
    public init(_ name: String, size: Double? = nil) { self.name = name; self.size = size }

    /// The tint.
    public func foregroundColor(_ color: DynamicColor) -> IconView {
        var copy = self
        copy.color = color
        return copy
    }
}
