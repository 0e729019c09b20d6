/// A visible cluster's glyphs before positioning: its face (an index into the chain), its base
/// glyph (nil when a ligature took the cluster into an earlier one), its marks' glyphs, and
/// whether a glyph was missing.
struct ClusterGlyphs: Sendable, Equatable {
    var face: Int
    var base: UInt16?
    var marks: [UInt16]
    var missing: Bool
    /// Per glyph (base, then marks) its GPOS single, cursive or context adjustment
    /// (``GlyphPositioning``); empty when none applies.
    var adjustments: [GlyphPositioning.Value] = []

    /// A base glyph `(face, glyph)` alone (missing when the glyph is 0).
    init(_ base: (face: Int, glyph: UInt16)) {
        self.init(face: base.face, base: base.glyph, marks: [], missing: base.glyph == 0)
    }

    init(face: Int, base: UInt16?, marks: [UInt16], missing: Bool, adjustments: [GlyphPositioning.Value] = []) {
        (self.face, self.base, self.marks, self.missing, self.adjustments) = (face, base, marks, missing, adjustments)
    }
}

/// Substitution over runs: as HarfBuzz applies GSUB over a whole run, the face's features
/// (``GlyphComposition``) run over each run of consecutive clusters of one script in one face
/// (Hebrew and Arabic words; Latin, Greek and Cyrillic text with its spaces and punctuation), so
/// contexts and ligatures reach across clusters. A ligature across clusters merges them: the
/// earlier cluster takes the glyphs, the later ones draw nothing.
extension ShapedText {
    /// Per cluster of a string (its `scalars`, with their bidi `levels`), the glyphs of the
    /// clusters of a run after substitution; nil for other clusters (emoji, controls, line
    /// breaks).
    func composedClusters(_ clusters: [TextCluster], scalars: [Unicode.Scalar], levels: [UInt8]?) -> [ClusterGlyphs?] {
        var result: [ClusterGlyphs?] = []
        result.reserveCapacity(clusters.count)
        var runs = Runs(script: .hebrew)
        var indic = IndicRuns()
        var cjk = RegionalRuns()
        var scalarIndex = 0
        for text in clusters {
            var cluster: ClusterGlyphs? = nil
            var clusterScript = runs.script
            // An Indic cluster takes its glyphs from its Indic run alone: it joins no run here.
            var composes = false
            let first = text.first
            if text.kind.isVisible, !isEmoji(first: first, several: text.isSeveral, character: { text.character(in: scalars) }) {
                if let script = IndicRuns.script(of: first) {
                    // Its Indic run gives it its glyphs: here only its face is found.
                    let face = lookup(first).0
                    indic.add(result.count, face: face, script: script, scalars: text.scalars(in: scalars))
                    cluster = ClusterGlyphs(face: face, base: nil, marks: [], missing: false)
                } else {
                    let rtl = levels.map { scalarIndex < $0.count && $0[scalarIndex] & 1 == 1 } ?? false
                    let nominal = nominalGlyphs(text, in: scalars, rtl: rtl)
                    indic.pass(result.count, first: first, alone: !text.isSeveral)
                    composes = true
                    clusterScript = ShapedText.runScript(first, current: runs.start == nil ? nil : runs.script)
                    runs.needed = runs.needed || startsLookup(nominal, first: first)
                    cluster = nominal
                    if regional != nil, ShapedText.isCJK(first) { cjk.add(result.count, face: nominal.face) }
                }
            }
            scalarIndex += text.scalarCount
            extend(&result, with: cluster, script: clusterScript, composes: composes, runs: &runs)
        }
        var clusters = composed(result, runs: runs)
        shapeIndic(indic, in: &clusters)
        applyRegionalForms(cjk, in: &clusters)
        return clusters
    }

    /// The runs of a text's clusters: the finished ones, the open one (from `start`, of
    /// `script`, in face `face`), and whether a glyph of the text starts a lookup of its face
    /// (``startsLookup``).
    struct Runs {
        var done: [(range: Range<Int>, script: GlyphComposition.Script)] = []
        var start: Int?
        var script: GlyphComposition.Script
        var face = 0
        var needed = false
    }

