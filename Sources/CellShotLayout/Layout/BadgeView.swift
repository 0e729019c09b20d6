import CellShotRaster
import CellShotText

/// The card's badge: a one-line label centred on a capsule of a given size, named `badge`
/// (its label `label`).
struct BadgeView: CellView {
    /// The label as shown (already cut with "…" to fit).
    var label: String
    /// The whole badge text, the badge node's text.
    var value: String
    var font: Font
    var color: DynamicColor
    var size: Size
    var style: BoxStyle

    var body: some CellView {
        TextView(label).font(font).foregroundColor(color).lineLimit(1).fixedSize().id("label")
            .frame(width: size.width, height: size.height)
            .box(style, text: value)
            .id("badge")
    }
}
