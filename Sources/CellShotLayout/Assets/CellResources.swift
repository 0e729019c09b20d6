import CellShotRaster
import CellShotText

/// The named things a render looks up — icons by SF Symbols name, images, colours and custom
/// symbols from asset catalogs — carried by ``CellEnvironment/resources`` rather than kept in
/// globals, so two renders with different resources can run at the same time.
///
/// This is the one entry point for name lookups (a SwiftUI front's `Image("name")`,
/// `Image(systemName:)`, `Color("name")`, `UIImage(named:)`, `UIColor(named:)`):
/// ``image(named:appearance:scale:contrast:)``, ``color(named:contrast:)``, ``artwork(named:layered:)``; the views
/// ``AssetImageView`` and ``IconView`` call them at layout time.
///
/// Precedence: catalogs in order, the first that defines a name wins; for ``artwork(named:layered:)``
/// a catalog's custom symbol comes before the icon library.
public struct CellResources: Hashable, Sendable {
    /// Icons by name (``IconLibrary/standard`` unless replaced).
    public var icons: IconLibrary
    /// Asset catalogs, searched in order.
    public var catalogs: [AssetCatalog]
    /// The fonts text resolves its families in (`FontRegistry.standard`, the bundled faces,
    /// unless replaced): a render binds it as `FontRegistry.current`.
    public var fonts: FontRegistry

    /// The bundled icon set and fonts and no asset catalogs (unless given).
    public init(icons: IconLibrary = .standard, catalogs: [AssetCatalog] = [], fonts: FontRegistry = .standard) {
        self.icons = icons
        self.catalogs = catalogs
        self.fonts = fonts
    }

    /// The bundled icon set and fonts and no asset catalogs.
    public static let standard = CellResources()

    public static func == (lhs: CellResources, rhs: CellResources) -> Bool {
        lhs.icons == rhs.icons && lhs.catalogs == rhs.catalogs && lhs.fonts === rhs.fonts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(icons); hasher.combine(catalogs); hasher.combine(ObjectIdentifier(fonts))
    }

    /// The image `name` for `appearance` at display `scale` (its high-contrast file under
    /// `.increased` contrast, when it has one), from the first catalog that has it.
    public func image(named name: String, appearance: Appearance, scale: Double, contrast: ColorContrast = .standard) throws(AssetError) -> AssetImage {
        for catalog in catalogs {
            if let image = try catalog.image(named: name, appearance: appearance, scale: scale, contrast: contrast) { return image }
        }
        throw .unknownAsset(name: name, kind: "image", nearest: nearest(name, catalogs.flatMap(\.imageNames)))
    }

    /// The colour `name` (light and dark; the high-contrast variants under `.increased`
    /// contrast, when it has them), from the first catalog that has it.
    public func color(named name: String, contrast: ColorContrast = .standard) throws(AssetError) -> DynamicColor {
        for catalog in catalogs { if let color = catalog.color(named: name, contrast: contrast) { return color } }
        throw .unknownAsset(name: name, kind: "colour", nearest: nearest(name, catalogs.flatMap(\.colorNames)))
    }

    /// The symbol `name`: a catalog's custom symbol, else the icon library's (``CellError/unknownIcon(_:)``
    /// when neither has it; a broken symbol file is ``CellError/invalidIconArtwork(name:reason:)``).
    /// `layered` asks the icon library for a variant's layered form.
    public func artwork(named name: String, layered: Bool = false) throws(CellError) -> IconArtwork {
        for catalog in catalogs {
            do {
                if let art = try catalog.symbol(named: name) { return art }
            } catch { throw .invalidIconArtwork(name: name, reason: error.description) }
        }
        return try icons.artwork(named: name, layered: layered)
    }

    private func nearest(_ name: String, _ names: [String]) -> [String] {
        IconNames.nearest(to: name, in: Array(Set(names)), count: 3)
    }
}

extension CellEnvironment {
    /// Runs `body` with this environment's fonts bound as `FontRegistry.current` and its
    /// locale as `TextLanguage.current`: how a layout resolves font families and the regional
    /// forms of ideographs (every public layout entry point goes through it).
    package func withFonts<R>(_ body: () throws(CellError) -> R) throws(CellError) -> R {
        let fonts = resources.fonts
        // A language is its tag: compare tags before making one.
        if FontRegistry.current === fonts, TextLanguage.current.tag == locale.rawValue { return try body() }
        let language = TextLanguage(locale.rawValue)
        var outcome: Result<R, CellError>?
        FontRegistry.$current.withValue(fonts) {
            TextLanguage.$current.withValue(language) {
                do throws(CellError) { outcome = .success(try body()) } catch { outcome = .failure(error) }
            }
        }
        guard let outcome else { return try body() }   // withValue always runs its operation
        return try outcome.get()
    }
}
