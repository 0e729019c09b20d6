import CellShotLayout
import CellShotRaster
import CellShotText
import Yams

/// The view modifiers of a catalog view, applied in the order they are written.
extension ViewDecoder {
    /// `view` with the modifier `key` from `n`.
    func modify(_ view: AnyCellView, _ key: String, _ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        switch key {
        case "padding": return AnyCellView(view.padding(try Self.insets(n)))
        case "frame": return AnyCellView(try Self.frame(view, n))
        case "background":
            if let (v, alignment) = try layer(n) { return AnyCellView(view.background(v, alignment: alignment)) }
            if let v = try background(n) { return AnyCellView(view.background(v)) }
            return AnyCellView(view.background(try n.dynamicColor()))
        case "overlay":
            if let (v, alignment) = try layer(n) { return AnyCellView(view.overlay(v, alignment: alignment)) }
            return AnyCellView(view.overlay(try self.view(n)))
        case "border":
            guard Self.has(n, ["color", "width"]) else { return AnyCellView(view.border(try n.dynamicColor())) }
            let f = try n.fields(["color", "width"])
            return AnyCellView(view.border(try f.required("color").dynamicColor(), width: try f["width"]?.double(in: 0...1000) ?? 1))
        case "cornerRadius":
            guard case .mapping = n.node else { return AnyCellView(view.cornerRadius(try n.double(in: 0...10_000))) }
            let f = try n.fields(["radius", "curve"])
            return AnyCellView(view.cornerRadius(try f.required("radius").double(in: 0...10_000), style: try f["curve"]?.choice(Self.curves) ?? .continuous))
        case "fixedSize":
            guard case .mapping = n.node else { return try n.bool() ? AnyCellView(view.fixedSize()) : view }
            let f = try n.fields(["horizontal", "vertical"])
            return AnyCellView(view.fixedSize(horizontal: try f["horizontal"]?.bool() ?? false, vertical: try f["vertical"]?.bool() ?? false))
        case "aspectRatio":
            guard case .mapping = n.node else { return AnyCellView(view.aspectRatio(try n.double(in: 0.001...1000))) }
            let f = try n.fields(["ratio", "contentMode"])
            return AnyCellView(view.aspectRatio(try f.required("ratio").double(in: 0.001...1000),
                                                contentMode: try f["contentMode"]?.choice([("fit", ImageContentMode.fit), ("fill", .fill)]) ?? .fit))
        case "layoutPriority": return AnyCellView(view.layoutPriority(try n.double(in: -1000...1000)))
        case "offset":
            let f = try n.fields(["x", "y"])
            return AnyCellView(view.offset(x: try f["x"]?.double(in: -10_000...10_000) ?? 0, y: try f["y"]?.double(in: -10_000...10_000) ?? 0))
        case "clipped": return try n.bool() ? AnyCellView(view.clipped()) : view
        case "clipShape": return try clipShape(view, n)
        case "foregroundColor": return AnyCellView(view.foregroundColor(try n.dynamicColor()))
        case "font":
            let f = try n.fields(["style", "size", "weight"])
            let weight = try f["weight"]?.choice(Self.weights)
            let style = try f["style"]?.choice(TextStyle.self)
            if let size = f["size"] { return AnyCellView(view.font(Font(weight: weight ?? .regular, size: try size.double(in: 1...200)), relativeTo: style)) }
            return AnyCellView(view.font(try f.required("style").choice(TextStyle.self), weight: weight))
        case "fontWeight": return AnyCellView(view.fontWeight(try n.choice(Self.weights)))
        case "lineLimit":
            let lines = try n.int(in: 0...1000)
            return AnyCellView(view.lineLimit(lines == 0 ? nil : lines))
        case "multilineTextAlignment": return AnyCellView(view.multilineTextAlignment(try n.choice(Self.textAlignments)))
        case "shadow":
            let f = try n.fields(["color", "radius", "x", "y"])
            let color = try f["color"]?.dynamicColor() ?? DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 0.33))
            return AnyCellView(view.shadow(color: color, radius: try f.required("radius").double(in: 0...1000),
                                           x: try f["x"]?.double(in: -1000...1000) ?? 0, y: try f["y"]?.double(in: -1000...1000) ?? 0))
        case "opacity": return AnyCellView(view.opacity(try n.double(in: 0...1)))
        case "hidden": return try n.bool() ? AnyCellView(view.hidden()) : view
        default: return AnyCellView(view.id(try n.string()))
        }
    }

    /// `{view, alignment}` for a background or overlay placed by alignment; nil for a bare
    /// view or colour.
    func layer(_ n: CatalogNode) throws(CatalogError) -> (AnyCellView, ViewAlignment)? {
        guard Self.has(n, ["view"]) else { return nil }
        let f = try n.fields(["view", "alignment"])
        return (try view(f.required("view")), try f["alignment"]?.choice(Self.alignments) ?? .center)
    }

    /// The clip shapes named by a word (a rounded rectangle is a mapping).
    static let clipShapes = ["rectangle", "circle", "capsule"]

    /// `rectangle`, `circle`, `capsule` or `{roundedRectangle: {cornerRadius, curve}}`.
    func clipShape(_ view: AnyCellView, _ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        guard case .mapping = n.node else {
            switch try n.choice(Self.clipShapes.map { ($0, $0) }) {
            case "circle": return AnyCellView(view.clipShape(CircleView()))
            case "capsule": return AnyCellView(view.clipShape(CapsuleView()))
            default: return AnyCellView(view.clipped())
            }
        }
        let f = try n.fields(["roundedRectangle"])
        let g = try f.required("roundedRectangle").fields(["cornerRadius", "curve"])
        return AnyCellView(view.cornerRadius(try g.required("cornerRadius").double(in: 0...10_000), style: try g["curve"]?.choice(Self.curves) ?? .continuous))
    }

    /// `16` (every edge) or `{top, leading, bottom, trailing, horizontal, vertical}`.
    static func insets(_ n: CatalogNode) throws(CatalogError) -> EdgeInsets {
        guard case .mapping = n.node else { return EdgeInsets(all: try n.double(in: 0...10_000)) }
        let f = try n.fields(["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func side(_ key: String, _ axis: String) throws(CatalogError) -> Double {
            try (f[key] ?? f[axis])?.double(in: 0...10_000) ?? 0
        }
        return EdgeInsets(top: try side("top", "vertical"), leading: try side("leading", "horizontal"),
                          bottom: try side("bottom", "vertical"), trailing: try side("trailing", "horizontal"))
    }

    /// `{width, height, alignment}` (fixed) or `{minWidth, maxWidth, minHeight, maxHeight, alignment}`
    /// (flexible; `.inf` fills what is offered).
    static func frame(_ view: AnyCellView, _ n: CatalogNode) throws(CatalogError) -> ModifiedContentView {
        let f = try n.fields(["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"])
        let alignment = try f["alignment"]?.choice(alignments) ?? .center
        func length(_ key: String) throws(CatalogError) -> Double? {
            guard let v = f[key] else { return nil }
            if key.hasPrefix("max"), try v.double() == .infinity { return .infinity }
            return try v.double(in: 0...100_000)
        }
        let flexible = ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains { f[$0] != nil }
        if flexible {
            guard f["width"] == nil, f["height"] == nil else {
                throw n.error("mixes width/height with min/max bounds", expected: "{width, height} or {minWidth, maxWidth, minHeight, maxHeight}")
            }
            return view.frame(minWidth: try length("minWidth"), maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
                              maxHeight: try length("maxHeight"), alignment: alignment)
        }
        return view.frame(width: try length("width"), height: try length("height"), alignment: alignment)
    }
}
