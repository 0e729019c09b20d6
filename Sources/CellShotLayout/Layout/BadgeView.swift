import CellShotRaster
import CellShotText

/// The card's badge: a one-line label centred on a capsule of a given size, named `badge`
/// (its label `label`).
struct BadgeView: PrimitiveCellView, ElementConvertible {
    /// The label's line as shown (already cut with "…" to fit).
    var label: TextLayout
    /// The whole badge text, the badge node's text.
    var value: String
    var font: Font
    var color: DynamicColor
    var size: Size
    var style: BoxStyle

    /// The badge's element, built directly (the card's parts skip the boxes modifier views make):
    /// the label `.frame(width:height:)` of the badge's size, `.box(style, text: value).id("badge")`.
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        try resolver.modified(TextView(line: label, font: font).foregroundColor(color).element(&resolver), .id("label"),
                       .frame(FrameSpec(width: size.width, height: size.height, alignment: .center)), .box(style, text: value), .id("badge"))
    }
}
