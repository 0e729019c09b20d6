/// An icon from ``IconLibrary`` by its SF-Symbols-style name, tinted with the foreground
/// colour, in a square `size` points wide (by default the current font's point size, so it
/// follows Dynamic Type as a symbol configured with a text style does). Directional icons
/// (chevrons) mirror in right-to-left layouts. An unknown name is a ``CellError/unknownIcon(_:)``.
public struct IconView: PrimitiveCellView, CopyModifiable {
    var name: String
    var size: Double?
    var width: Double?
    var height: Double?
    var color: DynamicColor?
    /// A factor on the size (a symbol's image scale relative to its font).
    var factor = 1.0
    var style = SymbolStyle()
    /// Whether its text baselines put its centre on the font's cap-height midline.
    var sitsOnBaseline = false
    /// The stroke weight; nil follows the current font's weight when `followsFontWeight`, else regular.
    var weight: SymbolWeight?
    /// Whether a symbol without a weight of its own takes the current font's (SwiftUI's symbols).
    var followsFontWeight = false

    /// The icon `name`, `size` points square (nil = the font's point size).
    public init(_ name: String, size: Double? = nil) { self.name = name; self.size = size }

    /// The icon `name` fitted into a `width` × `height` box (a chevron is taller than wide).
    public init(_ name: String, width: Double, height: Double) { self.name = name; self.width = width; self.height = height }

    /// The icon `factor` times its size (a symbol's small or large image scale).
    package func scaled(_ factor: Double) -> IconView { with { $0.factor = factor } }

    /// The icon with text baselines as a symbol beside text has: its centre on the middle of the
    /// font's capitals, so in a baseline-aligned stack it sits on the text baseline and dips
    /// below it as far as it rises above the capitals (SwiftUI's `Image(systemName:)`).
    package func onTextBaseline() -> IconView { with { $0.sitsOnBaseline = true } }

    /// The symbol's stroke weight (nil: regular, or the font's when it follows the font).
    public func symbolWeight(_ weight: SymbolWeight?) -> IconView { with { $0.weight = weight } }

    /// A symbol without a weight of its own drawn in the current font's weight, as
    /// `Image(systemName:)` is.
    package func followingFontWeight() -> IconView { with { $0.followsFontWeight = true } }

    /// The tint.
    public func foregroundColor(_ color: DynamicColor) -> IconView { with { $0.color = color } }

    /// How the symbol's layers are coloured (SwiftUI's `symbolRenderingMode`).
    public func symbolRendering(_ rendering: SymbolRendering?) -> IconView { with { $0.style.rendering = rendering } }

    /// Colours for the primary, secondary and tertiary layers (SwiftUI's `foregroundStyle(_:_:_:)`).
    public func foregroundColors(_ colors: [DynamicColor]) -> IconView { with { $0.style.colors = Array(colors.prefix(3)) } }
}
