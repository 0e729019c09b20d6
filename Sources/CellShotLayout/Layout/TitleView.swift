import CellShotRaster
import CellShotText

/// The card's title (`title`), or its placeholder (`placeholder`) while an empty title is
/// edited; while editing, inside the edit chrome (`editChrome`), a bordered box around it.
struct TitleView: PrimitiveCellView, ElementConvertible {
    var text: String
    var placeholder: Bool
    var font: Font
    var color: DynamicColor
    /// 0 = unlimited.
    var lines: Int
    /// The edit chrome's box, or nil when not editing.
    var chrome: BoxStyle?
    var inset: EdgeInsets

    /// The title's element, built directly (the card's parts skip the boxes modifier views make):
    /// the label `.id("title")`, while editing `.padding(inset).box(chrome).id("editChrome")`.
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let label = try resolver.modified(TextView(text).font(font).foregroundColor(color).lineLimit(lines).element(&resolver),
                                   .id(placeholder ? "placeholder" : "title"))
        guard let chrome else { return label }
        return try resolver.modified(label, .padding(inset), .box(chrome, text: nil), .id("editChrome"))
    }
}