    /// Appends `cluster` (of `clusterScript`) to `result`, in the open run when it `composes`;
    /// the open run ends when the face or the script changes, or at a cluster that does not.
    private func extend(_ result: inout [ClusterGlyphs?], with cluster: consuming ClusterGlyphs?,
                        script clusterScript: GlyphComposition.Script, composes: Bool, runs: inout Runs) {
        let face = composes ? cluster?.face : nil
        if let start = runs.start, face != runs.face || clusterScript != runs.script {
            runs.done.append((start..<result.count, runs.script))
            runs.start = nil
        }
        if let face {
            if runs.start == nil { runs.start = result.count }
            runs.script = clusterScript
            runs.face = face
        }
        result.append(cluster)
    }

    /// `clusters` with every run composed, when a glyph of the text starts a lookup of its
    /// face, and positioned, when a face of the chain has GPOS single, cursive or context
    /// lookups (``GlyphPositioning``); else unchanged (no run's features apply).
    private func composed(_ clusters: consuming [ClusterGlyphs?], runs: Runs) -> [ClusterGlyphs?] {
        let positions = chain.contains { !$0.positioning.isEmpty }
        guard runs.needed || positions else { return clusters }
        var result = clusters
        for run in runs.done { compose(run.range, script: run.script, in: &result, positions: positions) }
        if let start = runs.start { compose(start..<result.count, script: runs.script, in: &result, positions: positions) }
        return result
    }

    /// True when a glyph of `cluster` is one a lookup of its face's features for the script of
    /// `first` starts at.
    private func startsLookup(_ cluster: ClusterGlyphs, first: Unicode.Scalar) -> Bool {
        guard let base = cluster.base else { return false }
        let face = chain[cluster.face], script = ShapedText.compositionScript(first)
        return face.composition.starts(script, at: base) || cluster.marks.contains { face.composition.starts(script, at: $0) }
    }

    /// The script whose features shape a cluster starting with `first`: Hebrew, Arabic (the
    /// other right-to-left scripts shape as Arabic), Greek, Cyrillic, Thai, Lao, else Latin (with digits,
    /// spaces and punctuation).
    static func compositionScript(_ first: Unicode.Scalar) -> GlyphComposition.Script {
        if first.isASCII { return .latin }
        if isRightToLeftScript(first) { return isHebrew(first) ? .hebrew : .arabic }
        switch MarkAttachment.script(of: first) {
        case 3: return .greek
        case 4: return .cyrillic
        case 5: return .thai
        case 6: return .lao
        default: return .latin
        }
    }

    /// The script of a cluster in a run of `current` (nil at a run's start): a digit, space or
    /// punctuation mark stays in a Greek or Cyrillic run, as script itemization keeps common
    /// characters with the letters before them.
    static func runScript(_ first: Unicode.Scalar, current: GlyphComposition.Script?) -> GlyphComposition.Script {
        let own = compositionScript(first)
        guard own == .latin, let current, current.isAlphabet else { return own }
        let letter = first.isASCII ? (0x41...0x5A).contains(first.value & 0xDF) : first.isAlphabetic
        guard !letter else { return own }
        return current
    }

    /// Hebrew and its presentation forms (the other right-to-left scripts shape as Arabic).
    static func isHebrew(_ scalar: Unicode.Scalar) -> Bool { (0x0590...0x05FF).contains(scalar.value) || (0xFB1D...0xFB4F).contains(scalar.value) }

