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

/// Runs of Indic clusters: consecutive clusters of one Indic script in one face, shaped by
/// ``IndicShaper`` as a whole (a syllable can span clusters).
struct IndicRuns {
    struct Run {
        let script: IndicScript
        let face: Int
        var clusters: Range<Int>
        var scalars: [(scalar: Unicode.Scalar, owner: Int)]
    }

    private(set) var runs: [Run] = []

    /// Adds cluster `index` (in `face`, with `scalars`) when it starts with a letter or sign of an Indic script.
    mutating func add(_ index: Int, face: Int, first: Unicode.Scalar, scalars: @autoclosure () -> ArraySlice<Unicode.Scalar>) {
        guard first.value >= 0x900, let script = IndicScript(first) else { return }
        let own = scalars().map { (scalar: $0, owner: index) }
        if let last = runs.last, last.script == script, last.face == face, last.clusters.upperBound == index {
            runs[runs.count - 1].clusters = last.clusters.lowerBound..<index + 1
            runs[runs.count - 1].scalars += own
        } else {
            runs.append(Run(script: script, face: face, clusters: index..<index + 1, scalars: own))
        }
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
                                                           gdef: face.definition) { face.advance($0) }
            for index in run.clusters {
                clusters[index]?.base = nil; clusters[index]?.marks = []; clusters[index]?.missing = false; clusters[index]?.adjustments = []
            }
            for (position, (glyph, owner)) in zip(glyphs, owners).enumerated() where run.clusters.contains(owner) {
                if clusters[owner]?.base == nil { clusters[owner]?.base = glyph } else { clusters[owner]?.marks.append(glyph) }
                if glyph == 0 { clusters[owner]?.missing = true }
                if let adjustments { clusters[owner]?.adjustments.append(adjustments[position]) }
            }
        }
    }
}
