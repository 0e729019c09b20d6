import CellShotLayout
import CellShotText

/// The catalog's variant fields: the keys a snapshot entry may set directly (also its matrix
/// axes, with `state`) and each value as it reads in a name (`dark`, `rtl`, `2x`, `320`).
enum CatalogVariant {
    /// The keys a snapshot entry may set directly.
    static let keys = ["width", "appearance", "contentSize", "scale", "direction", "locale", "timeZone", "now"]

    static let directions: [(String, LayoutDirection)] = [("ltr", .leftToRight), ("rtl", .rightToLeft)]

    /// The value `node` gives the field `key`, named as a matrix names it.
    static func value(_ key: String, from node: CatalogNode) throws(CatalogError) -> VariantMatrix.Value {
        switch key {
        case "width": return .width(try node.width(), text: try node.string())
        case "appearance": return .appearance(try node.choice(Appearance.self))
        case "contentSize": return .contentSize(try node.choice(ContentSizeCategory.self))
        case "scale": return .scale(try node.double(in: 0.5...4))
        case "direction": return .direction(try node.choice(directions))
        case "locale":
            let tag = try node.string()
            do { return .locale(try CellLocale(validating: tag)) } catch {
                throw node.error("\(error)", expected: "a BCP 47 locale tag such as en-US, de or pt-BR")
            }
        case "timeZone": return .timeZone(try node.timeZone(), text: try node.string())
        case "state": return .state(try CardDecoder.state(node))
        default: return .now(try node.date(), text: try node.string())
        }
    }

    /// The variant an entry's own fields describe (before its matrix).
    static func base(_ fields: CatalogFields) throws(CatalogError) -> Variant {
        var variant = Variant()
        for key in keys { if let node = fields[key] { try value(key, from: node).apply(&variant) } }
        return variant
    }

    /// The entry's `matrix` over the `allowed` axes, in the order the file writes them.
    static func matrix(_ node: CatalogNode, allowed: [String]) throws(CatalogError) -> VariantMatrix {
        var axes: [VariantMatrix.Axis] = []
        for (axis, values) in try node.fields(allowed).pairs {
            let items = try values.list()
            guard !items.isEmpty else { throw values.error("the axis has no values", expected: "a list of at least one value") }
            var parsed: [VariantMatrix.Value] = []
            for item in items { parsed.append(try value(axis, from: item)) }
            axes.append(VariantMatrix.Axis(axis, parsed))
        }
        return VariantMatrix(axes)
    }
}
