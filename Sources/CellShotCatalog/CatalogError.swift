/// Why a catalog could not be read: the file, the position in it, the field path and what
/// was expected, printed as `catalog.yaml:14:7: cards[3].state: unknown value "busy" (expected …)`.
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog file (as given, relative or absolute).
    public var file: String
    /// 1-based line, or 0 when the problem has no position (e.g. an unreadable file).
    public var line: Int
    /// 1-based column, or 0 when the problem has no position.
    public var column: Int
    /// The field path (`cards[3].configuration.badge`); empty for the whole file.
    public var path: String
    /// What is wrong.
    public var message: String
    /// What would have been right; empty when nothing more can be said.
    public var expected: String

    /// A problem at a position.
    public init(file: String, line: Int = 0, column: Int = 0, path: String = "", message: String, expected: String = "") {
        self.file = file; self.line = line; self.column = column; self.path = path
        self.message = message; self.expected = expected
    }

    /// The most characters of a message or expectation printed.
    static let maxTextLength = 1_000

    static func bounded(_ text: String) -> String {
        let head = text.prefix(maxTextLength + 1)
        return head.count > maxTextLength ? head.dropLast() + "… (cut at \(maxTextLength) characters)" : text
    }

    public var description: String {
        var text = file
        if line > 0 { text += ":\(line):\(column)" }
        text += ": "
        if !path.isEmpty { text += "\(path): " }
        text += Self.bounded(message)
        if !expected.isEmpty { text += " (expected \(Self.bounded(expected)))" }
        return text
    }
}
