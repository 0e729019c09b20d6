/// Text whose every scalar is a cluster of its own (``isOwnClusters(_:)``: Latin, Greek,
/// Cyrillic, common punctuation) and whose clusters end with one glyph each, or none: most text
/// a cell shows. It is shaped in three passes over one record per cluster — the nominal glyphs
/// and the runs, the runs' substitutions, the advances and kerning — then written out column
/// by column. Text that needs more (an emoji, a substitution that leaves a cluster two glyphs,
/// GPOS single, cursive or context positioning) takes the general loop, which gives such text
/// the same clusters (`ScalarShapingTests`).
extension ShapedText {
    /// What ``simpleColumns(_:size:)`` gives: every array of a shaped text but the bidi levels
    /// (none).
    struct SimpleColumns {
        var textIndex: [String.Index] = [], kinds: [ClusterKind] = [], advances: [Double] = [], kernBefore: [Double] = []
        var prefix: [Double] = [], glyphStart: [Int] = [], glyphIDs: [UInt16] = [], glyphFace: [UInt8] = []
        /// Zero per glyph: the glyphs' offsets and rises.
        var zeros: [Double] = []
        var missing: [Int] = []
    }

    /// One cluster: where it starts, its scalar and kind, its glyph in face `face` (`noGlyph`
    /// when it has none: not visible, or taken by a ligature into an earlier cluster), its
    /// advance and the kerning before it.
    fileprivate struct SimpleCluster {
        var index: String.Index
        var advance = 0.0
        var kern = 0.0
        var scalar: Unicode.Scalar
        var glyph: UInt16 = 0
        var face = ShapedText.noGlyph
        var kind: ClusterKind
    }

    /// A run of clusters of one face and script (``runScript(_:current:)``), as the general
    /// loop's substitution runs are.
    fileprivate struct SimpleRun {
        var clusters: Range<Int>
        var face: Int
        var script: GlyphComposition.Script
    }

    fileprivate static let noGlyph = UInt8.max

    /// The columns of `string` (every scalar a cluster of its own) when each of its clusters
    /// ends with one glyph or none; nil when one needs the general loop.
    func simpleColumns(_ string: String, size: Double) -> SimpleColumns? {
        var missing: [Int] = []
        var runs: [SimpleRun] = []
        var needed = false
        var clusters = [SimpleCluster]()
        clusters.reserveCapacity(string.utf8.count)
        guard nominalClusters(string, into: &clusters, runs: &runs, needed: &needed, missing: &missing) else { return nil }
        let simple = clusters.withUnsafeMutableBufferPointer { clusters in
            guard substitute(runs, needed: needed, in: clusters) else { return false }
            position(clusters, size: size)
            return true
        }
        guard simple else { return nil }
        var columns = clusters.withUnsafeBufferPointer { SimpleColumns($0, end: string.endIndex) }
        columns.missing = missing
        return columns
    }

    /// Appends a record per cluster of `string` with its nominal glyph (spaces and tabs as a
    /// space), the runs of visible clusters, and whether a glyph starts a lookup of its face
    /// (`needed`); false when a cluster is an emoji.
    private func nominalClusters(_ string: String, into clusters: inout [SimpleCluster], runs: inout [SimpleRun],
                                 needed: inout Bool, missing: inout [Int]) -> Bool {
        let utf8 = string.utf8
        var index = string.startIndex
        // Read in one pass, a scalar ahead; the index moved by the UTF-8 length of what was read.
        var iterator = string.unicodeScalars.makeIterator()
        var ahead = iterator.next()
        var open: SimpleRun? = nil
        while let scalar = ahead {
            var cluster = SimpleCluster(index: index, scalar: scalar, kind: ShapedText.kind(of: scalar))
            ahead = iterator.next()
            var length = UTF8.width(scalar)
            if scalar == "\r", ahead == "\n" { ahead = iterator.next(); length += 1 }
            index = utf8.index(index, offsetBy: length)
            let script = ShapedText.runScript(scalar, current: open?.script)
            if cluster.kind.isVisible {
                if scalar.value >= 0x2000, isEmoji(Character(scalar)) { return false }
                let (face, glyph) = lookup(cluster.kind == .space ? " " : scalar)
                // Face indices are bytes, one of them kept to mean "no glyph".
                guard face < Int(ShapedText.noGlyph) else { return false }
                if glyph == 0 { missing.append(clusters.count) }
                (cluster.face, cluster.glyph) = (UInt8(face), glyph)
                needed = needed || chain[face].composition.starts(ShapedText.compositionScript(scalar), at: glyph)
                if let run = open, run.face != face || run.script != script { runs.append(run); open = nil }
                let start = open?.clusters.lowerBound ?? clusters.count
                open = SimpleRun(clusters: start..<clusters.count + 1, face: face, script: script)
            } else if let run = open {
                runs.append(run)
                open = nil
            }
            clusters.append(cluster)
        }
        if let open { runs.append(open) }
        return true
    }

