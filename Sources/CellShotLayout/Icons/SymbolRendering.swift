import CellShotRaster

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
public enum SymbolRendering: Hashable, Sendable {
    /// Every layer in the primary colour.
    case monochrome
    /// The primary layer in the primary colour, the secondary and tertiary layers in it at
    /// reduced opacity (or in the colours given for them).
    case hierarchical
    /// Each layer in the next given colour.
    case palette
    /// The symbol's own colours where SF Symbols gives it some (``SymbolStyle/multicolorTable``),
    /// the primary colour for its other layers; monochrome for a name without colours of its own.
    case multicolor
}

/// Whether an image is drawn in its own colours or as a template in the foreground colour
/// (`Image.renderingMode`).
public enum ImageRenderingMode: Hashable, Sendable {
    /// Only the alpha is kept, drawn in the foreground colour (symbols: monochrome).
    case template
    /// The image's own colours (symbols: multicolor).
    case original
}

/// A symbol's colouring: a rendering mode and the colours given for its layers.
public struct SymbolStyle: Hashable, Sendable {
    /// The mode; nil is palette when two or more colours are given, else monochrome (as SwiftUI
    /// chooses when only `foregroundStyle` is set).
    public var rendering: SymbolRendering?
    /// Primary, secondary and tertiary colours; empty uses the foreground colour.
    public var colors: [DynamicColor]

    public init(rendering: SymbolRendering? = nil, colors: [DynamicColor] = []) {
        self.rendering = rendering
        self.colors = Array(colors.prefix(3))
    }

    /// The mode drawn.
    public var effectiveRendering: SymbolRendering { rendering ?? (colors.count > 1 ? .palette : .monochrome) }

    /// The mode drawn for `name`: multicolor is monochrome for a name without colours of its
    /// own in ``multicolorTable`` (as a symbol without multicolor annotations draws on iOS).
    public func rendering(for name: String) -> SymbolRendering {
        let mode = effectiveRendering
        return mode == .multicolor && Self.multicolorTable[name] == nil ? .monochrome : mode
    }

    /// Opacity of the primary, secondary and tertiary layers derived from one colour: Apple
    /// publishes no figures for symbol layers, so these are the alphas of its `label`,
    /// `secondaryLabel` and `tertiaryLabel` colours (1, 0.6, 0.3), the same hierarchy.
    public static let hierarchicalOpacity: [Double] = [1, 0.6, 0.3]

    /// The colours SF Symbols draws a symbol in under multicolor rendering, by layer (nil: the
    /// primary colour). Only documented facts: Apple's `SymbolRenderingMode.multicolor` page
    /// shows `exclamationmark.triangle.fill` with a yellow triangle and a white mark; the
    /// bundled drawing is one layer with the mark cut out, so the triangle is yellow and the
    /// mark shows what is behind.
    public static let multicolorTable: [String: [DynamicColor?]] = [
        "exclamationmark.triangle.fill": [.systemYellow],
    ]

    /// `art` coloured for `name` in `appearance`: `primary` is the resolved primary colour,
    /// `given` the resolved explicit colours. Monochrome returns `art` as it is (drawn in the
    /// icon's colour, cut-outs open).
    func render(_ art: IconArtwork, name: String, primary: Color, given: [Color], appearance: Appearance) -> IconArtwork {
        let mode = rendering(for: name)
        guard mode != .monochrome else { return art }
        let own = mode == .multicolor ? Self.multicolorTable[name] ?? [] : []
        var out = art
        for i in out.parts.indices {
            let layer = out.parts[i].layer
            out.parts[i].fillsCutOut = false
            if mode == .multicolor {
                out.parts[i].color = (layer < own.count ? own[layer]?.resolve(appearance) : nil) ?? primary
            } else if layer < given.count {
                out.parts[i].color = given[layer]
            } else {
                let step = min(layer, Self.hierarchicalOpacity.count - 1)
                out.parts[i].color = primary.withAlpha(primary.alpha * Self.hierarchicalOpacity[step])
            }
        }
        return out
    }
}

extension ElementResolver {
    /// The artwork and primary colour of the symbol `name` drawn with `style`, `tint` (the
    /// view's own foreground colour) or the inherited foreground, at `weight`.
    func symbol(_ name: String, style: SymbolStyle, tint: DynamicColor?, weight: SymbolWeight = .regular) throws(CellError) -> (IconArtwork, Color) {
        let art = try environment.resources.artwork(named: name, layered: style.rendering(for: name) != .monochrome).weighted(weight)
        let given = style.colors.map(color)
        let primary = given.first ?? color(tint ?? foreground)
        return (style.render(art, name: name, primary: primary, given: given, appearance: environment.appearance), primary)
    }
}
