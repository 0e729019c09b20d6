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
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        let middle = shortestScript(midA, midB) ?? (midA.map(Line.removed) + midB.map(Line.inserted))
        return a[..<prefix].map(Line.same) + middle + a[(a.count - suffix)...].map(Line.same)
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
        case let .same(s): return "  \(s)"
        case let .removed(s): return "- \(s)"
        case let .inserted(s): return "+ \(s)"
        }
    }

    private static func advance(_ line: Line, _ oldLine: inout Int, _ newLine: inout Int) {
        switch line {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .inserted: newLine += 1
        }
    }

    /// Myers' greedy forward search; nil past ``maxEdits``. `trace[d][k + d]` is the furthest
    /// x reached on diagonal k with d edits.
    private static func shortestScript(_ a: [Substring], _ b: [Substring]) -> [Line]? {
        let (n, m) = (a.count, b.count)
        let limit = min(n + m, maxEdits)
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        let offset = limit + 1
        var trace: [[Int]] = []
        for d in 0...limit {
            var row = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                furthest[offset + k] = x
                row[k + d] = x
                if x >= n, y >= m {
                    trace.append(row)
                    return backtrack(trace, a, b)
                }
            }
            trace.append(row)
        }
        return nil
    }

    /// Walks the trace back from the end of both texts to their start.
    private static func backtrack(_ trace: [[Int]], _ a: [Substring], _ b: [Substring]) -> [Line] {
        var (x, y) = (a.count, b.count)
        var reversed: [Line] = []
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let k = x - y
            let previous = trace[d - 1]
            let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + d - 1], previousY = previousX - previousK
            let startX = down ? previousX : previousX + 1
            while x > startX { reversed.append(.same(a[x - 1])); x -= 1; y -= 1 }
            reversed.append(down ? .inserted(b[previousY]) : .removed(a[previousX]))
            (x, y) = (previousX, previousY)
        }
        while x > 0 { reversed.append(.same(a[x - 1])); x -= 1 }
        return reversed.reversed()
    }
}
