import CellShotGallery
import CellShotLayout
import CellShotText
import Yams

/// Decodes a card entry's cell (`cards[i]` without its name, variant and matrix).
enum CardDecoder {
    static let contentKeys = ["sample", "title", "icon", "badge", "metadata", "configuration", "state", "height", "notes"]

    static let states: [(String, VisualState)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("editing", .editing),
    ]

    /// The cell the entry describes. `sample: N` binds the built-in sample task N first (as
    /// MetaCellKit's `configure(with:)` does); the other fields then override.
    static func cell(_ f: CatalogFields) throws(CatalogError) -> Cell {
        let configuration = try f["configuration"].map { n throws(CatalogError) in try Self.configuration(n) } ?? CellConfiguration()
        let state = try f["state"].map { n throws(CatalogError) in try Self.state(n) } ?? .normal
        var cell: Cell
        if let sample = f["sample"] {
            let tasks = SampleData.sampleTasks()
            let index = try sample.int(in: 0...(tasks.count - 1))
            cell = CellBinding.cell(for: tasks[index], configuration: configuration, state: state)
        } else {
            cell = Cell(title: try title(f.required("title")), configuration: configuration, state: state)
        }
        if let n = f["title"] { cell.title = try title(n) }
        if let n = f["icon"] { cell.icon = try icon(n) }
        if let n = f["badge"] { cell.badge = try n.string() }
        if let n = f["metadata"] { cell.metadata = try n.list().map { m throws(CatalogError) in try metadata(m) } }
        if let n = f["height"] { cell.height = try n.double(in: 1...10_000) }
        if let n = f["notes"] { cell.notes = try n.list().map { m throws(CatalogError) in try m.string() } }
        return cell
    }

    /// Text, or `{repeat: text, count: n}` for long stress-test titles.
    static func title(_ n: CatalogNode) throws(CatalogError) -> String {
        guard case .mapping = n.node else { return try n.string() }
        let f = try n.fields(["repeat", "count"])
        return String(repeating: try f.required("repeat").string(), count: try f.required("count").int(in: 0...100_000))
    }

    static let iconNames = IconLibrary.standard.names

    /// An icon name the library resolves (a listed name or a variant of one).
    static func icon(_ n: CatalogNode) throws(CatalogError) -> String {
        let name = try n.string()
        guard IconLibrary.standard.resolves(name) else {
            var message = "unknown icon \"\(name)\""
            if let near = Spelling.nearest(to: name, in: iconNames) { message += "; did you mean \"\(near)\"?" }
            throw n.error(message, expected: "an SF-Symbols-style icon name the icon library has, such as doc.text or calendar")
        }
        return name
    }

    /// `normal`, `highlighted`, `selected`, `editing` or `{validationFailed: message}`.
    static func state(_ n: CatalogNode) throws(CatalogError) -> VisualState {
        if case .mapping = n.node {
            return .validationFailed(message: try n.fields(["validationFailed"]).required("validationFailed").string())
        }
        return try n.choice(states + [("validationFailed", .validationFailed(message: ""))])
    }

    /// `"High"`, `{text: High}` or `{date: 2024-01-16T12:00:00Z, style: medium}`.
    static func metadata(_ n: CatalogNode) throws(CatalogError) -> MetadataValue {
        guard case .mapping = n.node else { return .text(try n.string()) }
        let f = try n.fields(["text", "date", "style"])
        if let text = f["text"] {
            guard f["date"] == nil, f["style"] == nil else { throw n.error("has both text and date", expected: "{text: …} or {date: …, style: …}") }
            return .text(try text.string())
        }
        return .date(try f.required("date").date(), try f["style"]?.choice(CellDateStyle.self) ?? .medium)
    }

    static let presets: [(String, Int)] = [("basic", 0), ("singleMetadata", 1), ("dualMetadata", 2), ("tripleMetadata", 3)]

