/// Indic text: the bundled face of each Indic script joins the fallback chain when a character
/// of the script is in no face of the chain.
extension ShapedText {
    /// Adds the bundled face (``ScriptFace``) of every Indic script of `scalars` whose characters the chain lacks.
    mutating func addIndicFaces(_ scalars: [Unicode.Scalar]) {
        // A bit per script: seen (its face looked for in the chain), done (added, or in the chain already).
        var seen: UInt64 = 0, done: UInt64 = 0
        for scalar in scalars where scalar.value >= 0x900 {
            guard let script = IndicScript(scalar) else { continue }
            let bit: UInt64 = 1 << UInt64(script.rawValue)
            guard done & bit == 0 else { continue }
            if seen & bit == 0 {
                seen |= bit
                // The chain has the script's face: adding it would change nothing. (A face not
                // parsed yet is in no chain.)
                if let face = FontRegistry.shared.loadedFace(for: ScriptFace(script), weight: font.weight),
                   chain.contains(where: { $0 === face }) {
                    done |= bit
                    continue
                }
            }
            guard lookup(scalar).1 == 0 else { continue }
            done |= bit
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
        /// The run's scalars: indices into ``IndicRuns/scalars``.
        var scalars: Range<Int>
    }

    /// The owner of a space between two words of a run.
    static let separator = -1

    private(set) var runs: [Run] = []
    /// The scalars of every run, each with its cluster (``separator`` for a space between words).
    private(set) var scalars: [(scalar: Unicode.Scalar, owner: Int)] = []
    /// The clusters of the last run's last word.
    private var lastWord = 0..<0
    /// The cluster of a space right after the last run's last word, if the last cluster seen is one.
    private var space: Int?

    /// The Indic script of a cluster starting with `first`, if it starts with one of its letters or signs.
    @inline(__always)
    static func script(of first: Unicode.Scalar) -> IndicScript? { first.value >= 0x900 ? IndicScript(first) : nil }

    /// Notes cluster `index`, of no Indic script: a space (U+0020 `alone`) right after a word
    /// may join the word after it to the run.
    @inline(__always)
    mutating func pass(_ index: Int, first: Unicode.Scalar, alone: Bool) {
        space = first == " " && alone && !runs.isEmpty && lastWord.upperBound == index ? index : nil
    }

    /// Adds cluster `index` of `script` (in `face`, with `scalars`) to the last run, or starts one.
    mutating func add(_ index: Int, face: Int, script: IndicScript, scalars clusterScalars: ArraySlice<Unicode.Scalar>) {
        defer { space = nil }
        let last = runs.count - 1
        if last >= 0, runs[last].script == script, runs[last].face == face {
            if lastWord.upperBound == index {
                lastWord = lastWord.lowerBound..<index + 1
                append(clusterScalars, of: index)
                return
            }
            if let space, space + 1 == index {
                lastWord = index..<index + 1
                scalars.append((" ", IndicRuns.separator))
                append(clusterScalars, of: index)
                return
            }
        }
        if scalars.isEmpty { scalars.reserveCapacity(64) }
        lastWord = index..<index + 1
        runs.append(Run(script: script, face: face, scalars: scalars.count..<scalars.count))
        append(clusterScalars, of: index)
    }

    /// Appends `clusterScalars` of cluster `index` to the last run.
    private mutating func append(_ clusterScalars: ArraySlice<Unicode.Scalar>, of index: Int) {
        for scalar in clusterScalars { scalars.append((scalar, index)) }
        runs[runs.count - 1].scalars = runs[runs.count - 1].scalars.lowerBound..<scalars.count
    }
}

extension ShapedText {
    /// Replaces the glyphs of the clusters of `indic`'s runs by their shaped glyphs: a
    /// syllable's glyphs go to its first cluster, a cluster a syllable took draws nothing.
    func shapeIndic(_ indic: IndicRuns, in clusters: inout [ClusterGlyphs?]) {
        var scratch = IndicShaper.Scratch()
        for run in indic.runs {
            let face = chain[run.face]
            let shaper = IndicShaper(plan: IndicPlan.plan(face, run.script), face: face)
            let (glyphs, owners) = shaper.shape(indic.scalars[run.scalars], scratch: &scratch)
            let adjustments = face.positioning.adjustments(glyphs, script: MarkAttachment.firstIndic + run.script.rawValue,
                                                           gdef: face.definition, advance: { face.advance($0) })
            // A cluster's glyphs are those of its syllables, one span of the run after another
            // (its nominal cluster holds none: ``composedClusters(_:scalars:levels:)``).
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
    /// Adds `glyphs` (the first the base, unless the cluster has one), with their GPOS `adjustments`.
    mutating func take(_ glyphs: ArraySlice<UInt16>, adjustments values: ArraySlice<GlyphPositioning.Value>?) {
        let before = base == nil ? 0 : 1 + marks.count
        var rest = glyphs
        if base == nil, let first = rest.popFirst() { base = first }
        marks.append(contentsOf: rest)
        if glyphs.contains(0) { missing = true }
        // While every adjustment is zero the cluster keeps none (read as zero): no array is made.
        if let values, !adjustments.isEmpty || values.contains(where: { !$0.isZero }) {
            if adjustments.isEmpty { adjustments.append(contentsOf: repeatElement(.zero, count: before)) }
            adjustments.append(contentsOf: values)
        }
    }
}
