import CellShotRaster
import CellShotText

/// Lays out section headers and footers: titles in the table style's look, or embedded views.
struct SupplementLayout {
    let metrics: TableMetrics
    let isStylished: Bool

    enum Kind: String { case header, footer }

    /// The node (nil when nothing is drawn) and the height the supplement takes at `y`.
    func layout(_ supplement: SectionSupplement?, _ kind: Kind, y top: Double, path: String) throws(CellError) -> (node: LayoutNode?, height: Double) {
        guard let supplement else {
            return (nil, kind == .header && metrics.style.isGrouped ? metrics.sectionSpacing : 0)
        }
        switch supplement.content {
        case let .title(text):
            return title(text, kind, height: supplement.height, y: top, path: path)
        case let .embedded(content):
            let tree: LayoutTree
            do { tree = try content.layout(metrics.width, metrics.env, .normal) } catch { throw .at(path: path, error) }
            var height = tree.size.height
            if case let .fixed(fixedHeight) = supplement.height { height = metrics.snap(fixedHeight) }
            let frame = Rect(x: 0, y: top, width: metrics.width, height: height)
            var inner = tree.root.translated(dx: 0, dy: top)
            inner.name = "view"
            var children = [inner]
            if tree.background.alpha > 0 {
                children.insert(LayoutNode(name: "background", frame: frame, content: .box(BoxStyle(fill: tree.background, radius: 0, continuous: false))), at: 0)
            }
            return (LayoutNode(name: kind.rawValue, frame: frame, children: children, clipsChildren: height < tree.size.height), height)
        }
    }

    private func title(_ text: String, _ kind: Kind, height fixed: RowHeight, y minY: Double, path: String) -> (node: LayoutNode?, height: Double) {
        let grouped = metrics.style.isGrouped
        let textX = metrics.rowX + metrics.contentInset
        let width = max(1, metrics.rowWidth - 2 * metrics.contentInset)
        let font: Font, color: Color, shown: String, top: Double, bottom: Double
        switch (kind, grouped, isStylished) {
        case (.header, _, true):
            font = RowFont.style(.title3, weight: .semibold).resolve(metrics.env.contentSize)
            color = metrics.color(.label); shown = text; top = metrics.groupedHeaderTop; bottom = 8
        case (.header, true, false):
            font = RowFont.footnote.resolve(metrics.env.contentSize)
            color = metrics.color(.secondaryLabel); shown = text.uppercased(); top = metrics.groupedHeaderTop; bottom = metrics.groupedHeaderBottom
        case (.header, false, false):
            font = RowFont.headline.resolve(metrics.env.contentSize)
            color = metrics.color(.label); shown = text; top = metrics.plainHeaderPadding; bottom = metrics.plainHeaderPadding
        case (.footer, true, _):
            font = RowFont.footnote.resolve(metrics.env.contentSize)
            color = metrics.color(.secondaryLabel); shown = text; top = metrics.footerTop; bottom = metrics.footerTop
        case (.footer, false, _):
            font = RowFont.footnote.resolve(metrics.env.contentSize)
            color = metrics.color(.secondaryLabel); shown = text; top = metrics.plainHeaderPadding; bottom = metrics.plainHeaderPadding
        }
        let layout = TextLayout(shown, font: font, width: width, numberOfLines: 0, direction: metrics.env.layoutDirection)
        var height = metrics.snap(top + layout.size.height + bottom)
        if kind == .header, !grouped { height = max(metrics.plainHeaderMinimum, height) }
        let natural = height
        if case let .fixed(fixedHeight) = fixed { height = metrics.snap(fixedHeight) }
        // Headers keep their text on the bottom padding, footers on the top one.
        let textY = kind == .header ? minY + height - bottom - layout.size.height : minY + top
        let frame = Rect(x: 0, y: minY, width: metrics.width, height: height)
        let label = LayoutNode(name: "text", frame: Rect(x: textX, y: metrics.snap(textY), width: width, height: layout.size.height),
                               text: shown, content: .text(layout, color))
        return (LayoutNode(name: kind.rawValue, frame: frame, children: [label], clipsChildren: height < natural), height)
    }
}
