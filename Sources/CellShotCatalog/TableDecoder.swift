import CellShotLayout
import CellShotText
import Yams

/// Decodes a table entry: `table:` (style, sections, rows of every type, row modifiers and
/// states), optionally under a `screen:` (navigation bar) and inside a `viewport:`.
struct TableDecoder {
    /// Decodes the views of view rows and view headers.
    let views: ViewDecoder

    static let entryKeys = ["table", "screen", "viewport"]

    /// The entry's table (in its screen, at its viewport) as a layout function.
    func entry(_ fields: CatalogFields) throws(CatalogError) -> DecodedLayout {
        let table = try self.table(fields.required("table"))
        let viewport = try fields["viewport"].map { node throws(CatalogError) in try Self.viewport(node) }
        guard let screenNode = fields["screen"] else {
            return DecodedLayout { width, environment in try table.layout(width: width, environment: environment, viewport: viewport) }
        }
        let screen = try Self.screen(screenNode, table: table)
        return DecodedLayout { width, environment in try screen.layout(width: width, environment: environment, viewport: viewport) }
    }

    /// `{style, editing, separatorStyle, tint, background, sections}`.
    func table(_ node: CatalogNode) throws(CatalogError) -> TableView {
        let fields = try node.fields(["style", "editing", "separatorStyle", "tint", "background", "sections"])
        let sections = try fields.required("sections").list().map { item throws(CatalogError) in try sectionContent(item) }
        var table = TableView(style: try fields["style"]?.choice(TableStyle.self) ?? .insetGrouped) { for section in sections { section } }
        if let field = fields["editing"] { table = table.editing(try field.bool()) }
        if let field = fields["separatorStyle"] { table = table.separatorStyle(try field.choice([("singleLine", SeparatorStyle.singleLine), ("none", .none)])) }
        if let field = fields["tint"] { table = table.tint(try field.dynamicColor()) }
        if let field = fields["background"] { table.backgroundColor = try field.dynamicColor() }
        return table
    }

    /// `{header, footer, rows}` and any row modifier (it reaches every row of the section).
    func section(_ node: CatalogNode) throws(CatalogError) -> TableSection {
        try views.budget.spend(node)
        let fields = try node.fields(["header", "footer", "rows"] + Self.attributeKeys + Self.sectionCompositions)
        let content = try rows(fields.required("rows"))
        let section = TableSection(header: try fields["header"].map { field throws(CatalogError) in try supplement(field) },
                                   footer: try fields["footer"].map { field throws(CatalogError) in try supplement(field) }) { for row in content { row } }
        return try Self.attributes(section, fields)
    }

    /// A title, or `{title, height}` / `{view, height}` / `{card, height}`.
    func supplement(_ node: CatalogNode) throws(CatalogError) -> SectionSupplement {
        guard case .mapping = node.node else { return .title(try node.string()) }
        let fields = try node.fields(["title", "view", "card", "height"])
        let height = try fields["height"].map { field throws(CatalogError) in RowHeight.fixed(try field.double(in: 0...10_000)) } ?? .automatic
        let given = ["title", "view", "card"].filter { fields[$0] != nil }
        guard given.count <= 1 else {
            throw node.error("has \(given.joined(separator: " and "))", expected: "one of {title, height}, {view, height} or {card, height}")
        }
        if let view = fields["view"] { return .view(try views.view(view), height: height) }
        if let card = fields["card"] { return .cell(try CardDecoder.cell(card.fields(CardDecoder.contentKeys)), height: height) }
        return .title(try fields.required("title").string(), height: height)
    }

