#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// Children in columns of the rows' heights, filled top to bottom then leading to trailing,
/// each centred in its cell; a column is as wide as its widest child. The rows share the
/// height offered as `LazyVGrid`'s columns share the width (none offered: each flexible row is
/// its minimum). All of it is laid out (SwiftUI builds it lazily; a row is small).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: ModifiedContentView {
        let layout = GridRows(tracks: GridColumns(items: rows, rowSpacing: 0), columnSpacing: Double(spacing ?? CGFloat(defaultSpacing)))
        return CustomLayoutView(layout) { content }.kind("LazyHGrid")
    }
}

/// The horizontal grid's rule: `GridColumns`' track sizes, turned on their side.
struct GridRows: CustomLayout {
    let tracks: GridColumns
    let columnSpacing: Double

    func frames(_ height: Double?, _ subviews: [SubviewProxy]) -> (frames: [Rect], size: Size) {
        let rows = tracks.columns(height ?? 0)
        guard !rows.isEmpty else { return ([], .zero) }
        var frames: [Rect] = [], x = 0.0, i = 0
        let total = rows.reduce(0) { $0 + $1.width + $1.spacing } - (rows.last?.spacing ?? 0)
        while i < subviews.count {
            let column = Array(subviews[i..<min(i + rows.count, subviews.count)])
            let sizes = column.enumerated().map { $0.element.size(Proposal(width: nil, height: rows[$0.offset].width)) }
            let width = sizes.map(\.width).max() ?? 0
            var rowY = 0.0
            for (row, size) in sizes.enumerated() {
                let cellHeight = min(size.height, rows[row].width)
                frames.append(Rect(x: x + (width - size.width) / 2, y: rowY + (rows[row].width - cellHeight) / 2, width: size.width, height: cellHeight))
                rowY += rows[row].width + rows[row].spacing
            }
            x += width + columnSpacing
            i += rows.count
        }
        return (frames, Size(width: max(0, x - columnSpacing), height: max(0, total)))
    }

    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size { frames(proposal.height, subviews).size }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        frames(bounds.height, subviews).frames.map { Rect(x: bounds.minX + $0.minX, y: bounds.minY + $0.minY, width: $0.width, height: $0.height) }
    }
}
#endif
