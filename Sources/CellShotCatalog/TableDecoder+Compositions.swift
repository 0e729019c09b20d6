import CellShotLayout
import Yams

/// The compositions of rows and sections: `group`, `forEach` and `multiSelection` (rows and
/// sections) and `stylished` (sections), as `Row.Group`, `Row.ForEach`, `Row.MultiSelection`,
/// `TableSection.Group`, `TableSection.ForEach`, `TableSection.MultiSelection` and
/// `TableSection.Stylished` build them in Swift. `{item}` in a template is replaced by each
/// item (`{NAME}` with `as: NAME`); `{title}` in a group's `headerView` by each header title.
extension TableDecoder {
    static let rowCompositions = ["group", "forEach", "multiSelection"]
    static let sectionCompositions = ["group", "stylished", "forEach", "multiSelection"]

    /// A row, or a composition of rows.
    func rowContent(_ node: CatalogNode) throws(CatalogError) -> any RowContent {
        guard let kind = Self.composition(node, Self.rowCompositions) else { return try row(node) }
        switch kind {
        case "group":
            let fields = try node.fields(["group"] + Self.attributeKeys)
            let rows = try rows(fields.required("group"))
            return try Self.attributes(Row.Group { for row in rows { row } }, fields)
        case "forEach":
            let fields = try node.fields(["forEach", "as", "row", "rows"] + Self.attributeKeys)
            let (items, perItem) = try expand(fields, "forEach")
            return try Self.attributes(Row.ForEach(items) { item in for row in perItem[item] ?? [] { row } }, fields)
        default:
            let fields = try node.fields(["multiSelection", "as", "selected", "row", "rows"] + Self.attributeKeys)
            let (items, perItem) = try expand(fields, "multiSelection")
            let selected = try Self.selection(fields, items)
            return try Self.attributes(Row.MultiSelection(items, selection: selected) { item in for row in perItem[item] ?? [] { row } }, fields)
        }
    }

    /// A section, or a composition of sections.
    func sectionContent(_ node: CatalogNode) throws(CatalogError) -> any SectionContent {
        guard let kind = Self.composition(node, Self.sectionCompositions) else { return try section(node) }
        switch kind {
        case "group", "stylished":
            let fields = try node.fields([kind] + Self.attributeKeys + (kind == "group" ? ["headerView"] : []))
            let sections = try fields.required(kind).list().map { item throws(CatalogError) in try sectionContent(item) }
            if kind == "stylished" { return try Self.attributes(TableSection.Stylished { for section in sections { section } }, fields) }
            var group = TableSection.Group { for section in sections { section } }
            if let template = fields["headerView"] { group = group.header(try headerView(template)) }
            return try Self.attributes(group, fields)
        case "forEach":
            let fields = try node.fields(["forEach", "as", "section", "sections"] + Self.attributeKeys)
            let items = try fields.required("forEach").uniqueItems()
            let template = try Self.template(fields, one: "section", many: "sections")
            let placeholder = try Self.placeholder(fields)
            var perItem: [String: [any SectionContent]] = [:]
            for item in items {
                perItem[item] = try template.map { templateNode throws(CatalogError) in try sectionContent(try templateNode.substituting(placeholder, with: item)) }
            }
            return try Self.attributes(TableSection.ForEach(items) { item in for section in perItem[item] ?? [] { section } }, fields)
        default:
            let fields = try node.fields(["multiSelection", "as", "selected", "row", "rows", "header", "footer"] + Self.attributeKeys)
            let (items, perItem) = try expand(fields, "multiSelection")
            let selected = try Self.selection(fields, items)
            let section = TableSection.MultiSelection(try fields["header"]?.string(), footer: try fields["footer"]?.string(),
                                                      data: items, selection: selected) { item in for row in perItem[item] ?? [] { row } }
            return try Self.attributes(section, fields)
        }
    }

    /// A view template for every title header of a group, `{title}` replaced by the title.
    /// It is decoded once here (so mistakes are reported with their position) and again per
    /// title; a title that makes it invalid (`{title}` in a number field) keeps its plain header.
    func headerView(_ template: CatalogNode) throws(CatalogError) -> (String) -> SectionSupplement {
        _ = try views.view(template.substituting("{title}", with: "Title"))
        let folder = views.folder
        return { title in
            // A decoder of its own: layouts run on many threads, and the template is known small.
            guard let view = try? ViewDecoder(folder: folder).view(template.substituting("{title}", with: title)) else { return .title(title) }
            return .view(view)
        }
    }

    /// The rows of a list.
    func rows(_ node: CatalogNode) throws(CatalogError) -> [any RowContent] {
        try node.list().map { item throws(CatalogError) in try rowContent(item) }
    }

    /// The items under `key` and each item's rows from the `row` or `rows` template
    /// (`{text: "{item}"}` when neither is given).
    func expand(_ fields: CatalogFields, _ key: String) throws(CatalogError) -> ([String], [String: [any RowContent]]) {
        let items = try fields.required(key).uniqueItems()
        let template = fields["row"] == nil && fields["rows"] == nil ? [] : try Self.template(fields, one: "row", many: "rows")
        let placeholder = try Self.placeholder(fields)
        var perItem: [String: [any RowContent]] = [:]
        for item in items {
            perItem[item] = template.isEmpty ? [Row(text: item)]
                : try template.map { templateNode throws(CatalogError) in try rowContent(try templateNode.substituting(placeholder, with: item)) }
        }
        return (items, perItem)
    }

    /// `{item}`, or `{NAME}` for `as: NAME` (so a forEach inside another can use both items).
    static func placeholder(_ fields: CatalogFields) throws(CatalogError) -> String {
        guard let node = fields["as"] else { return "{item}" }
        let name = try node.string()
        guard !name.isEmpty, name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }) else {
            throw node.error("\(node.shown) is not a placeholder name", expected: "ASCII letters, e.g. size for {size}")
        }
        return "{\(name)}"
    }

    /// The template nodes under `one` (a single mapping) or `many` (a list), not both.
    static func template(_ fields: CatalogFields, one: String, many: String) throws(CatalogError) -> [CatalogNode] {
        if let single = fields[one] {
            guard fields[many] == nil else { throw single.error("is given together with \"\(many)\"", expected: "either \(one) or \(many)") }
            return [single]
        }
        return try fields.required(many).list()
    }

    /// The `selected` items, each one of `items`.
    static func selection(_ fields: CatalogFields, _ items: [String]) throws(CatalogError) -> Set<String> {
        var selected = Set<String>()
        for node in try fields["selected"]?.list() ?? [] {
            let value = try node.string()
            guard items.contains(value) else {
                var message = "\"\(value)\" is not one of the items"
                if let near = Spelling.nearest(to: value, in: items) { message += "; did you mean \"\(near)\"?" }
                throw node.error(message, expected: items.joined(separator: ", "))
            }
            selected.insert(value)
        }
        return selected
    }

    /// The composition key of a mapping, when it has one of `kinds`.
    static func composition(_ node: CatalogNode, _ kinds: [String]) -> String? {
        guard case .mapping(let mapping) = node.node else { return nil }
        for key in mapping.keys { if case .scalar(let scalar) = key, kinds.contains(scalar.string) { return scalar.string } }
        return nil
    }
}
