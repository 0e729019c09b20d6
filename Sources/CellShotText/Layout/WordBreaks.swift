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
        let n = starts.count - 1
        guard n > 1, string.unicodeScalars.contains(where: { (0x0E00...0x0EFF).contains($0.value) }) else { return [] }
        var blocks: [UInt32?] = []
        blocks.reserveCapacity(n)
        for c in 0..<n { blocks.append(block(string.unicodeScalars[starts[c]..<starts[c + 1]])) }
        guard blocks.contains(where: { $0 != nil }) else { return [] }
        var result = [Bool](repeating: false, count: n + 1)
        var i = 0
        while i < n {
            guard let b = blocks[i] else { i += 1; continue }
            var j = i + 1
            while j < n, blocks[j] == b { j += 1 }
            // A lone cluster (a baht sign in Latin text) has nothing to split: no list is read.
            if j - i > 1, let words = WordDictionary.forBlock(b) {
                split(string, starts: starts, clusters: i..<j, words: words, into: &result)
            }
            i = j
        }
        return result.contains(true) ? result : []
    }

    /// The script block (U+0E00 Thai, U+0E80 Lao) every scalar of a cluster is in, else nil.
    static func block(_ scalars: Substring.UnicodeScalarView) -> UInt32? {
        guard let first = scalars.first, (0x0E00...0x0EFF).contains(first.value) else { return nil }
        let b = first.value & ~0x7F
        return scalars.allSatisfy { $0.value & ~0x7F == b } ? b : nil
    }

    /// Marks the breaks inside one run of clusters of `words`'s script.
    private static func split(_ string: String, starts: [String.Index], clusters: Range<Int>, words: WordDictionary,
                              into result: inout [Bool]) {
        // The run as block offsets, and which cluster boundary each offset position is.
        var text: [UInt8] = [], boundary: [Int] = [0]
        for c in clusters {
            for s in string.unicodeScalars[starts[c]..<starts[c + 1]] {
                text.append(UInt8(s.value - words.block)); boundary.append(-1)
            }
            boundary[text.count] = c - clusters.lowerBound + 1
        }
        let m = clusters.count
        // Best split of the clusters from k on: (unknown clusters, words), the next boundary, and
        // whether the piece from k is a word.
        var cost = [(unknown: Int, words: Int)](repeating: (0, 0), count: m + 1)
        var next = [Int](repeating: m, count: m + 1), known = [Bool](repeating: false, count: m + 1)
        var offset = text.count
        for k in stride(from: m - 1, through: 0, by: -1) {
            repeat { offset -= 1 } while boundary[offset] != k
            cost[k] = (cost[k + 1].unknown + 1, cost[k + 1].words)
            next[k] = k + 1
            known[k] = false
            for length in words.prefixLengths(of: text, from: offset).reversed() {
                let end = boundary[offset + length]
                guard end > k else { continue }
                let candidate = (unknown: cost[end].unknown, words: cost[end].words + 1)
                if candidate < cost[k] || (!known[k] && candidate == cost[k]) {
                    cost[k] = candidate; next[k] = end; known[k] = true
                }
            }
        }
        var k = 0, previousKnown = true
        while k < m {
            let c = clusters.lowerBound + k
            if k > 0, known[k] || previousKnown, allowed(before: c, string, starts) { result[c] = true }
            previousKnown = known[k]
            k = next[k]
        }
    }

    /// False before a cluster that cannot start a syllable (a following vowel, a sign that
    /// repeats or abbreviates) and after a vowel written before its consonant.
    private static func allowed(before c: Int, _ string: String, _ starts: [String.Index]) -> Bool {
        guard let first = string.unicodeScalars[starts[c]...].first,
              let previous = string.unicodeScalars[starts[c - 1]...].first else { return true }
        switch first.value & 0x7F {
        case 0x2F, 0x30...0x3A, 0x45...0x4E: return false
        default: break
        }
        return !(0x40...0x44).contains(previous.value & 0x7F)
    }
}
