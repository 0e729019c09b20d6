import Foundation
import Yams

extension CatalogNode {
    /// This node with every `placeholder` inside its scalar values (not its keys) replaced by
    /// `value`: how `forEach` and `multiSelection` make one row or section per item. Positions
    /// stay those of the template, so errors point at the line that was written.
    /// A template of more than ``DecodeBudget/templateNodes`` nodes (aliases counted each time
    /// they are used) is an error.
    func substituting(_ placeholder: String, with value: String) throws(CatalogError) -> CatalogNode {
        var budget = DecodeBudget.templateNodes
        guard let copy = Self.substitute(node, placeholder, value, &budget) else {
            throw error("the template has more than \(DecodeBudget.templateNodes) nodes (counting each use of an alias)",
                        expected: "a smaller template")
        }
        return CatalogNode(node: copy, file: file, path: path)
    }

    private static func substitute(_ node: Node, _ placeholder: String, _ value: String, _ budget: inout Int) -> Node? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch node {
        case .scalar(var scalar):
            guard scalar.string.contains(placeholder) else { return node }
            let tag = scalar.tag, style = scalar.style
            scalar.string = scalar.string.replacingOccurrences(of: placeholder, with: value)
            scalar.tag = tag
            scalar.style = style
            return .scalar(scalar)
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            for (key, child) in mapping {
                guard let copy = substitute(child, placeholder, value, &budget) else { return nil }
                pairs.append((key, copy))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            var items: [Node] = []
            for child in sequence {
                guard let copy = substitute(child, placeholder, value, &budget) else { return nil }
                items.append(copy)
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
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