    /// Runs the face's features for `script` over the glyphs of the clusters at `word` (consecutive
    /// indices into `clusters`, one face) and hands each cluster the glyphs left in it; with
    /// `positions`, then the face's GPOS single, cursive and context lookups over them.
    private func compose(_ word: Range<Int>, script: GlyphComposition.Script, in clusters: inout [ClusterGlyphs?],
                         positions: Bool) {
        guard let start = word.first, let faceIndex = clusters[start]?.face else { return }
        let face = chain[faceIndex]
        let substitutes = face.composition.has(script)
        // Arabic letters take their positional forms after the run's features: not positioned here.
        let positioned = positions && !face.positioning.isEmpty && script != .arabic
        guard substitutes || positioned else { return }
        // A run none of whose glyphs starts a lookup keeps its glyphs (and has no buffer made).
        let substitutesHere = substitutes && ShapedText.contains(word, clusters) { face.composition.starts(script, at: $0) }
        let positionIndex = positionScript(script)
        let positionsHere = positioned
            && (substitutesHere || ShapedText.contains(word, clusters) { face.positioning.starts(positionIndex, at: $0) })
        guard substitutesHere || positionsHere else { return }
        var buffer = ShapedText.buffer(word, clusters)
        if substitutesHere {
            face.composition.apply(script, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
            ShapedText.hand(buffer, to: word, in: &clusters)
        }
        if positionsHere { position(buffer, script: script, face: face, in: &clusters) }
    }

    /// True when a glyph of the clusters at `word` passes `test`.
    private static func contains(_ word: Range<Int>, _ clusters: [ClusterGlyphs?], where test: (UInt16) -> Bool) -> Bool {
        for index in word {
            // Read in place: binding the cluster to a name would copy its arrays.
            guard let base = clusters[index]?.base else { continue }
            if test(base) || clusters[index]!.marks.contains(where: test) { return true }
        }
        return false
    }

    /// The positioning script (an index into ``MarkAttachment/scripts``) of a run of `script`:
    /// Latin, Greek and Cyrillic runs take the text's ``alphabet``.
    private func positionScript(_ script: GlyphComposition.Script) -> Int {
        switch script {
        case .hebrew: MarkAttachment.script(of: "\u{05D0}")
        case .thai: MarkAttachment.script(of: "\u{0E01}")
        case .lao: MarkAttachment.script(of: "\u{0E81}")
        default: alphabet
        }
    }

    /// Hands each glyph of `buffer` (a run after substitution) its adjustment by the face's GPOS
    /// single, cursive and context lookups of the run's script (``script(of:)``: Latin, Greek and
    /// Cyrillic runs take the text's ``alphabet``).
    private func position(_ buffer: GlyphBuffer, script: GlyphComposition.Script, face: FontFace,
                          in clusters: inout [ClusterGlyphs?]) {
        guard let values = face.positioning.adjustments(buffer.glyphs, script: positionScript(script), gdef: face.definition,
                                                        rightToLeft: script == .hebrew, advance: { face.advance($0) }) else { return }
        for (value, owner) in zip(values, buffer.clusters) { clusters[owner]?.adjustments.append(value) }
    }

    /// The glyphs of the clusters at `word` (one face), each owned by its cluster's index.
    static func buffer(_ word: Range<Int>, _ clusters: [ClusterGlyphs?]) -> GlyphBuffer {
        var glyphs: [UInt16] = [], owners: [Int] = []
        glyphs.reserveCapacity(word.count); owners.reserveCapacity(word.count)
        for index in word {
            // Read in place: binding the cluster to a name would copy its arrays.
            guard let base = clusters[index]?.base else { continue }
            glyphs.append(base); owners.append(index)
            for mark in clusters[index]!.marks { glyphs.append(mark); owners.append(index) }
        }
        return GlyphBuffer(glyphs, clusters: owners)
    }

    /// Hands each cluster at `word` the glyphs `buffer` left it; an unchanged buffer leaves the
    /// clusters as they are.
    static func hand(_ buffer: GlyphBuffer, to word: Range<Int>, in clusters: inout [ClusterGlyphs?]) {
        guard buffer.version != 0 else { return }
        // Emptied in place, keeping each marks array's storage for the glyphs handed back.
        for index in word { clusters[index]?.base = nil; clusters[index]?.marks.removeAll(keepingCapacity: true) }
        for (glyph, owner) in zip(buffer.glyphs, buffer.clusters) {
            if clusters[owner]?.base == nil { clusters[owner]?.base = glyph } else { clusters[owner]?.marks.append(glyph) }
        }
    }
}
