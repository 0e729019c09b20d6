import CellShotRaster

/// One element-level difference between a reference layout and a new one, said the way a
/// reviewer would: `badge: moved 4 pt right`, `title: text "A" → "B"`, `chip[2]: added`,
/// `card: fill #f5f2ed → #e0dbd3`.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    /// What changed about the element.
    public enum Kind: Hashable, Sendable {
        /// The element is new.
        case added
        /// The element is gone.
        case removed
        /// The element moved on screen by (dx, dy) points (positive: right, down); an element
        /// that only moved with its parent is not listed (the parent is).
        case moved(dx: Double, dy: Double)
        /// The element's size changed.
        case resized(from: Size, to: Size)
        /// The text the element shows changed (nil: no text).
        case text(from: String?, to: String?)
        /// A dumped attribute (fill, border, shadow, icon, color, lines, truncated, size, variant…)
        /// changed; nil means absent.
        case attribute(String, from: String?, to: String?)
    }

    /// The element: its shortest unambiguous dotted path ("badge", "chip[0].label"), "cell"
    /// for the whole snapshot, or `note "…"` for a note.
    public var element: String
    public var kind: Kind

    public init(element: String, kind: Kind) {
        self.element = element
        self.kind = kind
    }

    public var description: String {
        let num = LayoutDump.number
        switch kind {
        case .added: return "\(element): added"
        case .removed: return "\(element): removed"
        case let .moved(dx, dy):
            var parts: [String] = []
            if dx != 0 { parts.append("\(num(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
            if dy != 0 { parts.append("\(num(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
            return "\(element): moved " + parts.joined(separator: ", ")
        case let .resized(from, to):
            return "\(element): size \(num(from.width))×\(num(from.height)) → \(num(to.width))×\(num(to.height)) pt"
        case let .text(from, to):
            return "\(element): text \(Self.quote(from)) → \(Self.quote(to))"
        case let .attribute(key, from, to):
            if from == "" || to == "" {  // a flag such as "truncated" or "mirrored"
                return "\(element): \(to == nil ? "no longer " : "now ")\(key)"
            }
            return "\(element): \(key) \(Self.short(from ?? "none")) → \(Self.short(to ?? "none"))"
        }
    }

    private static func quote(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "none" }

    /// Opaque colours as #rrggbb (the dump writes #rrggbbaa).
    static func short(_ value: String) -> String {
        var out = ""
        var rest = Substring(value)
        while let hash = rest.firstIndex(of: "#") {
            out += rest[..<hash]
            let digits = rest[rest.index(after: hash)...].prefix { $0.isHexDigit }
            out += "#" + (digits.count == 8 && digits.hasSuffix("ff") ? digits.dropLast(2) : digits)
            rest = rest[rest.index(after: hash)...].dropFirst(digits.count)
        }
        return out + rest
    }
}

extension LayoutDump {
    /// What changed from `reference` to this dump: the header (size, variant), then nodes in
    /// this dump's order, then removed nodes, then notes.
    public func changes(from reference: LayoutDump) -> [LayoutChange] {
        var out: [LayoutChange] = []
        let (oldSize, oldVariant) = Self.split(reference.header), (newSize, newVariant) = Self.split(header)
        if oldSize != newSize { out.append(LayoutChange(element: "cell", kind: .attribute("size", from: oldSize, to: newSize))) }
        if oldVariant != newVariant {
            out.append(LayoutChange(element: "cell", kind: .attribute("variant", from: oldVariant, to: newVariant)))
        }
        let allPaths = (nodes.map(\.path) + reference.nodes.map(\.path)).map { $0.split(separator: ".") }
        var old: [String: Int] = [:]
        for (i, entry) in reference.nodes.enumerated() { old[entry.path] = i }
        var seen = Set<String>()
        for node in nodes {
            let element = Self.label(node.path, among: allPaths)
            seen.insert(node.path)
            guard let index = old[node.path] else {
                // A new element's children are new too: name only the element.
                if node.parent.map({ old[nodes[$0].path] != nil }) ?? true { out.append(LayoutChange(element: element, kind: .added)) }
                continue
            }
            let was = reference.nodes[index]
            // On screen, and only where the element did not just move with its parent.
            let offset = Self.delta(node.frame, was.frame)
            let parentOffset = node.parent.flatMap { parentIndex in old[nodes[parentIndex].path].map { Self.delta(nodes[parentIndex].frame, reference.nodes[$0].frame) } }
            let moved = offset != Point(0, 0) && offset != (parentOffset ?? Point(0, 0))
            if moved { out.append(LayoutChange(element: element, kind: .moved(dx: offset.x, dy: offset.y))) }
            if node.frame.size != was.frame.size && !(moved && Self.snapped(node.frame.size, was.frame.size, scale: scale)) {
                out.append(LayoutChange(element: element, kind: .resized(from: was.frame.size, to: node.frame.size)))
            }
            if node.text != was.text { out.append(LayoutChange(element: element, kind: .text(from: was.text, to: node.text))) }
            var keys = was.attributes.map(\.key)
            for attribute in node.attributes where !keys.contains(attribute.key) { keys.append(attribute.key) }
            for key in keys where was.attribute(key) != node.attribute(key) {
                out.append(LayoutChange(element: element, kind: .attribute(key, from: was.attribute(key), to: node.attribute(key))))
            }
        }
        for node in reference.nodes where !seen.contains(node.path)
            && (node.parent.map { seen.contains(reference.nodes[$0].path) } ?? true) {
            out.append(LayoutChange(element: Self.label(node.path, among: allPaths), kind: .removed))
        }
        for note in notes where !reference.notes.contains(note) {
            out.append(LayoutChange(element: "note \"\(note)\"", kind: .added))
        }
        for note in reference.notes where !notes.contains(note) {
            out.append(LayoutChange(element: "note \"\(note)\"", kind: .removed))
        }
        return out
    }

    /// "cell 375x94.33 pt @3x  style=…" → ("375x94.33 pt @3x", "style=…").
    private static func split(_ header: String) -> (String, String) {
        let parts = header.split(separator: "  ", maxSplits: 1, omittingEmptySubsequences: false)
        let size = parts[0].split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? String(parts[0])
        return (size, parts.count > 1 ? String(parts[1]) : "")
    }

    /// How far a frame's origin moved, in hundredths of a point.
    private static func delta(_ new: Rect, _ old: Rect) -> Point {
        Point(((new.minX - old.minX) * 100).rounded() / 100, ((new.minY - old.minY) * 100).rounded() / 100)
    }

    /// True when two sizes differ by at most one pixel on each axis: what snapping a moved
    /// element to the pixel grid does, not a resize.
    private static func snapped(_ first: Size, _ second: Size, scale: Double) -> Bool {
        let pixel = 1 / max(scale, 1) + 0.005
        return abs(first.width - second.width) <= pixel && abs(first.height - second.height) <= pixel
    }

    /// The shortest dotted suffix of `path` that no other node's path ends with ("badge",
    /// "chip[0].label").
    public func shortName(of path: String) -> String { Self.label(path, among: nodes.map { $0.path.split(separator: ".") }) }

    /// The shortest dotted suffix of `path` that no other path (each split at its dots) ends
    /// with. A suffix that starts with a bare name is not taken while another path has that
    /// name with an index or a repeat mark there ("Text" beside "Text[0]", "badge" beside
    /// "badge#2"): a reader could not tell which is meant.
    private static func label(_ path: String, among paths: [[Substring]]) -> String {
        let parts = path.split(separator: ".")
        for length in 1...max(parts.count, 1) {
            let suffix = parts.suffix(length)
            let head = suffix.first ?? "", bare = !head.contains("[") && !head.contains("#")
            let clash = paths.contains { other in
                guard other.count >= length, other != parts, other.suffix(length - 1).elementsEqual(suffix.dropFirst()) else { return false }
                let matching = other[other.count - length]
                return matching == head || (bare && (matching.hasPrefix(head + "[") || matching.hasPrefix(head + "#")))
            }
            if !clash { return suffix.joined(separator: ".") }
        }
        return path
    }
}
