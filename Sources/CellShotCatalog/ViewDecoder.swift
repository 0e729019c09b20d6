import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotText
import Yams

/// Decodes a view entry's `view:` (the view vocabulary of `CellShotLayout`). A view is a
/// mapping with one kind key (`text`, `icon`, `image`, `rectangle`, `roundedRectangle`,
/// `capsule`, `circle`, `spacer`, `divider`, `progressBar`, `hstack`, `vstack`, `zstack`) and any modifier
/// keys, applied in the order they are written, as SwiftUI's modifier chain is.
struct ViewDecoder {
    /// The folder image paths are relative to (the catalog's).
    let folder: String
    /// What the entry being decoded may still decode into.
    let budget: DecodeBudget
    /// The views of the same file decoded before, reused when an alias names one again.
    let decoded: DecodedViews?

    /// A decoder for one entry: images relative to `folder`, counting into `budget`, reusing
    /// the views of `decoded`.
    init(folder: String, budget: DecodeBudget = DecodeBudget(), decoded: DecodedViews? = nil) {
        self.folder = folder
        self.budget = budget
        self.decoded = decoded
    }

    /// The largest PNG an `image` view reads (bytes).
    static let maxImageBytes = 16 << 20

    static let kinds = ["text", "icon", "image", "rectangle", "roundedRectangle", "capsule", "circle", "spacer", "divider",
                        "progressBar", "hstack", "vstack", "zstack"]
    static let modifiers = ["padding", "frame", "fixedSize", "aspectRatio", "layoutPriority", "offset", "background", "overlay", "border",
                            "cornerRadius", "clipped", "clipShape", "shadow", "opacity", "hidden", "foregroundColor", "font", "fontWeight",
                            "lineLimit", "multilineTextAlignment", "id"]

