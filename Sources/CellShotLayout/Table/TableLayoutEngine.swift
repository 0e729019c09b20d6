import CellShotRaster
import CellShotText

/// Lays a ``TableView`` out in two passes: heights of every header, row and footer (a fast
/// path for single-line rows keeps long tables cheap), then nodes for the items inside the
/// viewport only. Nodes are named by their place: `section[1]/row[3]/accessory`.
struct TableLayoutEngine {
    let table: TableView
    let width: Double
    let env: CellEnvironment
    let metrics: TableMetrics
    let sections: [TableSection]
    let rows: [[Row]]
    var notes: [String] = []

    /// One vertical slice of the table.
    struct Item {
        enum Kind { case header, row(Int), footer }
        let section: Int
        let kind: Kind
        let y: Double
        let height: Double
        /// Nodes built while measuring, at y = 0 (rows) or at `y` (headers, footers).
        var node: LayoutNode? = nil
        var separatorInset = 0.0
    }

    init(table: TableView, width: Double, env: CellEnvironment) throws(CellError) {
        try CellLimits.validate(width: width, scale: env.scale)
        self.table = table; self.width = width; self.env = env
        self.metrics = TableMetrics(style: table.style, width: width, env: env, tint: table.tint)
        let sections = try table.sections()
        var rows: [[Row]] = []
        var count = 0
        for (i, s) in sections.enumerated() {
            do {
                rows.append(try s.rows())
            } catch {
                throw error.prefixed("section[\(i)]")
            }
            count += rows[i].count
            guard count <= TableLimits.maxRows else { throw .tooManyRows(count: count, maximum: TableLimits.maxRows) }
        }
        self.sections = sections
        self.rows = rows
    }

    func rowLayout(_ s: Int, _ r: Int) -> RowLayout {
        RowLayout(row: rows[s][r], metrics: metrics, path: "section[\(s)]/row[\(r)]", isEditing: table.isEditing, isStylished: sections[s].isStylished)
    }

    func supplements(_ s: Int) -> SupplementLayout { SupplementLayout(metrics: metrics, isStylished: sections[s].isStylished) }

    /// Pass 1: every item's position and height.
    mutating func plan() throws(CellError) -> (items: [Item], sections: [Range<Int>], height: Double) {
        var items: [Item] = []
        var ranges: [Range<Int>] = []
        var y = 0.0
        for s in sections.indices {
            let start = items.count
            defer { ranges.append(start..<items.count) }
            try validate(sections[s].header?.height, path: "section[\(s)]/header")
            try validate(sections[s].footer?.height, path: "section[\(s)]/footer")
            let header = try supplements(s).layout(sections[s].header, .header, y: y, path: "section[\(s)]/header")
            items.append(Item(section: s, kind: .header, y: y, height: header.height, node: header.node)); y += header.height
            if rows[s].isEmpty { notes.append("section[\(s)] has no rows") }
            for r in rows[s].indices {
                try validate(rows[s][r].height, path: "section[\(s)]/row[\(r)]")
                if case let .stepper(value, range) = rows[s][r].kind, !range.contains(value) {
                    notes.append("section[\(s)]/row[\(r)]: stepper value \(value) clamped to \(range.lowerBound)…\(range.upperBound)")
                }
                let (rh, built) = try rowLayout(s, r).measure(x: metrics.rowX, width: metrics.rowWidth)
                items.append(Item(section: s, kind: .row(r), y: y, height: rh, node: built?.node, separatorInset: built?.separatorInset ?? 0))
                y += rh
            }
            let footer = try supplements(s).layout(sections[s].footer, .footer, y: y, path: "section[\(s)]/footer")
            items.append(Item(section: s, kind: .footer, y: y, height: footer.height, node: footer.node)); y += footer.height
        }
        if table.style.isGrouped, !sections.isEmpty { y += metrics.tableBottom }
        if rows.allSatisfy(\.isEmpty) { notes.append("table has no rows") }
        return (items, ranges, y)
    }

    private func validate(_ h: RowHeight?, path: String) throws(CellError) {
        if case let .fixed(v) = h, !(v.isFinite && v >= 0 && v <= CellLimits.maxHeight) { throw .at(path: path, .invalidHeight(v)) }
    }

