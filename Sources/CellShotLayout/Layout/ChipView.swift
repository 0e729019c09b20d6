import CellShotRaster
import CellShotText

/// One metadata chip of the card: an optional icon and a one-line label on a rounded box,
/// named `chip[n]` in the tree (its label `label`, its icon `icon`).
struct ChipView: PrimitiveCellView, ElementConvertible {
    /// The chip's position among the card's chips.
    var index: Int
    var icon: String?
    var iconSide: Double
    /// The label's line as shown (already cut with "…" to fit).
    var label: TextLayout
    /// The whole value, the chip node's text.
    var value: String
    var font: Font
    var color: DynamicColor
    var style: BoxStyle
    var padding: EdgeInsets
    var iconSpacing: Double

    /// The chip's element, built directly (the card's parts skip the boxes modifier views make):
    /// `HStackView(spacing: iconSpacing) { icon?; label }.padding(padding).box(style, text: value).id("chip[n]")`.
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        var items: [Element] = []
        items.reserveCapacity(2)
        if let icon { items.append(try resolver.modified(IconView(icon, size: iconSide).foregroundColor(color).element(&resolver), .id("icon"))) }
        items.append(try resolver.modified(TextView(line: label, font: font).foregroundColor(color).element(&resolver), .id("label")))
        let row = try ElementResolver.stack(.horizontal, .center, spacing: iconSpacing, items, name: "hstack")
        return try resolver.modified(row, .padding(padding), .box(style, text: value), .id("chip[\(index)]"))
    }
}
