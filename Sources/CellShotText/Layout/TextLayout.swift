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
    public let runs: [TextRun]

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
        let shaped = ShapedTextCache.shaped(string, font: font, direction: direction)
        self.init(shaped, string: string, runs: nil, font: font, width: width, numberOfLines: numberOfLines,
                  alignment: alignment, lineSpacing: lineSpacing, direction: direction, lineHeight: lineHeight)
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
                  font: font, width: width, numberOfLines: numberOfLines, alignment: alignment, lineSpacing: lineSpacing,
                  direction: direction, lineHeight: lineHeight)
    }

    private init(_ shaped: ShapedText, string: String, runs: RunTable?, font: Font, width: Double?, numberOfLines: Int,
                 alignment: TextAlignment, lineSpacing: Double, direction: LayoutDirection, lineHeight: Double?) {
        self.font = font
        self.runs = runs?.runs ?? [TextRun(string, style: TextRunStyle(font: font))]
        let natural = font.metrics
        var metrics = natural
        if let h = lineHeight, h.isFinite, h >= 0 {
            metrics.ascent = h - metrics.descent
            metrics.lineHeight = h
        }
        let maxWidth: Double
        if let w = width { maxWidth = w.isNaN || w < 0 ? 0 : w } else { maxWidth = .infinity }
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        var ellipses = Ellipses(font: font, runs: runs)
        let (ranges, truncated) = TextLayout.breakLines(shaped, limit: numberOfLines > 0 ? numberOfLines : Int.max,
                                                        maxWidth: maxWidth, ellipses: &ellipses)

        // Measure, align and place glyphs.
        var widths: [Double] = []
        var orders: [[Int]?] = []
        for r in ranges {
            let visible = shaped.trimmedEnd(r.start, r.end)
            let order = shaped.visualOrder(r.start, visible)
            orders.append(order)
            let textWidth = order.map { shaped.visualWidth($0) } ?? shaped.width(r.start, visible)
            widths.append(textWidth + (r.truncated ? ellipses.width(r.ellipsisRun) : 0))
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
        for (k, r) in ranges.enumerated() {
            let w = widths[k]
            let x: Double
            switch alignment {
            case .center: x = (box - w) / 2
            case .natural, .leading: x = direction == .rightToLeft ? box - w : 0
            case .trailing: x = direction == .rightToLeft ? 0 : box - w
            }
            let y = Double(k) * (metrics.lineHeight + spacing) + grown
            let visible = shaped.trimmedEnd(r.start, r.end)
            let (above, below) = TextLayout.growth(shaped, r.start, visible, runs: runs, natural: natural)
            grown += above + below
            var placed = PlacedLine(x: x)
            placed.place(shaped, r, visible: visible, order: orders[k], runs: runs, ellipses: &ellipses)
            for c in shaped.missing where c >= r.start && c < visible {
                let ch = string[shaped.textIndex[c]]
                if !missing.contains(ch) { missing.append(ch) }
            }
            var text = String(string[shaped.textIndex[r.start]..<shaped.textIndex[visible]])
            if r.truncated { text += TextLayout.ellipsis }
            lines.append(TextLine(text: text, rect: Rect(x: x, y: y, width: w, height: metrics.lineHeight + above + below),
                                  baseline: y + metrics.ascent + above, glyphs: placed.glyphs, runExtents: placed.extents))
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
        let n = shaped.count
        var paragraphStart = 0
        while paragraphStart < n {
            var paragraphEnd = paragraphStart
            while paragraphEnd < n, shaped.kinds[paragraphEnd] != .newline { paragraphEnd += 1 }
            let next = paragraphEnd + 1  // first cluster of the next paragraph
            var i = paragraphStart
            repeat {
                if ranges.count == limit - 1 {
                    // Last allowed line: does everything that is left fit?
                    let e = TextLayout.lineEnd(shaped, from: i, to: paragraphEnd, maxWidth: maxWidth)
                    if e < paragraphEnd || next < n {
                        let run = ellipses.run(at: i)
                        let cut = TextLayout.truncationEnd(shaped, from: i, to: paragraphEnd, room: maxWidth - ellipses.width(run))
                        ranges.append(LineRange(start: i, end: cut, truncated: true, ellipsisRun: ellipses.run(at: max(i, cut - 1))))
                        return (ranges, true)
                    }
                }
                let e = TextLayout.lineEnd(shaped, from: i, to: paragraphEnd, maxWidth: maxWidth)
                ranges.append(LineRange(start: i, end: e, truncated: false, ellipsisRun: 0))
                i = e
                while i < paragraphEnd, shaped.kinds[i] == .space || shaped.kinds[i] == .zeroWidthBreak { i += 1 }
            } while i < paragraphEnd
            paragraphStart = next
        }
        return (ranges, false)
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
