import CellShotRaster

/// Content with a layout engine of its own (a ``TableView``, a ``Screen``) inside a view: it
/// is laid out for the width it is offered and answers its content height. Its finished tree
/// (already mirrored and snapped), or the error it gave, is kept per width, so sizing and
/// placing lay it out once.
final class EmbeddedElement {
    let content: EmbeddedContent
    let environment: CellEnvironment
    private var trees: [(width: Double, outcome: Result<LayoutTree, CellError>)] = []

    init(_ content: EmbeddedContent, environment: CellEnvironment) {
        self.content = content; self.environment = environment
    }

    /// The width laid out for a proposal: a missing or infinite width is ``DeviceWidth/standard``.
    static func width(_ proposal: Proposal) -> Double {
        guard let width = proposal.width, width.isFinite else { return DeviceWidth.standard }
        return width
    }

    /// The tree at `width`, or nil (the error kept in `context`) when the content cannot be laid out.
    /// Below one point the content shows nothing and is not laid out.
    func tree(width: Double, _ context: LayoutContext) -> LayoutTree? {
        guard width >= 1 else { return nil }
        let outcome: Result<LayoutTree, CellError>
        if let hit = trees.first(where: { $0.width == width }) {
            outcome = hit.outcome
        } else {
            do throws(CellError) {
                outcome = .success(try content.layout(width, environment, .normal))
            } catch {
                outcome = .failure(error)
            }
            if trees.count >= 4 { trees.removeFirst() }
            trees.append((width, outcome))
        }
        switch outcome {
        case .success(let tree): return tree
        case .failure(let error):
            context.problem.record(error)
            return nil
        }
    }

    /// The size answered to `proposal`: the offered width and the content's height.
    func size(_ proposal: Proposal, _ context: LayoutContext) -> Size {
        let width = EmbeddedElement.width(proposal)
        return Size(width: width, height: tree(width: width, context)?.size.height ?? 0)
    }

    /// The content's root placed at `rect`'s origin, named `name`, filled with the content's
    /// background. The engine mirrors the whole view tree for right-to-left once more, so the
    /// finished content is mirrored back first: the two mirrorings cancel and its pixels stay
    /// as laid out.
    func place(_ rect: Rect, name: String, _ context: LayoutContext) -> LayoutNode? {
        guard let laidOut = tree(width: rect.width, context) else { return nil }
        var root = context.rightToLeft ? laidOut.root.finished(width: laidOut.size.width, scale: laidOut.scale, mirror: true) : laidOut.root
        root = root.translated(dx: rect.minX, dy: rect.minY)
        root.name = name
        if case .none = root.content { root.content = .shape(ShapeContent(outline: .rectangle, fill: laidOut.background)) }
        return root
    }
}
