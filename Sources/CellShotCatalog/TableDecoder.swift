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
    func entry(_ f: CatalogFields) throws(CatalogError) -> DecodedLayout {
        let table = try self.table(f.required("table"))
        let viewport = try f["viewport"].map { n throws(CatalogError) in try Self.viewport(n) }
        guard let screenNode = f["screen"] else {
            return DecodedLayout { width, environment in try table.layout(width: width, environment: environment, viewport: viewport) }
        }
        let screen = try Self.screen(screenNode, table: table)
        return DecodedLayout { width, environment in try screen.layout(width: width, environment: environment, viewport: viewport) }
    }

    /// `{style, editing, separatorStyle, tint, background, sections}`.
    func table(_ n: CatalogNode) throws(CatalogError) -> TableView {
        let f = try n.fields(["style", "editing", "separatorStyle", "tint", "background", "sections"])
        let sections = try f.required("sections").list().map { s throws(CatalogError) in try sectionContent(s) }
        var table = TableView(style: try f["style"]?.choice(TableStyle.self) ?? .insetGrouped) { for s in sections { s } }
        if let v = f["editing"] { table = table.editing(try v.bool()) }
        if let v = f["separatorStyle"] { table = table.separatorStyle(try v.choice([("singleLine", SeparatorStyle.singleLine), ("none", .none)])) }
        if let v = f["tint"] { table = table.tint(try v.dynamicColor()) }
        if let v = f["background"] { table.backgroundColor = try v.dynamicColor() }
        return table
    }

    /// `{header, footer, rows}` and any row modifier (it reaches every row of the section).
    func section(_ n: CatalogNode) throws(CatalogError) -> TableSection {
        try views.budget.spend(n)
        let f = try n.fields(["header", "footer", "rows"] + Self.attributeKeys + Self.sectionCompositions)
        let content = try rows(f.required("rows"))
        let section = TableSection(header: try f["header"].map { h throws(CatalogError) in try supplement(h) },
                                   footer: try f["footer"].map { h throws(CatalogError) in try supplement(h) }) { for r in content { r } }
        return try Self.attributes(section, f)
    }

    /// A title, or `{title, height}` / `{view, height}` / `{card, height}`.
    func supplement(_ n: CatalogNode) throws(CatalogError) -> SectionSupplement {
        guard case .mapping = n.node else { return .title(try n.string()) }
        let f = try n.fields(["title", "view", "card", "height"])
        let height = try f["height"].map { h throws(CatalogError) in RowHeight.fixed(try h.double(in: 0...10_000)) } ?? .automatic
        let given = ["title", "view", "card"].filter { f[$0] != nil }
        guard given.count <= 1 else {
            throw n.error("has \(given.joined(separator: " and "))", expected: "one of {title, height}, {view, height} or {card, height}")
        }
        if let view = f["view"] { return .view(try views.view(view), height: height) }
        if let card = f["card"] { return .cell(try CardDecoder.cell(card.fields(CardDecoder.contentKeys)), height: height) }
        return .title(try f.required("title").string(), height: height)
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
    func row(_ n: CatalogNode) throws(CatalogError) -> Row {
        try views.budget.spend(n)
        let expected = "exactly one of \(Self.kinds.joined(separator: ", ")) (or a composition: \(Self.rowCompositions.joined(separator: ", ")))"
        guard case .mapping(let mapping) = n.node else { throw n.error("found \(n.shown)", expected: "a row mapping with \(expected)") }
        let named = mapping.keys.compactMap { k -> String? in if case .scalar(let s) = k, Self.kinds.contains(s.string) { s.string } else { nil } }
        guard named.count == 1, let kind = named.first else {
            if named.isEmpty {  // a misspelt kind reads best as an unknown key with a did-you-mean
                _ = try n.fields(Self.kinds + Self.rowCompositions + Self.ownKeys + Self.attributeKeys + Self.rowKeys)
            }
            let found = named.isEmpty ? "no row kind" : "several row kinds (\(named.joined(separator: ", ")))"
            throw n.error("has \(found)", expected: expected)
        }
        let f = try n.fields([kind] + (Self.kindKeys[kind] ?? []) + Self.attributeKeys + Self.rowKeys)
        let body = try f.required(kind)
        let image = try f["image"].map { i throws(CatalogError) in try Self.image(i) }
        var row: Row
        switch kind {
        case "text":
            row = Row(text: try body.string(), detailText: try f["detail"]?.string(), image: image,
                      style: try f["style"]?.choice(RowStyle.self) ?? .default)
        case "switch":
            row = Row.Switch(text: try body.string(), isOn: try f["isOn"]?.bool() ?? false, image: image,
                             tint: try f["tint"]?.dynamicColor()).row
        case "stepper":
            let range = try f["range"].map { r throws(CatalogError) in try Self.range(r) } ?? 0...100
            let value = try f["value"]?.int(in: range) ?? range.lowerBound
            row = Row.Stepper(text: try body.string(), value: value, in: range, image: image).row
        case "action":
            row = Row.Action(text: try body.string(), destructive: try f["destructive"]?.bool() ?? false).row
        case "spinner":
            guard (try? body.bool()) == true else { throw body.error("found \(body.shown)", expected: "true (a pagination row with an activity indicator)") }
            row = Row.spinner
        case "card":
            let card = try body.fields(CardDecoder.contentKeys)
            row = Row(cell: try CardDecoder.cell(card))
        default:
            row = Row(view: try views.view(body))
        }
        row = try Self.attributes(row, f)
        if let v = f["height"] { row = row.height(try v.double(in: 0...10_000)) }
        if let v = f["state"] { row = row.state(try v.choice(RowState.self)) }
        if f["editingControl"] != nil || f["reorder"] != nil {
            row = row.editing(try f["editingControl"]?.choice(Self.editingControls) ?? .delete, reorder: try f["reorder"]?.bool() ?? false)
        }
        if let v = f["leadingSwipeActions"] {
            let (actions, revealed) = try Self.swipe(v)
            row = row.leadingSwipeActions(actions, revealed: revealed)
        }
        if let v = f["trailingSwipeActions"] {
            let (actions, revealed) = try Self.swipe(v)
            row = row.trailingSwipeActions(actions, revealed: revealed)
        }
        return row
    }

    /// The row modifiers that reach rows from sections too.
    static func attributes<M: RowModifiable>(_ value: M, _ f: CatalogFields) throws(CatalogError) -> M {
        var m = value
        if let v = f["backgroundColor"] { m = m.backgroundColor(try v.dynamicColor()) }
        if let v = f["textColor"] { m = m.textColor(try v.dynamicColor()) }
        if let v = f["detailTextColor"] { m = m.detailTextColor(try v.dynamicColor()) }
        if let v = f["textFont"] { m = m.textFont(try font(v)) }
        if let v = f["detailTextFont"] { m = m.detailTextFont(try font(v)) }
        if let v = f["textAlignment"] { m = m.textAlignment(try v.choice(ViewDecoder.textAlignments)) }
        if let v = f["detailTextAlignment"] { m = m.detailTextAlignment(try v.choice(ViewDecoder.textAlignments)) }
        if let v = f["numberOfLines"] { m = m.numberOfLines(try v.int(in: 0...1000)) }
        if let v = f["imageTintColor"] { m = m.imageTintColor(try v.dynamicColor()) }
        if let v = f["accessory"] { m = m.accessory(try v.choice(RowAccessory.self)) }
        if let v = f["checked"] { m = m.checked(try v.bool()) }
        return m
    }

    /// `{style, weight}` (Dynamic Type) or `{size, weight}` (fixed).
    static func font(_ n: CatalogNode) throws(CatalogError) -> RowFont {
        let f = try n.fields(["style", "size", "weight"])
        let weight = try f["weight"]?.choice(ViewDecoder.weights)
        if let size = f["size"] {
            guard f["style"] == nil else { throw n.error("has both style and size", expected: "{style, weight} or {size, weight}") }
            return .system(size: try size.double(in: 1...200), weight: weight ?? .regular)
        }
        return .style(try f.required("style").choice(TextStyle.self), weight: weight)
    }

    /// An icon name, or `{icon, tint, background}`: a background makes a Settings-style tile,
    /// its icon white unless `tint` says otherwise.
    static func image(_ n: CatalogNode) throws(CatalogError) -> RowImage {
        guard case .mapping = n.node else { return .icon(try CardDecoder.icon(n)) }
        let f = try n.fields(["icon", "tint", "background"])
        let icon = try CardDecoder.icon(f.required("icon"))
        let tint = try f["tint"]?.dynamicColor()
        guard let background = try f["background"]?.dynamicColor() else { return .icon(icon, tint: tint) }
        return RowImage(icon: icon, tint: tint ?? .white, background: background)
    }

    /// `[low, high]`.
    static func range(_ n: CatalogNode) throws(CatalogError) -> ClosedRange<Int> {
        let items = try n.list()
        guard items.count == 2 else { throw n.error("has \(items.count) values", expected: "[lowest, highest]") }
        let low = try items[0].int(in: -1_000_000...1_000_000)
        let high = try items[1].int(in: low...1_000_000)
        return low...high
    }

    /// A list of actions, or `{actions, revealed}`; an action is a title or `{title, style, tint}`.
    static func swipe(_ n: CatalogNode) throws(CatalogError) -> ([SwipeAction], Bool) {
        var list = n
        var revealed = false
        if case .mapping = n.node {
            let f = try n.fields(["actions", "revealed"])
            list = try f.required("actions")
            revealed = try f["revealed"]?.bool() ?? false
        }
        let actions = try list.list().map { a throws(CatalogError) -> SwipeAction in
            guard case .mapping = a.node else { return SwipeAction(try a.string()) }
            let f = try a.fields(["title", "style", "tint"])
            let title = try f.required("title").string()
            if let tint = f["tint"] {
                guard f["style"] == nil else { throw a.error("has both style and tint", expected: "{title, style} or {title, tint}") }
                return SwipeAction(title, style: .tinted(try tint.dynamicColor()))
            }
            return SwipeAction(title, style: try f["style"]?.choice([("normal", SwipeAction.Style.normal), ("destructive", .destructive)]) ?? .normal)
        }
        return (actions, revealed)
    }

    /// `{title, display, backTitle, leadingButtons, trailingButtons}`; a button is a title,
    /// `{title, prominent}` or `{icon}`.
    static func screen(_ n: CatalogNode, table: TableView) throws(CatalogError) -> Screen {
        let f = try n.fields(["title", "display", "backTitle", "leadingButtons", "trailingButtons"])
        func buttons(_ key: String) throws(CatalogError) -> [BarButton] {
            try f[key]?.list().map { b throws(CatalogError) -> BarButton in
                guard case .mapping = b.node else { return BarButton(try b.string()) }
                let g = try b.fields(["title", "prominent", "icon"])
                if let icon = g["icon"] {
                    guard g["title"] == nil, g["prominent"] == nil else { throw b.error("has both icon and title", expected: "{title, prominent} or {icon}") }
                    return BarButton(icon: try CardDecoder.icon(icon))
                }
                return BarButton(try g.required("title").string(), prominent: try g["prominent"]?.bool() ?? false)
            } ?? []
        }
        return Screen(title: try f.required("title").string(),
                      titleDisplayMode: try f["display"]?.choice([("large", Screen.TitleDisplayMode.large), ("inline", .inline)]) ?? .large,
                      backTitle: try f["backTitle"]?.string(), leadingButtons: try buttons("leadingButtons"),
                      trailingButtons: try buttons("trailingButtons"), table: table)
    }

    /// `{height, offset}` in points: the window of the table a screenshot shows.
    static func viewport(_ n: CatalogNode) throws(CatalogError) -> Viewport {
        let f = try n.fields(["height", "offset"])
        return Viewport(height: try f.required("height").double(in: 1...100_000), offset: try f["offset"]?.double(in: 0...1_000_000) ?? 0)
    }
}
