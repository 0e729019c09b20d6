/// Where a face's outlines come from: TrueType `glyf` (quadratic) or OpenType `CFF ` (cubic).
enum OutlineSource: Sendable {
    case trueType(GlyphTable)
    case compact(CompactFontTable)

    /// The outline of a glyph in font units; an error names what is malformed.
    func outline(_ glyph: Int) throws(FontError) -> GlyphOutline {
        switch self {
        case let .trueType(table): try table.outline(glyph)
        case let .compact(table): try table.outline(glyph)
        }
    }
}
