import CellShotRaster

/// Views made for the size they are placed in (the SwiftUI module's `GeometryReader`): the
/// element answers its own size to a proposal without its content, and its content is
/// resolved for the frame it is finally placed in (in the root's coordinates, before
/// mirroring), its views at the top-leading corner, one on top of the other. Or views made
/// for the width they are proposed (the card ``Cell``'s body): the element answers its
/// content's size, and the content is resolved once per width. Its resolutions are kept per
/// frame (per width).
final class ReaderElement {
    /// What the content is made for.
    enum Made {
        /// The frame it is placed in; the element answers `size` without its content.
        case frame(size: (Proposal) -> Size, content: (Rect) -> AnyCellView)
        /// The width it is proposed (a missing or infinite width: ``DeviceWidth/standard``);
        /// the element answers its content's size.
        case width((Double) -> AnyCellView)
    }

    let made: Made
    private let resolver: ElementResolver
    private var resolved: [(frame: Rect, elements: [Element])] = []

    init(_ made: Made, resolver: ElementResolver) {
        var unbound = resolver
        unbound.isBound = false // resolved again later, outside this resolution's environment binding
        self.made = made; self.resolver = unbound
    }

    /// The size answered to `proposal`.
    func size(_ proposal: Proposal, _ context: LayoutContext) -> Size {
        switch made {
        case let .frame(size, _):
            return size(proposal)
        case .width:
            var out = Size(width: 0, height: 0)
            for child in elements(Rect(x: 0, y: 0, width: EmbeddedElement.width(proposal), height: 0), context) {
                let childSize = child.size(proposal, in: nil, context)
                out = Size(width: max(out.width, childSize.width), height: max(out.height, childSize.height))
            }
            return out
        }
    }

    /// The content's elements for `frame` (an error is kept in `context`, and nothing is shown).
    private func elements(_ frame: Rect, _ context: LayoutContext) -> [Element] {
        let key: Rect, view: AnyCellView
        switch made {
        case let .frame(_, content): key = frame; view = content(frame)
        case let .width(content): key = Rect(x: 0, y: 0, width: frame.width, height: 0); view = content(frame.width)
        }
        if let hit = resolved.first(where: { $0.frame == key }) { return hit.elements }
        var copy = resolver
        let out: [Element]
        do { out = try copy.elements([view]) } catch { context.problem.record(error); out = [] }
        if resolved.count >= 4 { resolved.removeFirst() }
        resolved.append((key, out))
        return out
    }

    /// The node at `rect`: each view of the content proposed the whole size and placed at the
    /// top-leading corner. Content made for a width that is one view is that view's node
    /// (named by its own name), with no node of the reader's around it.
    func place(_ rect: Rect, name: String, _ context: LayoutContext) -> LayoutNode? {
        let proposal = Proposal(width: rect.width, height: rect.height)
        let children = elements(rect, context)
        if case .width = made, children.count == 1 {
            let childSize = children[0].size(proposal, in: nil, context)
            return children[0].place(Rect(x: rect.minX, y: rect.minY, width: childSize.width, height: childSize.height), proposal, in: nil,
                                     name: .indexed(children[0].kindName, 0), context)
        }
        var nodes: [LayoutNode] = []
        for (i, child) in children.enumerated() {
            let childSize = child.size(proposal, in: nil, context)
            let childRect = Rect(x: rect.minX, y: rect.minY, width: childSize.width, height: childSize.height)
            if let node = child.place(childRect, proposal, in: nil, name: .indexed(child.kindName, i), context) { nodes.append(node) }
        }
        return LayoutNode(name: name, frame: rect, children: nodes)
    }
}

/// A view whose content is made for the size it is placed in: it answers `size` to a
/// proposal (without asking its content), and `content` is called with the frame it is
/// placed in (in the root's coordinates, before right-to-left mirroring). Named `reader` in
/// the tree. A front's hook (the SwiftUI module's `GeometryReader`). Or a view made for the
/// width it is proposed, as big as its content (the card ``Cell``'s body).
package struct ReaderView: PrimitiveCellView, ElementConvertible {
    let made: ReaderElement.Made

    /// A view answering `size`, its content made by `content` for the frame it is placed in.
    package init(size: @escaping (Proposal) -> Size, content: @escaping (Rect) -> AnyCellView) {
        made = .frame(size: size, content: content)
    }

    /// A view made by `content` for the width it is proposed (a missing or infinite width:
    /// ``DeviceWidth/standard``), as big as what it makes.
    package init(width content: @escaping (Double) -> AnyCellView) {
        made = .width(content)
    }

    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        Element(.reader(ReaderElement(made, resolver: resolver)), name: "reader")
    }
}
