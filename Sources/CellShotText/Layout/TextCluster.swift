/// A cluster (grapheme) of the text the general loop shapes, with what both of its passes ask
/// of it read once: its first scalar, where its scalars lie among the text's, how many UTF-8
/// bytes it has, and its kind. It holds no string: the text's scalars make its character when
/// one is needed.
struct TextCluster {
    let first: Unicode.Scalar
    /// Its scalars are the text's at `start..<start + scalarCount`.
    let start: Int
    let scalarCount: Int
    let utf8Count: Int
    let kind: ClusterKind

    /// The cluster of `scalars` (at least one, a slice of the text's), `utf8Count` bytes long.
    init(_ scalars: ArraySlice<Unicode.Scalar>, utf8Count: Int) {
        first = scalars[scalars.startIndex]
        start = scalars.startIndex
        scalarCount = scalars.count
        self.utf8Count = utf8Count
        // A cluster takes part in line breaking as its first scalar does, except a space that
        // carries a visible mark: it draws the mark as text (it does not hang at a line's end).
        let kind = ShapedText.kind(of: first)
        self.kind = kind == .space && scalars.dropFirst().contains(where: { !$0.isDefaultIgnorable }) ? .text : kind
    }

    /// More than one scalar.
    var isSeveral: Bool { scalarCount > 1 }

    /// Its scalars among the text's `scalars`.
    func scalars(in scalars: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> { scalars[start..<start + scalarCount] }

    /// Its character, from the text's `scalars`.
    func character(in scalars: [Unicode.Scalar]) -> Character {
        guard isSeveral else { return Character(first) }
        var string = ""
        string.unicodeScalars.append(contentsOf: self.scalars(in: scalars))
        return Character(string)
    }

    /// The clusters of `string`, whose scalars are `scalars`: found by ``GraphemeBreaks`` when
    /// it covers them, else the string's characters.
    static func clusters(of string: String, scalars: [Unicode.Scalar]) -> [TextCluster] {
        var clusters: [TextCluster] = []
        clusters.reserveCapacity(scalars.count)
        let covered = GraphemeBreaks.forEachCluster(scalars) { range in
            var bytes = 0
            for index in range { bytes += UTF8.width(scalars[index]) }
            clusters.append(TextCluster(scalars[range], utf8Count: bytes))
        }
        if covered { return clusters }
        clusters.removeAll(keepingCapacity: true)
        var start = 0
        for character in string {
            let count = character.unicodeScalars.count
            guard count > 0 else { continue }
            clusters.append(TextCluster(scalars[start..<start + count], utf8Count: character.utf8.count))
            start += count
        }
        return clusters
    }
}
