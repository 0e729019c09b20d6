/// The runs of a styled text: their styles, the run of each cluster, each style's metrics.
struct RunTable {
    let runs: [TextRun]
    let styles: [TextRunStyle]
    let runOf: [Int]
    /// Each style's font metrics, its ascent raised by a positive baseline offset and its
    /// descent grown by a negative one.
    let metrics: [(ascent: Double, descent: Double)]

    init(_ runs: [TextRun], runOf: [Int]) {
        self.runs = runs; styles = runs.map(\.style); self.runOf = runOf
        metrics = styles.map { style in
            let fontMetrics = style.font.metrics, offset = style.safeOffset
            return (fontMetrics.ascent + max(0, offset), fontMetrics.descent + max(0, -offset))
        }
    }

    /// The run of `cluster` (the last run past the end).
    func run(at cluster: Int) -> Int { runOf.isEmpty ? 0 : runOf[min(max(cluster, 0), runOf.count - 1)] }
}

/// One line's clusters: start..<end, truncated with "…" in the style of `ellipsisRun`.
struct LineRange {
    let start: Int
    let end: Int
    let truncated: Bool
    let ellipsisRun: Int
}

/// The "…" of truncated lines in a run's font, read when first needed from the font's shaped
/// ellipsis (``ShapedTextCache/ellipsis(font:)``: shaped once per font).
struct Ellipses {
    let font: Font
    let runs: RunTable?
    /// Each run's "…" read so far (a text truncates in one or two runs: a list, no hashing).
    private var shaped: [(run: Int, text: ShapedText)] = []

    init(font: Font, runs: RunTable?) { self.font = font; self.runs = runs }

    func run(at cluster: Int) -> Int { runs?.run(at: cluster) ?? 0 }

    /// Where `run`'s "…" is in `shaped` (read from its font's when first needed): the shaped
    /// text is then read in place, not copied.
    private mutating func slot(_ run: Int) -> Int {
        if let hit = shaped.firstIndex(where: { $0.run == run }) { return hit }
        shaped.append((run, ShapedTextCache.ellipsis(font: runs?.styles[run].font ?? font)))
        return shaped.count - 1
    }

    mutating func width(_ run: Int) -> Double {
        let index = slot(run)
        return shaped[index].text.width(0, shaped[index].text.count)
    }

    /// Appends `run`'s "…" to `glyphs` at `pen`; returns its width.
    mutating func appendGlyphs(_ run: Int, at pen: Double, to glyphs: inout [PositionedGlyph]) -> Double {
        let index = slot(run)
        shaped[index].text.appendGlyphs(0, at: pen, to: &glyphs)
        return shaped[index].text.width(0, shaped[index].text.count)
    }
}

/// A line's glyphs as they are placed, tagged with their runs, and where each run shows.
struct PlacedLine {
    let left: Double
    var glyphs: [PositionedGlyph] = []
    var extents: [TextRunExtent] = []

    init(left: Double) { self.left = left }

    /// Places the clusters of `range` (in visual `order` when the line mixes directions, the "…"
    /// at its paragraph's end) from the line's left edge.
    mutating func place(_ shaped: ShapedText, _ range: LineRange, visible: Int, order: [Int]?, runs: RunTable?,
                        ellipses: inout Ellipses) {
        // The line's own glyphs, and room for a "…" of a few glyphs.
        glyphs.reserveCapacity(shaped.glyphStart[visible] - shaped.glyphStart[range.start] + (range.truncated ? 4 : 0))
        if let order {
            let ellipsisFirst = range.truncated && shaped.paragraphLevels[range.start] & 1 == 1
            var pen = left
            if ellipsisFirst { pen += addEllipsis(range.ellipsisRun, at: pen, runs: runs, ellipses: &ellipses) }
            for (position, cluster) in order.enumerated() {
                if position > 0 { pen += shaped.kerning(after: order[position - 1], before: cluster) }
                add(shaped, cluster, at: pen, runs: runs)
                pen += shaped.advances[cluster]
            }
            if range.truncated && !ellipsisFirst { _ = addEllipsis(range.ellipsisRun, at: pen, runs: runs, ellipses: &ellipses) }
        } else {
            if runs == nil {
                shaped.appendGlyphs(range.start..<visible, lineStart: range.start, left: left, to: &glyphs)
            } else {
                for cluster in range.start..<visible { add(shaped, cluster, at: left + shaped.pen(cluster, lineStart: range.start), runs: runs) }
            }
            if range.truncated {
                _ = addEllipsis(range.ellipsisRun, at: left + shaped.width(range.start, visible), runs: runs, ellipses: &ellipses)
            }
        }
    }

    private mutating func add(_ shaped: ShapedText, _ cluster: Int, at pen: Double, runs: RunTable?) {
        let first = glyphs.count
        shaped.appendGlyphs(cluster, at: pen, to: &glyphs)
        guard let runs else { return }
        let run = runs.runOf[cluster]
        for index in first..<glyphs.count { glyphs[index].run = run }
        extend(run, pen, shaped.advances[cluster])
    }

    /// Adds the "…" in `run`'s style at `pen`; returns its width.
    private mutating func addEllipsis(_ run: Int, at pen: Double, runs: RunTable?, ellipses: inout Ellipses) -> Double {
        let first = glyphs.count
        let width = ellipses.appendGlyphs(run, at: pen, to: &glyphs)
        guard let runs else { return width }
        let rise = runs.styles[run].safeOffset
        for index in first..<glyphs.count {
            let old = glyphs[index]
            glyphs[index] = PositionedGlyph(glyphID: old.glyphID, face: old.face, x: old.x, y: old.y + rise, faceID: old.faceID, run: run)
        }
        extend(run, pen, width)
        return width
    }

    /// Grows the last extent when it is `run`'s (kerning may move the pen between its clusters),
    /// else starts one.
    private mutating func extend(_ run: Int, _ origin: Double, _ width: Double) {
        if let last = extents.last, last.run == run {
            extents[extents.count - 1] = TextRunExtent(run: run, x: last.x, width: max(last.x + last.width, origin + width) - last.x)
        } else {
            extents.append(TextRunExtent(run: run, x: origin, width: width))
        }
    }
}

extension TextLayout {
    /// How much a line of clusters start..<end grows above and below the font's line: by what the
    /// emoji face's ascent and descent pass the font's, and in a styled text, by its largest
    /// runs' (less than nothing when all its runs are smaller than the font).
    static func growth(_ shaped: ShapedText, _ start: Int, _ end: Int, runs: RunTable?, natural: FontMetrics)
        -> (above: Double, below: Double) {
        let emoji = shaped.colorFaceExtent(start, end)
        guard let runs, !runs.runOf.isEmpty else {
            return (max(0, (emoji?.ascent ?? 0) - natural.ascent), max(0, (emoji?.descent ?? 0) - natural.descent))
        }
        var ascent = emoji?.ascent ?? -Double.infinity, descent = emoji?.descent ?? -Double.infinity
        var last = -1
        for cluster in start..<max(end, start + 1) {
            let run = runs.run(at: cluster)
            guard run != last else { continue }
            last = run
            ascent = max(ascent, runs.metrics[run].ascent)
            descent = max(descent, runs.metrics[run].descent)
        }
        return (ascent - natural.ascent, descent - natural.descent)
    }
}
