import CellShotRaster
/// Horizontal alignment of lines in the layout box. `natural` and `leading` follow the layout
/// direction (left in left-to-right text, right in right-to-left text).
public enum TextAlignment: Hashable, Sendable { case natural, leading, center, trailing }

/// The layout direction: where `natural` and `leading` alignment put lines, and the direction of
/// paragraphs without a strong character. Each paragraph's own direction comes from its first
/// strong character (Unicode bidi rules P2–P3), and lines show mixed-direction text in visual
/// order (``BidiParagraph``).
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// One glyph placed on a line.
public struct PositionedGlyph: Hashable, Sendable {
    public let glyphID: UInt16
    /// Which face drew it (fallback visible here), e.g. "Roboto-Regular" or "DejaVuSans".
    public let face: String
    /// Pen x relative to the layout box, in points.
    public let x: Double
    /// Height above the baseline, in points (marks placed by the font's anchors; 0 otherwise).
    public let y: Double
    /// Registry id of the face (for drawing).
    let faceID: Int
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The characters shown on this line (with "…" when truncated; trailing spaces dropped).
    public let text: String
    /// Relative to the layout box's top-left, in points: x = alignment offset, width = advance
    /// of the shown text, height = the font's line height (grown on a line with emoji, whose
    /// face's ascent or descent may pass the font's, as CoreText sizes a line by its fonts).
    public let rect: Rect
    /// y of the baseline from the box top, in points.
    public let baseline: Double
    public let glyphs: [PositionedGlyph]
}

/// What UILabel does: wrap in a width, limit lines, truncate the tail with "…", align.
///
/// Lines wrap at spaces and after hyphens and dashes, in logical order; each line's characters
/// are then reordered for display by the Unicode bidi algorithm (right-to-left runs reversed,
/// mirrored brackets), and the "…" of a truncated line sits at its paragraph's end (right in a
/// left-to-right paragraph, left in a right-to-left one). A word longer than the line breaks
/// between characters; "\n" (and the other Unicode line separators) start a new paragraph;
/// spaces at a wrap point hang past the line end. With `numberOfLines` > 0 the last allowed
/// line is cut between characters so that it ends in "…" when more text follows.
public struct TextLayout: Hashable, Sendable {
    public let lines: [TextLine]
    /// width = the widest line's advance; height = the lines' heights + (n−1)·lineSpacing (0 lines → 0×0).
    public let size: Size
    /// The box lines are aligned in: the given width, or size.width when width was nil.
    public let boxWidth: Double
    public let isTruncated: Bool
    /// Characters shown on the lines that no font of the chain has: each is drawn as a .notdef
    /// box. In order of first appearance, each once.
    public let missingCharacters: [Character]
    /// The font the layout was made with.
    public let font: Font

    static let ellipsis = "\u{2026}"
    /// Tolerance for "fits": sums of advances are not exact.
    static let epsilon = 1e-9

