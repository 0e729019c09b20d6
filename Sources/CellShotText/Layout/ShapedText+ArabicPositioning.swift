/// GPOS single, cursive and context positioning (``GlyphPositioning``) on Arabic runs. An Arabic
/// letter takes its positional form as its cluster is appended, so these lookups run after the
/// clusters are appended: over each run of consecutive Arabic clusters of one face, in logical
/// order and right to left (a cursive chain's exit meets the entry of the glyph on its left),
/// moving the glyphs already placed and widening or narrowing their clusters.
extension ShapedText {
    /// The index of Arabic in ``MarkAttachment/scripts``.
    static let arabicScript = MarkAttachment.script(of: "\u{0628}")

    /// Applies the Arabic lookups of each face to its Arabic runs of `string` (the text these
    /// clusters were appended from) at `size`; does nothing when no face of the chain has one.
    mutating func positionArabicRuns(_ string: String, size: Double) {
        let arabic = ShapedText.arabicScript
        guard chain.contains(where: { $0.positioning.has(script: arabic) }) else { return }
        var start: Int? = nil, runFace = 0, changed = count
        for cluster in 0...count {
            var face: Int? = nil
            if cluster < count, glyphStart[cluster] < glyphStart[cluster + 1], let first = string[textIndex[cluster]].unicodeScalars.first,
               ShapedText.compositionScript(first) == .arabic {
                face = Int(glyphFace[glyphStart[cluster]])
            } else if cluster < count, start != nil, glyphStart[cluster] == glyphStart[cluster + 1], kinds[cluster].isVisible {
                continue  // a letter a ligature took into the cluster before it
            }
            if let begin = start, face != runFace {
                if positionRun(begin..<cluster, face: runFace, script: arabic, size: size) { changed = min(changed, begin) }
                start = nil
            }
            if let face, start == nil { start = cluster; runFace = face }
        }
        updatePrefix(from: changed)
    }

    /// Positions the glyphs of `clusters` (one face, logical order); true when a glyph moved.
    private mutating func positionRun(_ clusters: Range<Int>, face faceIndex: Int, script: Int, size: Double) -> Bool {
        let face = chain[faceIndex]
        guard face.positioning.has(script: script) else { return false }
        let glyphs = Array(glyphIDs[glyphStart[clusters.lowerBound]..<glyphStart[clusters.upperBound]])
        guard let values = face.positioning.adjustments(glyphs, script: script, gdef: face.definition, rightToLeft: true,
                                                        advance: { face.advance($0) }) else { return false }
        let scale = size / Double(face.unitsPerEm), first = glyphStart[clusters.lowerBound]
        for cluster in clusters where glyphStart[cluster] < glyphStart[cluster + 1] {
            let base = glyphStart[cluster], own = values[base - first]
            adjust(cluster: cluster, advance: Double(own.advance) * scale)
            for glyph in base..<glyphStart[cluster + 1] {
                // A mark moves with its base; a spacing glyph of the cluster by its own adjustment.
                let value = values[glyph - first]
                let carried = glyph == base || isSpacing(glyph) ? GlyphPositioning.Value.zero : own
                move(glyph: glyph, dx: Double(value.x + carried.x) * scale, dy: Double(value.y + carried.y) * scale)
            }
        }
        return true
    }
}
