/// The named things a render looks up — icons by SF Symbols name, images and colours from
/// asset catalogs — carried by ``CellEnvironment/resources`` rather than kept in globals, so
/// two renders with different resources can run at the same time.
public struct CellResources: Hashable, Sendable {
    /// Icons by name (``IconLibrary/standard`` unless replaced).
    public var icons: IconLibrary

    /// The bundled icon set and no asset catalogs.
    public init(icons: IconLibrary = .standard) {
        self.icons = icons
    }

    /// The bundled icon set and no asset catalogs.
    public static let standard = CellResources()
}
