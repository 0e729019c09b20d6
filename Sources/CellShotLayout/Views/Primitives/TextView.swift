import CellShotText

/// Where a line too long for its width loses characters, replaced by "…".
public enum TextTruncation: Hashable, Sendable {
    /// "…end of the text" (single-line text).
    case head
    /// "Start…end" (single-line text).
    case middle
    /// "Start of the text…" (any line count: the last allowed line).
    case tail
}

/// Text, as UILabel draws it: wraps at the proposed width, `lineLimit` lines (0 = unlimited),
/// truncated with "…", in a Dynamic Type text style (body by default) or an explicit size.
/// Colour, font, line limit and alignment not set here come from the environment
/// (``CellView/foregroundColor(_:)``, ``CellView/font(_:weight:)``…).
public struct TextView: PrimitiveCellView, CopyModifiable {
    var string: String
    var font: FontChoice?
    var weight: FontWeight?
    var color: DynamicColor?
    var lines: Int?
    var alignment: TextAlignment?
    var truncation: TextTruncation = .tail
    var isUnderlined = false
    var isStruckThrough = false
    /// A one-line layout made beforehand, used as the text's natural layout.
    var laidOut: TextLayout?
    /// Styled parts (``init(parts:)``); nil: the whole string in the view's style.
    var parts: [Part]?

    /// Text showing `string` ("\n" starts a new paragraph).
    public init(_ string: String) { self.string = string }

    /// One line already laid out in `font` (a label its container cut to fit, left to the
    /// environment's direction and natural alignment): the engine uses `layout` as the
    /// text's natural layout instead of laying it out again.
    init(line layout: TextLayout, font: Font) {
        string = layout.lines.first?.text ?? ""
        self.font = .fixed(font, relativeTo: nil)
        lines = 1
        laidOut = layout
    }

    /// A Dynamic Type text style, optionally with another weight.
    public consuming func font(_ style: TextStyle, weight: FontWeight? = nil) -> TextView {
        with { $0.font = .style(style); $0.weight = weight }
    }
    /// A fixed font; with `relativeTo`, its size scales with Dynamic Type like that style.
    public consuming func font(_ font: Font, relativeTo style: TextStyle? = nil) -> TextView {
        with { $0.font = .fixed(font, relativeTo: style); $0.weight = nil }
    }
    /// The same font with another weight.
    public consuming func fontWeight(_ weight: FontWeight) -> TextView { with { $0.weight = weight } }
    /// The text colour.
    public consuming func foregroundColor(_ color: DynamicColor) -> TextView { with { $0.color = color } }
    /// At most `limit` lines; 0 or nil = unlimited.
    public consuming func lineLimit(_ limit: Int?) -> TextView { with { $0.lines = limit } }
    /// How lines align inside the text's width.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> TextView { with { $0.alignment = alignment } }
    /// Where a too-long line is cut.
    public consuming func truncationMode(_ mode: TextTruncation) -> TextView { with { $0.truncation = mode } }
    /// Underlines the text (a line under each line's glyphs).
    public consuming func underline(_ on: Bool = true) -> TextView { with { $0.isUnderlined = on } }
    /// Strikes the text through (e.g. an old price).
    public consuming func strikethrough(_ on: Bool = true) -> TextView { with { $0.isStruckThrough = on } }
}

/// A font a view asks for: a Dynamic Type style, or a fixed font (optionally scaled like a style).
enum FontChoice: Hashable, Sendable {
    case style(TextStyle)
    case fixed(Font, relativeTo: TextStyle?)
}
