import CellShotRaster
import CellShotText

/// Placing the laid-out items: rows with their separators, swipe actions and inset-group
/// corners, section containers, right-to-left mirroring and pixel snapping.
extension TableLayoutEngine {
    func isEmbedded(_ supplement: SectionSupplement?) -> Bool {
        if case .embedded = supplement?.content { return true }
        return false
    }

    /// A row with its separator, mirrored for right-to-left (embedded cells mirror themselves).
    /// `built` is the row's node from measuring (the item's), if it was built then.
    func rowNode(_ section: Int, _ rowIndex: Int, item: Item, node built: consuming LayoutNode?, dy: Double) throws(CellError) -> LayoutNode {
        let rowTop = item.minY + dy
        var node: LayoutNode, height: Double, inset: Double
        if var built = built.take() {
            place(&built, dy: rowTop)
            (node, height, inset) = (built, item.height, item.separatorInset)
        } else {
            (node, height, inset) = try rowLayout(section, rowIndex).build(x: metrics.rowX, y: 0, width: metrics.rowWidth)
            node = placed(node, dy: rowTop)
        }
        let row = rows[section][rowIndex]
        if table.style == .insetGrouped { node = rounded(node, top: rowIndex == 0, bottom: rowIndex == rows[section].count - 1) }
        if !row.leadingSwipeActions.isEmpty || !row.trailingSwipeActions.isEmpty, let edge = row.revealedSwipeEdge {
            node = placed(try SwipeLayout(metrics: metrics).reveal(node, row: row, edge: edge, height: height), dy: 0)
        }
        let lastInSection = rowIndex == rows[section].count - 1
        let lastInTable = lastInSection && !rows[(section + 1)...].contains { !$0.isEmpty }
        var draws: Bool
        switch table.style {
        case .plain: draws = lastInSection ? (row.options.sectionSeparatorBelow ?? !lastInTable) : true
        case .grouped, .insetGrouped: draws = !lastInSection
        }
        let next = lastInSection ? nil : rows[section][rowIndex + 1]
        // UIKit hides the separators around a selected or highlighted row.
        if row.state != .normal || (next.map { $0.state != .normal } ?? false) { draws = false }
        if row.options.hidesSeparatorBelow || (next?.options.hidesSeparatorAbove ?? false) { draws = false }
        var ownSeparator = false
        if case let .embedded(content) = row.kind { ownSeparator = content.kind == "model" }
        if table.separatorStyle == .singleLine, !ownSeparator {
            let tint = row.options.separatorTintBelow ?? next?.options.separatorTintAbove
            if draws { node.children.append(separator(y: rowTop + height - metrics.hairline, inset: inset, tint: tint)) }
            if table.style == .plain, rowIndex == 0, row.options.sectionSeparatorAbove == true {
                node.children.append(separator(y: rowTop, inset: inset, tint: row.options.separatorTintAbove, name: "sectionSeparator"))
            }
        }
        if case .embedded = row.kind, env.layoutDirection == .rightToLeft {
            // The embedded cell is already laid out right-to-left: mirror only the table's own parts.
            let embeddedName = content(of: row)?.kind
            node.children = node.children.map { $0.name == embeddedName ? $0 : $0.mirrored(width: width) }
            node.frame.origin.x = width - node.frame.maxX
            return node
        }
        return mirror(node, embedded: false)
    }

    /// A hairline across the row from `inset`, in `tint` or the separator colour.
    private func separator(y top: Double, inset: Double, tint: DynamicColor?, name: String = "separator") -> LayoutNode {
        let x0 = metrics.rowX + inset
        let line = Rect(x: x0, y: top, width: max(0, metrics.rowX + metrics.rowWidth - x0), height: metrics.hairline)
        return LayoutNode(name: name, frame: snap(line), content: .box(BoxStyle(fill: tint.map(metrics.color) ?? metrics.separatorColor, radius: 0, continuous: false)))
    }

