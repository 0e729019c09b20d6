#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText

extension Text {
    /// The styles a plain `TextView` has no modifier for: drawn as runs.
    struct Extra: Hashable, Sendable {
        var italic = false
        var monospaced = false
        var monospacedDigit = false
        var link = false
        var tracking: Double?
        var baselineOffset: Double?

        /// These over `outer` (a part's own style wins over its text's).
        func over(_ outer: Extra) -> Extra {
            Extra(italic: italic || outer.italic, monospaced: monospaced || outer.monospaced,
                  monospacedDigit: monospacedDigit || outer.monospacedDigit, link: link || outer.link,
                  tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset)
        }
    }

    /// A piece's whole style, its text's and its own: a text whose source is empty.
    typealias Resolved = Text

    /// True when the style needs a run (a plain `TextView` cannot draw it).
    var needsRuns: Bool {
        extra != Extra() || font?.isItalic == true || font?.isMonospaced == true || font?.hasMonospacedDigits == true
    }

    /// The `TextView` part this piece draws.
    func part(_ text: String, tint: DynamicColor, redacted: Bool) -> TextView.Part {
        var part = TextView.Part(text)
        switch font?.base {
        case let .style(style): part.style = style
        case let .fixed(fixed, style): part.font = fixed; part.relativeTo = style
        case nil: break
        }
        part.weight = (weight ?? font?.weight)?.fontWeight
        part.color = redacted ? .clear : color ?? (extra.link ? tint : nil)
        part.isItalic = extra.italic || font?.isItalic == true
        part.isMonospaced = extra.monospaced || font?.isMonospaced == true
        part.hasTabularDigits = extra.monospacedDigit || font?.hasMonospacedDigits == true
        part.isUnderlined = underline
        part.isStruckThrough = strikethrough
        part.tracking = extra.tracking ?? 0
        part.baselineOffset = extra.baselineOffset ?? 0
        return part
    }

    /// No text in no style: what a piece's style starts from.
    static let unstyled = Text(source: .plain(""))

    /// The text's pieces in order, each with its whole style (`outer`: its text's).
    func segments(_ outer: Resolved) -> [(text: String, style: Resolved)] {
        let mine = style(over: outer)
        if case let .joined(parts) = source { return parts.flatMap { $0.segments(mine) } }
        return [(plain, mine)]
    }

    /// This text's own style over `outer`'s.
    func style(over outer: Resolved) -> Resolved {
        var mine = Text.unstyled
        mine.font = font ?? outer.font; mine.weight = weight ?? outer.weight; mine.color = color ?? outer.color
        mine.underline = underline || outer.underline; mine.strikethrough = strikethrough || outer.strikethrough
        mine.extra = extra.over(outer.extra)
        return mine
    }

    /// Neighbours of one style merged.
    static func merged(_ pieces: [(text: String, style: Resolved)]) -> [(text: String, style: Resolved)] {
        var out: [(text: String, style: Resolved)] = []
        for piece in pieces {
            if let last = out.last, last.style == piece.style { out[out.count - 1].text += piece.text } else { out.append(piece) }
        }
        return out.isEmpty ? [("", Text.unstyled)] : out
    }

    /// True when the whole text is in one style with nothing set (a list row's plain title).
    var isUnstyled: Bool {
        // A text of one piece is its own style (a list row's title, once per row).
        guard case .joined = source else { return style(over: Text.unstyled) == Text.unstyled }
        let pieces = Text.merged(segments(Text.unstyled))
        return pieces.count == 1 && pieces[0].style == Text.unstyled
    }

    /// Pieces of several styles: one `TextView` of parts, in the environment's font and colour
    /// where a part sets none; redacted, the parts are clear over a rounded bar.
    func styledBody(_ pieces: [(text: String, style: Resolved)], truncation: TextTruncation, env: EnvironmentValues) -> ModifiedContentView {
        let redacted = !env.redactionReasons.isEmpty
        let tint = env[TintKey.self]
        var view = TextView(parts: pieces.map { $0.style.part($0.text, tint: tint, redacted: redacted) })
        if truncation != .tail { view = view.truncationMode(truncation) }
        guard redacted else { return view.kind("Text") }
        return view.foregroundColor(.clear).background(RoundedRectangleView(cornerRadius: 4).fill(.quaternarySystemFill)).kind("Text")
    }

    /// The text of a key: its markdown's pieces, each interpolated value in the marks around it.
    static func marked(_ key: LocalizedStringKey) -> Text {
        // Without markers and styled values the key is one plain string.
        if !Markdown.mayHaveMarkers(key.literal), key.values.allSatisfy({ $0 == Text(verbatim: $0.plain) }) {
            return Text(verbatim: key.text)
        }
        var parts: [Text] = []
        var next = 0
        for (text, marks) in Markdown.parse(key.literal) {
            var chunk = ""
            for ch in text {
                guard ch == "\u{FFFC}", next < key.values.count else { chunk.append(ch); continue }
                if !chunk.isEmpty { parts.append(Text(verbatim: chunk).marked(marks)) }
                chunk = ""
                parts.append(Text(source: .joined([key.values[next]])).marked(marks))
                next += 1
            }
            if !chunk.isEmpty { parts.append(Text(verbatim: chunk).marked(marks)) }
        }
        if parts.count == 1 { return parts[0] }
        return parts.isEmpty ? Text(verbatim: "") : Text(source: .joined(parts))
    }

    /// This text with markdown's marks: bold, italic, code in the monospaced face, struck
    /// through, a link in the tint colour.
    private func marked(_ marks: Markdown.Marks) -> Text {
        var text = self
        if marks.contains(.bold) { text.weight = .bold }
        if marks.contains(.italic) { text.extra.italic = true }
        if marks.contains(.code) { text.extra.monospaced = true }
        if marks.contains(.strikethrough) { text.strikethrough = true }
        if marks.contains(.link) { text.extra.link = true }
        return text
    }
}
#endif
