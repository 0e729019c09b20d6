import Foundation
import Yams

extension CatalogNode {
    /// This node with every `placeholder` inside its scalar values (not its keys) replaced by
    /// `value`: how `forEach` and `multiSelection` make one row or section per item. Positions
    /// stay those of the template, so errors point at the line that was written.
    func substituting(_ placeholder: String, with value: String) -> CatalogNode {
        CatalogNode(node: Self.substitute(node, placeholder, value), file: file, path: path)
    }

    private static func substitute(_ node: Node, _ placeholder: String, _ value: String) -> Node {
        switch node {
        case .scalar(var s):
            guard s.string.contains(placeholder) else { return node }
            let tag = s.tag, style = s.style
            s.string = s.string.replacingOccurrences(of: placeholder, with: value)
            s.tag = tag
            s.style = style
            return .scalar(s)
        case .mapping(let m):
            return .mapping(Node.Mapping(m.map { ($0.key, substitute($0.value, placeholder, value)) }, m.tag, m.style, m.mark))
        case .sequence(let q):
            return .sequence(Node.Sequence(q.map { substitute($0, placeholder, value) }, q.tag, q.style, q.mark))
        case .alias:
            return node
        }
    }

    /// The items of a list of unique strings (they identify the rows or sections made from
    /// them); a repeat is an error at the repeated item.
    func uniqueItems() throws(CatalogError) -> [String] {
        var items: [String] = []
        for item in try list() {
            let text = try item.string()
            guard !items.contains(text) else {
                throw item.error("item \"\(text)\" appears twice", expected: "unique items (each identifies its rows)")
            }
            items.append(text)
        }
        return items
    }
}