    static let weights: [(String, FontWeight)] = [("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold)]
    static let textAlignments: [(String, TextAlignment)] = [("natural", .natural), ("leading", .leading), ("center", .center), ("trailing", .trailing)]
    static let truncations: [(String, TextTruncation)] = [("head", .head), ("middle", .middle), ("tail", .tail)]
    static let verticals: [(String, VerticalViewAlignment)] = [("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline)]
    static let horizontals: [(String, HorizontalViewAlignment)] = [("leading", .leading), ("center", .center), ("trailing", .trailing)]
    static let alignments: [(String, ViewAlignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
    static let contentModes: [(String, ImageContentMode)] = [("fit", .fit), ("fill", .fill), ("center", .center)]
    static let curves: [(String, CornerCurve)] = [("continuous", .continuous), ("circular", .circular)]

    /// One view with its modifiers.
    func view(_ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        if let reused = decoded?.reuse(node.node, budget) { return reused }
        let spentBefore = budget.spent
        let view = try decode(node)
        decoded?.keep(node.node, view, cost: budget.spent - spentBefore)
        return view
    }

    /// One view with its modifiers, decoded from its node.
    private func decode(_ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        try budget.spend(node)
        let fields = try node.fields(Self.kinds + Self.modifiers)
        let kinds = fields.pairs.filter { Self.kinds.contains($0.0) }
        guard kinds.count == 1, let (kind, body) = kinds.first else {
            let found = kinds.isEmpty ? "no view kind" : "several view kinds (\(kinds.map(\.0).joined(separator: ", ")))"
            throw node.error("has \(found)", expected: "exactly one of \(Self.kinds.joined(separator: ", "))")
        }
        var view = try primitive(kind, body)
        for (key, value) in fields.pairs where Self.modifiers.contains(key) {
            view = try modify(view, key, value)
        }
        return view
    }

    /// The view of one kind from its body.
    func primitive(_ kind: String, _ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        switch kind {
        case "text": return AnyCellView(try text(node))
        case "icon": return try icon(node)
        case "image": return try image(node)
        case "rectangle": return AnyCellView(try shape(RectangleView(), node))
        case "capsule": return AnyCellView(try shape(CapsuleView(), node))
        case "circle": return AnyCellView(try shape(CircleView(), node))
        case "roundedRectangle":
            let fields = try node.fields(["cornerRadius", "curve"] + Self.paintKeys)
            let rounded = RoundedRectangleView(cornerRadius: try fields.required("cornerRadius").double(in: 0...10_000),
                                         style: try fields["curve"]?.choice(Self.curves) ?? .continuous)
            return AnyCellView(try paint(rounded, fields))
        case "spacer":
            let fields = try Self.optionalFields(node, ["minLength"])
            return AnyCellView(SpacerView(minLength: try fields?["minLength"]?.double(in: 0...10_000) ?? 0))
        case "progressBar":
            guard case .mapping = node.node else { return AnyCellView(ProgressBarView(value: try node.double(in: 0...1))) }
            let fields = try node.fields(["value", "height", "tint", "track"])
            return AnyCellView(ProgressBarView(value: try fields.required("value").double(in: 0...1), height: try fields["height"]?.double(in: 0...1000) ?? 4,
                                               tint: try fields["tint"]?.dynamicColor() ?? .systemBlue, track: try fields["track"]?.dynamicColor() ?? .systemFill))
        case "divider":
            let fields = try Self.optionalFields(node, ["color"])
            return AnyCellView(DividerView(color: try fields?["color"]?.dynamicColor() ?? .system(.separator)))
        default: return try stack(kind, node)
        }
    }

    /// The fields of a mapping, or nil for an empty body (`spacer:` or `spacer: {}`).
    static func optionalFields(_ node: CatalogNode, _ allowed: [String]) throws(CatalogError) -> CatalogFields? {
        if case .scalar(let scalar) = node.node, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return nil }
        return try node.fields(allowed)
    }

    static let textKeys = ["string", "style", "size", "weight", "color", "lines", "alignment", "truncation", "underline", "strikethrough"]

    /// `"Anna"` or `{string, style, size, weight, color, lines, alignment, truncation, underline, strikethrough}`.
    func text(_ node: CatalogNode) throws(CatalogError) -> TextView {
        guard case .mapping = node.node else { return TextView(try node.string()) }
        let fields = try node.fields(Self.textKeys)
        var text = TextView(try fields.required("string").string())
        let weight = try fields["weight"]?.choice(Self.weights)
        let style = try fields["style"]?.choice(TextStyle.self)
        if let size = fields["size"] {
            text = text.font(Font(weight: weight ?? .regular, size: try size.double(in: 1...200)), relativeTo: style)
        } else if let style {
            text = text.font(style, weight: weight)
        } else if let weight {
            text = text.fontWeight(weight)
        }
        if let field = fields["color"] { text = text.foregroundColor(try field.dynamicColor()) }
        if let field = fields["lines"] { text = text.lineLimit(try field.int(in: 0...1000)) }
        if let field = fields["alignment"] { text = text.multilineTextAlignment(try field.choice(Self.textAlignments)) }
        if let field = fields["truncation"] { text = text.truncationMode(try field.choice(Self.truncations)) }
        if let field = fields["underline"] { text = text.underline(try field.bool()) }
        if let field = fields["strikethrough"] { text = text.strikethrough(try field.bool()) }
        return text
    }

    /// `"star.fill"` or `{name, size, color}`.
    func icon(_ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        guard case .mapping = node.node else { return AnyCellView(IconView(try CardDecoder.icon(node))) }
        let fields = try node.fields(["name", "size", "color"])
        var icon = IconView(try CardDecoder.icon(fields.required("name")), size: try fields["size"]?.double(in: 1...1000))
        if let field = fields["color"] { icon = icon.foregroundColor(try field.dynamicColor()) }
        return AnyCellView(icon)
    }

    /// `"photo.png"` or `{file, scale, contentMode}`: a PNG relative to the catalog.
    func image(_ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        let fields: CatalogFields? = if case .mapping = node.node { try node.fields(["file", "scale", "contentMode"]) } else { nil }
        let fileNode = try fields?.required("file") ?? node
        let relative = try fileNode.string()
        let path = relative.hasPrefix("/") ? relative : "\(folder)/\(relative)"
        let limits = PNGDecoder.Limits(maxWidth: CellLimits.maxImageSide, maxHeight: CellLimits.maxImageSide, maxFileBytes: Self.maxImageBytes)
        let image: Image
        do {
            image = try PNGDecoder(limits: limits).decode(contentsOf: path)
        } catch {
            throw fileNode.error("cannot read image \(path): \(error)", expected: "a PNG file of at most \(Self.maxImageBytes) bytes, at most \(CellLimits.maxImageSide) pixels a side")
        }
        let scale = try fields?["scale"]?.double(in: 0.5...4) ?? 1
        return AnyCellView(ImageView(image, scale: scale, contentMode: try fields?["contentMode"]?.choice(Self.contentModes) ?? .fill))
    }

    static let paintKeys = ["fill", "stroke", "lineWidth"]

    /// A shape with `{fill, stroke, lineWidth}` (an empty body draws nothing).
    func shape<S: CellShape>(_ shape: S, _ node: CatalogNode) throws(CatalogError) -> S {
        guard let fields = try Self.optionalFields(node, Self.paintKeys) else { return shape }
        return try paint(shape, fields)
    }

    func paint<S: CellShape>(_ shape: S, _ fields: CatalogFields) throws(CatalogError) -> S {
        var painted = shape
        if let field = fields["fill"] { painted = painted.fill(try field.dynamicColor()) }
        if let field = fields["stroke"] { painted = painted.stroke(try field.dynamicColor(), lineWidth: try fields["lineWidth"]?.double(in: 0...1000) ?? 1) }
        return painted
    }

    /// `{alignment, spacing, children}` for hstack and vstack, `{alignment, children}` for zstack.
    func stack(_ kind: String, _ node: CatalogNode) throws(CatalogError) -> AnyCellView {
        let fields = try node.fields(kind == "zstack" ? ["alignment", "children"] : ["alignment", "spacing", "children"])
        let children = try fields.required("children").list().map { item throws(CatalogError) in try view(item) }
        let spacing = try fields["spacing"]?.double(in: 0...10_000) ?? 8
        switch kind {
        case "hstack":
            return AnyCellView(HStackView(alignment: try fields["alignment"]?.choice(Self.verticals) ?? .center, spacing: spacing) { for child in children { child } })
        case "vstack":
            return AnyCellView(VStackView(alignment: try fields["alignment"]?.choice(Self.horizontals) ?? .center, spacing: spacing) { for child in children { child } })
        default:
            return AnyCellView(ZStackView(alignment: try fields["alignment"]?.choice(Self.alignments) ?? .center) { for child in children { child } })
        }
    }

    /// A background view when `node` is a mapping naming a view kind; nil for a colour.
    func background(_ node: CatalogNode) throws(CatalogError) -> AnyCellView? {
        Self.has(node, Self.kinds) ? try view(node) : nil
    }

    /// Whether `node` is a mapping with one of `keys`.
    static func has(_ node: CatalogNode, _ keys: [String]) -> Bool {
        guard case .mapping(let mapping) = node.node else { return false }
        return mapping.keys.contains { if case .scalar(let scalar) = $0 { keys.contains(scalar.string) } else { false } }
    }
}
