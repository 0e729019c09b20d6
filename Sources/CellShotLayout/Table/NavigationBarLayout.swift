import CellShotRaster
import CellShotText

/// UINavigationBar's look: a 44 pt bar (back chevron and title, centred title, bar buttons)
/// and, for large titles, a 52 pt row with the 34 pt bold title. At the top of the content the
/// bar is transparent; scrolled, it gets the bar material and a hairline, and a large title
/// collapses to the inline one. A search field adds a 52 pt row under the title.
struct NavigationBarLayout {
    let screen: Screen
    let metrics: TableMetrics
    let scrolled: Bool

    let barHeight = 44.0
    /// Large titles collapse into the bar once the content scrolls, as UIKit's do.
    var isLarge: Bool { screen.titleDisplayMode == .large && !scrolled }
    var largeHeight: Double { isLarge ? metrics.snap(52 * min(1.35, metrics.typeScale)) : 0 }
    /// The search field's row under the title, shown at the top of the content only (or always).
    var searchHeight: Double {
        guard let field = screen.searchField, !scrolled || field.isAlwaysShown else { return 0 }
        return SearchFieldLayout.rowHeight
    }
    var height: Double { barHeight + largeHeight + searchHeight }

    /// The bar as one node, "navigationBar".
    func node() throws(CellError) -> LayoutNode {
        LayoutNode(name: "navigationBar", frame: Rect(x: 0, y: 0, width: metrics.width, height: height), children: try nodes())
    }

    private func nodes() throws(CellError) -> [LayoutNode] {
        let tint = metrics.color(screen.table.tint)
        let env = metrics.env
        let body = RowFont.body.resolve(env.contentSize).withSize(17)
        var out: [LayoutNode] = []
        let frame = Rect(x: 0, y: 0, width: metrics.width, height: height)
        if scrolled {
            out.append(LayoutNode(name: "background", frame: frame, content: .box(metrics.chromeMaterial)))
            out.append(LayoutNode(name: "separator", frame: Rect(x: 0, y: height - metrics.hairline, width: metrics.width, height: metrics.hairline),
                                  content: .box(BoxStyle(fill: metrics.barShadow, radius: 0, continuous: false))))
        } else {
            // Scroll-edge appearance: the bar shows the table's background.
            out.append(LayoutNode(name: "background", frame: frame,
                                  content: .box(BoxStyle(fill: metrics.color(screen.table.backgroundColor ?? (screen.table.style.isGrouped ? .systemGroupedBackground : .systemBackground)), radius: 0, continuous: false))))
        }
        var leadingX = 8.0
        if let back = screen.backTitle {
            let chevron: IconArtwork
            do { chevron = try env.resources.artwork(named: "chevron.left") } catch { throw .at(path: "navigationBar/back", error) }
            let icon = LayoutNode(name: "chevron", frame: Rect(x: leadingX, y: 11.5, width: 12, height: 21),
                                  content: .icon(name: "chevron.left", artwork: chevron, color: tint, mirrored: env.layoutDirection == .rightToLeft))
            let backLayout = TextLayout(back, font: body, width: nil, numberOfLines: 1, direction: env.layoutDirection)
            let title = text("label", backLayout, x: leadingX + 18, y: 22 - backLayout.size.height / 2, color: tint, back)
            out.append(LayoutNode(name: "back", frame: Rect(x: leadingX, y: 0, width: title.frame.maxX - leadingX, height: barHeight),
                                  children: [icon, title]))
            leadingX = title.frame.maxX + 16
        } else {
            leadingX = metrics.margin
        }
        for (i, barButton) in screen.leadingButtons.enumerated() {
            let buttonNode = try button(barButton, x: leadingX, trailing: false, path: "leading[\(i)]", tint: tint, font: body)
            out.append(buttonNode); leadingX = buttonNode.frame.maxX + 16
        }
        var trailingX = metrics.width - metrics.margin
        for (i, barButton) in screen.trailingButtons.enumerated() {
            let buttonNode = try button(barButton, x: trailingX, trailing: true, path: "trailing[\(i)]", tint: tint, font: body)
            out.append(buttonNode); trailingX = buttonNode.frame.minX - 16
        }
        if !isLarge {
            let font = body.withWeight(.semibold)
            let room = max(1, min(metrics.width / 2 - leadingX, trailingX - metrics.width / 2) * 2)
            let titleLayout = TextLayout(screen.title, font: font, width: room, numberOfLines: 1, alignment: .center, direction: env.layoutDirection)
            out.append(text("title", titleLayout, x: metrics.width / 2 - room / 2, y: 22 - titleLayout.size.height / 2, color: metrics.color(.label), screen.title))
        } else {
            let font = Font.system(size: metrics.snap(34 * min(1.35, metrics.typeScale)), weight: .bold)
            let titleLayout = TextLayout(screen.title, font: font, width: metrics.width - 2 * metrics.margin, numberOfLines: 1, direction: env.layoutDirection)
            out.append(text("largeTitle", titleLayout, x: metrics.margin, y: barHeight + largeHeight - 8 - titleLayout.size.height, color: metrics.color(.label), screen.title))
        }
        if let field = screen.searchField, searchHeight > 0 {
            out.append(try SearchFieldLayout(field: field, metrics: metrics).node(y: barHeight + largeHeight))
        }
        return out
    }

    private func text(_ name: String, _ layout: TextLayout, x minX: Double, y minY: Double, color: Color, _ string: String) -> LayoutNode {
        LayoutNode(name: name, frame: Rect(x: minX, y: metrics.snap(minY), width: layout.boxWidth, height: layout.size.height), text: string, content: .text(layout, color))
    }

    private func button(_ barButton: BarButton, x edgeX: Double, trailing: Bool, path: String, tint: Color, font: Font) throws(CellError) -> LayoutNode {
        if let icon = barButton.icon {
            let art: IconArtwork
            do { art = try metrics.env.resources.artwork(named: icon) } catch { throw .at(path: path, error) }
            let side = 22.0
            return LayoutNode(name: path, frame: Rect(x: trailing ? edgeX - side : edgeX, y: 11, width: side, height: side),
                              content: .icon(name: icon, artwork: art, color: tint, mirrored: false))
        }
        let title = barButton.title ?? ""
        let titleLayout = TextLayout(title, font: barButton.isProminent ? font.withWeight(.semibold) : font, width: nil, numberOfLines: 1, direction: metrics.env.layoutDirection)
        return text(path, titleLayout, x: trailing ? edgeX - titleLayout.size.width : edgeX, y: 22 - titleLayout.size.height / 2, color: tint, title)
    }
}