    /// A `CellConfiguration`: an optional preset, then any field.
    static func configuration(_ n: CatalogNode) throws(CatalogError) -> CellConfiguration {
        let f = try n.fields(["preset", "style", "metadataViewCount", "metadataConfigs", "showBadge", "badge",
                              "showDisclosureIndicator", "titleMode", "iconAlignment", "iconTint", "titleColor", "editing", "metrics"])
        let style = try f["style"]?.choice(CellStyle.self) ?? .master
        var c = try f["preset"].map { p throws(CatalogError) in CellConfiguration.preset(metadataViews: try p.choice(presets), style: style) }
            ?? CellConfiguration(style: style)
        if let v = f["metadataViewCount"] { c.metadataViewCount = try v.int(in: 0...CellConfiguration.maxMetadataViews) }
        if let v = f["metadataConfigs"] { c.metadataConfigs = try v.list().map { m throws(CatalogError) in try chip(m) } }
        if let v = f["showBadge"] { c.showBadge = try v.bool() }
        if let v = f["badge"] { c.badge = try badge(v) }
        if let v = f["showDisclosureIndicator"] { c.showDisclosureIndicator = try v.bool() }
        if let v = f["titleMode"] { c.titleMode = try titleMode(v) }
        if let v = f["iconAlignment"] { c.iconAlignment = try v.choice(IconAlignment.self) }
        if let v = f["iconTint"] { c.iconTint = try v.dynamicColor() }
        if let v = f["titleColor"] { c.titleColor = try v.dynamicColor() }
        if let v = f["editing"] { c.editing = try editing(v) }
        if let v = f["metrics"] { c.metrics = try v.choice(CellStyle.self).metrics }
        return c
    }

    /// One chip: `{icon, text, background, textColor, cornerRadius, font}`.
    static func chip(_ n: CatalogNode) throws(CatalogError) -> ChipConfiguration {
        let f = try n.fields(["icon", "text", "background", "textColor", "cornerRadius", "font"])
        var chip = ChipConfiguration()
        if let v = f["icon"] { chip.icon = try icon(v) }
        if let v = f["text"] { chip.text = try v.string() }
        if let v = f["background"] { chip.backgroundColor = try v.dynamicColor() }
        if let v = f["textColor"] { chip.textColor = try v.dynamicColor() }
        if let v = f["cornerRadius"] { chip.cornerRadius = try v.double(in: 0...1000) }
        if let v = f["font"] { chip.font = try v.font() }
        return chip
    }

    /// The badge: `{background, textColor, minimumSize}`.
    static func badge(_ n: CatalogNode) throws(CatalogError) -> BadgeConfiguration {
        let f = try n.fields(["background", "textColor", "minimumSize"])
        var badge = BadgeConfiguration()
        if let v = f["background"] { badge.backgroundColor = try v.dynamicColor() }
        if let v = f["textColor"] { badge.textColor = try v.dynamicColor() }
        if let v = f["minimumSize"] { badge.minimumSize = try v.double(in: 0...1000) }
        return badge
    }

    /// `textView`, `label` (unlimited lines) or `{label: lines}`.
    static func titleMode(_ n: CatalogNode) throws(CatalogError) -> TitleMode {
        if case .mapping = n.node { return .label(numberOfLines: try n.fields(["label"]).required("label").int(in: 0...1000)) }
        return try n.choice([("textView", TitleMode.textView), ("label", .label(numberOfLines: 0))])
    }

    /// In-place editing: `{enabled, maxLength, minLength, characterCount, placeholder, dynamicHeight}`.
    static func editing(_ n: CatalogNode) throws(CatalogError) -> EditingConfiguration {
        let f = try n.fields(["enabled", "maxLength", "minLength", "characterCount", "placeholder", "dynamicHeight"])
        var e = EditingConfiguration()
        if let v = f["enabled"] { e.isEditingEnabled = try v.bool() }
        if let v = f["maxLength"] { e.maxTextLength = try v.int(in: 0...1_000_000) }
        if let v = f["minLength"] { e.minTextLength = try v.int(in: 0...1_000_000) }
        if let v = f["characterCount"] { e.characterCountDisplay = try v.choice(CharacterCountDisplay.self) }
        if let v = f["placeholder"] { e.placeholderText = try v.string() }
        if let v = f["dynamicHeight"] { e.enablesDynamicHeight = try v.bool() }
        return e
    }
}
