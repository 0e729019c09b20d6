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

    subscript(index: Int) -> UInt16 { glyphs[index] }

    /// Replaces the glyph at `index` by `glyph`.
    mutating func replace(_ index: Int, with glyph: UInt16) { glyphs[index] = glyph; version += 1 }

    static func == (lhs: GlyphBuffer, rhs: GlyphBuffer) -> Bool {
        lhs.glyphs == rhs.glyphs && lhs.clusters == rhs.clusters && lhs.limit == rhs.limit
    }

    /// Replaces the glyph at `index` by `sequence` (none: deletes it); false, and nothing changed,
    /// when the buffer would pass its limit.
    mutating func replace(_ index: Int, with sequence: [UInt16]) -> Bool {
        guard count - 1 + sequence.count <= limit else { return false }
        let cluster = clusters[index]
        if sequence.isEmpty, index == 0 {
            // The next glyph (and those sharing its cluster) take the deleted glyph's cluster.
            var position = 1
            let next = count > 1 ? clusters[1] : cluster
            while position < count, clusters[position] == next { clusters[position] = cluster; position += 1 }
        }
        version += 1
        glyphs.replaceSubrange(index...index, with: sequence)
        clusters.replaceSubrange(index...index, with: repeatElement(cluster, count: sequence.count))
        if !masks.isEmpty { masks.replaceSubrange(index...index, with: repeatElement(masks[index], count: sequence.count)) }
        return true
    }

    /// Replaces the glyph at `index` by `ligature` and removes the glyphs at `components` (after
    /// `index`, increasing); everything from `index` to the last component (and the glyphs after it
    /// in the last component's cluster) joins the first's cluster.
    mutating func ligate(_ index: Int, components: [Int], into ligature: UInt16) {
        glyphs[index] = ligature
        version += 1
        guard let last = components.last else { return }
        let lastCluster = clusters[last], cluster = clusters[index...last].min() ?? clusters[index]
        var position = index
        while position < count, position <= last || clusters[position] == lastCluster { clusters[position] = cluster; position += 1 }
        for component in components.reversed() {
            glyphs.remove(at: component)
            clusters.remove(at: component)
            if !masks.isEmpty { masks.remove(at: component) }
        }
    }
}
