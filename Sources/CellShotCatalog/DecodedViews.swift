import CellShotLayout
import Yams

/// The views one catalog file has decoded, by the position of their YAML node, so a YAML alias
/// used again (`*anchor`: the anchored node itself) is counted into the budget again without
/// being decoded again. A node at a kept position that is not the kept node (a `forEach` copy
/// with its item substituted) is decoded as usual; so is a kept view the budget cannot afford,
/// which therefore fails with the same error, at the same node, as when it is decoded.
final class DecodedViews {
    /// The smallest view (views, rows and sections it decodes into) worth keeping.
    static let smallestKept = 8

    private struct Position: Hashable {
        let line: Int
        let column: Int
    }

    private struct Kept {
        let node: Node
        let view: AnyCellView
        let cost: Int
    }

    private var kept: [Position: Kept] = [:]

    /// The view decoded before from `node`, its cost spent from `budget`; nil when there is none
    /// or the budget cannot afford it.
    func reuse(_ node: Node, _ budget: DecodeBudget) -> AnyCellView? {
        guard let mark = node.mark, let found = kept[Position(line: mark.line, column: mark.column)],
              found.node == node, budget.afford(found.cost) else { return nil }
        return found.view
    }

    /// Keeps `view`, decoded from `node` at a cost of `cost` elements, for the node's next use.
    func keep(_ node: Node, _ view: AnyCellView, cost: Int) {
        guard cost >= Self.smallestKept, let mark = node.mark else { return }
        let position = Position(line: mark.line, column: mark.column)
        if kept[position] == nil { kept[position] = Kept(node: node, view: view, cost: cost) }
    }
}
