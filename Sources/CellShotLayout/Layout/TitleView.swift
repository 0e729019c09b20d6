import CellShotRaster
import CellShotText

/// The card's title (`title`), or its placeholder (`placeholder`) while an empty title is
/// edited; while editing, inside the edit chrome (`editChrome`), a bordered box around it.
struct TitleView: CellView {
    var text: String
    var placeholder: Bool
    var font: Font
    var color: DynamicColor
    /// 0 = unlimited.
    var lines: Int
    /// The edit chrome's box, or nil when not editing.
    var chrome: BoxStyle?
    var inset: EdgeInsets

    var body: some CellView {
        let label = TextView(text).font(font).foregroundColor(color).lineLimit(lines).id(placeholder ? "placeholder" : "title")
        if let chrome {
            label.padding(inset).box(chrome).id("editChrome")
        } else {
            label
        }
    }
}
