/// A cluster (grapheme) of the text the general loop shapes, with what both of its passes ask
/// of it read once: its first scalar, how many scalars and UTF-8 bytes it has, and its kind.
struct TextCluster {
    let character: Character
    let first: Unicode.Scalar
    let scalarCount: Int
    let utf8Count: Int
    let kind: ClusterKind

    /// False for a character with no scalars (none comes out of a string).
    init?(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return nil }
        var count = 1
        // A cluster takes part in line breaking as its first scalar does, except a space that
        // carries a visible mark: it draws the mark as text (it does not hang at a line's end).
        var kind = ShapedText.kind(of: first)
        while let scalar = scalars.next() {
            count += 1
            if kind == .space, !scalar.isDefaultIgnorable { kind = .text }
        }
        (self.character, self.first, scalarCount, utf8Count, self.kind) = (character, first, count, character.utf8.count, kind)
    }

    /// More than one scalar.
    var isSeveral: Bool { scalarCount > 1 }
}
