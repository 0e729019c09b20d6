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
            let m = style.font.metrics, offset = style.safeOffset
            return (m.ascent + max(0, offset), m.descent + max(0, -offset))
        }
    }

    /// The run of cluster `c` (the last run past the end).
    func run(at c: Int) -> Int { runOf.isEmpty ? 0 : runOf[min(max(c, 0), runOf.count - 1)] }
}

/// One line's clusters: start..<end, truncated with "…" in the style of `ellipsisRun`.
struct LineRange {
    let start: Int
    let end: Int
    let truncated: Bool
    let ellipsisRun: Int
}

/// The "…" of truncated lines, shaped in a run's font when first needed.
struct Ellipses {
    let font: Font
    let runs: RunTable?
    private var shaped: [Int: ShapedText] = [:]

    init(font: Font, runs: RunTable?) { self.font = font; self.runs = runs }

    func run(at cluster: Int) -> Int { runs?.run(at: cluster) ?? 0 }

    mutating func text(_ run: Int) -> ShapedText {
        if let hit = shaped[run] { return hit }
        let made = ShapedText(TextLayout.ellipsis, font: runs?.styles[run].font ?? font)
        shaped[run] = made
        return made
    }

    mutating func width(_ run: Int) -> Double {
        let e = text(run)
        return e.width(0, e.count)
    }
}

/// A line's glyphs as they are placed, tagged with their runs, and where each run shows.
struct PlacedLine {
    let x: Double
    var glyphs: [PositionedGlyph] = []
    var extents: [TextRunExtent] = []

    init(x: Double) { self.x = x }

    /// Places the clusters of `r` (in visual `order` when the line mixes directions, the "…"
    /// at its paragraph's end) from the line's left edge.
    mutating func place(_ shaped: ShapedText, _ r: LineRange, visible: Int, order: [Int]?, runs: RunTable?,
                        ellipses: inout Ellipses) {
        if let order {
            let ellipsisFirst = r.truncated && shaped.paragraphLevels[r.start] & 1 == 1
            var pen = x
            if ellipsisFirst { pen += addEllipsis(r.ellipsisRun, at: pen, runs: runs, ellipses: &ellipses) }
            for (v, c) in order.enumerated() {
                if v > 0 { pen += shaped.kerning(after: order[v - 1], before: c) }
                add(shaped, c, at: pen, runs: runs)
                pen += shaped.advances[c]
            }
            if r.truncated && !ellipsisFirst { _ = addEllipsis(r.ellipsisRun, at: pen, runs: runs, ellipses: &ellipses) }
        } else {
            for c in r.start..<visible { add(shaped, c, at: x + shaped.pen(c, lineStart: r.start), runs: runs) }
            if r.truncated {
                _ = addEllipsis(r.ellipsisRun, at: x + shaped.width(r.start, visible), runs: runs, ellipses: &ellipses)
            }
        }
    }

    private mutating func add(_ shaped: ShapedText, _ c: Int, at pen: Double, runs: RunTable?) {
        let first = glyphs.count
        shaped.appendGlyphs(c, at: pen, to: &glyphs)
        guard let runs else { return }
        let run = runs.runOf[c]
        for g in first..<glyphs.count { glyphs[g].run = run }
        extend(run, pen, shaped.advances[c])
    }

    /// Adds the "…" in `run`'s style at `pen`; returns its width.
    private mutating func addEllipsis(_ run: Int, at pen: Double, runs: RunTable?, ellipses: inout Ellipses) -> Double {
        let e = ellipses.text(run)
        let first = glyphs.count
        e.appendGlyphs(0, at: pen, to: &glyphs)
        let width = e.width(0, e.count)
        guard let runs else { return width }
        let rise = runs.styles[run].safeOffset
        for g in first..<glyphs.count {
            let o = glyphs[g]
            glyphs[g] = PositionedGlyph(glyphID: o.glyphID, face: o.face, x: o.x, y: o.y + rise, faceID: o.faceID, run: run)
        }
        extend(run, pen, width)
        return width
    }

    /// Grows the last extent when it is `run`'s (kerning may move the pen between its clusters),
    /// else starts one.
    private mutating func extend(_ run: Int, _ x: Double, _ width: Double) {
        if let last = extents.last, last.run == run {
            extents[extents.count - 1] = TextRunExtent(run: run, x: last.x, width: max(last.x + last.width, x + width) - last.x)
        } else {
            extents.append(TextRunExtent(run: run, x: x, width: width))
        }
    }
}

extension TextLayout {
    /// How much a line of clusters a..<b grows above and below the font's line: by what the
    /// emoji face's ascent and descent pass the font's, and in a styled text, by its largest
    /// runs' (less than nothing when all its runs are smaller than the font).
    static func growth(_ shaped: ShapedText, _ a: Int, _ b: Int, runs: RunTable?, natural: FontMetrics)
        -> (above: Double, below: Double) {
        let emoji = shaped.colorFaceExtent(a, b)
        guard let runs, !runs.runOf.isEmpty else {
            return (max(0, (emoji?.ascent ?? 0) - natural.ascent), max(0, (emoji?.descent ?? 0) - natural.descent))
        }
        var ascent = emoji?.ascent ?? -Double.infinity, descent = emoji?.descent ?? -Double.infinity
        var last = -1
        for c in a..<max(b, a + 1) {
            let k = runs.run(at: c)
            guard k != last else { continue }
            last = k
            ascent = max(ascent, runs.metrics[k].ascent)
            descent = max(descent, runs.metrics[k].descent)
        }
        return (ascent - natural.ascent, descent - natural.descent)
    }
}
