/// Indic text: the bundled face of each Indic script joins the fallback chain when a character
/// of the script is in no face of the chain.
extension ShapedText {
    /// Adds the bundled face (``ScriptFace``) of every Indic script of `string` whose characters the chain lacks.
    mutating func addIndicFaces(_ string: String) {
        var added: UInt64 = 0  // a bit per script
        for scalar in string.unicodeScalars where scalar.value >= 0x900 {
            guard let script = IndicScript(scalar), added & 1 << UInt64(script.rawValue) == 0, lookup(scalar).1 == 0 else { continue }
            added |= 1 << UInt64(script.rawValue)
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

    /// The Indic script of a cluster starting with `first`, if it starts with one of its letters or signs.
    @inline(__always)
    static func script(of first: Unicode.Scalar) -> IndicScript? { first.value >= 0x900 ? IndicScript(first) : nil }

    /// Notes cluster `index`, of no Indic script: a space (U+0020 `alone`) right after a word
    /// may join the word after it to the run.
    @inline(__always)
    mutating func pass(_ index: Int, first: Unicode.Scalar, alone: Bool) {
        if first == " ", alone, let word = runs.last?.words.last, word.upperBound == index {
            space = index
        } else {
            space = nil
        }
    }

    /// Adds cluster `index` of `script` (in `face`, with `scalars`) to the last run, or starts one.
    mutating func add(_ index: Int, face: Int, script: IndicScript, scalars: ArraySlice<Unicode.Scalar>) {
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
            let adjustments = face.positioning.adjustments(glyphs, script: MarkAttachment.firstIndic + run.script.rawValue,
                                                           gdef: face.definition, advance: { face.advance($0) })
            for word in run.words {
                for index in word { clusters[index]?.clear() }
            }
            // A cluster's glyphs are those of its syllables, one span of the run after another.
            var start = 0
            while start < glyphs.count {
                let owner = owners[start]
                var end = start + 1
                while end < glyphs.count, owners[end] == owner { end += 1 }
                if owner != IndicRuns.separator {
                    clusters[owner]?.take(glyphs[start..<end], adjustments: adjustments?[start..<end])
                }
                start = end
            }
        }
    }
}

extension ClusterGlyphs {
    /// Empties the cluster (its face stays) before its Indic run's glyphs come.
    mutating func clear() {
        base = nil; marks.removeAll(); missing = false; adjustments.removeAll()
    }

    /// Adds `glyphs` (the first the base, unless the cluster has one), with their GPOS `adjustments`.
    mutating func take(_ glyphs: ArraySlice<UInt16>, adjustments values: ArraySlice<GlyphPositioning.Value>?) {
        var rest = glyphs
        if base == nil, let first = rest.popFirst() { base = first }
        marks.append(contentsOf: rest)
        if glyphs.contains(0) { missing = true }
        if let values { adjustments.append(contentsOf: values) }
    }
}
