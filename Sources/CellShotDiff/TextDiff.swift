/// A line-by-line diff of two texts (a reference and an actual `.txt` snapshot, two layout
/// dumps): the shortest edit script (Myers' O(ND) algorithm), shown as unified-diff hunks, so
/// one inserted line is one `+` line and the lines after it stay unchanged.
public enum TextDiff {
    /// One line of an edit script.
    public enum Line: Hashable, Sendable {
        /// In both texts.
        case same(Substring)
        /// Only in the old text.
        case removed(Substring)
        /// Only in the new text.
        case inserted(Substring)
    }

    /// Edits beyond which the middle of two texts is shown as replaced whole: bounds the work
    /// (O((N+M)·D) time, O(D²) memory) on texts that share almost nothing.
    public static let maxEdits = 2_000

    /// The edit script turning `old` into `new`, line by line.
    public static func lines(from old: String, to new: String) -> [Line] {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix, oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix] {
            suffix += 1
        }
        let midA = Array(oldLines[prefix..<(oldLines.count - suffix)]), midB = Array(newLines[prefix..<(newLines.count - suffix)])
        let middle = shortestScript(midA, midB) ?? (midA.map(Line.removed) + midB.map(Line.inserted))
        return oldLines[..<prefix].map(Line.same) + middle + oldLines[(oldLines.count - suffix)...].map(Line.same)
    }

    /// The script as hunks: `@@ -old,count +new,count @@` headers, `context` unchanged lines
    /// around each change, `- ` removed and `+ ` inserted lines; at most `maxLines` lines, then
    /// a count of what was left out. Empty when the texts are equal.
    public static func hunks(from old: String, to new: String, context: Int = 2, maxLines: Int = 40) -> [String] {
        let script = lines(from: old, to: new)
        let changed = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for i in changed {
            let range = max(0, i - context)...min(script.count - 1, i + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        var out: [String] = []
        var (oldLine, newLine, next) = (1, 1, 0)
        for range in ranges {
            for line in script[next..<range.lowerBound] { advance(line, &oldLine, &newLine) }
            let body = script[range]
            let oldCount = body.filter { if case .inserted = $0 { return false } else { return true } }.count
            let newCount = body.filter { if case .removed = $0 { return false } else { return true } }.count
            out.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@")
            for line in body {
                out.append(text(line))
                advance(line, &oldLine, &newLine)
            }
            next = range.upperBound + 1
        }
        guard out.count > maxLines else { return out }
        return out.prefix(maxLines) + ["… \(out.count - maxLines) more diff lines"]
    }

    private static func text(_ line: Line) -> String {
        switch line {
        case let .same(content): return "  \(content)"
        case let .removed(content): return "- \(content)"
        case let .inserted(content): return "+ \(content)"
        }
    }

    private static func advance(_ line: Line, _ oldLine: inout Int, _ newLine: inout Int) {
        switch line {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .inserted: newLine += 1
        }
    }

    /// Myers' greedy forward search; nil past ``maxEdits``. `trace[edits][diagonal + edits]` is the furthest
    /// old index reached on diagonal `diagonal` with `edits` edits.
    private static func shortestScript(_ oldLines: [Substring], _ newLines: [Substring]) -> [Line]? {
        let (oldCount, newCount) = (oldLines.count, newLines.count)
        let limit = min(oldCount + newCount, maxEdits)
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        let offset = limit + 1
        var trace: [[Int]] = []
        for edits in 0...limit {
            var row = [Int](repeating: 0, count: 2 * edits + 1)
            for diagonal in stride(from: -edits, through: edits, by: 2) {
                let down = diagonal == -edits || (diagonal != edits && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
                var oldIndex = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
                var newIndex = oldIndex - diagonal
                while oldIndex < oldCount, newIndex < newCount, oldLines[oldIndex] == newLines[newIndex] { oldIndex += 1; newIndex += 1 }
                furthest[offset + diagonal] = oldIndex
                row[diagonal + edits] = oldIndex
                if oldIndex >= oldCount, newIndex >= newCount {
                    trace.append(row)
                    return backtrack(trace, oldLines, newLines)
                }
            }
            trace.append(row)
        }
        return nil
    }

    /// Walks the trace back from the end of both texts to their start.
    private static func backtrack(_ trace: [[Int]], _ oldLines: [Substring], _ newLines: [Substring]) -> [Line] {
        var (oldIndex, newIndex) = (oldLines.count, newLines.count)
        var reversed: [Line] = []
        for edits in stride(from: trace.count - 1, to: 0, by: -1) {
            let diagonal = oldIndex - newIndex
            let previous = trace[edits - 1]
            let down = diagonal == -edits || (diagonal != edits && previous[diagonal - 1 + edits - 1] < previous[diagonal + 1 + edits - 1])
            let previousK = down ? diagonal + 1 : diagonal - 1
            let previousX = previous[previousK + edits - 1], previousY = previousX - previousK
            let startX = down ? previousX : previousX + 1
            while oldIndex > startX { reversed.append(.same(oldLines[oldIndex - 1])); oldIndex -= 1; newIndex -= 1 }
            reversed.append(down ? .inserted(newLines[previousY]) : .removed(oldLines[previousX]))
            (oldIndex, newIndex) = (previousX, previousY)
        }
        while oldIndex > 0 { reversed.append(.same(oldLines[oldIndex - 1])); oldIndex -= 1 }
        return reversed.reversed()
    }
}
