/// Line break opportunities inside Thai and Lao, which write no spaces between words: each run
/// of clusters of one of these scripts is split into dictionary words (``WordDictionary``) by
/// maximal matching — the split with the fewest clusters in no word, then the fewest words,
/// then the longest first word — and a line may break between two words or between a word and
/// a stretch of unknown clusters (never inside such a stretch). Deterministic: the same text and
/// word list give the same breaks on every machine.
enum WordBreaks {
    /// Per cluster of `string` (`starts`: each cluster's start, and `endIndex` last), true where a
    /// line may break before it inside a Thai or Lao run; empty when the text has none.
    static func opportunities(_ string: String, starts: [String.Index]) -> [Bool] {
        let count = starts.count - 1
        guard count > 1, string.unicodeScalars.contains(where: { (0x0E00...0x0EFF).contains($0.value) }) else { return [] }
        var blocks: [UInt32?] = []
        blocks.reserveCapacity(count)
        for cluster in 0..<count { blocks.append(block(string.unicodeScalars[starts[cluster]..<starts[cluster + 1]])) }
        guard blocks.contains(where: { $0 != nil }) else { return [] }
        var result = [Bool](repeating: false, count: count + 1)
        var start = 0
        while start < count {
            guard let runBlock = blocks[start] else { start += 1; continue }
            var end = start + 1
            while end < count, blocks[end] == runBlock { end += 1 }
            // A lone cluster (a baht sign in Latin text) has nothing to split: no list is read.
            if end - start > 1, let words = WordDictionary.forBlock(runBlock) {
                split(string, starts: starts, clusters: start..<end, words: words, into: &result)
            }
            start = end
        }
        return result.contains(true) ? result : []
    }

    /// The script block (U+0E00 Thai, U+0E80 Lao) every scalar of a cluster is in, else nil.
    static func block(_ scalars: Substring.UnicodeScalarView) -> UInt32? {
        guard let first = scalars.first, (0x0E00...0x0EFF).contains(first.value) else { return nil }
        let base = first.value & ~0x7F
        return scalars.allSatisfy { $0.value & ~0x7F == base } ? base : nil
    }

    /// Marks the breaks inside one run of clusters of `words`'s script.
    private static func split(_ string: String, starts: [String.Index], clusters: Range<Int>, words: WordDictionary,
                              into result: inout [Bool]) {
        // The run as block offsets, and which cluster boundary each offset position is.
        var text: [UInt8] = [], boundary: [Int] = [0]
        for cluster in clusters {
            for scalar in string.unicodeScalars[starts[cluster]..<starts[cluster + 1]] {
                text.append(UInt8(scalar.value - words.block)); boundary.append(-1)
            }
            boundary[text.count] = cluster - clusters.lowerBound + 1
        }
        let clusterCount = clusters.count
        // Best split of the clusters from `start` on: (unknown clusters, words), the next boundary, and
        // whether the piece from `start` is a word.
        var cost = [(unknown: Int, words: Int)](repeating: (0, 0), count: clusterCount + 1)
        var next = [Int](repeating: clusterCount, count: clusterCount + 1), known = [Bool](repeating: false, count: clusterCount + 1)
        var offset = text.count
        for start in stride(from: clusterCount - 1, through: 0, by: -1) {
            repeat { offset -= 1 } while boundary[offset] != start
            cost[start] = (cost[start + 1].unknown + 1, cost[start + 1].words)
            next[start] = start + 1
            known[start] = false
            for length in words.prefixLengths(of: text, from: offset).reversed() {
                let end = boundary[offset + length]
                guard end > start else { continue }
                let candidate = (unknown: cost[end].unknown, words: cost[end].words + 1)
                if candidate < cost[start] || (!known[start] && candidate == cost[start]) {
                    cost[start] = candidate; next[start] = end; known[start] = true
                }
            }
        }
        var position = 0, previousKnown = true
        while position < clusterCount {
            let cluster = clusters.lowerBound + position
            if position > 0, known[position] || previousKnown, allowed(before: cluster, string, starts) { result[cluster] = true }
            previousKnown = known[position]
            position = next[position]
        }
    }

    /// False before a cluster that cannot start a syllable (a following vowel, a sign that
    /// repeats or abbreviates) and after a vowel written before its consonant.
    private static func allowed(before cluster: Int, _ string: String, _ starts: [String.Index]) -> Bool {
        guard let first = string.unicodeScalars[starts[cluster]...].first,
              let previous = string.unicodeScalars[starts[cluster - 1]...].first else { return true }
        switch first.value & 0x7F {
        case 0x2F, 0x30...0x3A, 0x45...0x4E: return false
        default: break
        }
        return !(0x40...0x44).contains(previous.value & 0x7F)
    }
}
