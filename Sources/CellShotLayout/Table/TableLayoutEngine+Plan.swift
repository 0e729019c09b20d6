import CellShotRaster
import CellShotText

/// Pass 1, the plan: every header's, row's and footer's position and height. Rows are read in
/// place and a single line of text is measured from its font alone, so a table of many rows
/// costs little per row, in an unoptimised build too.
extension TableLayoutEngine {
    /// The items planned so far and the height they reach.
    struct Plan {
        var items: [Item] = []
        var height = 0.0
        /// A full render's content top in points (nil: a viewport's layout, which keeps every item).
        let fullRenderTop: Double?
        let scale: Double
        /// False once a full render is sure to be refused as too tall: from then on only the
        /// heights are summed, and no item is kept.
        private(set) var keepsItems = true

        mutating func add(_ item: Item) {
            if keepsItems { items.append(item) }
            height += item.height
            if keepsItems, let fullRenderTop, ((fullRenderTop + height) * scale).rounded(.up) > Double(TableLimits.maxPixelHeight) {
                keepsItems = false
            }
        }
    }

    /// The single-line rows' fast path: what it reads of the metrics, taken out once as plain
    /// values (so an unoptimised build copies no metrics per row), and the line height of the
    /// last row font asked for (the rows of a long table share their font, whose metrics are
    /// then looked up once).
    struct SingleLineRows {
        let contentSize: ContentSizeCategory
        let insets: EdgeInsets
        let minimumHeight: Double
        let grid: PixelGrid
        private var font: RowFont?
        private var lineHeight = 0.0

        init(_ metrics: TableMetrics) {
            contentSize = metrics.env.contentSize; insets = metrics.rowInsets
            minimumHeight = metrics.minimumRowHeight; grid = PixelGrid(scale: metrics.env.scale)
        }

        var isAccessibilitySize: Bool { contentSize.isAccessibilityCategory }

        mutating func lineHeight(_ rowFont: RowFont) -> Double {
            if rowFont != font { (font, lineHeight) = (rowFont, rowFont.resolve(contentSize).metrics.lineHeight) }
            return lineHeight
        }
    }

    /// Every item's position and height. For a full render (`fullRenderTop`, the content's top)
    /// that is sure to be refused as too tall, the items past that point are not kept
    /// (`isComplete` false): only the total height is needed then.
    mutating func plan(fullRenderTop: Double?) throws(CellError) -> (items: [Item], sections: [Range<Int>], height: Double, isComplete: Bool) {
        var plan = Plan(fullRenderTop: fullRenderTop, scale: env.scale)
        plan.items.reserveCapacity(rows.reduce(2 * sections.count) { $0 + $1.count })
        var ranges: [Range<Int>] = []
        let metrics = self.metrics, isEditing = table.isEditing
        for section in sections.indices {
            let start = plan.items.count
            defer { ranges.append(start..<plan.items.count) }
            try Self.validate(sections[section].header?.height, path: "section[\(section)]/header")
            try Self.validate(sections[section].footer?.height, path: "section[\(section)]/footer")
            let header = try supplements(section).layout(sections[section].header, .header, y: plan.height, path: "section[\(section)]/header")
            plan.add(Item(section: section, kind: .header, minY: plan.height, height: header.height, node: header.node))
            let sectionRows = rows[section], isStylished = sections[section].isStylished
            if sectionRows.isEmpty { notes.append("section[\(section)] has no rows") }
            try sectionRows.withUnsafeBufferPointer { (buffer) throws(CellError) in
                try Self.planRows(buffer, section: section, metrics: metrics, isEditing: isEditing, isStylished: isStylished,
                                  into: &plan, notes: &notes)
            }
            let footer = try supplements(section).layout(sections[section].footer, .footer, y: plan.height, path: "section[\(section)]/footer")
            plan.add(Item(section: section, kind: .footer, minY: plan.height, height: footer.height, node: footer.node))
        }
        if table.style.isGrouped, !sections.isEmpty { plan.height += metrics.tableBottom }
        if rows.allSatisfy(\.isEmpty) { notes.append("table has no rows") }
        return (plan.items, ranges, plan.height, plan.keepsItems)
    }

    /// The rows of one section, each read where it is stored (never copied whole unless it
    /// must be built): its height from its font when it is a single line, else from its nodes.
    private static func planRows(_ rows: UnsafeBufferPointer<Row>, section: Int, metrics: TableMetrics, isEditing: Bool, isStylished: Bool,
                                 into plan: inout Plan, notes: inout [String]) throws(CellError) {
        guard let first = rows.baseAddress else { return }
        var singleLine = SingleLineRows(metrics)
        for rowIndex in rows.indices {
            let row = first + rowIndex
            try validate(row.pointee.height, path: "section[\(section)]/row[\(rowIndex)]")
            if case let .stepper(value, range) = row.pointee.kind, !range.contains(value) {
                notes.append("section[\(section)]/row[\(rowIndex)]: stepper value \(value) clamped to \(range.lowerBound)…\(range.upperBound)")
            }
            if let height = RowLayout.singleLineHeight(of: row, &singleLine) {
                plan.add(Item(section: section, kind: .row(rowIndex), minY: plan.height, height: height))
                continue
            }
            let layout = RowLayout(row: row.pointee, metrics: metrics, section: section, index: rowIndex, isEditing: isEditing, isStylished: isStylished)
            let built = try layout.build(x: metrics.rowX, y: 0, width: metrics.rowWidth)
            plan.add(Item(section: section, kind: .row(rowIndex), minY: plan.height, height: built.height, node: built.node,
                          separatorInset: built.separatorInset))
        }
    }

    /// `path` is built only for the error.
    private static func validate(_ height: RowHeight?, path: @autoclosure () -> String) throws(CellError) {
        if case let .fixed(value) = height, !(value.isFinite && value >= 0 && value <= CellLimits.maxHeight) { throw .at(path: path(), .invalidHeight(value)) }
    }

    /// The indices in `range` of the items that reach into `top..<bottom`, read in place.
    func visible(_ items: [Item], _ range: Range<Int>, from top: Double, to bottom: Double) -> [Int] {
        items.withUnsafeBufferPointer { buffer in range.filter { buffer[$0].minY < bottom && buffer[$0].minY + buffer[$0].height > top } }
    }
}
