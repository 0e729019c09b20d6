import CellShotRaster
import Foundation

/// A layout as its dump says it: a header, one node per element (path, frame in points,
/// attributes, text) and notes. The one owner of the dump format: ``parse(_:)`` reads a stored
/// reference's `.txt`, ``text`` writes it, and a laid-out tree builds one in memory (with
/// ``init(header:nodes:notes:)`` and ``Node/init(name:depth:frame:attributes:text:trailing:)``),
/// so a new layout is compared with a reference element by element without a round trip
/// through text.
///
/// The parser is lenient about what it does not know (unknown `key=value` attributes are kept
/// as they are) and strict about structure: a line that is not the header, a node line or a
/// note makes ``parse(_:)`` return nil, and the caller falls back to pixel statistics.
public struct LayoutDump: Hashable, Sendable {
    /// One node line of the dump.
    public struct Node: Hashable, Sendable {
        /// Dotted path of names from the root ("row.card.badge"); a name repeated among
        /// siblings gets "#2", "#3"… after it.
        public var path: String
        /// The node's own name ("badge").
        public var name: String
        /// Nesting depth (0 for the root).
        public var depth: Int
        /// Frame in points, as dumped (rounded to 0.01).
        public var frame: Rect
        /// Attributes in dump order: fill, border, shadow, icon, color, mirrored, lines, truncated…
        public var attributes: [(key: String, value: String)]
        /// The node's text, unescaped, when it shows one.
        public var text: String?
        /// Index of the parent node in ``LayoutDump/nodes``, nil for the root.
        public var parent: Int?
        /// The node's line as written (without indentation and newline).
        var line: Substring

        /// A node as a layout writes it: `attributes` and `trailing` are the dump's ` key=value`
        /// words before and after the quoted `text` (the text is escaped and shortened to the
        /// dump's 120 characters here); the frame is rounded to 0.01 pt.
        public init(name: String, depth: Int, frame: Rect, attributes: String, text: String?, trailing: String) {
            let rounded = Rect(x: LayoutDump.round(frame.minX), y: LayoutDump.round(frame.minY),
                               width: LayoutDump.round(frame.width), height: LayoutDump.round(frame.height))
            let escaped = text.map(LayoutDump.escape)
            var line = name
            line += " (\(LayoutDump.number(rounded.minX)), \(LayoutDump.number(rounded.minY)),"
                + " \(LayoutDump.number(rounded.width)), \(LayoutDump.number(rounded.height)))"
            line += attributes
            if let escaped { line += " \"" + escaped + "\"" }
            line += trailing
            self.init(path: name, name: name, depth: depth, frame: rounded,
                      attributes: LayoutDump.words(Substring(attributes)) + LayoutDump.words(Substring(trailing)),
                      text: escaped.flatMap { LayoutDump.quoted("\"" + $0 + "\"")?.text }, parent: nil, line: Substring(line))
        }

        init(path: String, name: String, depth: Int, frame: Rect, attributes: [(key: String, value: String)],
             text: String?, parent: Int?, line: Substring) {
            self.path = path; self.name = name; self.depth = depth; self.frame = frame
            self.attributes = attributes; self.text = text; self.parent = parent; self.line = line
        }

        public static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.path == rhs.path && lhs.frame == rhs.frame && lhs.text == rhs.text && lhs.parent == rhs.parent
                && lhs.attributes.elementsEqual(rhs.attributes) { $0.key == $1.key && $0.value == $1.value }
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(path); hasher.combine(text) }

