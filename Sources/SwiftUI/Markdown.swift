#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
/// The inline markdown SwiftUI parses in a string literal key: `**bold**` and `__bold__`,
/// `*italic*` and `_italic_`, `***both***`, code in backquotes, `~~strike~~`, `[link](url)`,
/// nested and partial; `\` before punctuation keeps it literal; a marker without its match is
/// kept as typed, and `_` inside a word is a letter (snake_case), as CommonMark reads them.
enum Markdown {
    /// What a piece of text is marked as.
    struct Marks: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let bold = Marks(rawValue: 1), italic = Marks(rawValue: 2), code = Marks(rawValue: 4)
        static let strikethrough = Marks(rawValue: 8), link = Marks(rawValue: 16)
    }

    /// The text without its markers, in pieces of one set of marks (neighbours merged, none empty).
    static func parse(_ s: String) -> [(text: String, marks: Marks)] {
        guard mayHaveMarkers(s) else { return s.isEmpty ? [] : [(s, Marks())] }
        var out: [(text: String, marks: Marks)] = []
        inline(Array(s)[...], [], into: &out)
        return out
    }

    /// Whether `text` has a character markdown could read as a marker (`*`, `_`, backquote, `[`,
    /// `~`, `\\`): a byte scan, since most keys have none.
    static func mayHaveMarkers(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "~"), UInt8(ascii: "\\"):
                return true
            default: continue
            }
        }
        return false
    }

    private static func emit(_ text: String, _ marks: Marks, into out: inout [(text: String, marks: Marks)]) {
        guard !text.isEmpty else { return }
        if let last = out.last, last.marks == marks { out[out.count - 1].text += text } else { out.append((text, marks)) }
    }

    private static func inline(_ s: ArraySlice<Character>, _ marks: Marks, into out: inout [(text: String, marks: Marks)]) {
        var i = s.startIndex
        var plain = ""
        func flush() { emit(plain, marks, into: &out); plain = "" }
        while i < s.endIndex {
            let c = s[i]
            if c == "\\", i + 1 < s.endIndex, s[i + 1].isASCII, s[i + 1].isPunctuation || s[i + 1].isSymbol {
                plain.append(s[i + 1]); i += 2
            } else if c == "`", let end = codeEnd(s, i) {
                flush()
                let n = run(s, i)
                emit(String(s[(i + n)..<end]), marks.union(.code), into: &out)
                i = end + n
            } else if c == "[", let (close, end) = linkEnd(s, i) {
                flush()
                inline(s[(i + 1)..<close], marks.union(.link), into: &out)
                i = end + 1
            } else if c == "*" || c == "_" || c == "~", let (n, close) = emphasis(s, i) {
                flush()
                let added: Marks = c == "~" ? .strikethrough : n == 1 ? .italic : n == 2 ? .bold : [.bold, .italic]
                inline(s[(i + n)..<close], marks.union(added), into: &out)
                i = close + n
            } else if c == "*" || c == "_" || c == "~" || c == "`" {
                // A marker without its match: kept as typed, the whole run of it.
                let n = run(s, i)
                plain += String(s[i..<(i + n)]); i += n
            } else {
                plain.append(c); i += 1
            }
        }
        flush()
    }

    /// How many of `s[i]` follow one another from `i`.
    private static func run(_ s: ArraySlice<Character>, _ i: Int) -> Int {
        var j = i
        while j < s.endIndex, s[j] == s[i] { j += 1 }
        return j - i
    }

    /// The start of the backquote run closing a code span opened at `i` (the same length).
    private static func codeEnd(_ s: ArraySlice<Character>, _ i: Int) -> Int? {
        let n = run(s, i)
        var j = i + n
        while j < s.endIndex {
            if s[j] == "`" {
                let m = run(s, j)
                if m == n { return j }
                j += m
            } else { j += 1 }
        }
        return nil
    }

    /// For `[text](url)` at `i`: the index of "]" and of ")".
    private static func linkEnd(_ s: ArraySlice<Character>, _ i: Int) -> (Int, Int)? {
        guard let close = next("]", in: s, from: i + 1), close + 1 < s.endIndex, s[close + 1] == "(",
              let end = s[(close + 1)...].firstIndex(of: ")") else { return nil }
        return (close, end)
    }

    /// An emphasis opened at `i` by a run of 1–3 `*`/`_` (or `~~`): its length and where its
    /// closing run of the same length starts.
    private static func emphasis(_ s: ArraySlice<Character>, _ i: Int) -> (Int, Int)? {
        let c = s[i], n = run(s, i)
        guard c == "~" ? n == 2 : n <= 3, i + n < s.endIndex, !s[i + n].isWhitespace else { return nil }
        if c == "_", i > s.startIndex, s[i - 1].isLetter || s[i - 1].isNumber { return nil }
        var j = i + n
        while j < s.endIndex {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "`", let end = codeEnd(s, j) { j = end + run(s, end); continue }
            guard s[j] == c else { j += 1; continue }
            let m = run(s, j)
            let after = j + m
            let closes = !s[j - 1].isWhitespace
                && (c != "_" || after == s.endIndex || !(s[after].isLetter || s[after].isNumber))
            if m == n, closes { return (n, j) }
            if m > n, closes, n < 3, m == 3 { return (n, j + m - n) }  // "*a **b***": the outer closes last
            j = after
        }
        return nil
    }

    /// The first `ch` from `start` outside code spans and escapes.
    private static func next(_ ch: Character, in s: ArraySlice<Character>, from start: Int) -> Int? {
        var j = start
        while j < s.endIndex {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == ch { return j }
            j += 1
        }
        return nil
    }
}
#endif
