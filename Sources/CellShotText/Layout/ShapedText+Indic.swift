/// Indic text: the bundled face of each Indic script joins the fallback chain when a character
/// of the script is in no face of the chain.
extension ShapedText {
    /// Adds the bundled face (``ScriptFace``) of every Indic script of `string` whose characters the chain lacks.
    mutating func addIndicFaces(_ string: String) {
        var added: Set<IndicScript> = []
        for scalar in string.unicodeScalars where scalar.value >= 0x900 {
            guard let script = IndicScript(scalar), !added.contains(script), lookup(scalar).1 == 0 else { continue }
            added.insert(script)
            appendScriptFace(ScriptFace(script))
        }
    }
}

/// Runs of Indic clusters: the words of one Indic script in one face, with the single spaces
/// between them, shaped by ``IndicShaper`` as a whole (a syllable can span clusters), as a
/// shaper shapes a run: a space is shaped with the words around it but keeps its own glyph.
struct IndicRuns {
    struct Run {
        let script: IndicScript
        let face: Int
        /// The clusters of each word, in order.
        var words: [Range<Int>]
        /// The run's scalars, each with its cluster (``separator`` for a space between words).
        var scalars: [(scalar: Unicode.Scalar, owner: Int)]
    }

    /// The owner of a space between two words of a run.
    static let separator = -1

    private(set) var runs: [Run] = []
    /// The cluster of a space right after the last run's last word, if the last cluster seen is one.
    private var space: Int?

    /// Adds cluster `index` (in `face`, with `scalars`) when it starts with a letter or sign of
    /// an Indic script, and returns true; notes a space (U+0020 alone) right after a word.
    @inline(__always)
    mutating func add(_ index: Int, face: Int, first: Unicode.Scalar, scalars: @autoclosure () -> ArraySlice<Unicode.Scalar>) -> Bool {
        if first.value >= 0x900, let script = IndicScript(first) {
            add(index, face: face, script: script, scalars: scalars())
            return true
        }
        if first == " ", let word = runs.last?.words.last, word.upperBound == index, scalars().count == 1 {
            space = index
        } else {
            space = nil
        }
        return false
    }

    private mutating func add(_ index: Int, face: Int, script: IndicScript, scalars: ArraySlice<Unicode.Scalar>) {
        defer { space = nil }
        let last = runs.count - 1
        if last >= 0, runs[last].script == script, runs[last].face == face, let word = runs[last].words.last {
            if word.upperBound == index {
                runs[last].words[runs[last].words.count - 1] = word.lowerBound..<index + 1
                for scalar in scalars { runs[last].scalars.append((scalar, index)) }
                return
            }
            if let space, space + 1 == index {
                runs[last].words.append(index..<index + 1)
                runs[last].scalars.append((" ", IndicRuns.separator))
                for scalar in scalars { runs[last].scalars.append((scalar, index)) }
                return
            }
        }
        var run = Run(script: script, face: face, words: [index..<index + 1], scalars: [])
        run.scalars.reserveCapacity(64)
        for scalar in scalars { run.scalars.append((scalar, index)) }
        runs.append(run)
    }
}

extension ShapedText {
    /// Replaces the glyphs of the clusters of `indic`'s runs by their shaped glyphs: a
    /// syllable's glyphs go to its first cluster, a cluster a syllable took draws nothing.
    func shapeIndic(_ indic: IndicRuns, in clusters: inout [ClusterGlyphs?]) {
        for run in indic.runs {
            let face = chain[run.face]
            let shaper = IndicShaper(plan: IndicPlan.plan(face, run.script), face: face)
            let (glyphs, owners) = shaper.shape(run.scalars)
            let adjustments = positioned(glyphs, owners: owners, script: run.script, face: face)
            for word in run.words {
                for index in word {
                    clusters[index]?.base = nil; clusters[index]?.marks = []; clusters[index]?.missing = false
                    clusters[index]?.adjustments = []
                }
            }
            for (position, (glyph, owner)) in zip(glyphs, owners).enumerated() where owner != IndicRuns.separator {
                if clusters[owner]?.base == nil { clusters[owner]?.base = glyph } else { clusters[owner]?.marks.append(glyph) }
                if glyph == 0 { clusters[owner]?.missing = true }
                if let adjustment = adjustments[position] { clusters[owner]?.adjustments.append(adjustment) }
            }
        }
    }

    /// The GPOS adjustments of a shaped run's `glyphs` (its single, cursive and context
    /// lookups, over the whole run as a shaper runs them): nil for every glyph when the face
    /// adjusts none, and for a separator.
    private func positioned(_ glyphs: [UInt16], owners: [Int], script: IndicScript, face: FontFace) -> [GlyphPositioning.Value?] {
        guard let values = face.positioning.adjustments(glyphs, script: MarkAttachment.firstIndic + script.rawValue,
                                                        gdef: face.definition, advance: { face.advance($0) }) else {
            return Array(repeating: nil, count: glyphs.count)
        }
        return zip(values, owners).map { value, owner in owner == IndicRuns.separator ? nil : value }
    }
}
