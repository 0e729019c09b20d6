import CellShotRaster

/// The named things a render looks up — icons by SF Symbols name, images, colours and custom
/// symbols from asset catalogs — carried by ``CellEnvironment/resources`` rather than kept in
/// globals, so two renders with different resources can run at the same time.
///
/// This is the one entry point for name lookups (a SwiftUI front's `Image("name")`,
/// `Image(systemName:)`, `Color("name")`, `UIImage(named:)`, `UIColor(named:)`):
/// ``image(named:appearance:scale:)``, ``color(named:)``, ``artwork(named:)``; the views
/// ``AssetImageView`` and ``IconView`` call them at layout time.
///
/// Precedence: catalogs in order, the first that defines a name wins; for ``artwork(named:)``
/// a catalog's custom symbol comes before the icon library.
public struct CellResources: Hashable, Sendable {
    /// Icons by name (``IconLibrary/standard`` unless replaced).
    public var icons: IconLibrary
    /// Asset catalogs, searched in order.
    public var catalogs: [AssetCatalog]

    /// The bundled icon set and no asset catalogs (unless given).
    public init(icons: IconLibrary = .standard, catalogs: [AssetCatalog] = []) {
        self.icons = icons
        self.catalogs = catalogs
    }

    /// The bundled icon set and no asset catalogs.
    public static let standard = CellResources()

    /// The image `name` for `appearance` at display `scale` (its high-contrast file under
    /// `.increased` contrast, when it has one), from the first catalog that has it.
    public func image(named name: String, appearance: Appearance, scale: Double, contrast: ColorContrast = .standard) throws(AssetError) -> AssetImage {
        for c in catalogs {
            if let image = try c.image(named: name, appearance: appearance, scale: scale, contrast: contrast) { return image }
        }
        throw .unknownAsset(name: name, kind: "image", nearest: nearest(name, catalogs.flatMap(\.imageNames)))
    }

    /// The colour `name` (light and dark; the high-contrast variants under `.increased`
    /// contrast, when it has them), from the first catalog that has it.
    public func color(named name: String, contrast: ColorContrast = .standard) throws(AssetError) -> DynamicColor {
        for c in catalogs { if let color = c.color(named: name, contrast: contrast) { return color } }
        throw .unknownAsset(name: name, kind: "colour", nearest: nearest(name, catalogs.flatMap(\.colorNames)))
    }

    /// The symbol `name`: a catalog's custom symbol, else the icon library's (``CellError/unknownIcon(_:)``
    /// when neither has it; a broken symbol file is ``CellError/invalidIconArtwork(name:reason:)``).
    /// `layered` asks the icon library for a variant's layered form.
    public func artwork(named name: String, layered: Bool = false) throws(CellError) -> IconArtwork {
        for c in catalogs {
            do {
                if let art = try c.symbol(named: name) { return art }
            } catch { throw .invalidIconArtwork(name: name, reason: error.description) }
        }
        return try icons.artwork(named: name, layered: layered)
    }

    private func nearest(_ name: String, _ names: [String]) -> [String] {
        IconNames.nearest(to: name, in: Array(Set(names)), count: 3)
    }
}
