/// Glyphs under substitution, each with its cluster (the index of the first character it came
/// from, increasing along the buffer). Substitutions keep the clusters as HarfBuzz does: a
/// ligature merges the clusters of everything it spans, the glyphs of a multiple substitution
/// keep the cluster of the glyph they replace, and a deleted first glyph hands its cluster on.
///
/// The buffer never grows past ``limit`` glyphs: a multiple substitution that would pass it is
/// not applied, so lookups that multiply glyphs (a sequence that contains its own glyph, in a
/// cycle of nested lookups) end.
struct GlyphBuffer: Sendable, Equatable {
    private(set) var glyphs: [UInt16]
    private(set) var clusters: [Int]
    /// Per glyph, the features a shaper turned on for it (bits it chooses), kept through
    /// substitutions like the clusters (a ligature keeps its first glyph's); empty when unused.
    private(set) var masks: [UInt8] = []
    /// Counts the changes made (not part of equality): a reader's cached view of the glyphs is
    /// stale when it moved.
    private(set) var version = 0
    /// The most glyphs the buffer may hold: eight per starting glyph, and at least 64.
    let limit: Int

    /// A buffer of `glyphs` with their `clusters` (the same count); each glyph its own cluster
    /// by default.
    init(_ glyphs: [UInt16], clusters: [Int]? = nil) {
        self.glyphs = glyphs
        self.clusters = clusters ?? Array(glyphs.indices)
        limit = max(64, 8 * glyphs.count)
    }

    /// A buffer of `glyphs` with their `clusters` and feature `masks` (the same count).
    init(_ glyphs: [UInt16], clusters: [Int], masks: [UInt8]) {
        self.init(glyphs, clusters: clusters)
        self.masks = masks.count == glyphs.count ? masks : []
    }

    var count: Int { glyphs.count }

    subscript(i: Int) -> UInt16 { glyphs[i] }

    /// Replaces the glyph at `i` by `glyph`.
    mutating func replace(_ i: Int, with glyph: UInt16) { glyphs[i] = glyph; version += 1 }

    static func == (a: GlyphBuffer, b: GlyphBuffer) -> Bool {
        a.glyphs == b.glyphs && a.clusters == b.clusters && a.limit == b.limit
    }

    /// Replaces the glyph at `i` by `sequence` (none: deletes it); false, and nothing changed,
    /// when the buffer would pass its limit.
    mutating func replace(_ i: Int, with sequence: [UInt16]) -> Bool {
        guard count - 1 + sequence.count <= limit else { return false }
        let cluster = clusters[i]
        if sequence.isEmpty, i == 0 {
            // The next glyph (and those sharing its cluster) take the deleted glyph's cluster.
            var j = 1
            let next = count > 1 ? clusters[1] : cluster
            while j < count, clusters[j] == next { clusters[j] = cluster; j += 1 }
        }
        version += 1
        glyphs.replaceSubrange(i...i, with: sequence)
        clusters.replaceSubrange(i...i, with: repeatElement(cluster, count: sequence.count))
        if !masks.isEmpty { masks.replaceSubrange(i...i, with: repeatElement(masks[i], count: sequence.count)) }
        return true
    }

    /// Replaces the glyph at `i` by `ligature` and removes the glyphs at `components` (after
    /// `i`, increasing); everything from `i` to the last component (and the glyphs after it
    /// in the last component's cluster) joins the first's cluster.
    mutating func ligate(_ i: Int, components: [Int], into ligature: UInt16) {
        glyphs[i] = ligature
        version += 1
        guard let last = components.last else { return }
        let lastCluster = clusters[last], cluster = clusters[i...last].min() ?? clusters[i]
        var j = i
        while j < count, j <= last || clusters[j] == lastCluster { clusters[j] = cluster; j += 1 }
        for p in components.reversed() {
            glyphs.remove(at: p)
            clusters.remove(at: p)
            if !masks.isEmpty { masks.remove(at: p) }
        }
    }
}
