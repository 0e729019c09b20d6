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

    /// A decoder for one entry: images relative to `folder`, counting into `budget`.
    init(folder: String, budget: DecodeBudget = DecodeBudget()) {
        self.folder = folder
        self.budget = budget
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
    func view(_ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        try budget.spend(n)
        let f = try n.fields(Self.kinds + Self.modifiers)
        let kinds = f.pairs.filter { Self.kinds.contains($0.0) }
        guard kinds.count == 1, let (kind, body) = kinds.first else {
            let found = kinds.isEmpty ? "no view kind" : "several view kinds (\(kinds.map(\.0).joined(separator: ", ")))"
            throw n.error("has \(found)", expected: "exactly one of \(Self.kinds.joined(separator: ", "))")
        }
        var view = try primitive(kind, body)
        for (key, value) in f.pairs where Self.modifiers.contains(key) {
            view = try modify(view, key, value)
        }
        return view
    }

    /// The view of one kind from its body.
    func primitive(_ kind: String, _ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        switch kind {
        case "text": return AnyCellView(try text(n))
        case "icon": return try icon(n)
        case "image": return try image(n)
        case "rectangle": return AnyCellView(try shape(RectangleView(), n))
        case "capsule": return AnyCellView(try shape(CapsuleView(), n))
        case "circle": return AnyCellView(try shape(CircleView(), n))
        case "roundedRectangle":
            let f = try n.fields(["cornerRadius", "curve"] + Self.paintKeys)
            let r = RoundedRectangleView(cornerRadius: try f.required("cornerRadius").double(in: 0...10_000),
                                         style: try f["curve"]?.choice(Self.curves) ?? .continuous)
            return AnyCellView(try paint(r, f))
        case "spacer":
            let f = try Self.optionalFields(n, ["minLength"])
            return AnyCellView(SpacerView(minLength: try f?["minLength"]?.double(in: 0...10_000) ?? 0))
        case "progressBar":
            guard case .mapping = n.node else { return AnyCellView(ProgressBarView(value: try n.double(in: 0...1))) }
            let f = try n.fields(["value", "height", "tint", "track"])
            return AnyCellView(ProgressBarView(value: try f.required("value").double(in: 0...1), height: try f["height"]?.double(in: 0...1000) ?? 4,
                                               tint: try f["tint"]?.dynamicColor() ?? .systemBlue, track: try f["track"]?.dynamicColor() ?? .systemFill))
        case "divider":
            let f = try Self.optionalFields(n, ["color"])
            return AnyCellView(DividerView(color: try f?["color"]?.dynamicColor() ?? .system(.separator)))
        default: return try stack(kind, n)
        }
    }

    /// The fields of a mapping, or nil for an empty body (`spacer:` or `spacer: {}`).
    static func optionalFields(_ n: CatalogNode, _ allowed: [String]) throws(CatalogError) -> CatalogFields? {
        if case .scalar(let s) = n.node, s.string.isEmpty || s.string == "~" || s.string == "null" { return nil }
        return try n.fields(allowed)
    }

    static let textKeys = ["string", "style", "size", "weight", "color", "lines", "alignment", "truncation", "underline", "strikethrough"]

    /// `"Anna"` or `{string, style, size, weight, color, lines, alignment, truncation, underline, strikethrough}`.
    func text(_ n: CatalogNode) throws(CatalogError) -> TextView {
        guard case .mapping = n.node else { return TextView(try n.string()) }
        let f = try n.fields(Self.textKeys)
        var t = TextView(try f.required("string").string())
        let weight = try f["weight"]?.choice(Self.weights)
        let style = try f["style"]?.choice(TextStyle.self)
        if let size = f["size"] {
            t = t.font(Font(weight: weight ?? .regular, size: try size.double(in: 1...200)), relativeTo: style)
        } else if let style {
            t = t.font(style, weight: weight)
        } else if let weight {
            t = t.fontWeight(weight)
        }
        if let v = f["color"] { t = t.foregroundColor(try v.dynamicColor()) }
        if let v = f["lines"] { t = t.lineLimit(try v.int(in: 0...1000)) }
        if let v = f["alignment"] { t = t.multilineTextAlignment(try v.choice(Self.textAlignments)) }
        if let v = f["truncation"] { t = t.truncationMode(try v.choice(Self.truncations)) }
        if let v = f["underline"] { t = t.underline(try v.bool()) }
        if let v = f["strikethrough"] { t = t.strikethrough(try v.bool()) }
        return t
    }

    /// `"star.fill"` or `{name, size, color}`.
    func icon(_ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        guard case .mapping = n.node else { return AnyCellView(IconView(try CardDecoder.icon(n))) }
        let f = try n.fields(["name", "size", "color"])
        var icon = IconView(try CardDecoder.icon(f.required("name")), size: try f["size"]?.double(in: 1...1000))
        if let v = f["color"] { icon = icon.foregroundColor(try v.dynamicColor()) }
        return AnyCellView(icon)
    }

    /// `"photo.png"` or `{file, scale, contentMode}`: a PNG relative to the catalog.
    func image(_ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        let f: CatalogFields? = if case .mapping = n.node { try n.fields(["file", "scale", "contentMode"]) } else { nil }
        let fileNode = try f?.required("file") ?? n
        let relative = try fileNode.string()
        let path = relative.hasPrefix("/") ? relative : "\(folder)/\(relative)"
        let limits = PNGDecoder.Limits(maxWidth: CellLimits.maxImageSide, maxHeight: CellLimits.maxImageSide, maxFileBytes: Self.maxImageBytes)
        let image: Image
        do {
            image = try PNGDecoder(limits: limits).decode(contentsOf: path)
        } catch {
            throw fileNode.error("cannot read image \(path): \(error)", expected: "a PNG file of at most \(Self.maxImageBytes) bytes, at most \(CellLimits.maxImageSide) pixels a side")
        }
        let scale = try f?["scale"]?.double(in: 0.5...4) ?? 1
        return AnyCellView(ImageView(image, scale: scale, contentMode: try f?["contentMode"]?.choice(Self.contentModes) ?? .fill))
    }

    static let paintKeys = ["fill", "stroke", "lineWidth"]

    /// A shape with `{fill, stroke, lineWidth}` (an empty body draws nothing).
    func shape<S: CellShape>(_ shape: S, _ n: CatalogNode) throws(CatalogError) -> S {
        guard let f = try Self.optionalFields(n, Self.paintKeys) else { return shape }
        return try paint(shape, f)
    }

    func paint<S: CellShape>(_ shape: S, _ f: CatalogFields) throws(CatalogError) -> S {
        var s = shape
        if let v = f["fill"] { s = s.fill(try v.dynamicColor()) }
        if let v = f["stroke"] { s = s.stroke(try v.dynamicColor(), lineWidth: try f["lineWidth"]?.double(in: 0...1000) ?? 1) }
        return s
    }

    /// `{alignment, spacing, children}` for hstack and vstack, `{alignment, children}` for zstack.
    func stack(_ kind: String, _ n: CatalogNode) throws(CatalogError) -> AnyCellView {
        let f = try n.fields(kind == "zstack" ? ["alignment", "children"] : ["alignment", "spacing", "children"])
        let children = try f.required("children").list().map { c throws(CatalogError) in try view(c) }
        let spacing = try f["spacing"]?.double(in: 0...10_000) ?? 8
        switch kind {
        case "hstack":
            return AnyCellView(HStackView(alignment: try f["alignment"]?.choice(Self.verticals) ?? .center, spacing: spacing) { for c in children { c } })
        case "vstack":
            return AnyCellView(VStackView(alignment: try f["alignment"]?.choice(Self.horizontals) ?? .center, spacing: spacing) { for c in children { c } })
        default:
            return AnyCellView(ZStackView(alignment: try f["alignment"]?.choice(Self.alignments) ?? .center) { for c in children { c } })
        }
    }

    /// A background view when `n` is a mapping naming a view kind; nil for a colour.
    func background(_ n: CatalogNode) throws(CatalogError) -> AnyCellView? {
        Self.has(n, Self.kinds) ? try view(n) : nil
    }

    /// Whether `n` is a mapping with one of `keys`.
    static func has(_ n: CatalogNode, _ keys: [String]) -> Bool {
        guard case .mapping(let m) = n.node else { return false }
        return m.keys.contains { if case .scalar(let s) = $0 { keys.contains(s.string) } else { false } }
    }
}
