/// Did-you-mean suggestions for mistyped keys and values.
enum Spelling {
    /// The candidate nearest to `word` by edit distance (case-insensitive), when it is close
    /// enough to be a plausible typo: at most a third of the word's length, and at least 1.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let edits = distance(word.lowercased(), candidate.lowercased())
            if edits <= limit, edits < (best?.1 ?? Int.max) { best = (candidate, edits) }
        }
        return best?.0
    }

    /// Edit distance between two strings by characters, a swap of two neighbours counting as
    /// one edit (optimal string alignment), so "titel" is one edit from "title".
    static func distance(_ first: String, _ second: String) -> Int {
        let source = Array(first), target = Array(second)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        // edits[i][j]: the distance between the first i characters of source and the first j of target.
        var edits = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for i in 0...source.count { edits[i][0] = i }
        for j in 0...target.count { edits[0][j] = j }
        for i in 1...source.count {
            for j in 1...target.count {
                let substitution = source[i - 1] == target[j - 1] ? 0 : 1
                edits[i][j] = min(edits[i - 1][j] + 1, edits[i][j - 1] + 1, edits[i - 1][j - 1] + substitution)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    edits[i][j] = min(edits[i][j], edits[i - 2][j - 2] + 1)
                }
            }
        }
        return edits[source.count][target.count]
    }
}