    /// width nil = one unbounded line per paragraph; numberOfLines 0 = unlimited.
    /// `lineHeight` (optional) fixes each line box's height, e.g. to a Dynamic Type leading
    /// (`TextStyle.leading(at:)`); as with a paragraph style's minimum/maximum line height,
    /// the difference from the font's own line height goes above the text (the baseline stays
    /// `descent` above the line box's bottom).
    public init(_ string: String, font: Font, width: Double?, numberOfLines: Int = 0,
                alignment: TextAlignment = .natural, lineSpacing: Double = 0,
                direction: LayoutDirection = .leftToRight, lineHeight: Double? = nil) {
        self.font = font
        let shaped = ShapedTextCache.shaped(string, font: font, direction: direction)
        let natural = font.metrics
        var metrics = natural
        if let h = lineHeight, h.isFinite, h >= 0 {
            metrics.ascent = h - metrics.descent
            metrics.lineHeight = h
        }
        let maxWidth: Double
        if let w = width { maxWidth = w.isNaN || w < 0 ? 0 : w } else { maxWidth = .infinity }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let spacing = lineSpacing.isFinite ? lineSpacing : 0

        // Shaped only when a line is truncated.
        lazy var ellipsis = ShapedText(TextLayout.ellipsis, font: font)
        lazy var ellipsisWidth = ellipsis.width(0, ellipsis.count)

        // 1. Break into (start, end, truncated) cluster ranges.
        var ranges: [(start: Int, end: Int, truncated: Bool)] = []
        var truncated = false
        let n = shaped.count
        var paragraphStart = 0
        paragraphs: while paragraphStart < n {
            var paragraphEnd = paragraphStart
            while paragraphEnd < n, shaped.kinds[paragraphEnd] != .newline { paragraphEnd += 1 }
            let next = paragraphEnd + 1  // first cluster of the next paragraph
            let moreParagraphs = next < n
            var i = paragraphStart
            repeat {
                if ranges.count == limit - 1 {
                    // Last allowed line: does everything that is left fit?
                    let e = TextLayout.lineEnd(shaped, from: i, to: paragraphEnd, maxWidth: maxWidth)
                    if e < paragraphEnd || moreParagraphs {
                        let cut = TextLayout.truncationEnd(shaped, from: i, to: paragraphEnd, room: maxWidth - ellipsisWidth)
                        ranges.append((i, cut, true))
                        truncated = true
                        break paragraphs
                    }
                }
                let e = TextLayout.lineEnd(shaped, from: i, to: paragraphEnd, maxWidth: maxWidth)
                ranges.append((i, e, false))
                i = e
                while i < paragraphEnd, shaped.kinds[i] == .space || shaped.kinds[i] == .zeroWidthBreak { i += 1 }
            } while i < paragraphEnd
            paragraphStart = next
        }

        // 2. Measure, align and place glyphs.
        var widths: [Double] = []
        var orders: [[Int]?] = []
        for r in ranges {
            let visible = shaped.trimmedEnd(r.start, r.end)
            let order = shaped.visualOrder(r.start, visible)
            orders.append(order)
            let textWidth = order.map { shaped.visualWidth($0) } ?? shaped.width(r.start, visible)
            widths.append(textWidth + (r.truncated ? ellipsisWidth : 0))
        }
        let widest = widths.max() ?? 0
        let box = maxWidth.isFinite ? maxWidth : widest
        let rtl = direction == .rightToLeft
        var lines: [TextLine] = []
        var missing: [Character] = []
        lines.reserveCapacity(ranges.count)
        // Lines with emoji grow by what the emoji face's ascent and descent pass the font's;
        // `grown` sums the growth of the lines above (0 without emoji: Latin lines keep their
        // exact positions).
        var grown = 0.0
        for (k, r) in ranges.enumerated() {
            let w = widths[k]
            let x: Double
            switch alignment {
            case .center: x = (box - w) / 2
            case .natural, .leading: x = rtl ? box - w : 0
            case .trailing: x = rtl ? 0 : box - w
            }
            let y = Double(k) * (metrics.lineHeight + spacing) + grown
            let visible = shaped.trimmedEnd(r.start, r.end)
            let emoji = shaped.colorFaceExtent(r.start, visible)
            let above = max(0, (emoji?.ascent ?? 0) - natural.ascent), below = max(0, (emoji?.descent ?? 0) - natural.descent)
            grown += above + below
            var glyphs: [PositionedGlyph] = []
            var text = String(string[shaped.textIndex[r.start]..<shaped.textIndex[visible]])
            if let order = orders[k] {
                // Mixed directions: clusters in visual order; "…" at the paragraph's end.
                let ellipsisFirst = r.truncated && shaped.paragraphLevels[r.start] & 1 == 1
                var pen = x
                if ellipsisFirst {
                    ellipsis.appendGlyphs(0, at: pen, to: &glyphs)
                    pen += ellipsisWidth
                }
                for (v, c) in order.enumerated() {
                    if v > 0 { pen += shaped.kerning(after: order[v - 1], before: c) }
                    shaped.appendGlyphs(c, at: pen, to: &glyphs)
                    pen += shaped.advances[c]
                }
                if r.truncated && !ellipsisFirst { ellipsis.appendGlyphs(0, at: pen, to: &glyphs) }
            } else {
                for c in r.start..<visible { shaped.appendGlyphs(c, at: x + shaped.pen(c, lineStart: r.start), to: &glyphs) }
                if r.truncated { ellipsis.appendGlyphs(0, at: x + shaped.width(r.start, visible), to: &glyphs) }
            }
            for c in shaped.missing where c >= r.start && c < visible {
                let ch = string[shaped.textIndex[c]]
                if !missing.contains(ch) { missing.append(ch) }
            }
            if r.truncated { text += TextLayout.ellipsis }
            lines.append(TextLine(text: text, rect: Rect(x: x, y: y, width: w, height: metrics.lineHeight + above + below),
                                  baseline: y + metrics.ascent + above, glyphs: glyphs))
        }
        self.lines = lines
        let count = Double(lines.count)
        size = lines.isEmpty ? .zero
            : Size(width: widest, height: count * metrics.lineHeight + (count - 1) * spacing + grown)
        boxWidth = box
        isTruncated = truncated
        missingCharacters = missing
    }

    /// Where a line starting at cluster `start` ends (exclusive) in a paragraph ending at `end`:
    /// after the last break opportunity that fits, else after the last character that fits
    /// (at least one character).
    static func lineEnd(_ s: ShapedText, from start: Int, to end: Int, maxWidth: Double) -> Int {
        var j = start
        var lastBreak = -1
        while j < end {
            switch s.kinds[j] {
            case .space, .zeroWidthBreak:
                // Spaces hang: they always fit, and a break may follow them.
                j += 1
                while j < end, s.kinds[j] == .space || s.kinds[j] == .zeroWidthBreak { j += 1 }
                lastBreak = j
                continue
            default:
                if j > start, s.width(start, j + 1) > maxWidth + epsilon {
                    return lastBreak > start ? lastBreak : j
                }
                j += 1
                if s.kinds[j - 1] == .breakAfter || (j < end && s.breaksBetween(j - 1)) { lastBreak = j }
            }
        }
        return end
    }

    /// The end of the text shown before "…" on a truncated last line: as many characters as fit
    /// in `room` (the line's width less the ellipsis's; possibly none), trailing spaces dropped.
    static func truncationEnd(_ s: ShapedText, from start: Int, to end: Int, room: Double) -> Int {
        var j = start
        while j < end, s.width(start, s.trimmedEnd(start, j + 1)) <= room + epsilon { j += 1 }
        return s.trimmedEnd(start, j)
    }
}
