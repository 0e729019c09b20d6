#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotText
import Foundation

/// A string key, as SwiftUI looks it up: here the key is the text (no string tables on
/// Linux). Markdown in the literal (`**bold**`, `*italic*`, code in backquotes, `[link](url)`) is
/// parsed: emphasis of the whole text sets its weight; markers inside are removed (runs of
/// another style are drawn in the text's style: docs/swiftui.md). Interpolated values are
/// inserted as they are.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let text: String
    let literal: String

    public init(_ value: String) { text = value; literal = value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text; literal = stringInterpolation.literal }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var literal = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal; self.literal += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)"; literal += "\u{FFFC}" }
        public mutating func appendInterpolation(_ value: Text) { text += value.plain; literal += "\u{FFFC}" }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += FormattedText.string(value, format); literal += "\u{FFFC}"
        }
        public mutating func appendInterpolation(_ value: Image) { text += "\u{FFFC}"; literal += "\u{FFFC}" }
    }
}

/// Text, with SwiftUI's initialisers and modifiers: lowered onto CellShot's `TextView`.
public struct Text: View, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case plain(String)
        case date(Date, DateStyle)
    }

    var source: Source
    var font: Font?
    var weight: Font.Weight?
    var color: DynamicColor?
    var underline = false
    var strikethrough = false

    init(source: Source) { self.source = source }

    /// The key's text (markdown parsed).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let parsed = Markdown.parse(key.text)
        source = .plain(parsed.text)
        if parsed.bold { weight = .bold }
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
        case let .plain(s): return s
        case let .date(d, style): return DateText.string(d, style, EnvironmentValues.current.cell)
        }
    }

    /// Two texts as one (drawn in the first one's style: docs/swiftui.md).
    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.source = .plain(a.plain + b.plain)
        return t
    }

    public var body: ModifiedContentView {
        var view = TextView(plain)
        if let weight { view = view.fontWeight(weight.fontWeight) }
        if let color { view = view.foregroundColor(color) }
        if underline { view = view.underline() }
        if strikethrough { view = view.strikethrough() }
        if !EnvironmentValues.current.redactionReasons.isEmpty {
            // The text keeps its size, drawn as a rounded bar in the quaternary fill.
            view = view.foregroundColor(.clear)
            let bar = view.background(RoundedRectangleView(cornerRadius: 4).fill(.quaternarySystemFill))
            return font.map { $0.apply(to: bar.kind("Text")) } ?? bar.kind("Text")
        }
        guard let font else { return view.kind("Text") }
        return font.apply(to: view.kind("Text"))
    }

    private func with(_ change: (inout Text) -> Void) -> Text { var t = self; change(&t); return t }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color?.dynamic } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.color = style.paint } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.strikethrough = isActive } }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    public func textCase(_ textCase: Text.Case?) -> Text {
        guard let textCase, case let .plain(s) = source else { return self }
        return with { $0.source = .plain(textCase == .uppercase ? s.uppercased() : s.lowercased()) }
    }

    /// Upper or lower case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// Where a too-long line is cut.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

/// The markdown SwiftUI parses in a string literal key.
enum Markdown {
    /// The text without markers, and whether all of it is bold.
    static func parse(_ s: String) -> (text: String, bold: Bool) {
        guard s.contains(where: { $0 == "*" || $0 == "_" || $0 == "`" || $0 == "[" || $0 == "~" }) else { return (s, false) }
        let bold = s.count > 4 && ((s.hasPrefix("**") && s.hasSuffix("**")) || (s.hasPrefix("__") && s.hasSuffix("__")))
            && !s.dropFirst(2).dropLast(2).contains("**")
        var out = ""
        var chars = Array(s)[...]
        while let c = chars.first {
            if c == "[", let close = chars.firstIndex(of: "]"), chars.index(after: close) < chars.endIndex,
               chars[chars.index(after: close)] == "(", let end = chars[close...].firstIndex(of: ")") {
                out += String(chars[chars.index(after: chars.startIndex)..<close])
                chars = chars[chars.index(after: end)...]
            } else if c == "*" || c == "`" || (c == "~" && chars.dropFirst().first == "~") {
                chars = chars.dropFirst(c == "~" ? 2 : 1)
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return (out, bold)
    }
}
#endif