    /// An inset-grouped row at the top or bottom of its card: its background gets the card's
    /// corners (cheaper than clipping the whole card, and the same pixels).
    func rounded(_ node: LayoutNode, top: Bool, bottom: Bool) -> LayoutNode {
        guard top || bottom, let backgroundIndex = node.children.firstIndex(where: { $0.name == "background" }),
              case var .box(style) = node.children[backgroundIndex].content else { return node }
        let radius = metrics.cornerRadius
        style.radii = CornerRadii(topLeft: top ? radius : 0, topRight: top ? radius : 0, bottomRight: bottom ? radius : 0, bottomLeft: bottom ? radius : 0)
        style.continuous = true
        var cornered = node
        cornered.children[backgroundIndex].content = .box(style)
        if cornered.clipsChildren {
            // A clipping row (swipe actions revealed) clips to the same corners.
            var clip = BoxStyle(fill: nil, radius: 0, continuous: true)
            clip.radii = style.radii
            cornered.content = .box(clip)
        }
        return cornered
    }

    func content(of row: Row) -> EmbeddedContent? {
        if case let .embedded(content) = row.kind { return content }
        return nil
    }

    func mirror(_ node: LayoutNode, embedded: Bool) -> LayoutNode {
        env.layoutDirection == .rightToLeft && !embedded ? placed(node.mirrored(width: width), dy: 0) : node
    }

    /// A section's rows inside their container: the inset-grouped card (rounded, clipping) or,
    /// for grouped tables, between full-width top and bottom hairlines.
    func group(_ section: Int, _ rowNodes: [LayoutNode], items: ArraySlice<Item>, dy: Double) -> [LayoutNode] {
        // The first and last rows, found from the ends (a section's items are never copied).
        guard let firstIndex = items.firstIndex(where: \.isRow), let lastIndex = items.lastIndex(where: \.isRow) else { return rowNodes }
        let first = items[firstIndex], last = items[lastIndex]
        let frame = snap(Rect(x: metrics.rowX, y: first.minY + dy, width: metrics.rowWidth, height: last.minY + last.height - first.minY))
        switch table.style {
        case .insetGrouped:
            // The rows draw the card: the first and last backgrounds carry its corners.
            return [LayoutNode(name: "card", frame: frame, children: rowNodes)]
        case .grouped:
            guard table.separatorStyle == .singleLine else { return rowNodes }
            let line = BoxStyle(fill: metrics.separatorColor, radius: 0, continuous: false)
            return rowNodes + [
                LayoutNode(name: "topSeparator", frame: Rect(x: 0, y: frame.minY, width: width, height: metrics.hairline), content: .box(line)),
                LayoutNode(name: "bottomSeparator", frame: Rect(x: 0, y: frame.maxY - metrics.hairline, width: width, height: metrics.hairline), content: .box(line)),
            ]
        case .plain:
            return rowNodes
        }
    }

    /// The node and its descendants moved down by `dy` and snapped to the device-pixel grid.
    func placed(_ node: LayoutNode, dy: Double) -> LayoutNode {
        var moved = node
        place(&moved, dy: dy)
        return moved
    }

    /// `placed` in place: a tree held only here is moved, never copied.
    func place(_ node: inout LayoutNode, dy: Double) {
        node.frame = snap(node.frame.offsetBy(dx: 0, dy: dy))
        for i in node.children.indices { place(&node.children[i], dy: dy) }
    }

    /// A frame on the device-pixel grid: each edge rounded to whole pixels, sizes divided once
    /// (so a 44 pt row stays exactly 44); a hairline keeps exactly one pixel.
    func snap(_ frame: Rect) -> Rect {
        let scale = env.scale
        let x0 = (frame.minX * scale).rounded(), y0 = (frame.minY * scale).rounded()
        let pixelWidth = frame.width == metrics.hairline ? 1 : (frame.maxX * scale).rounded() - x0
        let pixelHeight = frame.height == metrics.hairline ? 1 : (frame.maxY * scale).rounded() - y0
        return Rect(x: x0 / scale, y: y0 / scale, width: pixelWidth / scale, height: pixelHeight / scale)
    }
}