    /// Runs each run's substitution features (when a glyph of the text starts a lookup) and
    /// hands each cluster the glyph left it; false when a cluster is left two glyphs or a face
    /// positions the run (GPOS single, cursive or context lookups).
    private func substitute(_ runs: [SimpleRun], needed: Bool, in clusters: UnsafeMutableBufferPointer<SimpleCluster>) -> Bool {
        let positions = chain.contains { !$0.positioning.isEmpty }
        guard needed || positions else { return true }
        for run in runs {
            let face = chain[run.face]
            let positioned = positions && !face.positioning.isEmpty
            guard face.composition.has(run.script) || positioned else { continue }
            var buffer = GlyphBuffer(clusters[run.clusters].map(\.glyph), clusters: Array(run.clusters))
            if face.composition.has(run.script), buffer.glyphs.contains(where: { face.composition.starts(run.script, at: $0) }) {
                face.composition.apply(run.script, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
                if buffer.version != 0 {
                    for index in run.clusters { clusters[index].face = ShapedText.noGlyph }
                    for (glyph, owner) in zip(buffer.glyphs, buffer.clusters) {
                        guard clusters[owner].face == ShapedText.noGlyph else { return false }
                        (clusters[owner].face, clusters[owner].glyph) = (UInt8(run.face), glyph)
                    }
                }
            }
            // A lookup that adjusts a glyph of the run leaves it to the general loop.
            if positioned, face.positioning.adjustments(buffer.glyphs, script: alphabet, gdef: face.definition, rightToLeft: false,
                                                        advance: { face.advance($0) }) != nil { return false }
        }
        return true
    }

    /// Sets each cluster's advance (with ``tracking``) and the kerning before it (with the glyph
    /// before it in the same face, since the last line break).
    private func position(_ clusters: UnsafeMutableBufferPointer<SimpleCluster>, size: Double) {
        // The face of the last glyph, with its scale; the last glyph, for kerning.
        var faceIndex = -1, face: FontFace? = nil, scale = 0.0
        var lastFace = -1, lastGlyph: UInt16 = 0
        for index in clusters.indices {
            if clusters[index].kind == .newline { lastFace = -1 }
            guard clusters[index].face != ShapedText.noGlyph else { continue }
            let glyph = clusters[index].glyph
            if Int(clusters[index].face) != faceIndex {
                faceIndex = Int(clusters[index].face)
                face = chain[faceIndex]
                scale = size / Double(face.unsafelyUnwrapped.unitsPerEm)
            }
            let own = face.unsafelyUnwrapped
            clusters[index].advance = Double(own.advance(glyph)) * scale
            if tracking != 0 { clusters[index].advance += tracking }
            if lastFace == faceIndex {
                clusters[index].kern = Double(own.kerning.value(lastGlyph, glyph, script: script(of: clusters[index].scalar))) * scale
            }
            lastFace = faceIndex
            lastGlyph = glyph
        }
    }
}

extension ShapedText.SimpleColumns {
    /// The columns of `clusters`; the prefix sums added in cluster order, as the general loop adds them.
    fileprivate init(_ clusters: UnsafeBufferPointer<ShapedText.SimpleCluster>, end: String.Index) {
        let count = clusters.count
        var glyphs: [Int] = []
        glyphs.reserveCapacity(count)
        for cluster in 0..<count where clusters[cluster].face != ShapedText.noGlyph { glyphs.append(cluster) }
        textIndex = Self.column(count + 1) { $0 < count ? clusters[$0].index : end }
        kinds = Self.column(count) { clusters[$0].kind }
        advances = Self.column(count) { clusters[$0].advance }
        kernBefore = Self.column(count) { clusters[$0].kern }
        var sum = 0.0
        prefix = Self.column(count + 1) { cluster in
            if cluster > 0 { sum = sum + clusters[cluster - 1].kern + clusters[cluster - 1].advance }
            return sum
        }
        var glyph = 0
        glyphStart = Self.column(count + 1) { cluster in
            defer { if cluster < count, clusters[cluster].face != ShapedText.noGlyph { glyph += 1 } }
            return glyph
        }
        glyphIDs = Self.column(glyphs.count) { clusters[glyphs[$0]].glyph }
        glyphFace = Self.column(glyphs.count) { clusters[glyphs[$0]].face }
        zeros = Self.column(glyphs.count) { _ in 0 }
    }

    /// `count` elements, the element at each index made by `element`, in index order.
    @inline(__always)
    private static func column<Element: BitwiseCopyable>(_ count: Int, _ element: (Int) -> Element) -> [Element] {
        // Written into a temporary buffer, then copied in one go into storage reserved for
        // `Element` (an array made at its full count looks its storage type up at run time,
        // ≈ 500 instructions; one appended to checks its capacity and uniqueness per element).
        var column: [Element] = []
        column.reserveCapacity(count)
        withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { buffer in
            for index in 0..<count { buffer.initializeElement(at: index, to: element(index)) }
            column.append(contentsOf: buffer)
        }
        return column
    }
}
