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
    static func parse(_ source: String) -> [(text: String, marks: Marks)] {
        guard mayHaveMarkers(source) else { return source.isEmpty ? [] : [(source, Marks())] }
        var out: [(text: String, marks: Marks)] = []
        inline(Array(source)[...], [], into: &out)
        return out
    }

    /// Whether `text` has a character markdown could read as a marker (`*`, `_`, backquote, `[`,
    /// `~`, `\\`): a byte scan, since most keys have none.
    static func mayHaveMarkers(_ text: String) -> Bool {
        // Over the string's own bytes where it has them (native strings do): no index per byte.
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMarker) }) { return found }
        return text.utf8.contains(where: isMarker)
    }

    /// Whether `byte` is one of the markers ``mayHaveMarkers(_:)`` looks for.
    private static func isMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "~"), UInt8(ascii: "\\"): return true
        default: return false
        }
    }

    private static func emit(_ text: String, _ marks: Marks, into out: inout [(text: String, marks: Marks)]) {
        guard !text.isEmpty else { return }
        if let last = out.last, last.marks == marks { out[out.count - 1].text += text } else { out.append((text, marks)) }
    }

    private static func inline(_ chars: ArraySlice<Character>, _ marks: Marks, into out: inout [(text: String, marks: Marks)]) {
        var index = chars.startIndex
        var plain = ""
        func flush() { emit(plain, marks, into: &out); plain = "" }
        while index < chars.endIndex {
            let character = chars[index]
            if character == "\\", index + 1 < chars.endIndex, chars[index + 1].isASCII, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                plain.append(chars[index + 1]); index += 2
            } else if character == "`", let end = codeEnd(chars, index) {
                flush()
                let length = run(chars, index)
                emit(String(chars[(index + length)..<end]), marks.union(.code), into: &out)
                index = end + length
            } else if character == "[", let (close, end) = linkEnd(chars, index) {
                flush()
                inline(chars[(index + 1)..<close], marks.union(.link), into: &out)
                index = end + 1
            } else if character == "*" || character == "_" || character == "~", let (length, close) = emphasis(chars, index) {
                flush()
                let added: Marks = character == "~" ? .strikethrough : length == 1 ? .italic : length == 2 ? .bold : [.bold, .italic]
                inline(chars[(index + length)..<close], marks.union(added), into: &out)
                index = close + length
            } else if character == "*" || character == "_" || character == "~" || character == "`" {
                // A marker without its match: kept as typed, the whole run of it.
                let length = run(chars, index)
                plain += String(chars[index..<(index + length)]); index += length
            } else {
                plain.append(character); index += 1
            }
        }
        flush()
    }

    /// How many of `chars[position]` follow one another from `position`.
    private static func run(_ chars: ArraySlice<Character>, _ position: Int) -> Int {
        var cursor = position
        while cursor < chars.endIndex, chars[cursor] == chars[position] { cursor += 1 }
        return cursor - position
    }

    /// The start of the backquote run closing a code span opened at `position` (the same length).
    private static func codeEnd(_ chars: ArraySlice<Character>, _ position: Int) -> Int? {
        let length = run(chars, position)
        var cursor = position + length
        while cursor < chars.endIndex {
            if chars[cursor] == "`" {
                let found = run(chars, cursor)
                if found == length { return cursor }
                cursor += found
            } else { cursor += 1 }
        }
        return nil
    }

    /// For `[text](url)` at `position`: the index of "]" and of ")".
    private static func linkEnd(_ chars: ArraySlice<Character>, _ position: Int) -> (Int, Int)? {
        guard let close = next("]", in: chars, from: position + 1), close + 1 < chars.endIndex, chars[close + 1] == "(",
              let end = chars[(close + 1)...].firstIndex(of: ")") else { return nil }
        return (close, end)
    }

    /// An emphasis opened at `position` by a run of 1–3 `*`/`_` (or `~~`): its length and where its
    /// closing run of the same length starts.
    private static func emphasis(_ chars: ArraySlice<Character>, _ position: Int) -> (Int, Int)? {
        let marker = chars[position], length = run(chars, position)
        guard marker == "~" ? length == 2 : length <= 3, position + length < chars.endIndex, !chars[position + length].isWhitespace else { return nil }
        if marker == "_", position > chars.startIndex, chars[position - 1].isLetter || chars[position - 1].isNumber { return nil }
        var cursor = position + length
        while cursor < chars.endIndex {
            if chars[cursor] == "\\" { cursor += 2; continue }
            if chars[cursor] == "`", let end = codeEnd(chars, cursor) { cursor = end + run(chars, end); continue }
            guard chars[cursor] == marker else { cursor += 1; continue }
            let found = run(chars, cursor)
            let after = cursor + found
            let closes = !chars[cursor - 1].isWhitespace
                && (marker != "_" || after == chars.endIndex || !(chars[after].isLetter || chars[after].isNumber))
            if found == length, closes { return (length, cursor) }
            if found > length, closes, length < 3, found == 3 { return (length, cursor + found - length) }  // "*a **b***": the outer closes last
            cursor = after
        }
        return nil
    }

    /// The first `ch` from `start` outside code spans and escapes.
    private static func next(_ ch: Character, in chars: ArraySlice<Character>, from start: Int) -> Int? {
        var cursor = start
        while cursor < chars.endIndex {
            if chars[cursor] == "\\" { cursor += 2; continue }
            if chars[cursor] == ch { return cursor }
            cursor += 1
        }
        return nil
    }
}
#endif