    static let kinds = ["text", "switch", "stepper", "action", "card", "view", "spinner"]
    static let kindKeys: [String: [String]] = [
        "text": ["detail", "style", "image"], "switch": ["isOn", "tint", "image"], "stepper": ["value", "range", "image"],
        "action": ["destructive"], "card": [], "view": [], "spinner": [],
    ]
    /// Every kind's own keys, once each, in a fixed order.
    static let ownKeys = kinds.flatMap { kindKeys[$0] ?? [] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    static let attributeKeys = ["backgroundColor", "textColor", "detailTextColor", "textFont", "detailTextFont", "textAlignment",
                                "detailTextAlignment", "numberOfLines", "imageTintColor", "accessory", "checked"]
    static let rowKeys = ["height", "state", "editingControl", "reorder", "leadingSwipeActions", "trailingSwipeActions"]
    static let editingControls: [(String, EditingControl)] = [("none", .none), ("delete", .delete), ("insert", .insert)]

    /// One row: a mapping with one kind key (`text`, `switch`, `stepper`, `action`, `card`,
    /// `view`, `spinner`), that kind's own keys, and row modifiers.
    func row(_ node: CatalogNode) throws(CatalogError) -> Row {
        try views.budget.spend(node)
        let expected = "exactly one of \(Self.kinds.joined(separator: ", ")) (or a composition: \(Self.rowCompositions.joined(separator: ", ")))"
        guard case .mapping(let mapping) = node.node else { throw node.error("found \(node.shown)", expected: "a row mapping with \(expected)") }
        let named = mapping.keys.compactMap { key -> String? in if case .scalar(let scalar) = key, Self.kinds.contains(scalar.string) { scalar.string } else { nil } }
        guard named.count == 1, let kind = named.first else {
            if named.isEmpty {  // a misspelt kind reads best as an unknown key with a did-you-mean
                _ = try node.fields(Self.kinds + Self.rowCompositions + Self.ownKeys + Self.attributeKeys + Self.rowKeys)
            }
            let found = named.isEmpty ? "no row kind" : "several row kinds (\(named.joined(separator: ", ")))"
            throw node.error("has \(found)", expected: expected)
        }
        let fields = try node.fields([kind] + (Self.kindKeys[kind] ?? []) + Self.attributeKeys + Self.rowKeys)
        let body = try fields.required(kind)
        let image = try fields["image"].map { field throws(CatalogError) in try Self.image(field) }
        var row: Row
        switch kind {
        case "text":
            row = Row(text: try body.string(), detailText: try fields["detail"]?.string(), image: image,
                      style: try fields["style"]?.choice(RowStyle.self) ?? .default)
        case "switch":
            row = Row.Switch(text: try body.string(), isOn: try fields["isOn"]?.bool() ?? false, image: image,
                             tint: try fields["tint"]?.dynamicColor()).row
        case "stepper":
            let range = try fields["range"].map { field throws(CatalogError) in try Self.range(field) } ?? 0...100
            let value = try fields["value"]?.int(in: range) ?? range.lowerBound
            row = Row.Stepper(text: try body.string(), value: value, in: range, image: image).row
        case "action":
            row = Row.Action(text: try body.string(), destructive: try fields["destructive"]?.bool() ?? false).row
        case "spinner":
            guard (try? body.bool()) == true else { throw body.error("found \(body.shown)", expected: "true (a pagination row with an activity indicator)") }
            row = Row.spinner
        case "card":
            let card = try body.fields(CardDecoder.contentKeys)
            row = Row(cell: try CardDecoder.cell(card))
        default:
            row = Row(view: try views.view(body))
        }
        row = try Self.attributes(row, fields)
        if let field = fields["height"] { row = row.height(try field.double(in: 0...10_000)) }
        if let field = fields["state"] { row = row.state(try field.choice(RowState.self)) }
        if fields["editingControl"] != nil || fields["reorder"] != nil {
            row = row.editing(try fields["editingControl"]?.choice(Self.editingControls) ?? .delete, reorder: try fields["reorder"]?.bool() ?? false)
        }
        if let field = fields["leadingSwipeActions"] {
            let (actions, revealed) = try Self.swipe(field)
            row = row.leadingSwipeActions(actions, revealed: revealed)
        }
        if let field = fields["trailingSwipeActions"] {
            let (actions, revealed) = try Self.swipe(field)
            row = row.trailingSwipeActions(actions, revealed: revealed)
        }
        return row
    }

    /// The row modifiers that reach rows from sections too.
    static func attributes<M: RowModifiable>(_ value: M, _ fields: CatalogFields) throws(CatalogError) -> M {
        var modified = value
        if let field = fields["backgroundColor"] { modified = modified.backgroundColor(try field.dynamicColor()) }
        if let field = fields["textColor"] { modified = modified.textColor(try field.dynamicColor()) }
        if let field = fields["detailTextColor"] { modified = modified.detailTextColor(try field.dynamicColor()) }
        if let field = fields["textFont"] { modified = modified.textFont(try font(field)) }
        if let field = fields["detailTextFont"] { modified = modified.detailTextFont(try font(field)) }
        if let field = fields["textAlignment"] { modified = modified.textAlignment(try field.choice(ViewDecoder.textAlignments)) }
        if let field = fields["detailTextAlignment"] { modified = modified.detailTextAlignment(try field.choice(ViewDecoder.textAlignments)) }
        if let field = fields["numberOfLines"] { modified = modified.numberOfLines(try field.int(in: 0...1000)) }
        if let field = fields["imageTintColor"] { modified = modified.imageTintColor(try field.dynamicColor()) }
        if let field = fields["accessory"] { modified = modified.accessory(try field.choice(RowAccessory.self)) }
        if let field = fields["checked"] { modified = modified.checked(try field.bool()) }
        return modified
    }

    /// `{style, weight}` (Dynamic Type) or `{size, weight}` (fixed).
    static func font(_ node: CatalogNode) throws(CatalogError) -> RowFont {
        let fields = try node.fields(["style", "size", "weight"])
        let weight = try fields["weight"]?.choice(ViewDecoder.weights)
        if let size = fields["size"] {
            guard fields["style"] == nil else { throw node.error("has both style and size", expected: "{style, weight} or {size, weight}") }
            return .system(size: try size.double(in: 1...200), weight: weight ?? .regular)
        }
        return .style(try fields.required("style").choice(TextStyle.self), weight: weight)
    }

    /// An icon name, or `{icon, tint, background}`: a background makes a Settings-style tile,
    /// its icon white unless `tint` says otherwise.
    static func image(_ node: CatalogNode) throws(CatalogError) -> RowImage {
        guard case .mapping = node.node else { return .icon(try CardDecoder.icon(node)) }
        let fields = try node.fields(["icon", "tint", "background"])
        let icon = try CardDecoder.icon(fields.required("icon"))
        let tint = try fields["tint"]?.dynamicColor()
        guard let background = try fields["background"]?.dynamicColor() else { return .icon(icon, tint: tint) }
        return RowImage(icon: icon, tint: tint ?? .white, background: background)
    }

    /// `[low, high]`.
    static func range(_ node: CatalogNode) throws(CatalogError) -> ClosedRange<Int> {
        let items = try node.list()
        guard items.count == 2 else { throw node.error("has \(items.count) values", expected: "[lowest, highest]") }
        let low = try items[0].int(in: -1_000_000...1_000_000)
        let high = try items[1].int(in: low...1_000_000)
        return low...high
    }

    /// A list of actions, or `{actions, revealed}`; an action is a title or `{title, style, tint}`.
    static func swipe(_ node: CatalogNode) throws(CatalogError) -> ([SwipeAction], Bool) {
        var list = node
        var revealed = false
        if case .mapping = node.node {
            let fields = try node.fields(["actions", "revealed"])
            list = try fields.required("actions")
            revealed = try fields["revealed"]?.bool() ?? false
        }
        let actions = try list.list().map { action throws(CatalogError) -> SwipeAction in
            guard case .mapping = action.node else { return SwipeAction(try action.string()) }
            let fields = try action.fields(["title", "style", "tint"])
            let title = try fields.required("title").string()
            if let tint = fields["tint"] {
                guard fields["style"] == nil else { throw action.error("has both style and tint", expected: "{title, style} or {title, tint}") }
                return SwipeAction(title, style: .tinted(try tint.dynamicColor()))
            }
            return SwipeAction(title, style: try fields["style"]?.choice([("normal", SwipeAction.Style.normal), ("destructive", .destructive)]) ?? .normal)
        }
        return (actions, revealed)
    }

    /// `{title, display, backTitle, leadingButtons, trailingButtons}`; a button is a title,
    /// `{title, prominent}` or `{icon}`.
    static func screen(_ node: CatalogNode, table: TableView) throws(CatalogError) -> Screen {
        let fields = try node.fields(["title", "display", "backTitle", "leadingButtons", "trailingButtons"])
        func buttons(_ key: String) throws(CatalogError) -> [BarButton] {
            try fields[key]?.list().map { button throws(CatalogError) -> BarButton in
                guard case .mapping = button.node else { return BarButton(try button.string()) }
                let buttonFields = try button.fields(["title", "prominent", "icon"])
                if let icon = buttonFields["icon"] {
                    guard buttonFields["title"] == nil, buttonFields["prominent"] == nil else { throw button.error("has both icon and title", expected: "{title, prominent} or {icon}") }
                    return BarButton(icon: try CardDecoder.icon(icon))
                }
                return BarButton(try buttonFields.required("title").string(), prominent: try buttonFields["prominent"]?.bool() ?? false)
            } ?? []
        }
        return Screen(title: try fields.required("title").string(),
                      titleDisplayMode: try fields["display"]?.choice([("large", Screen.TitleDisplayMode.large), ("inline", .inline)]) ?? .large,
                      backTitle: try fields["backTitle"]?.string(), leadingButtons: try buttons("leadingButtons"),
                      trailingButtons: try buttons("trailingButtons"), table: table)
    }

    /// `{height, offset}` in points: the window of the table a screenshot shows.
    static func viewport(_ node: CatalogNode) throws(CatalogError) -> Viewport {
        let fields = try node.fields(["height", "offset"])
        return Viewport(height: try fields.required("height").double(in: 1...100_000), offset: try fields["offset"]?.double(in: 0...1_000_000) ?? 0)
    }
}
