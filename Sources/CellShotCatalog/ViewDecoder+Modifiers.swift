import CellShotLayout
import CellShotRaster
import CellShotText
import Yams

/// The view modifiers of a catalog view, applied in the order they are written.
extension ViewDecoder {
    /// `view` with the modifier `key` from `node`.
    func modify(_ view: AnyCellView, _ key: String, _ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        switch key {
        case "padding": return AnyCellView(view.padding(try Self.insets(node)))
        case "frame": return AnyCellView(try Self.frame(view, node))
        case "background":
            if let (value, alignment) = try layer(node) { return AnyCellView(view.background(value, alignment: alignment)) }
            if let value = try background(node) { return AnyCellView(view.background(value)) }
            return AnyCellView(view.background(try node.dynamicColor()))
        case "overlay":
            if let (value, alignment) = try layer(node) { return AnyCellView(view.overlay(value, alignment: alignment)) }
            return AnyCellView(view.overlay(try self.view(node)))
        case "border":
            guard Self.has(node, ["color", "width"]) else { return AnyCellView(view.border(try node.dynamicColor())) }
            let fields = try node.fields(["color", "width"])
            return AnyCellView(view.border(try fields.required("color").dynamicColor(), width: try fields["width"]?.double(in: 0...1000) ?? 1))
        case "cornerRadius":
            guard case .mapping = node.node else { return AnyCellView(view.cornerRadius(try node.double(in: 0...10_000))) }
            let fields = try node.fields(["radius", "curve"])
            return AnyCellView(view.cornerRadius(try fields.required("radius").double(in: 0...10_000), style: try fields["curve"]?.choice(Self.curves) ?? .continuous))
        case "fixedSize":
            guard case .mapping = node.node else { return try node.bool() ? AnyCellView(view.fixedSize()) : view }
            let fields = try node.fields(["horizontal", "vertical"])
            return AnyCellView(view.fixedSize(horizontal: try fields["horizontal"]?.bool() ?? false, vertical: try fields["vertical"]?.bool() ?? false))
        case "aspectRatio":
            guard case .mapping = node.node else { return AnyCellView(view.aspectRatio(try node.double(in: 0.001...1000))) }
            let fields = try node.fields(["ratio", "contentMode"])
            return AnyCellView(view.aspectRatio(try fields.required("ratio").double(in: 0.001...1000),
                                                contentMode: try fields["contentMode"]?.choice([("fit", ImageContentMode.fit), ("fill", .fill)]) ?? .fit))
        case "layoutPriority": return AnyCellView(view.layoutPriority(try node.double(in: -1000...1000)))
        case "offset":
            let fields = try node.fields(["x", "y"])
            return AnyCellView(view.offset(x: try fields["x"]?.double(in: -10_000...10_000) ?? 0, y: try fields["y"]?.double(in: -10_000...10_000) ?? 0))
        case "clipped": return try node.bool() ? AnyCellView(view.clipped()) : view
        case "clipShape": return try clipShape(view, node)
        case "foregroundColor": return AnyCellView(view.foregroundColor(try node.dynamicColor()))
        case "font":
            let fields = try node.fields(["style", "size", "weight"])
            let weight = try fields["weight"]?.choice(Self.weights)
            let style = try fields["style"]?.choice(TextStyle.self)
            if let size = fields["size"] { return AnyCellView(view.font(Font(weight: weight ?? .regular, size: try size.double(in: 1...200)), relativeTo: style)) }
            return AnyCellView(view.font(try fields.required("style").choice(TextStyle.self), weight: weight))
        case "fontWeight": return AnyCellView(view.fontWeight(try node.choice(Self.weights)))
        case "lineLimit":
            let lines = try node.int(in: 0...1000)
            return AnyCellView(view.lineLimit(lines == 0 ? nil : lines))
        case "multilineTextAlignment": return AnyCellView(view.multilineTextAlignment(try node.choice(Self.textAlignments)))
        case "shadow":
            let fields = try node.fields(["color", "radius", "x", "y"])
            let color = try fields["color"]?.dynamicColor() ?? DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 0.33))
            return AnyCellView(view.shadow(color: color, radius: try fields.required("radius").double(in: 0...1000),
                                           x: try fields["x"]?.double(in: -1000...1000) ?? 0, y: try fields["y"]?.double(in: -1000...1000) ?? 0))
        case "opacity": return AnyCellView(view.opacity(try node.double(in: 0...1)))
        case "hidden": return try node.bool() ? AnyCellView(view.hidden()) : view
        default: return AnyCellView(view.id(try node.string()))
        }
    }

    /// `{view, alignment}` for a background or overlay placed by alignment; nil for a bare
    /// view or colour.
    func layer(_ node: CatalogNode) throws(CatalogError) -> (AnyCellView, ViewAlignment)? {
        guard Self.has(node, ["view"]) else { return nil }
        let fields = try node.fields(["view", "alignment"])
        return (try view(fields.required("view")), try fields["alignment"]?.choice(Self.alignments) ?? .center)
    }

    /// The clip shapes named by a word (a rounded rectangle is a mapping).
    static let clipShapes = ["rectangle", "circle", "capsule"]

    /// `rectangle`, `circle`, `capsule` or `{roundedRectangle: {cornerRadius, curve}}`.
    func clipShape(_ view: AnyCellView, _ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        guard case .mapping = node.node else {
            switch try node.choice(Self.clipShapes.map { ($0, $0) }) {
            case "circle": return AnyCellView(view.clipShape(CircleView()))
            case "capsule": return AnyCellView(view.clipShape(CapsuleView()))
            default: return AnyCellView(view.clipped())
            }
        }
        let fields = try node.fields(["roundedRectangle"])
        let corner = try fields.required("roundedRectangle").fields(["cornerRadius", "curve"])
        return AnyCellView(view.cornerRadius(try corner.required("cornerRadius").double(in: 0...10_000), style: try corner["curve"]?.choice(Self.curves) ?? .continuous))
    }

    /// `16` (every edge) or `{top, leading, bottom, trailing, horizontal, vertical}`.
    static func insets(_ node: CatalogNode) throws(CatalogError) -> EdgeInsets {
        guard case .mapping = node.node else { return EdgeInsets(all: try node.double(in: 0...10_000)) }
        let fields = try node.fields(["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func side(_ key: String, _ axis: String) throws(CatalogError) -> Double {
            try (fields[key] ?? fields[axis])?.double(in: 0...10_000) ?? 0
        }
        return EdgeInsets(top: try side("top", "vertical"), leading: try side("leading", "horizontal"),
                          bottom: try side("bottom", "vertical"), trailing: try side("trailing", "horizontal"))
    }

    /// `{width, height, alignment}` (fixed) or `{minWidth, maxWidth, minHeight, maxHeight, alignment}`
    /// (flexible; `.inf` fills what is offered).
    static func frame(_ view: AnyCellView, _ node: CatalogNode) throws(CatalogError) -> ModifiedContentView {
        let fields = try node.fields(["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"])
        let alignment = try fields["alignment"]?.choice(alignments) ?? .center
        func length(_ key: String) throws(CatalogError) -> Double? {
            guard let value = fields[key] else { return nil }
            if key.hasPrefix("max"), try value.double() == .infinity { return .infinity }
            return try value.double(in: 0...100_000)
        }
        let flexible = ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains { fields[$0] != nil }
        if flexible {
            guard fields["width"] == nil, fields["height"] == nil else {
                throw node.error("mixes width/height with min/max bounds", expected: "{width, height} or {minWidth, maxWidth, minHeight, maxHeight}")
            }
            return view.frame(minWidth: try length("minWidth"), maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
                              maxHeight: try length("maxHeight"), alignment: alignment)
        }
        return view.frame(width: try length("width"), height: try length("height"), alignment: alignment)
    }
}
