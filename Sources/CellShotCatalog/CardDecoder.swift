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
    static func cell(_ fields: CatalogFields) throws(CatalogError) -> Cell {
        let configuration = try fields["configuration"].map { node throws(CatalogError) in try Self.configuration(node) } ?? CellConfiguration()
        let state = try fields["state"].map { node throws(CatalogError) in try Self.state(node) } ?? .normal
        var cell: Cell
        if let sample = fields["sample"] {
            let tasks = SampleData.sampleTasks()
            let index = try sample.int(in: 0...(tasks.count - 1))
            cell = CellBinding.cell(for: tasks[index], configuration: configuration, state: state)
        } else {
            cell = Cell(title: try title(fields.required("title")), configuration: configuration, state: state)
        }
        if let node = fields["title"] { cell.title = try title(node) }
        if let node = fields["icon"] { cell.icon = try icon(node) }
        if let node = fields["badge"] { cell.badge = try node.string() }
        if let node = fields["metadata"] { cell.metadata = try node.list().map { item throws(CatalogError) in try metadata(item) } }
        if let node = fields["height"] { cell.height = try node.double(in: 1...10_000) }
        if let node = fields["notes"] { cell.notes = try node.list().map { item throws(CatalogError) in try item.string() } }
        return cell
    }

    /// Text, or `{repeat: text, count: n}` for long stress-test titles.
    static func title(_ node: CatalogNode) throws(CatalogError) -> String {
        guard case .mapping = node.node else { return try node.string() }
        let fields = try node.fields(["repeat", "count"])
        return String(repeating: try fields.required("repeat").string(), count: try fields.required("count").int(in: 0...100_000))
    }

    static let iconNames = IconLibrary.standard.names

    /// An icon name the library resolves (a listed name or a variant of one).
    static func icon(_ node: CatalogNode) throws(CatalogError) -> String {
        let name = try node.string()
        guard IconLibrary.standard.resolves(name) else {
            var message = "unknown icon \"\(name)\""
            if let near = Spelling.nearest(to: name, in: iconNames) { message += "; did you mean \"\(near)\"?" }
            throw node.error(message, expected: "an SF-Symbols-style icon name the icon library has, such as doc.text or calendar")
        }
        return name
    }

    /// `normal`, `highlighted`, `selected`, `editing` or `{validationFailed: message}`.
    static func state(_ node: CatalogNode) throws(CatalogError) -> VisualState {
        if case .mapping = node.node {
            return .validationFailed(message: try node.fields(["validationFailed"]).required("validationFailed").string())
        }
        return try node.choice(states + [("validationFailed", .validationFailed(message: ""))])
    }

    /// `"High"`, `{text: High}` or `{date: 2024-01-16T12:00:00Z, style: medium}`.
    static func metadata(_ node: CatalogNode) throws(CatalogError) -> MetadataValue {
        guard case .mapping = node.node else { return .text(try node.string()) }
        let fields = try node.fields(["text", "date", "style"])
        if let text = fields["text"] {
            guard fields["date"] == nil, fields["style"] == nil else { throw node.error("has both text and date", expected: "{text: …} or {date: …, style: …}") }
            return .text(try text.string())
        }
        return .date(try fields.required("date").date(), try fields["style"]?.choice(CellDateStyle.self) ?? .medium)
    }

    static let presets: [(String, Int)] = [("basic", 0), ("singleMetadata", 1), ("dualMetadata", 2), ("tripleMetadata", 3)]

    /// A `CellConfiguration`: an optional preset, then any field.
    static func configuration(_ node: CatalogNode) throws(CatalogError) -> CellConfiguration {
        let fields = try node.fields(["preset", "style", "metadataViewCount", "metadataConfigs", "showBadge", "badge",
                              "showDisclosureIndicator", "titleMode", "iconAlignment", "iconTint", "titleColor", "editing", "metrics"])
        let style = try fields["style"]?.choice(CellStyle.self) ?? .master
        var configuration = try fields["preset"].map { preset throws(CatalogError) in CellConfiguration.preset(metadataViews: try preset.choice(presets), style: style) }
            ?? CellConfiguration(style: style)
        if let value = fields["metadataViewCount"] { configuration.metadataViewCount = try value.int(in: 0...CellConfiguration.maxMetadataViews) }
        if let value = fields["metadataConfigs"] { configuration.metadataConfigs = try value.list().map { item throws(CatalogError) in try chip(item) } }
        if let value = fields["showBadge"] { configuration.showBadge = try value.bool() }
        if let value = fields["badge"] { configuration.badge = try badge(value) }
        if let value = fields["showDisclosureIndicator"] { configuration.showDisclosureIndicator = try value.bool() }
        if let value = fields["titleMode"] { configuration.titleMode = try titleMode(value) }
        if let value = fields["iconAlignment"] { configuration.iconAlignment = try value.choice(IconAlignment.self) }
        if let value = fields["iconTint"] { configuration.iconTint = try value.dynamicColor() }
        if let value = fields["titleColor"] { configuration.titleColor = try value.dynamicColor() }
        if let value = fields["editing"] { configuration.editing = try editing(value) }
        if let value = fields["metrics"] { configuration.metrics = try value.choice(CellStyle.self).metrics }
        return configuration
    }

    /// One chip: `{icon, text, background, textColor, cornerRadius, font}`.
    static func chip(_ node: CatalogNode) throws(CatalogError) -> ChipConfiguration {
        let fields = try node.fields(["icon", "text", "background", "textColor", "cornerRadius", "font"])
        var chip = ChipConfiguration()
        if let value = fields["icon"] { chip.icon = try icon(value) }
        if let value = fields["text"] { chip.text = try value.string() }
        if let value = fields["background"] { chip.backgroundColor = try value.dynamicColor() }
        if let value = fields["textColor"] { chip.textColor = try value.dynamicColor() }
        if let value = fields["cornerRadius"] { chip.cornerRadius = try value.double(in: 0...1000) }
        if let value = fields["font"] { chip.font = try value.font() }
        return chip
    }

    /// The badge: `{background, textColor, minimumSize}`.
    static func badge(_ node: CatalogNode) throws(CatalogError) -> BadgeConfiguration {
        let fields = try node.fields(["background", "textColor", "minimumSize"])
        var badge = BadgeConfiguration()
        if let value = fields["background"] { badge.backgroundColor = try value.dynamicColor() }
        if let value = fields["textColor"] { badge.textColor = try value.dynamicColor() }
        if let value = fields["minimumSize"] { badge.minimumSize = try value.double(in: 0...1000) }
        return badge
    }

    /// `textView`, `label` (unlimited lines) or `{label: lines}`.
    static func titleMode(_ node: CatalogNode) throws(CatalogError) -> TitleMode {
        if case .mapping = node.node { return .label(numberOfLines: try node.fields(["label"]).required("label").int(in: 0...1000)) }
        return try node.choice([("textView", TitleMode.textView), ("label", .label(numberOfLines: 0))])
    }

    /// In-place editing: `{enabled, maxLength, minLength, characterCount, placeholder, dynamicHeight}`.
    static func editing(_ node: CatalogNode) throws(CatalogError) -> EditingConfiguration {
        let fields = try node.fields(["enabled", "maxLength", "minLength", "characterCount", "placeholder", "dynamicHeight"])
        var editing = EditingConfiguration()
        if let value = fields["enabled"] { editing.isEditingEnabled = try value.bool() }
        if let value = fields["maxLength"] { editing.maxTextLength = try value.int(in: 0...1_000_000) }
        if let value = fields["minLength"] { editing.minTextLength = try value.int(in: 0...1_000_000) }
        if let value = fields["characterCount"] { editing.characterCountDisplay = try value.choice(CharacterCountDisplay.self) }
        if let value = fields["placeholder"] { editing.placeholderText = try value.string() }
        if let value = fields["dynamicHeight"] { editing.enablesDynamicHeight = try value.bool() }
        return editing
    }
}
