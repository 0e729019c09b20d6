#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A `Grid`'s rows and its rule for sizing and placing their cells, as a CellShot custom layout
/// whose children are the cells in order (a spanning view is one child).
struct GridTable: CustomLayout {
    /// A row of cells (with its vertical alignment), or one view across the grid.
    enum Row {
        case cells(VerticalViewAlignment?, [GridCellAttributes])
        case spanning
    }

    let rows: [Row]
    let alignment: ViewAlignment
    let spacing: (horizontal: Double, vertical: Double)

    // MARK: Reading the content

    /// What the grid's content holds, in order.
    enum Item {
        case row(VerticalAlignment?, [(view: AnyCellView, attributes: GridCellAttributes)])
        case spanning(AnyCellView)
    }

    /// Nesting beyond this many views is one spanning view (the view engine reports its own limit).
    static let maxDepth = 64

    /// The rows and spanning views of `view`: groups, `ForEach` and views whose body is
    /// several views are spliced.
    static func items(_ view: AnyCellView, depth: Int) -> [Item] {
        let inner = view.wrapped
        if let row = inner as? any GridRowContent {
            return [.row(row.rowAlignment, cells(row.rowContent, depth: depth + 1))]
        }
        return spliced(inner, depth: depth).flatMap { part -> [Item] in
            part.wrapped is any GridRowContent ? items(part, depth: depth + 1) : [.spanning(part)]
        }
    }

    /// The cells of a row's content, each with its grid attributes.
    static func cells(_ view: AnyCellView, depth: Int) -> [(view: AnyCellView, attributes: GridCellAttributes)] {
        spliced(view.wrapped, depth: depth).map { part in
            var attributes = GridCellAttributes(), inner = part
            while let cell = inner.wrapped as? any GridCellAttributed { cell.apply(&attributes); inner = cell.attributedContent }
            return (inner, attributes)
        }
    }

    /// `view` as a list of views: a group's or `ForEach`'s views, a custom view's body when it
    /// is several views (or a row), else the view itself.
    static func spliced(_ view: any CellView, depth: Int) -> [AnyCellView] {
        if let children = view.listedChildren { return children.flatMap { spliced($0.wrapped, depth: depth + 1) } }
        guard depth < maxDepth, !(view is any PrimitiveCellView), !(view is any EnvironmentScopedView),
              !(view is any GridRowContent), !(view is any GridCellAttributed) else { return [AnyCellView(view)] }
        let body = AnyCellView(bodyOf(view)).wrapped
        if body.listedChildren != nil || body is any GridRowContent || !(body is any PrimitiveCellView) {
            return spliced(body, depth: depth + 1)
        }
        return [AnyCellView(view)]
    }

    private static func bodyOf<V: CellView>(_ view: V) -> V.Body { view.body }

    // MARK: Sizing

    /// Each column's width: its widest single-column cell at its ideal size; a cell spanning
    /// columns wider than them widens the last it spans.
    func columnWidths(_ subviews: [SubviewProxy]) -> [Double] {
        var widths: [Double] = [], spans: [(first: Int, count: Int, width: Double)] = [], i = 0
        for row in rows {
            guard case let .cells(_, attributes) = row else { i += 1; continue }
            var column = 0
            for cell in attributes where i < subviews.count {
                while widths.count < column + cell.columns { widths.append(0) }
                if !cell.unsizedWidth {
                    let cellWidth = subviews[i].size(Proposal(width: nil, height: nil)).width
                    if cell.columns == 1 { widths[column] = max(widths[column], cellWidth) } else { spans.append((column, cell.columns, cellWidth)) }
                }
                column += cell.columns; i += 1
            }
        }
        for span in spans {
            let covered = widths[span.first..<span.first + span.count].reduce(0, +) + spacing.horizontal * Double(span.count - 1)
            if span.width > covered { widths[span.first + span.count - 1] += span.width - covered }
        }
        return widths
    }

