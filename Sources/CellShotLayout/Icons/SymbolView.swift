import CellShotRaster
import CellShotText

/// A symbol drawn the way `Image(systemName:)` draws one beside text: as tall as the current
/// font's point size times the image scale, as wide as the glyph itself (not a square), and
/// vertically centred on the font's cap height, so in an `HStackView(alignment: .firstTextBaseline)`
/// with text it sits on the baseline and dips below it by the same amount it rises above the
/// capitals. It follows the font (text style, weight, Dynamic Type). Tinted with the foreground
/// colour (monochrome rendering) unless ``symbolRendering(_:)`` or ``foregroundColors(_:)`` say
/// otherwise. An unknown name is ``CellError/unknownIcon(_:)``.
public struct SymbolView: PrimitiveCellView {
    /// `imageScale`: the symbol's height relative to the font's point size (approximations of
    /// SF Symbols' small, medium and large scales).
    public enum Scale: Double, Hashable, Sendable {
        case small = 0.78, medium = 1, large = 1.29
    }

    var name: String
    var scale = Scale.medium
    var color: DynamicColor?
    var style = SymbolStyle()

    /// The symbol `systemName`.
    public init(systemName: String) { self.name = systemName }

    /// The symbol's scale relative to its font.
    public func imageScale(_ scale: Scale) -> SymbolView { var copy = self; copy.scale = scale; return copy }

    /// The tint.
    public func foregroundColor(_ color: DynamicColor) -> SymbolView { var copy = self; copy.color = color; return copy }

    /// How the symbol's layers are coloured (SwiftUI's `symbolRenderingMode`).
    public func symbolRendering(_ rendering: SymbolRendering?) -> SymbolView { var copy = self; copy.style.rendering = rendering; return copy }

    /// Colours for the primary, secondary and tertiary layers (SwiftUI's `foregroundStyle(_:_:_:)`).
    public func foregroundColors(_ colors: [DynamicColor]) -> SymbolView { var copy = self; copy.style.colors = Array(colors.prefix(3)); return copy }
}

extension SymbolView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let (art, tint) = try resolver.symbol(name, style: style, tint: color)
        let font = resolver.currentFont
        let height = font.size * scale.rawValue
        let width = height * Self.widthFraction(art)
        let dip = max(0, (height - font.metrics.capHeight) / 2)
        let icon = Element(.icon(name: name, artwork: art, color: tint, size: Size(width: width, height: height),
                                 directional: IconLibrary.directionalNames.contains(name)), name: "symbol")
        // The box stops at the baseline; the glyph hangs `dip` below it.
        let spec = FrameSpec(width: width, height: height - dip, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil, alignment: .top)
        return Element(.frame(spec, icon), name: "symbol")
    }

    /// The glyph's width over the view box side (at least a quarter, so a thin glyph keeps room).
    static func widthFraction(_ art: IconArtwork) -> Double {
        var united: Rect?
        for part in art.parts { let partBounds = part.path.controlBounds; united = united.map { $0.union(partBounds) } ?? partBounds }
        guard let bounds = united, art.viewBox > 0 else { return 1 }
        return min(1, max(0.25, bounds.width / art.viewBox))
    }
}
