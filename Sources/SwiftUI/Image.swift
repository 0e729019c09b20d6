#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import UIKit

/// An image: an SF Symbols name from CellShot's icon library (an unknown name is a typed
/// `CellError.unknownIcon` naming it), a bitmap, or a named asset from the snapshot
/// environment's asset catalogs (`CellEnvironment.resources`; an unknown name is a typed error
/// listing the nearest names). With no catalog in the environment a named asset is the
/// documented placeholder, a grey box with an "xmark" symbol.
public struct Image: View, Sendable {
    enum Source: @unchecked Sendable {
        case symbol(String)
        case asset(String)
        case bitmap(CellShotRaster.Image, scale: Double)
    }

    let source: Source
    var isResizable = false
    var color: DynamicColor?
    var rendering: TemplateRenderingMode?
    var symbolRendering: SymbolRenderingMode?

    init(source: Source) { self.source = source }

    /// A symbol by its SF Symbols name.
    public init(systemName: String) { source = .symbol(systemName) }
    /// A named asset from the environment's asset catalogs (its name is the node's id in the
    /// layout dump).
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
    /// A named asset with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .asset(name) }
    /// The catalog image of a generated asset symbol (`Image(.turtlerock)`).
    public init(_ resource: ImageResource) { source = .asset(resource.name) }
    /// A decorative named asset.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }
    /// UIKit's image.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case let .symbol(name): source = .symbol(name)
        case let .asset(name): source = .asset(name)
        case let .bitmap(image, scale): source = .bitmap(image, scale: scale)
        }
    }

    /// Symbol sizes relative to the font.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// How a symbol is coloured.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Interpolation quality (no effect).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// Resizing modes.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// The image stretches to the frame it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self; image.isResizable = true; return image
    }
    /// Template (a symbol in one colour) or original colours (a symbol in its multicolor
    /// colours, where it has some).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var image = self; image.rendering = mode; return image }
    /// How the symbol's layers are coloured (before the environment's mode).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { var image = self; image.symbolRendering = mode; return image }
    /// Interpolation (no effect on pixels).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Antialiasing (always on).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image.Scale {
    /// Small 0.8×, medium 1×, large 1.3× the font's size (SF Symbols' scales, rounded).
    var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

extension Image {
    public var body: AnyCellView {
        switch source {
        case let .symbol(name): return AnyCellView(symbol(name))
        case let .asset(name):
            if !EnvironmentValues.current.cell.resources.catalogs.isEmpty { return asset(name) }
            let placeholder = ZStackView {
                RectangleView().fill(.systemGray5)
                IconView("xmark").foregroundColor(.systemGray)
            }
            if isResizable { return AnyCellView(placeholder.kind("Image").id(name)) }
            return AnyCellView(placeholder.frame(width: 24, height: 24).kind("Image").id(name))
        case let .bitmap(image, scale):
            let view = ImageView(image, scale: scale, contentMode: .fill)
            if isResizable { return AnyCellView(view.kind("Image")) }
            return AnyCellView(view.frame(width: Double(image.width) / scale, height: Double(image.height) / scale).kind("Image"))
        }
    }

    /// The catalog image `name`: natural size unless resizable, tinted when a template.
    private func asset(_ name: String) -> AnyCellView {
        var view = AssetImageView(name).renderingMode(rendering.map { $0 == .template ? .template : .original })
        if let color { view = view.foregroundColor(color) }
        if isResizable { view = view.resizable() }
        return AnyCellView(view.kind("Image").id(name))
    }

    private func symbol(_ written: String) -> ModifiedContentView {
        // Only custom values are read here: with none set (most rows) each key is its default,
        // and the environment (a task-local read and a copy of its values) is not read at all.
        let env = EnvironmentValues.Scope.custom == nil ? nil : EnvironmentValues.current
        func value<K: EnvironmentKey>(_ key: K.Type) -> K.Value { env?[key] ?? K.defaultValue }
        let name = value(SymbolVariantsKey.self).applied(to: written)
        let weight = value(InheritedTextStyleKey.self).weight.map(\.symbolWeight), color = color
        let templated: SymbolRendering? = rendering.map { $0 == .original ? .multicolor : .monochrome }
        let mode = (symbolRendering ?? value(SymbolRenderingKey.self))?.rendering ?? templated
        let palette = value(SymbolPaletteKey.self)
        func finished(_ icon: IconView) -> IconView {
            var icon = icon.followingFontWeight().symbolWeight(weight)
            if let color { icon = icon.foregroundColor(color) }
            return icon.symbolRendering(mode).foregroundColors(palette)
        }
        if isResizable, (try? IconLibrary.standard.artwork(named: name)) != nil {
            // The space offered (10 points where none is, as a shape), the symbol drawn in it at
            // its height, centred (filling a square frame), with its layers, fill rules and cut-outs.
            return ReaderView(size: { Size(width: $0.width ?? 10, height: $0.height ?? 10) },
                              content: { frame in AnyCellView(finished(IconView(name, width: frame.width, height: frame.height))) })
                .kind("Image")
        }
        return finished(IconView(name).scaled(value(ImageScaleKey.self).factor).onTextBaseline()).kind("Image")
    }
}

/// How symbols' layers are coloured: one colour, one colour at falling opacities, a colour a
/// layer, or the symbols' own colours (CellShot's table of SF Symbols' colours; see docs/icons.md).
public struct SymbolRenderingMode: Hashable, Sendable {
    let rendering: SymbolRendering
    public static let monochrome = SymbolRenderingMode(rendering: .monochrome)
    public static let hierarchical = SymbolRenderingMode(rendering: .hierarchical)
    public static let palette = SymbolRenderingMode(rendering: .palette)
    public static let multicolor = SymbolRenderingMode(rendering: .multicolor)
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
/// The styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` give symbols' layers.
struct SymbolPaletteKey: EnvironmentKey { static let defaultValue: [DynamicColor] = [] }

extension View {
    /// How symbols inside colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        EnvironmentWriter(content: self) { $0[SymbolRenderingKey.self] = mode }
    }
}

extension View {
    /// The size of symbols inside relative to their font (small 0.8×, medium 1×, large 1.3×).
    public func imageScale(_ scale: Image.Scale) -> some View {
        EnvironmentWriter(content: self) { $0[ImageScaleKey.self] = scale }
    }
}
#endif
