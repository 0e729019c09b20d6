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
        let minY: Double
        let height: Double
        /// Nodes built while measuring, at y = 0 (rows) or at `y` (headers, footers).
        var node: LayoutNode? = nil
        var separatorInset = 0.0
        var isRow: Bool { if case .row = kind { return true } else { return false } }
    }

    init(table: TableView, width: Double, env: CellEnvironment) throws(CellError) {
        try CellLimits.validate(width: width, scale: env.scale)
        self.table = table; self.width = width; self.env = env
        self.metrics = TableMetrics(style: table.style, width: width, env: env, tint: table.tint)
        let sections = try table.sections()
        var rows: [[Row]] = []
        var count = 0
        for (i, section) in sections.enumerated() {
            do {
                rows.append(try section.rows())
            } catch {
                throw error.prefixed("section[\(i)]")
            }
            count += rows[i].count
            guard count <= TableLimits.maxRows else { throw .tooManyRows(count: count, maximum: TableLimits.maxRows) }
        }
        self.sections = sections
        self.rows = rows
    }

    func rowLayout(_ section: Int, _ rowIndex: Int) -> RowLayout { rowLayout(rows[section][rowIndex], section, rowIndex) }

    func rowLayout(_ row: Row, _ section: Int, _ rowIndex: Int) -> RowLayout {
        RowLayout(row: row, metrics: metrics, section: section, index: rowIndex, isEditing: table.isEditing, isStylished: sections[section].isStylished)
    }

    func supplements(_ section: Int) -> SupplementLayout { SupplementLayout(metrics: metrics, isStylished: sections[section].isStylished) }

    /// Pass 2: the tree for `viewport` (nil = everything), its content shifted down by `top`;
    /// `under` points of content above the window are laid out too (under a translucent bar).
    mutating func layout(viewport: Viewport?, top: Double, under: Double = 0) throws(CellError) -> (tree: LayoutTree, contentHeight: Double) {
        if let viewport {
            guard viewport.height.isFinite, viewport.height > 0, viewport.height <= CellLimits.maxHeight else { throw .at(path: "viewport", .invalidHeight(viewport.height)) }
            guard viewport.offset.isFinite, viewport.offset >= 0 else { throw .invalidOffset(viewport.offset) }
        }
        var (items, ranges, contentHeight, isComplete) = try plan(fullRenderTop: viewport == nil ? top : nil)
        let windowTop = viewport?.offset ?? 0
        let windowHeight = viewport?.height ?? max(contentHeight, metrics.minimumRowHeight)
        let pixels = Int(((top + windowHeight) * env.scale).rounded(.up))
        guard pixels <= TableLimits.maxPixelHeight else { throw .tooTall(pixels: pixels, maximum: TableLimits.maxPixelHeight) }
        if !isComplete {
            // Only a content that shrinks again (a negative height) gets here: plan it whole.
            notes = []
            (items, ranges, contentHeight, _) = try plan(fullRenderTop: nil)
        }
        let windowBottom = windowTop + windowHeight
        let drawnTop = windowTop - under
        let dy = top - windowTop
        var sectionNodes: [LayoutNode] = []
        var visibleRows = 0
        for section in sections.indices {
            // Positions only: an item copied here would keep its node shared.
            guard let first = ranges[section].first, let last = ranges[section].last,
                  items[first].minY < windowBottom, items[last].minY + items[last].height > drawnTop else { continue }
            let firstY = items[first].minY, firstHeight = items[first].height, sectionEnd = items[last].minY + items[last].height
            var children: [LayoutNode] = []
            var rowNodes: [LayoutNode] = []
            // Plain tables pin a scrolled-past section header to the top of the window (pushed
            // up by the next section), on the bar material, as UITableView does.
            let pinned = table.style == .plain && viewport != nil && firstY < windowTop && firstHeight > 0 && items[first].node != nil
            for i in visible(items, ranges[section], from: drawnTop, to: windowBottom) {
                if case .header = items[i].kind, pinned { continue }
                // The item gives its node up, so placing moves the only copy of the tree.
                var node = items[i].node
                items[i].node = nil
                let item = items[i]
                switch item.kind {
                case .header:
                    if var headerNode = node.take() { place(&headerNode, dy: dy); children.append(mirror(headerNode, embedded: isEmbedded(sections[section].header))) }
                case .footer:
                    if var footerNode = node.take() { place(&footerNode, dy: dy); children.append(mirror(footerNode, embedded: isEmbedded(sections[section].footer))) }
                case let .row(rowIndex):
                    rowNodes.append(try rowNode(section, rowIndex, item: item, node: node.take(), dy: dy))
                    visibleRows += 1
                }
            }
            if !rowNodes.isEmpty { children.insert(contentsOf: group(section, rowNodes, items: items[ranges[section]], dy: dy), at: min(1, children.count)) }
            if pinned, let pinnedNode = items[first].node {
                let pinnedY = min(windowTop, sectionEnd - firstHeight)
                var header = placed(pinnedNode, dy: dy + pinnedY - firstY)
                header.content = .box(BoxStyle(fill: metrics.barMaterial, radius: 0, continuous: false))
                header.text = "pinned"
                children.append(mirror(header, embedded: isEmbedded(sections[section].header)))
            }
            let frame = snap(Rect(x: 0, y: firstY + dy, width: width, height: sectionEnd - firstY))
            sectionNodes.append(LayoutNode(name: "section[\(section)]", frame: frame, children: children))
        }
        let root = LayoutNode(name: "table", frame: snap(Rect(x: 0, y: top, width: width, height: windowHeight)), children: sectionNodes)
        let rowCount = rows.reduce(0) { $0 + $1.count }
        var summary = "table style=\(table.style.rawValue) sections=\(sections.count) rows=\(rowCount) content=\(LayoutTree.num(contentHeight))pt"
        if let viewport { summary += " viewport=\(LayoutTree.num(viewport.offset))+\(LayoutTree.num(viewport.height)) visibleRows=\(visibleRows)" }
        summary += " appearance=\(env.appearance.rawValue) size=\(env.contentSize.rawValue) direction=\(env.layoutDirection == .rightToLeft ? "rtl" : "ltr")"
        if table.isEditing { summary += " editing" }
        let background = metrics.color(table.backgroundColor ?? (table.style.isGrouped ? .systemGroupedBackground : .systemBackground))
        let tree = LayoutTree(size: Size(width: width, height: top + windowHeight), scale: env.scale, background: background,
                              root: root, summary: summary, notes: notes)
        return (tree, contentHeight)
    }
}