    /// `widths` fitted into `offered` points (spacing included): unchanged when they fit; else
    /// columns from the narrowest up each take their width or an equal share of what is left,
    /// whichever is less (ties in column order).
    static func squeezed(_ widths: [Double], into offered: Double?, spacing: Double) -> [Double] {
        guard let offered, !widths.isEmpty else { return widths }
        var left = max(0, offered - spacing * Double(widths.count - 1))
        guard widths.reduce(0, +) > left else { return widths }
        var out = widths, count = widths.count
        for i in widths.indices.sorted(by: { widths[$0] != widths[$1] ? widths[$0] < widths[$1] : $0 < $1 }) {
            out[i] = min(widths[i], left / Double(count))
            left -= out[i]; count -= 1
        }
        return out
    }

    /// Every cell's frame (in the grid's coordinates) and the grid's size for a proposal.
    func frames(_ subviews: [SubviewProxy], _ proposal: Proposal) -> (frames: [Rect], size: Size) {
        let widths = Self.squeezed(columnWidths(subviews), into: proposal.width, spacing: spacing.horizontal)
        var starts: [Double] = [], x = 0.0
        for columnWidth in widths { starts.append(x); x += columnWidth + spacing.horizontal }
        let width = max(0, x - spacing.horizontal)
        var frames: [Rect] = [], y = 0.0, i = 0
        let alignments = columnAlignments(widths.count)
        for row in rows {
            switch row {
            case .spanning:
                guard i < subviews.count else { break }
                let size = subviews[i].size(Proposal(width: width, height: nil))
                frames.append(Rect(x: offset(alignment.horizontal, width - size.width), y: y, width: size.width, height: size.height))
                y += size.height + spacing.vertical; i += 1
            case let .cells(rowAlignment, attributes):
                let first = i, count = min(attributes.count, subviews.count - i)
                guard count > 0 else { break }
                var slots: [(x: Double, width: Double, alignment: HorizontalViewAlignment, anchor: UnitPoint?)] = [], column = 0
                for cell in attributes.prefix(count) {
                    let last = column + cell.columns - 1
                    slots.append((starts[column], starts[last] + widths[last] - starts[column],
                                  cell.columns == 1 ? alignments[column] : alignment.horizontal, cell.anchor))
                    column += cell.columns
                }
                let sizes = (0..<count).map { subviews[first + $0].size(Proposal(width: slots[$0].width, height: nil)) }
                let height = sizes.map(\.height).max() ?? 0
                let vertical = rowAlignment ?? alignment.vertical
                for (index, size) in sizes.enumerated() {
                    let cellWidth = min(size.width, slots[index].width), spareX = slots[index].width - cellWidth, spareY = height - size.height
                    var origin = Point(slots[index].x + offset(slots[index].alignment, spareX),
                                       y + (vertical == .bottom ? spareY : vertical == .center ? spareY / 2 : 0))
                    if let anchor = slots[index].anchor { origin = Point(slots[index].x + spareX * Double(anchor.x), y + spareY * Double(anchor.y)) }
                    frames.append(Rect(x: origin.x, y: origin.y, width: cellWidth, height: size.height))
                }
                y += height + spacing.vertical; i += count
            }
        }
        return (frames, Size(width: width, height: max(0, y - spacing.vertical)))
    }

    /// Each column's horizontal alignment: the last `gridColumnAlignment` in it, else the grid's.
    private func columnAlignments(_ count: Int) -> [HorizontalViewAlignment] {
        var out = Array(repeating: alignment.horizontal, count: count)
        for case let .cells(_, attributes) in rows {
            var column = 0
            for cell in attributes {
                if let guide = cell.columnAlignment, column < count { out[column] = guide.value }
                column += cell.columns
            }
        }
        return out
    }

    private func offset(_ columnAlignment: HorizontalViewAlignment, _ extra: Double) -> Double {
        columnAlignment == .leading ? 0 : columnAlignment == .trailing ? extra : extra / 2
    }

    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size { frames(subviews, proposal).size }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        frames(subviews, proposal).frames.map { Rect(x: bounds.minX + $0.minX, y: bounds.minY + $0.minY, width: $0.width, height: $0.height) }
    }
}
#endif
