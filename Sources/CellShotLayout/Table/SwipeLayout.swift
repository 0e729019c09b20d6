import CellShotRaster
import CellShotText

/// Draws a row with its swipe actions revealed: the content slid aside and the action
/// buttons (full row height, white titles; destructive red, normal grey) in the gap. The
/// first action is the outermost, as UIKit orders them.
struct SwipeLayout {
    let metrics: TableMetrics

    func reveal(_ node: LayoutNode, row: Row, edge: SwipeEdge, height: Double) throws(CellError) -> LayoutNode {
        let actions = edge == .trailing ? row.trailingSwipeActions : row.leadingSwipeActions
        let font = Font.system(size: (15 * metrics.typeScale).rounded(), weight: .medium)
        let layouts = actions.map { TextLayout($0.title, font: font, width: nil, numberOfLines: 1, direction: metrics.env.layoutDirection) }
        let widths = layouts.map { metrics.snap(max(74, $0.size.width + 30)) }
        let total = min(widths.reduce(0, +), node.frame.width)
        let dx = edge == .trailing ? -total : total
        var out = node
        out.children = node.children.map { $0.translated(dx: dx, dy: 0) }
        var edgeX = edge == .trailing ? node.frame.maxX : node.frame.minX
        for (i, action) in actions.enumerated() {
            let actionWidth = widths[i]
            if edge == .trailing { edgeX -= actionWidth }
            let frame = Rect(x: edgeX, y: node.frame.minY, width: actionWidth, height: height)
            let titleLayout = layouts[i]
            let label = LayoutNode(name: "title",
                                   frame: Rect(x: frame.midX - titleLayout.size.width / 2, y: frame.midY - titleLayout.size.height / 2, width: titleLayout.size.width, height: titleLayout.size.height),
                                   text: action.title, content: .text(titleLayout, .white))
            out.children.append(LayoutNode(name: "\(edge.rawValue)Action[\(i)]", frame: frame,
                                           content: .box(BoxStyle(fill: color(action.style), radius: 0, continuous: false)), children: [label]))
            if edge == .leading { edgeX += actionWidth }
        }
        out.clipsChildren = true
        return out
    }

    private func color(_ style: SwipeAction.Style) -> Color {
        switch style {
        case .destructive: return metrics.color(.systemRed)
        case .normal: return metrics.color(.systemGray)
        case let .tinted(tint): return metrics.color(tint)
        }
    }
}
