import CellShotRaster
import Foundation

/// The parsed form of ``LayoutTree/dump()`` text: what a stored reference's `.txt` says about
/// its layout, so an old reference can be compared element by element with a new tree.
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

        public static func == (a: Node, b: Node) -> Bool {
            a.path == b.path && a.frame == b.frame && a.text == b.text && a.parent == b.parent
                && a.attributes.elementsEqual(b.attributes) { $0.key == $1.key && $0.value == $1.value }
        }

        public func hash(into h: inout Hasher) { h.combine(path); h.combine(text) }

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

    /// Parses dump text; nil when it is not a layout dump (or above ``maxBytes``).
    public static func parse(_ text: String) -> LayoutDump? {
        guard text.utf8.count <= maxBytes else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard !lines.isEmpty else { return nil }
        let header = String(lines.removeFirst())
        var nodes: [Node] = []
        var notes: [String] = []
        var stack: [Int] = []  // node index per depth
        var siblingNames: [String: Int] = [:]  // "parentIndex/name" → count
        for line in lines {
            if line.hasPrefix("note: ") { notes.append(String(line.dropFirst(6))); continue }
            guard var node = parseNode(line) else { return nil }
            guard node.depth <= stack.count else { return nil }
            stack.removeLast(stack.count - node.depth)
            node.parent = stack.last
            let key = "\(node.parent ?? -1)/\(node.name)"
            let count = (siblingNames[key] ?? 0) + 1
            siblingNames[key] = count
            let own = count == 1 ? node.name : "\(node.name)#\(count)"
            node.path = node.parent.map { nodes[$0].path + "." + own } ?? own
            stack.append(nodes.count)
            nodes.append(node)
        }
        return LayoutDump(header: header, nodes: nodes, notes: notes)
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

    /// "  name (x, y, w, h) key=value … "text" lines=1" → a node (path and parent set by the caller).
    private static func parseNode(_ line: Substring) -> Node? {
        let spaces = line.prefix { $0 == " " }.count
        guard spaces % 2 == 0 else { return nil }
        let body = line.dropFirst(spaces)
        guard let open = body.range(of: " ("), let close = body[open.upperBound...].firstIndex(of: ")") else { return nil }
        let name = String(body[..<open.lowerBound])
        let numbers = body[open.upperBound..<close].split(separator: ",").map { Double($0.filter { $0 != " " }) }
        guard !name.isEmpty, numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2],
              let h = numbers[3] else { return nil }
        var node = Node(path: name, name: name, depth: spaces / 2, frame: Rect(x: x, y: y, width: w, height: h),
                        attributes: [], text: nil, parent: nil)
        var rest = body[body.index(after: close)...]
        while let first = rest.first {
            if first == " " { rest = rest.dropFirst(); continue }
            if first == "\"" {
                guard let (text, after) = quoted(rest) else { return nil }
                node.text = text
                rest = after
                continue
            }
            let token = rest.prefix { $0 != " " }
            rest = rest.dropFirst(token.count)
            if let eq = token.firstIndex(of: "=") {
                node.attributes.append((String(token[..<eq]), String(token[token.index(after: eq)...])))
            } else {
                node.attributes.append((String(token), ""))
            }
        }
        return node
    }

    /// The unescaped text of a quoted string at the start of `s`, and what follows it.
    private static func quoted(_ s: Substring) -> (String, Substring)? {
        var out = ""
        var i = s.index(after: s.startIndex)
        while i < s.endIndex {
            let ch = s[i]
            if ch == "\"" { return (out, s[s.index(after: i)...]) }
            if ch == "\\" {
                i = s.index(after: i)
                guard i < s.endIndex else { return nil }
                out.append(s[i] == "n" ? "\n" : s[i])
            } else {
                out.append(ch)
            }
            i = s.index(after: i)
        }
        return nil
    }
}