        /// The value of attribute `key`, if present.
        public func attribute(_ key: String) -> String? { attributes.first { $0.key == key }?.value }
    }

    /// The first line: size, scale and the variant summary.
    public var header: String
    /// Nodes in dump (painting) order.
    public var nodes: [Node]
    /// The `note:` lines, without the prefix.
    public var notes: [String]

    /// Texts longer than this are not parsed (a dump is a few kilobytes).
    public static let maxBytes = 4 << 20

    /// A dump of `nodes` in painting order, each at its depth; paths and parents are set here
    /// (a node more than one level deeper than the one before it is taken one level deeper).
    public init(header: String, nodes: [Node], notes: [String]) {
        self.header = header
        self.nodes = []
        self.notes = notes
        self.nodes.reserveCapacity(nodes.count)
        var stack: [Int] = []  // node index per depth
        var siblingNames: [String: Int] = [:]  // "parentIndex/name" → count
        for var node in nodes {
            node.depth = min(node.depth, stack.count)
            stack.removeLast(stack.count - node.depth)
            node.parent = stack.last
            let key = "\(node.parent ?? -1)/\(node.name)"
            let count = (siblingNames[key] ?? 0) + 1
            siblingNames[key] = count
            let own = count == 1 ? node.name : "\(node.name)#\(count)"
            node.path = node.parent.map { self.nodes[$0].path + "." + own } ?? own
            stack.append(self.nodes.count)
            self.nodes.append(node)
        }
    }

    /// Parses dump text; nil when it is not a layout dump (or above ``maxBytes``).
    public static func parse(_ text: String) -> LayoutDump? {
        guard text.utf8.count <= maxBytes else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard !lines.isEmpty else { return nil }
        let header = String(lines.removeFirst())
        var nodes: [Node] = []
        var notes: [String] = []
        for line in lines {
            if line.hasPrefix("note: ") { notes.append(String(line.dropFirst(6))); continue }
            guard let node = parseNode(line), node.depth <= (nodes.last.map { $0.depth + 1 } ?? 0) else { return nil }
            nodes.append(node)
        }
        return LayoutDump(header: header, nodes: nodes, notes: notes)
    }

    /// The dump text: the header, one line per node indented two spaces a level, then the notes.
    public var text: String {
        var out = header + "\n"
        for node in nodes {
            out += String(repeating: "  ", count: node.depth)
            out += node.line
            out += "\n"
        }
        for note in notes { out += "note: " + note + "\n" }
        return out
    }

    /// The deepest node whose frame contains `rect` (points), or the root; nil without nodes.
    public func deepestNode(covering rect: Rect) -> Node? {
        var best: Node?
        for node in nodes where node.frame.minX <= rect.minX + 0.01 && node.frame.minY <= rect.minY + 0.01
            && node.frame.maxX + 0.01 >= rect.maxX && node.frame.maxY + 0.01 >= rect.maxY {
            if node.depth >= (best?.depth ?? 0) { best = node }
        }
        return best ?? nodes.first
    }

    /// Pixels per point, from the header's `@3x`; 1 when it does not say.
    public var scale: Double {
        guard let at = header.firstIndex(of: "@") else { return 1 }
        return Double(header[header.index(after: at)...].prefix { $0.isNumber || $0 == "." }) ?? 1
    }

    // MARK: The format's words

    /// A number rounded to 0.01 and printed without trailing zeros ("nan" when not finite).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "nan" }
        let hundredths = round(value)
        if hundredths == hundredths.rounded() && abs(hundredths) < 1e15 { return String(Int(hundredths)) }
        return String(hundredths)
    }

    /// A colour as #rrggbbaa, by the project's byte rule.
    public static func hex(_ color: Color) -> String {
        let bytes = color.rgba8
        let digits = Array("0123456789abcdef")
        var text = "#"
        for byte in [bytes.r, bytes.g, bytes.b, bytes.a] { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 15)]) }
        return text
    }

    /// `x` as the dump keeps it: rounded to 0.01 (NaN when not finite, as "nan" reads back).
    static func round(_ value: Double) -> Double { value.isFinite ? (value * 100).rounded() / 100 : .nan }

    /// The text between the dump's quotes: `\n`, `"` and `\` escaped, cut to 120 characters.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for ch in text {
            switch ch {
            case "\n": escaped += "\\n"
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(ch)
            }
        }
        return escaped.count > 120 ? String(escaped.prefix(117)) + "..." : escaped
    }

    // MARK: Reading

    /// "  name (x, y, w, h) key=value … "text" lines=1" → a node (path and parent set by the caller).
    private static func parseNode(_ line: Substring) -> Node? {
        let spaces = line.prefix { $0 == " " }.count
        guard spaces % 2 == 0 else { return nil }
        let body = line.dropFirst(spaces)
        guard let open = body.range(of: " ("), let close = body[open.upperBound...].firstIndex(of: ")") else { return nil }
        let name = String(body[..<open.lowerBound])
        let numbers = body[open.upperBound..<close].split(separator: ",").map { Double($0.filter { $0 != " " }) }
        guard !name.isEmpty, numbers.count == 4, let left = numbers[0], let top = numbers[1], let width = numbers[2],
              let height = numbers[3] else { return nil }
        var node = Node(path: name, name: name, depth: spaces / 2, frame: Rect(x: left, y: top, width: width, height: height),
                        attributes: [], text: nil, parent: nil, line: body)
        var rest = body[body.index(after: close)...]
        while let first = rest.first {
            if first == " " { rest = rest.dropFirst(); continue }
            if first == "\"" {
                guard let (text, after) = quoted(rest) else { return nil }
                node.text = text
                rest = after
                continue
            }
            guard let (key, value, after) = attribute(rest) else { return nil }
            node.attributes.append((key, value))
            rest = after
        }
        return node
    }

    /// The attribute at the start of `text` (not a space): `key="quoted value"` (spaces and
    /// escapes inside the quotes; nil when the quote does not close), `key=value` or a bare
    /// `flag`; and what follows it.
    static func attribute(_ text: Substring) -> (key: String, value: String, rest: Substring)? {
        let token = text.prefix { $0 != " " }
        guard let eq = token.firstIndex(of: "=") else { return (String(token), "", text.dropFirst(token.count)) }
        if token[token.index(after: eq)...].first == "\"" {
            guard let (value, after) = quoted(text[text.index(after: eq)...]) else { return nil }
            return (String(token[..<eq]), value, after)
        }
        return (String(token[..<eq]), String(token[token.index(after: eq)...]), text.dropFirst(token.count))
    }

    /// The attributes of `text`, separated by spaces, as ``parse(_:)`` reads them (a quote that
    /// does not close makes the rest one bare word).
    static func words(_ text: Substring) -> [(key: String, value: String)] {
        var out: [(key: String, value: String)] = []
        var rest = text
        while let first = rest.first {
            if first == " " { rest = rest.dropFirst(); continue }
            guard let (key, value, after) = attribute(rest) else { out.append((String(rest), "")); break }
            out.append((key, value))
            rest = after
        }
        return out
    }

    /// The unescaped text of a quoted string at the start of `s`, and what follows it.
    static func quoted(_ text: Substring) -> (text: String, rest: Substring)? {
        var out = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let ch = text[index]
            if ch == "\"" { return (out, text[text.index(after: index)...]) }
            if ch == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                out.append(text[index] == "n" ? "\n" : text[index])
            } else {
                out.append(ch)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

/// A layout dump made only when asked for: a snapshot that matches its reference never needs
/// its layout's dump, so a strategy hands the store this instead of the dump itself.
public struct DeferredLayoutDump: Sendable {
    private let build: @Sendable () -> LayoutDump

    /// The dump `build` makes (called each time ``make()`` is).
    public init(_ build: @escaping @Sendable () -> LayoutDump) { self.build = build }

    /// A dump already made.
    public init(_ dump: LayoutDump) { self.build = { dump } }

    /// The dump.
    public func make() -> LayoutDump { build() }
}
