import CellShotRaster
import CellShotText

/// The card's badge: a one-line label centred on a capsule of a given size, named `badge`
/// (its label `label`).
struct BadgeView: CellView {
    /// The label's line as shown (already cut with "…" to fit).
    var label: TextLayout
    /// The whole badge text, the badge node's text.
    var value: String
    var font: Font
    var color: DynamicColor
    var size: Size
    var style: BoxStyle

    var body: some CellView {
        TextView(line: label, font: font).foregroundColor(color).id("label")
            .frame(width: size.width, height: size.height)
            .box(style, text: value)
            .id("badge")
    }
}
