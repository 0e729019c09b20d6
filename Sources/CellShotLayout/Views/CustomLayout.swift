import CellShotRaster
import CellShotText

/// A placement rule of your own for a ``CustomLayoutView``'s children, for what stacks cannot
/// say (a row that wraps, an icon centred on a text's first line). The engine asks for the
/// container's size for a proposal, then for every child's frame inside the container's
/// bounds; children are measured through their ``SubviewProxy``. A size or frame that is
/// negative, NaN or infinite makes the layout throw ``CellError/invalidViewValue(field:value:)``
/// naming the method (and the child) — but for a size of +∞ along a dimension the proposal
/// offers +∞ in (a stack asks that to learn how far a child can grow).
public protocol CustomLayout {
    /// The container's size for `proposal`.
    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size
    /// One frame per child, in the coordinates of `bounds` (the container's frame); a child
    /// without a frame (fewer frames than children) is left out.
    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect]
}

/// A custom layout that shows one of its children (the SwiftUI module's `ViewThatFits`): the
/// others are measured but not placed. A front's hook.
package protocol SelectingLayout: CustomLayout {
    /// The index of the child shown for `proposal`.
    func selection(_ proposal: Proposal, subviews: [SubviewProxy]) -> Int
}

/// A size offered to a view; nil = "your ideal size" in that dimension.
public struct Proposal: Equatable, Sendable {
    /// The offered width, or nil.
    public var width: Double?
    /// The offered height, or nil.
    public var height: Double?

    /// A proposal of `width` × `height` (nil: the ideal size in that dimension).
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
}

/// A child of a ``CustomLayoutView`` as its layout sees it: what size it answers and how its
/// text breaks, without placing it.
public struct SubviewProxy {
    let element: Element
    let context: LayoutContext

    /// The size the child answers to `proposal`.
    public func size(_ proposal: Proposal) -> Size { element.size(proposal, in: nil, context) }

    /// The lines of the first text inside the child when it is laid out `width` points wide
    /// (what it shows in a frame that wide), or nil when the child holds no text.
    public func text(width: Double) -> TextLayout? { element.firstText?.layout(width: width) }
}

extension Element {
    /// The first text element inside, through modifiers and containers.
    var firstText: TextElement? {
        switch kind {
        case let .text(text): return text
        case let .padding(_, child), let .frame(_, child), let .fixedSize(_, _, child), let .effect(_, child), let .aspect(_, _, child),
             let .offset(_, _, child), let .decorated(child, _, _, _, _), let .boxed(_, _, child),
             let .guide(_, _, child):
            return child.firstText
        case let .stack(_, _, _, children), let .zstack(_, children), let .custom(_, children):
            for child in children { if let text = child.firstText { return text } }
            return nil
        default: return nil
        }
    }
}
