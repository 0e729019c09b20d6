import CellShotRaster
import CellShotText

/// One metadata chip of the card: an optional icon and a one-line label on a rounded box,
/// named `chip[n]` in the tree (its label `label`, its icon `icon`).
struct ChipView: CellView {
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

    var body: some CellView {
        HStackView(spacing: iconSpacing) {
            if let icon { IconView(icon, size: iconSide).foregroundColor(color).id("icon") }
            TextView(line: label, font: font).foregroundColor(color).id("label")
        }
        .padding(padding)
        .box(style, text: value)
        .id("chip[\(index)]")
    }
}
