import CellShotRaster
import CellShotText

/// The search field of a navigation bar (UISearchController's bar under the title): a 36 pt
/// rounded field in the tertiary fill, a magnifying glass and the prompt in the secondary label
/// colour, or the text typed in the label colour.
public struct SearchField: Hashable, Sendable {
    /// The placeholder shown while the text is empty ("Search" by default).
    public var prompt: String
    /// The text in the field; empty shows the prompt.
    public var text: String
    /// Whether the field stays under the bar once the content scrolls (UIKit's
    /// `hidesSearchBarWhenScrolling = false`); by default it shows at the top of the content only.
    public var isAlwaysShown: Bool

    /// A search field showing `text`, or `prompt` while it is empty.
    public init(prompt: String = "Search", text: String = "", isAlwaysShown: Bool = false) {
        self.prompt = prompt; self.text = text; self.isAlwaysShown = isAlwaysShown
    }
}

/// The search field's layout: a 52 pt row under the title holding the 36 pt field inset by the
/// layout margins, 8 pt above and below; the glyph 8 pt inside, the text 6 pt after it.
/// Estimates from iPhone screenshots (UIKit publishes no numbers for this bar).
struct SearchFieldLayout {
    let field: SearchField
    let metrics: TableMetrics

    static let rowHeight = 52.0
    static let fieldHeight = 36.0

    /// The field as one node, "searchField", in a row whose top is `y`.
    func node(y top: Double) throws(CellError) -> LayoutNode {
        let frame = Rect(x: metrics.margin, y: top + 8, width: max(1, metrics.width - 2 * metrics.margin), height: Self.fieldHeight)
        let secondary = metrics.color(.secondaryLabel)
        let side = (16 * min(1.35, metrics.typeScale)).rounded()
        let art: IconArtwork
        do { art = try metrics.env.resources.artwork(named: "magnifyingglass") } catch { throw .at(path: "navigationBar/searchField", error) }
        let glyph = LayoutNode(name: "glyph", frame: Rect(x: frame.minX + 8, y: frame.midY - side / 2, width: side, height: side),
                               content: .icon(name: "magnifyingglass", artwork: art, color: secondary, mirrored: false))
        let shown = field.text.isEmpty ? field.prompt : field.text
        let textX = frame.minX + 8 + side + 6
        let font = RowFont.body.resolve(metrics.env.contentSize).withSize(17)
        let textLayout = TextLayout(shown, font: font, width: max(1, frame.maxX - 8 - textX), numberOfLines: 1, direction: metrics.env.layoutDirection)
        let text = LayoutNode(name: field.text.isEmpty ? "prompt" : "text", frame: Rect(x: textX, y: metrics.snap(frame.midY - textLayout.size.height / 2), width: textLayout.boxWidth, height: textLayout.size.height),
                              text: shown, content: .text(textLayout, field.text.isEmpty ? secondary : metrics.color(.label)))
        return LayoutNode(name: "searchField", frame: frame, text: shown,
                          content: .box(BoxStyle(fill: metrics.color(.tertiarySystemFill), radius: 10, continuous: true)), children: [glyph, text])
    }
}
