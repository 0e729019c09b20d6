#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A column of a grid: a fixed width, a flexible share (between a minimum and a maximum),
/// or as many adaptive columns of at least a minimum width as fit.
public struct GridItem: Sendable {
    /// How the column is sized.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// Children in rows of the columns' widths, in order, each centred in its cell; a row is as
/// tall as its tallest child. (SwiftUI builds it lazily; a row is small, so all of it is laid out.)
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: ModifiedContentView {
        let layout = GridColumns(items: columns, rowSpacing: Double(spacing ?? CGFloat(defaultSpacing)))
        return CustomLayoutView(layout) { content }.kind("LazyVGrid")
    }
}

/// The grid's column rule, as a CellShot custom layout.
struct GridColumns: CustomLayout {
    let items: [GridItem]
    let rowSpacing: Double

    /// The columns' widths and the spacing after each, for `width` points.
    func columns(_ width: Double) -> [(width: Double, spacing: Double)] {
        var fixed = 0.0, flexible = 0, out: [(width: Double, spacing: Double)] = []
        for (index, item) in items.enumerated() {
            let gap = index < items.count - 1 ? Double(item.spacing ?? CGFloat(defaultSpacing)) : 0
            switch item.size {
            case let .fixed(fixedWidth): fixed += Double(fixedWidth) + gap
            case .flexible, .adaptive: fixed += gap; flexible += 1
            }
        }
        let share = flexible > 0 ? max(0, width - fixed) / Double(flexible) : 0
        for item in items {
            let gap = Double(item.spacing ?? CGFloat(defaultSpacing))
            switch item.size {
            case let .fixed(fixedWidth): out.append((Double(fixedWidth), gap))
            case let .flexible(lo, hi): out.append((min(max(share, Double(lo)), Double(hi)), gap))
            case let .adaptive(lo, hi):
                let minimum = max(1, Double(lo))
                let columnCount = max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                let columnWidth = min((share - gap * Double(columnCount - 1)) / Double(columnCount), Double(hi))
                out += Array(repeating: (max(0, columnWidth), gap), count: columnCount)
            }
        }
        return out
    }

    func frames(_ width: Double, _ subviews: [SubviewProxy]) -> (frames: [Rect], height: Double) {
        let cols = columns(width)
        guard !cols.isEmpty else { return ([], 0) }
        var frames: [Rect] = [], y = 0.0, i = 0
        while i < subviews.count {
            let row = Array(subviews[i..<min(i + cols.count, subviews.count)])
            let sizes = row.enumerated().map { $0.element.size(Proposal(width: cols[$0.offset].width, height: nil)) }
            let height = sizes.map(\.height).max() ?? 0
            var columnX = 0.0
            for (column, size) in sizes.enumerated() {
                let cellWidth = min(size.width, cols[column].width)
                frames.append(Rect(x: columnX + (cols[column].width - cellWidth) / 2, y: y + (height - size.height) / 2, width: cellWidth, height: size.height))
                columnX += cols[column].width + cols[column].spacing
            }
            y += height + rowSpacing
            i += cols.count
        }
        return (frames, max(0, y - rowSpacing))
    }

    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size {
        let width = proposal.width ?? columns(0).reduce(0) { $0 + $1.width + $1.spacing }
        return Size(width: width, height: frames(width, subviews).height)
    }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        frames(bounds.width, subviews).frames.map { Rect(x: bounds.minX + $0.minX, y: bounds.minY + $0.minY, width: $0.width, height: $0.height) }
    }
}
#endif
