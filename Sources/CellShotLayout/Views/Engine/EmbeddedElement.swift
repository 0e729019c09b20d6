import CellShotRaster

/// Content with a layout engine of its own (a ``TableView``, a ``Screen``) inside a view: it
/// is laid out for the width it is offered and answers its content height. Its finished tree
/// (already mirrored and snapped) is kept per width, so sizing and placing lay it out once.
final class EmbeddedElement {
    let content: EmbeddedContent
    let environment: CellEnvironment
    private var trees: [(width: Double, tree: LayoutTree)] = []

    init(_ content: EmbeddedContent, environment: CellEnvironment) {
        self.content = content; self.environment = environment
    }

    /// The width laid out for a proposal: a missing or infinite width is ``DeviceWidth/standard``.
    static func width(_ p: Proposal) -> Double {
        guard let w = p.width, w.isFinite else { return DeviceWidth.standard }
        return w
    }

    /// The tree at `width`, or nil (the error kept in `c`) when the content cannot be laid out.
    /// Below one point the content shows nothing and is not laid out.
    func tree(width: Double, _ c: LayoutContext) -> LayoutTree? {
        guard width >= 1 else { return nil }
        if let hit = trees.first(where: { $0.width == width }) { return hit.tree }
        do {
            let t = try content.layout(width, environment, .normal)
            if trees.count >= 4 { trees.removeFirst() }
            trees.append((width, t))
            return t
        } catch {
            c.problem.record(error)
            return nil
        }
    }

    /// The size answered to `p`: the offered width and the content's height.
    func size(_ p: Proposal, _ c: LayoutContext) -> Size {
        let w = EmbeddedElement.width(p)
        return Size(width: w, height: tree(width: w, c)?.size.height ?? 0)
    }

    /// The content's root placed at `rect`'s origin, named `name`, filled with the content's
    /// background. The engine mirrors the whole view tree for right-to-left once more, so the
    /// finished content is mirrored back first: the two mirrorings cancel and its pixels stay
    /// as laid out.
    func place(_ rect: Rect, name: String, _ c: LayoutContext) -> LayoutNode? {
        guard let t = tree(width: rect.width, c) else { return nil }
        var root = c.rightToLeft ? t.root.finished(width: t.size.width, scale: t.scale, mirror: true) : t.root
        root = root.translated(dx: rect.minX, dy: rect.minY)
        root.name = name
        if case .none = root.content { root.content = .shape(ShapeContent(outline: .rectangle, fill: t.background)) }
        return root
    }
}
