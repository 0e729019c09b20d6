#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// Views in rows and columns, as SwiftUI's `Grid`: each column is as wide as its widest cell
/// (cells measured at their ideal size; when the columns are wider together than the width
/// offered, the narrowest keep their width and the rest share what is left equally, as a stack
/// serves its least flexible views first), each row as tall as its tallest; a view that is not
/// in a `GridRow` (a `Divider`) spans the whole grid. Cells sit in the grid's `alignment`, a
/// column's from `gridColumnAlignment(_:)` and a row's vertical one from `GridRow(alignment:)`.
/// The cells are the grid's children in the tree (`Grid[0]/Text[2]`): rows make no node.
public struct Grid<Content: View>: View {
    let alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: ModifiedContentView {
        var rows: [GridTable.Row] = [], cells: [AnyCellView] = []
        for item in GridTable.items(AnyCellView(content), depth: 0) {
            switch item {
            case let .spanning(view): rows.append(.spanning); cells.append(view)
            case let .row(alignment, row):
                rows.append(.cells(alignment?.value, row.map(\.attributes)))
                cells += row.map(\.view)
            }
        }
        let table = GridTable(rows: rows, alignment: alignment.cell,
                              spacing: (Double(horizontalSpacing ?? CGFloat(defaultSpacing)), Double(verticalSpacing ?? CGFloat(defaultSpacing))))
        return CustomLayoutView(table) { ForEachView(cells) { $0 } }.kind("Grid")
    }
}

/// A row of a `Grid`: its views are cells, one per column (`gridCellColumns(_:)` spans several).
public struct GridRow<Content: View>: View, GridRowContent {
    let alignment: VerticalAlignment?, content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    /// Outside a `Grid`, the cells side by side.
    public var body: ModifiedContentView { return HStackView(spacing: defaultSpacing) { content }.kind("GridRow") }
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: AnyCellView { AnyCellView(content) }
}

/// A `GridRow` seen without its content's type.
protocol GridRowContent {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: AnyCellView { get }
}

/// What a cell says about its place in a `Grid`.
struct GridCellAttributes {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var unsizedWidth = false
    /// Where the cell sits in its slot (overrides the column's and the row's alignment), or nil.
    var anchor: UnitPoint?
}

/// A view with a grid cell attribute (`gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`).
public struct GridCellView<Content: View>: View, GridCellAttributed {
    let content: Content
    let change: (inout GridCellAttributes) -> Void
    public var body: Content { return content }
    var attributedContent: AnyCellView { AnyCellView(content) }
    func apply(_ attributes: inout GridCellAttributes) { change(&attributes) }
}

/// A `GridCellView` seen without its content's type.
protocol GridCellAttributed {
    var attributedContent: AnyCellView { get }
    func apply(_ attributes: inout GridCellAttributes)
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> GridCellView<Self> {
        GridCellView(content: self) { $0.columns = max(1, count) }
    }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> GridCellView<Self> {
        GridCellView(content: self) { $0.columnAlignment = guide }
    }
    /// Along `axes`, the cell takes the size of its column or row instead of setting it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> GridCellView<Self> {
        GridCellView(content: self) { $0.unsizedWidth = axes.contains(.horizontal) }
    }
    /// Where the cell sits in the space its column and row give it (`.topTrailing`,
    /// `UnitPoint(x: 0.25, y: 1)`…), instead of the column's and the row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> GridCellView<Self> {
        GridCellView(content: self) { $0.anchor = anchor }
    }
}
#endif
