import CellShotLayout
import CellShotText

/// Where and how one snapshot is drawn: its width and environment. The catalog's variant
/// matrix expands into many of these.
public struct Variant: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Appearance, Dynamic Type size, scale, direction, locale, time zone and now.
    public var environment: CellEnvironment

    /// A variant at `width` in `environment`.
    public init(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) {
        self.width = width; self.environment = environment
    }

    /// The keys a snapshot entry may set directly (also the matrix axes, with `state`).
    static let keys = ["width", "appearance", "contentSize", "scale", "direction", "locale", "timeZone", "now"]

    static let directions: [(String, LayoutDirection)] = [("ltr", .leftToRight), ("rtl", .rightToLeft)]

    /// This variant with the field `key` set from `node`; returns the name part it gives in
    /// a matrix (`dark`, `rtl`, `2x`, `320`).
    mutating func set(_ key: String, from node: CatalogNode) throws(CatalogError) -> String {
        switch key {
        case "width":
            width = try node.width()
            return try node.string()
        case "appearance":
            environment.appearance = try node.choice(Appearance.self)
            return environment.appearance.rawValue
        case "contentSize":
            environment.sizeCategory = try node.choice(ContentSizeCategory.self)
            return environment.sizeCategory.rawValue
        case "scale":
            environment.scale = try node.double(in: 0.5...4)
            return "\(CatalogNode.format(environment.scale))x"
        case "direction":
            environment.layoutDirection = try node.choice(Self.directions)
            return try node.string()
        case "locale":
            let tag = try node.string()
            do { environment.locale = try CellLocale(validating: tag) } catch {
                throw node.error("\(error)", expected: "a BCP 47 locale tag such as en-US, de or pt-BR")
            }
            return environment.locale.rawValue
        case "timeZone":
            environment.timeZone = try node.timeZone()
            return try node.string()
        default:
            environment.now = try node.date()
            return try node.string()
        }
    }
}
