#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText
import Foundation

/// A string key, as SwiftUI looks it up: here the key is the text (no string tables on
/// Linux). Markdown in the literal (`**bold**`, `*italic*`, code in backquotes, `~~strike~~`,
/// `[link](url)`) is parsed into styled runs (`Markdown`); interpolated values are inserted
/// as they are (not parsed), an interpolated `Text` with its own style.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let text: String
    /// The literal with U+FFFC where each value was interpolated.
    let literal: String
    /// The interpolated values, in order.
    let values: [Text]

    public init(_ value: String) { text = value; literal = value; values = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text; literal = stringInterpolation.literal; values = stringInterpolation.values
    }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var literal = ""
        var values: [Text] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal; self.literal += literal }
        public mutating func appendInterpolation<T>(_ value: T) { add(Text(verbatim: "\(value)")) }
        public mutating func appendInterpolation(_ value: Text) { add(value) }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            add(Text(verbatim: FormattedText.string(value, format)))
        }
        public mutating func appendInterpolation(_ value: Image) { add(Text(verbatim: "\u{FFFC}")) }

        private mutating func add(_ value: Text) { text += value.plain; literal += "\u{FFFC}"; values.append(value) }
    }
}

/// Text, with SwiftUI's initialisers and modifiers: lowered onto CellShot's `TextView`.
public struct Text: View, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case plain(String)
        case date(Date, DateStyle)
        /// Texts shown one after another, each in its own style over this text's.
        case joined([Text])
    }

    var source: Source
    var font: Font?
    var weight: Font.Weight?
    var color: DynamicColor?
    var underline = false
    var strikethrough = false
    /// The styles that need runs (Text+Runs.swift).
    var extra = Extra()

    init(source: Source) { self.source = source }

    /// The key's text, its markdown parsed into styled runs.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = Text.marked(key)
    }
    /// A string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { source = .plain(String(content)) }
    /// A string shown as it is (no markdown, no lookup).
    public init(verbatim content: String) { source = .plain(content) }
    /// A date in a style, against the snapshot's fixed "now", locale and time zone.
    public init(_ date: Date, style: DateStyle) { source = .date(date, style) }
    /// A value formatted by a format style when the text is made, in CellShot's standard
    /// locale and time zone (numbers, percentages, currencies, `Date.FormatStyle`), never the
    /// machine's; other styles format with their own locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        source = .plain(FormattedText.string(input, format))
    }
    /// An image inline in text (drawn as a placeholder character: docs/swiftui.md).
    public init(_ image: Image) { source = .plain("\u{FFFC}") }

    /// How `Text(_:style:)` writes a date.
    public enum DateStyle: Hashable, Sendable { case time, date, relative, offset, timer }

    /// The text without its styling (for interpolation and concatenation).
    var plain: String {
        switch source {
        case let .plain(string): return string
        case let .date(date, style): return DateText.string(date, style, EnvironmentValues.current.cell)
        case let .joined(parts): return parts.map(\.plain).joined()
        }
    }

    /// Two texts as one, each part keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(source: .joined([lhs, rhs])) }

    /// One style: the text in a `TextView` with modifiers; several: a `TextView` of parts.
    public var body: ModifiedContentView {
        // With no custom value set (most rows) nothing is inherited or redacted: a plain
        // string then needs neither the environment's copy nor a key's look-up.
        if EnvironmentValues.Scope.custom == nil, case let .plain(string) = source, !needsRuns {
            return plainBody(string, style: self, truncation: .tail, redacted: false)
        }
        // The environment is read once: each read copies its values.
        let env = EnvironmentValues.current
        let inherited = env[InheritedTextStyleKey.self]
        // A plain string under no inherited style is its own only piece, in its own style.
        if case let .plain(string) = source, !needsRuns, inherited.isUnstyled {
            return plainBody(string, style: self, truncation: inherited.truncation, redacted: !env.redactionReasons.isEmpty)
        }
        let pieces = Text.merged(segments(inherited.outer))
        guard pieces.count == 1, let only = pieces.first, !only.style.needsRuns else {
            return styledBody(pieces, truncation: inherited.truncation.cell, env: env)
        }
        return plainBody(only.text, style: only.style, truncation: inherited.truncation, redacted: !env.redactionReasons.isEmpty)
    }

    /// One string in one style a plain `TextView` draws.
    private func plainBody(_ string: String, style: Resolved, truncation: TruncationMode, redacted: Bool) -> ModifiedContentView {
        var view = TextView(string)
        if truncation != .tail { view = view.truncationMode(truncation.cell) }
        if let weight = style.weight { view = view.fontWeight(weight.fontWeight) }
        if let color = style.color { view = view.foregroundColor(color) }
        if style.underline { view = view.underline() }
        if style.strikethrough { view = view.strikethrough() }
        // The font carries the weight: a font applied around the text sets its weight too.
        let font = style.font.map { font in var weighted = font; weighted.weight = style.weight ?? font.weight; return weighted }
        if redacted {
            // The text keeps its size, drawn as a rounded bar in the quaternary fill.
            view = view.foregroundColor(.clear)
            let bar = view.background(RoundedRectangleView(cornerRadius: 4).fill(.quaternarySystemFill))
            return font.map { $0.apply(to: bar.kind("Text")) } ?? bar.kind("Text")
        }
        // The font set on the text itself resolves as the font around it would: one modifier less.
        guard let font else { return view.kind("Text") }
        return font.applied(to: view, weight: style.weight).kind("Text")
    }

    /// A copy with `change` applied (a consumed text is changed in place: no copy).
    private consuming func with(_ change: (inout Text) -> Void) -> Text { var copy = self; change(&copy); return copy }

    public consuming func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// The text's own font (it replaces a container's; the text stays a `Text`).
    public consuming func font(_ font: Font) -> Text { with { $0.font = font } }
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// The text's own weight (it wins over a container's and its font's).
    public consuming func fontWeight(_ weight: Font.Weight) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public consuming func italic() -> Text { with { $0.extra.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public consuming func monospacedDigit() -> Text { with { $0.extra.monospacedDigit = true } }
    public consuming func monospaced(_ isActive: Bool = true) -> Text { with { $0.extra.monospaced = isActive } }
    public consuming func foregroundColor(_ color: Color?) -> Text { with { $0.color = color?.dynamic } }
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.color = style.paint } }
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.underline = isActive } }
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.strikethrough = isActive } }
    /// Space added after each character, in points (as `tracking`).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
    public consuming func tracking(_ tracking: CGFloat) -> Text { with { $0.extra.tracking = Double(tracking) } }
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { with { $0.extra.baselineOffset = Double(offset) } }
    public func textCase(_ textCase: Text.Case?) -> Text {
        guard let textCase else { return self }
        switch source {
        case let .plain(string): return with { $0.source = .plain(textCase == .uppercase ? string.uppercased() : string.lowercased()) }
        case let .joined(parts): return with { $0.source = .joined(parts.map { $0.textCase(textCase) }) }
        case .date: return self
        }
    }

    /// Upper or lower case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// Where a too-long line is cut.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

#endif
