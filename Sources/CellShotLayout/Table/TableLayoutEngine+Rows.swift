import CellShotRaster
import CellShotText

/// Placing the laid-out items: rows with their separators, swipe actions and inset-group
/// corners, section containers, right-to-left mirroring and pixel snapping.
extension TableLayoutEngine {
    func isEmbedded(_ s: SectionSupplement?) -> Bool {
        if case .embedded = s?.content { return true }
        return false
    }

    /// A row with its separator, mirrored for right-to-left (embedded cells mirror themselves).
    /// `built` is the row's node from measuring (the item's), if it was built then.
    func rowNode(_ s: Int, _ r: Int, item: Item, node built: consuming LayoutNode?, dy: Double) throws(CellError) -> LayoutNode {
        let y = item.y + dy
        var node: LayoutNode, height: Double, inset: Double
        if var built = built.take() {
            place(&built, dy: y)
            (node, height, inset) = (built, item.height, item.separatorInset)
        } else {
            (node, height, inset) = try rowLayout(s, r).build(x: metrics.rowX, y: 0, width: metrics.rowWidth)
            node = placed(node, dy: y)
        }
        let row = rows[s][r]
        if table.style == .insetGrouped { node = rounded(node, top: r == 0, bottom: r == rows[s].count - 1) }
        if !row.leadingSwipeActions.isEmpty || !row.trailingSwipeActions.isEmpty, let edge = row.revealedSwipeEdge {
            node = placed(try SwipeLayout(metrics: metrics).reveal(node, row: row, edge: edge, height: height), dy: 0)
        }
        let lastInSection = r == rows[s].count - 1
        let lastInTable = lastInSection && !rows[(s + 1)...].contains { !$0.isEmpty }
        var draws: Bool
        switch table.style {
        case .plain: draws = lastInSection ? (row.options.sectionSeparatorBelow ?? !lastInTable) : true
        case .grouped, .insetGrouped: draws = !lastInSection
        }
        let next = lastInSection ? nil : rows[s][r + 1]
        // UIKit hides the separators around a selected or highlighted row.
        if row.state != .normal || (next.map { $0.state != .normal } ?? false) { draws = false }
        if row.options.hidesSeparatorBelow || (next?.options.hidesSeparatorAbove ?? false) { draws = false }
        var ownSeparator = false
        if case let .embedded(content) = row.kind { ownSeparator = content.kind == "model" }
        if table.separatorStyle == .singleLine, !ownSeparator {
            let tint = row.options.separatorTintBelow ?? next?.options.separatorTintAbove
            if draws { node.children.append(separator(y: y + height - metrics.hairline, inset: inset, tint: tint)) }
            if table.style == .plain, r == 0, row.options.sectionSeparatorAbove == true {
                node.children.append(separator(y: y, inset: inset, tint: row.options.separatorTintAbove, name: "sectionSeparator"))
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
    private func separator(y: Double, inset: Double, tint: DynamicColor?, name: String = "separator") -> LayoutNode {
        let x0 = metrics.rowX + inset
        let line = Rect(x: x0, y: y, width: max(0, metrics.rowX + metrics.rowWidth - x0), height: metrics.hairline)
        return LayoutNode(name: name, frame: snap(line), content: .box(BoxStyle(fill: tint.map(metrics.color) ?? metrics.separatorColor, radius: 0, continuous: false)))
    }

    /// An inset-grouped row at the top or bottom of its card: its background gets the card's
    /// corners (cheaper than clipping the whole card, and the same pixels).
    func rounded(_ node: LayoutNode, top: Bool, bottom: Bool) -> LayoutNode {
        guard top || bottom, let i = node.children.firstIndex(where: { $0.name == "background" }),
              case var .box(style) = node.children[i].content else { return node }
        let r = metrics.cornerRadius
        style.radii = CornerRadii(topLeft: top ? r : 0, topRight: top ? r : 0, bottomRight: bottom ? r : 0, bottomLeft: bottom ? r : 0)
        style.continuous = true
        var n = node
        n.children[i].content = .box(style)
        if n.clipsChildren {
            // A clipping row (swipe actions revealed) clips to the same corners.
            var clip = BoxStyle(fill: nil, radius: 0, continuous: true)
            clip.radii = style.radii
            n.content = .box(clip)
        }
        return n
    }

    func content(of row: Row) -> EmbeddedContent? {
        if case let .embedded(c) = row.kind { return c }
        return nil
    }

    func mirror(_ n: LayoutNode, embedded: Bool) -> LayoutNode {
        env.layoutDirection == .rightToLeft && !embedded ? placed(n.mirrored(width: width), dy: 0) : n
    }

    /// A section's rows inside their container: the inset-grouped card (rounded, clipping) or,
    /// for grouped tables, between full-width top and bottom hairlines.
    func group(_ s: Int, _ rowNodes: [LayoutNode], items: ArraySlice<Item>, dy: Double) -> [LayoutNode] {
        let rowItems = items.filter { if case .row = $0.kind { return true } else { return false } }
        guard let first = rowItems.first, let last = rowItems.last else { return rowNodes }
        let frame = snap(Rect(x: metrics.rowX, y: first.y + dy, width: metrics.rowWidth, height: last.y + last.height - first.y))
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
    func placed(_ n: LayoutNode, dy: Double) -> LayoutNode {
        var r = n
        place(&r, dy: dy)
        return r
    }

    /// `placed` in place: a tree held only here is moved, never copied.
    func place(_ n: inout LayoutNode, dy: Double) {
        n.frame = snap(n.frame.offsetBy(dx: 0, dy: dy))
        for i in n.children.indices { place(&n.children[i], dy: dy) }
    }

    /// A frame on the device-pixel grid: each edge rounded to whole pixels, sizes divided once
    /// (so a 44 pt row stays exactly 44); a hairline keeps exactly one pixel.
    func snap(_ f: Rect) -> Rect {
        let s = env.scale
        let x0 = (f.minX * s).rounded(), y0 = (f.minY * s).rounded()
        let w = f.width == metrics.hairline ? 1 : (f.maxX * s).rounded() - x0
        let h = f.height == metrics.hairline ? 1 : (f.maxY * s).rounded() - y0
        return Rect(x: x0 / s, y: y0 / s, width: w / s, height: h / s)
    }
}