    /// Pass 2: the tree for `viewport` (nil = everything), its content shifted down by `top`;
    /// `under` points of content above the window are laid out too (under a translucent bar).
    mutating func layout(viewport: Viewport?, top: Double, under: Double = 0) throws(CellError) -> (tree: LayoutTree, contentHeight: Double) {
        if let v = viewport {
            guard v.height.isFinite, v.height > 0, v.height <= CellLimits.maxHeight else { throw .at(path: "viewport", .invalidHeight(v.height)) }
            guard v.offset.isFinite, v.offset >= 0 else { throw .invalidOffset(v.offset) }
        }
        var (items, ranges, contentHeight) = try plan()
        let windowTop = viewport?.offset ?? 0
        let windowHeight = viewport?.height ?? max(contentHeight, metrics.minimumRowHeight)
        let pixels = Int(((top + windowHeight) * env.scale).rounded(.up))
        guard pixels <= TableLimits.maxPixelHeight else { throw .tooTall(pixels: pixels, maximum: TableLimits.maxPixelHeight) }
        let windowBottom = windowTop + windowHeight
        let drawnTop = windowTop - under
        let dy = top - windowTop
        var sectionNodes: [LayoutNode] = []
        var visibleRows = 0
        for s in sections.indices {
            // Positions only: an item copied here would keep its node shared.
            guard let f = ranges[s].first, let l = ranges[s].last,
                  items[f].y < windowBottom, items[l].y + items[l].height > drawnTop else { continue }
            let firstY = items[f].y, firstHeight = items[f].height, sectionEnd = items[l].y + items[l].height
            var children: [LayoutNode] = []
            var rowNodes: [LayoutNode] = []
            // Plain tables pin a scrolled-past section header to the top of the window (pushed
            // up by the next section), on the bar material, as UITableView does.
            let pinned = table.style == .plain && viewport != nil && firstY < windowTop && firstHeight > 0 && items[f].node != nil
            for i in ranges[s] where items[i].y < windowBottom && items[i].y + items[i].height > drawnTop {
                if case .header = items[i].kind, pinned { continue }
                // The item gives its node up, so placing moves the only copy of the tree.
                var node = items[i].node
                items[i].node = nil
                let item = items[i]
                switch item.kind {
                case .header:
                    if var n = node.take() { place(&n, dy: dy); children.append(mirror(n, embedded: isEmbedded(sections[s].header))) }
                case .footer:
                    if var n = node.take() { place(&n, dy: dy); children.append(mirror(n, embedded: isEmbedded(sections[s].footer))) }
                case let .row(r):
                    rowNodes.append(try rowNode(s, r, item: item, node: node.take(), dy: dy))
                    visibleRows += 1
                }
            }
            if !rowNodes.isEmpty { children.insert(contentsOf: group(s, rowNodes, items: items[ranges[s]], dy: dy), at: min(1, children.count)) }
            if pinned, let n = items[f].node {
                let y = min(windowTop, sectionEnd - firstHeight)
                var header = placed(n, dy: dy + y - firstY)
                header.content = .box(BoxStyle(fill: metrics.barMaterial, radius: 0, continuous: false))
                header.text = "pinned"
                children.append(mirror(header, embedded: isEmbedded(sections[s].header)))
            }
            let frame = snap(Rect(x: 0, y: firstY + dy, width: width, height: sectionEnd - firstY))
            sectionNodes.append(LayoutNode(name: "section[\(s)]", frame: frame, children: children))
        }
        let root = LayoutNode(name: "table", frame: snap(Rect(x: 0, y: top, width: width, height: windowHeight)), children: sectionNodes)
        let rowCount = rows.reduce(0) { $0 + $1.count }
        var summary = "table style=\(table.style.rawValue) sections=\(sections.count) rows=\(rowCount) content=\(LayoutTree.num(contentHeight))pt"
        if let v = viewport { summary += " viewport=\(LayoutTree.num(v.offset))+\(LayoutTree.num(v.height)) visibleRows=\(visibleRows)" }
        summary += " appearance=\(env.appearance.rawValue) size=\(env.contentSize.rawValue) direction=\(env.layoutDirection == .rightToLeft ? "rtl" : "ltr")"
        if table.isEditing { summary += " editing" }
        let background = metrics.color(table.backgroundColor ?? (table.style.isGrouped ? .systemGroupedBackground : .systemBackground))
        let tree = LayoutTree(size: Size(width: width, height: top + windowHeight), scale: env.scale, background: background,
                              root: root, summary: summary, notes: notes)
        return (tree, contentHeight)
    }
}
