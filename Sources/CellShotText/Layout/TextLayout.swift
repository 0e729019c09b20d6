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
    /// Index into ``TextLayout/runs`` of the run it belongs to.
    var run = 0
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
    /// Where each run shows on the line, left to right; empty in a text of one run.
    public let runExtents: [TextRunExtent]
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
    /// The text's runs (one for a plain text: the string in its font); glyphs and
    /// ``TextLine/runExtents`` refer to them by index.
    public var runs: [TextRun] {
        switch content {
        case .plain(let string): [TextRun(string, style: TextRunStyle(font: font))]
        case .styled(let styled): styled
        }
    }
    /// The text: a plain string (its one run made when asked for) or styled runs.
    let content: Content

    /// What a layout was made of: a plain layout keeps its string only, no array of one run.
    enum Content: Hashable, Sendable {
        case plain(String)
        case styled([TextRun])
    }

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
        self.init(string, font: font, width: width, numberOfLines: numberOfLines, alignment: alignment, lineSpacing: lineSpacing,
                  direction: direction, lineHeight: lineHeight, regional: TextLanguage.current.regionalForms)
    }

    /// The plain form with the regional forms of the text's language given (not read from
    /// ``TextLanguage/current``).
    package init(_ string: String, font: Font, width: Double?, numberOfLines: Int = 0,
                 alignment: TextAlignment = .natural, lineSpacing: Double = 0,
                 direction: LayoutDirection = .leftToRight, lineHeight: Double? = nil, regional: RegionalForms?) {
        let shaped = ShapedTextCache.shaped(string, font: font, direction: direction, regional: regional)
        // The shaped text's chain starts with the font's own first face: no second registry look-up.
        self.init(shaped, string: string, runs: nil, font: font, natural: font.metrics(of: shaped.chain[0]), width: width,
                  numberOfLines: numberOfLines, alignment: alignment, lineSpacing: lineSpacing, direction: direction,
                  lineHeight: lineHeight)
    }

    /// A styled text: `runs` in order, each shaped in its own font (line breaking, truncation
    /// and bidi run across them); each line is as tall as its largest run (its ascent raised
    /// by a run's baseline offset). `font` is the text's font: a text without characters takes
    /// its height, and `lineHeight` replaces its line height as in the plain form. Empty runs
    /// are dropped and neighbours of one style merged; one run in `font` without other style is
    /// laid out exactly as the plain form.
    public init(runs: [TextRun], font: Font, width: Double?, numberOfLines: Int = 0,
                alignment: TextAlignment = .natural, lineSpacing: Double = 0,
                direction: LayoutDirection = .leftToRight, lineHeight: Double? = nil) {
        let merged = TextRun.merged(runs)
        if merged.isEmpty || (merged.count == 1 && merged[0].style == TextRunStyle(font: font)) {
            self.init(merged.first?.text ?? "", font: font, width: width, numberOfLines: numberOfLines, alignment: alignment,
                      lineSpacing: lineSpacing, direction: direction, lineHeight: lineHeight)
            return
        }
        let joined = ShapedText.joined(merged, direction: direction)
        self.init(joined.shaped, string: joined.string, runs: RunTable(merged, runOf: joined.runOf),
                  font: font, natural: font.metrics, width: width, numberOfLines: numberOfLines, alignment: alignment, lineSpacing: lineSpacing,
                  direction: direction, lineHeight: lineHeight)
    }

    private init(_ shaped: ShapedText, string: String, runs: RunTable?, font: Font, natural: FontMetrics, width: Double?,
                 numberOfLines: Int, alignment: TextAlignment, lineSpacing: Double, direction: LayoutDirection, lineHeight: Double?) {
        self.font = font
        content = runs.map { .styled($0.runs) } ?? .plain(string)
        var metrics = natural
        if let fixed = lineHeight, fixed.isFinite, fixed >= 0 {
            metrics.ascent = fixed - metrics.descent
            metrics.lineHeight = fixed
        }
        let maxWidth: Double
        if let given = width { maxWidth = given.isNaN || given < 0 ? 0 : given } else { maxWidth = .infinity }
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        var ellipses = Ellipses(font: font, runs: runs)
        let (ranges, truncated) = TextLayout.breakLines(shaped, limit: numberOfLines > 0 ? numberOfLines : Int.max,
                                                        maxWidth: maxWidth, ellipses: &ellipses)

        // Measure, align and place glyphs.
        var widths: [Double] = []
        var orders: [[Int]?] = []
        widths.reserveCapacity(ranges.count)
        orders.reserveCapacity(ranges.count)
        for range in ranges {
            let visible = shaped.trimmedEnd(range.start, range.end)
            let order = shaped.visualOrder(range.start, visible)
            orders.append(order)
            let textWidth = order.map { shaped.visualWidth($0) } ?? shaped.width(range.start, visible)
            widths.append(textWidth + (range.truncated ? ellipses.width(range.ellipsisRun) : 0))
        }
        let widest = widths.max() ?? 0
        let box = maxWidth.isFinite ? maxWidth : widest
        var lines: [TextLine] = []
        var missing: [Character] = []
        lines.reserveCapacity(ranges.count)
        // Lines with emoji (or, in a styled text, larger runs) grow by what their ascent and
        // descent pass the font's; `grown` sums the growth of the lines above (0 without emoji:
        // Latin lines keep their exact positions).
        var grown = 0.0
        for (lineIndex, range) in ranges.enumerated() {
            let lineWidth = widths[lineIndex]
            let left: Double
            switch alignment {
            case .center: left = (box - lineWidth) / 2
            case .natural, .leading: left = direction == .rightToLeft ? box - lineWidth : 0
            case .trailing: left = direction == .rightToLeft ? 0 : box - lineWidth
            }
            let top = Double(lineIndex) * (metrics.lineHeight + spacing) + grown
            let visible = shaped.trimmedEnd(range.start, range.end)
            let (above, below) = TextLayout.growth(shaped, range.start, visible, runs: runs, natural: natural)
            grown += above + below
            var placed = PlacedLine(left: left)
            placed.place(shaped, range, visible: visible, order: orders[lineIndex], runs: runs, ellipses: &ellipses)
            for cluster in shaped.missing where cluster >= range.start && cluster < visible {
                let ch = string[shaped.textIndex[cluster]]
                if !missing.contains(ch) { missing.append(ch) }
            }
            var text = String(string[shaped.textIndex[range.start]..<shaped.textIndex[visible]])
            if range.truncated { text += TextLayout.ellipsis }
            lines.append(TextLine(text: text, rect: Rect(x: left, y: top, width: lineWidth, height: metrics.lineHeight + above + below),
                                  baseline: top + metrics.ascent + above, glyphs: placed.glyphs, runExtents: placed.extents))
        }
        self.lines = lines
        let count = Double(lines.count)
        size = lines.isEmpty ? .zero
            : Size(width: widest, height: count * metrics.lineHeight + (count - 1) * spacing + grown)
        boxWidth = box
        isTruncated = truncated
        missingCharacters = missing
    }

    /// Breaks into (start, end, truncated, the ellipsis's run) cluster ranges.
    private static func breakLines(_ shaped: ShapedText, limit: Int, maxWidth: Double, ellipses: inout Ellipses)
        -> (ranges: [LineRange], truncated: Bool) {
        var ranges: [LineRange] = []
        // Most texts take a few lines: no regrowing for them.
        ranges.reserveCapacity(min(limit, 4))
        let count = shaped.count
        var paragraphStart = 0
        while paragraphStart < count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < count, shaped.kinds[paragraphEnd] != .newline { paragraphEnd += 1 }
            let next = paragraphEnd + 1  // first cluster of the next paragraph
            var position = paragraphStart
            repeat {
                if ranges.count == limit - 1 {
                    // Last allowed line: does everything that is left fit?
                    let end = TextLayout.lineEnd(shaped, from: position, to: paragraphEnd, maxWidth: maxWidth)
                    if end < paragraphEnd || next < count {
                        let run = ellipses.run(at: position)
                        let cut = TextLayout.truncationEnd(shaped, from: position, to: paragraphEnd, room: maxWidth - ellipses.width(run))
                        ranges.append(LineRange(start: position, end: cut, truncated: true, ellipsisRun: ellipses.run(at: max(position, cut - 1))))
                        return (ranges, true)
                    }
                }
                let end = TextLayout.lineEnd(shaped, from: position, to: paragraphEnd, maxWidth: maxWidth)
                ranges.append(LineRange(start: position, end: end, truncated: false, ellipsisRun: 0))
                position = end
                while position < paragraphEnd, shaped.kinds[position] == .space || shaped.kinds[position] == .zeroWidthBreak { position += 1 }
            } while position < paragraphEnd
            paragraphStart = next
        }
        return (ranges, false)
    }

    /// Where a line starting at cluster `start` ends (exclusive) in a paragraph ending at `end`:
    /// after the last break opportunity that fits, else after the last character that fits
    /// (at least one character).
    static func lineEnd(_ shaped: ShapedText, from start: Int, to end: Int, maxWidth: Double) -> Int {
        var position = start
        var lastBreak = -1
        while position < end {
            switch shaped.kinds[position] {
            case .space, .zeroWidthBreak:
                // Spaces hang: they always fit, and a break may follow them.
                position += 1
                while position < end, shaped.kinds[position] == .space || shaped.kinds[position] == .zeroWidthBreak { position += 1 }
                lastBreak = position
                continue
            default:
                if position > start, shaped.width(start, position + 1) > maxWidth + epsilon {
                    return lastBreak > start ? lastBreak : position
                }
                position += 1
                if shaped.kinds[position - 1] == .breakAfter || (position < end && shaped.breaksBetween(position - 1)) { lastBreak = position }
            }
        }
        return end
    }

    /// The end of the text shown before "…" on a truncated last line: as many characters as fit
    /// in `room` (the line's width less the ellipsis's; possibly none), trailing spaces dropped.
    static func truncationEnd(_ shaped: ShapedText, from start: Int, to end: Int, room: Double) -> Int {
        var position = start
        while position < end, shaped.width(start, shaped.trimmedEnd(start, position + 1)) <= room + epsilon { position += 1 }
        return shaped.trimmedEnd(start, position)
    }
}
