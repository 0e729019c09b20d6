import Foundation

/// Element-level changes between two layout dumps (`LayoutTree.dump()` text): each element
/// is found by its path (`card/badge`), then compared by frame, text and drawing attributes —
/// "card/badge: moved 4 pt right", "card/title: text "Buy milk" → "Buy oat milk"".
enum DumpChanges {
    struct Element: Equatable {
        var path: String
        var frame: [Double]
        var text: String?
        var attributes: String
    }

    /// The changes from `reference` to `actual`, in the actual dump's order, removed elements last.
    static func between(reference: String, actual: String) -> [String] {
        let old = elements(reference), new = elements(actual)
        var changes: [String] = []
        let oldHeader = reference.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        let newHeader = actual.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if oldHeader != newHeader { changes.append("cell: \(oldHeader) → \(newHeader)") }
        let oldByPath = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let newPaths = Set(new.map(\.path))
        for element in new {
            guard let before = oldByPath[element.path] else { changes.append("\(element.path): added"); continue }
            changes += describe(before, element)
        }
        for element in old where !newPaths.contains(element.path) { changes.append("\(element.path): removed") }
        return changes
    }

    static func describe(_ a: Element, _ b: Element) -> [String] {
        var out: [String] = []
        if a.frame.count == 4, b.frame.count == 4 {
            let dx = b.frame[0] - a.frame[0], dy = b.frame[1] - a.frame[1]
            var moves: [String] = []
            if dx != 0 { moves.append("\(points(abs(dx))) \(dx > 0 ? "right" : "left")") }
            if dy != 0 { moves.append("\(points(abs(dy))) \(dy > 0 ? "down" : "up")") }
            if !moves.isEmpty { out.append("\(b.path): moved \(moves.joined(separator: ", "))") }
            if a.frame[2] != b.frame[2] || a.frame[3] != b.frame[3] {
                out.append("\(b.path): size \(points(a.frame[2]))×\(points(a.frame[3])) → \(points(b.frame[2]))×\(points(b.frame[3])) pt")
            }
        }
        if a.text != b.text { out.append("\(b.path): text \"\(a.text ?? "")\" → \"\(b.text ?? "")\"") }
        if a.attributes != b.attributes { out.append("\(b.path): \(a.attributes) → \(b.attributes)") }
        return out
    }

    static func points(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// The dump's element lines (the header and notes skipped), with paths from indentation.
    static func elements(_ dump: String) -> [Element] {
        var stack: [String] = []
        var result: [Element] = []
        for line in dump.split(separator: "\n").dropFirst() where !line.hasPrefix("note: ") {
            let depth = line.prefix(while: { $0 == " " }).count / 2
            let body = line.drop(while: { $0 == " " })
            guard let open = body.firstIndex(of: "("), let close = body.firstIndex(of: ")") , open < close else { continue }
            let name = body[..<open].trimmingCharacters(in: .whitespaces)
            stack = Array(stack.prefix(depth)) + [name]
            let frame = body[body.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            var rest = String(body[body.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            var text: String?
            if let q = rest.firstIndex(of: "\""), let end = rest.lastIndex(of: "\""), q < end {
                text = String(rest[rest.index(after: q)..<end])
                rest = (String(rest[..<q]) + String(rest[rest.index(after: end)...])).trimmingCharacters(in: .whitespaces)
            }
            result.append(Element(path: stack.joined(separator: "/"), frame: frame, text: text, attributes: rest))
        }
        return result
    }
}
