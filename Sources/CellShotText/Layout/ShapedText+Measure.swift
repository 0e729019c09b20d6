/// Widths and pen positions of a shaped text's clusters, as lines are broken and placed.
extension ShapedText {
    /// Width of clusters start..<end (kerning inside the range included), 0 when empty.
    @inline(__always) func width(_ start: Int, _ end: Int) -> Double {
        end > start ? prefix[end] - prefix[start] - kernBefore[start] : 0
    }

    /// Pen x of `cluster` relative to a line that starts at cluster `lineStart`.
    @inline(__always) func pen(_ cluster: Int, lineStart: Int) -> Double {
        cluster == lineStart ? 0 : prefix[cluster] - prefix[lineStart] - kernBefore[lineStart] + kernBefore[cluster]
    }

    /// `end` moved back over trailing spaces (and zero width clusters) after `start`.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var trimmed = end
        while trimmed > start, kinds[trimmed - 1] == .space || kinds[trimmed - 1] == .zeroWidthBreak || kinds[trimmed - 1] == .ignorable
                         || kinds[trimmed - 1] == .newline { trimmed -= 1 }
        return trimmed
    }
}
