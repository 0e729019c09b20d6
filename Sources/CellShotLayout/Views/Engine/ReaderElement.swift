import CellShotRaster

/// Views made for the size they are placed in (the SwiftUI module's `GeometryReader`): the
/// element answers its own size to a proposal without its content, and its content is
/// resolved for the frame it is finally placed in (in the root's coordinates, before
/// mirroring), its views at the top-leading corner, one on top of the other. Its
/// resolutions are kept per frame.
final class ReaderElement {
    let size: (Proposal) -> Size
    let content: (Rect) -> AnyCellView
    private let resolver: ElementResolver
    private var made: [(frame: Rect, elements: [Element])] = []

    init(size: @escaping (Proposal) -> Size, content: @escaping (Rect) -> AnyCellView, resolver: ElementResolver) {
        var r = resolver
        r.isBound = false // resolved again later, outside this resolution's environment binding
        self.size = size; self.content = content; self.resolver = r
    }

    /// The content's elements for `frame` (an error is kept in `c`, and nothing is shown).
    private func elements(_ frame: Rect, _ c: LayoutContext) -> [Element] {
        if let hit = made.first(where: { $0.frame == frame }) { return hit.elements }
        var r = resolver
        let out: [Element]
        do { out = try r.elements([content(frame)]) } catch { c.problem.record(error); out = [] }
        if made.count >= 4 { made.removeFirst() }
        made.append((frame, out))
        return out
    }

    /// The node at `rect`: each view of the content proposed the whole size and placed at the
    /// top-leading corner.
    func place(_ rect: Rect, name: String, _ c: LayoutContext) -> LayoutNode {
        let p = Proposal(width: rect.width, height: rect.height)
        var nodes: [LayoutNode] = []
        for (i, child) in elements(rect, c).enumerated() {
            let s = child.size(p, in: nil, c)
            let r = Rect(x: rect.minX, y: rect.minY, width: s.width, height: s.height)
            if let node = child.place(r, p, in: nil, name: .indexed(child.kindName, i), c) { nodes.append(node) }
        }
        return LayoutNode(name: name, frame: rect, children: nodes)
    }
}

/// A view whose content is made for the size it is placed in: it answers `size` to a
/// proposal (without asking its content), and `content` is called with the frame it is
/// placed in (in the root's coordinates, before right-to-left mirroring). Named `reader` in the tree. A front's hook (the SwiftUI module's `GeometryReader`).
package struct ReaderView: PrimitiveCellView, ElementConvertible {
    let size: (Proposal) -> Size
    let content: (Rect) -> AnyCellView

    /// A view answering `size`, its content made by `content` for the frame it is placed in.
    package init(size: @escaping (Proposal) -> Size, content: @escaping (Rect) -> AnyCellView) {
        self.size = size; self.content = content
    }

    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        Element(.reader(ReaderElement(size: size, content: content, resolver: r)), name: "reader")
    }
}
