import CellShotRaster
import CellShotText

/// A view resolved for one environment: colours, fonts and icons looked up, groups spliced,
/// values checked. The engine sizes and places elements; containers cache their last answers.
final class Element {
    enum Kind {
        case empty
        case text(TextElement)
        case icon(name: String, artwork: IconArtwork, color: Color, size: Size, directional: Bool)
        case image(ImageContent)
        case shape(ShapeContent)
        case spacer(minLength: Double)
        case divider(Color)
        case progress(Double, height: Double, tint: Color, track: Color)
        case stack(Axis, StackAlignment, spacing: Double, [Element])
        case zstack(ViewAlignment, [Element])
        /// Children placed by a layout of the user's.
        case custom(any CustomLayout, [Element])
        /// Content with a layout of its own (a table, a screen), as wide as offered.
        case embedded(EmbeddedElement)
        /// Content made for the size it is placed in.
        case reader(ReaderElement)
        case padding(EdgeInsets, Element)
        case frame(FrameSpec, Element)
        case fixedSize(horizontal: Bool, vertical: Bool, Element)
        /// Width ÷ height, and whether it fits inside (or covers) the proposal.
        case aspect(Double, fit: Bool, Element)
        /// Background (behind) or overlay (in front), named "background", "overlay" or "border".
        case decorated(Element, decoration: Element, alignment: ViewAlignment, behind: Bool, name: String)
        case effect(NodeEffects, Element)
        case offset(x: Double, y: Double, Element)
        /// The child's frame drawn as a box holding the child's content (see ``CellView/box(_:text:)``).
        case boxed(BoxStyle, text: String?, Element)
        /// The child with an explicit value for an alignment guide, computed from its dimensions.
        case guide(GuideKey, (GuideDimensions) -> Double, Element)
    }

    let kind: Kind
    /// The name a container derives for this element ("text" → "text[1]"); a front with its
    /// own vocabulary renames it (``CellView/kind(_:)``: "Text" → "Text[1]").
    var kindName: String
    /// The name given with ``CellView/id(_:)``: the node's name instead of the one its parent
    /// gives (the innermost `id` of a view wins).
    var id: String?
    /// Stacks offer space to higher priorities first.
    var priority: Double

    /// A container's last answers of ``size(_:in:_:)``, newest last (leaves and modifiers
    /// answer at once or from their child, and keep none).
    var memo: [(proposal: Proposal, axis: Axis?, size: Size)] = []

    /// Whether answers are kept in `memo` (stacks and custom layouts). Stored, like
    /// `isSpacer`, so that asking reads a flag instead of copying `kind` out to match it.
    let caches: Bool
    /// A spacer, possibly under modifiers: stacks serve spacers last.
    let isSpacer: Bool
    /// Whether an explicit alignment guide is set here or inside (through modifiers and
    /// containers): without one, alignment needs no guide values.
    var hasGuides = false

    init(_ kind: Kind, name: String, priority: Double = 0, isSpacer: Bool = false) {
        self.kindName = name; self.priority = priority
        switch kind {
        case let .stack(_, _, _, children), let .zstack(_, children), let .custom(_, children):
            caches = true; self.isSpacer = false
            hasGuides = children.contains { $0.hasGuides }
        case .guide: caches = false; self.isSpacer = isSpacer; hasGuides = true
        case .spacer: caches = false; self.isSpacer = true
        default: caches = false; self.isSpacer = isSpacer
        }
        self.kind = kind // last: the kind is moved in, not copied
    }

    /// Wraps `child` in a modifier kind (never a container or a spacer; `isGuide` for a
    /// `.guide`), keeping its derived name, priority and spacer-ness. The kind is moved in
    /// without being matched: matching a kind copies it.
    init(wrapping child: Element, _ kind: Kind, isGuide: Bool = false) {
        kindName = child.kindName; priority = child.priority
        caches = false; isSpacer = child.isSpacer
        hasGuides = isGuide || child.hasGuides
        self.kind = kind
    }
}

/// A node's name, made into text only for a node that is built: an `id` or a fixed name
/// ("card", "background"), or a kind and a position in the parent (`text`, 1 → "text[1]").
enum NodeName {
    case fixed(String)
    case indexed(String, Int)

    /// The name as the tree shows it.
    var string: String {
        switch self {
        case let .fixed(name): return name
        case let .indexed(kind, index): return "\(kind)[\(index)]"
        }
    }
}

/// A stack's main axis.
enum Axis { case horizontal, vertical }

/// Cross-axis alignment of a stack's children.
enum StackAlignment: Hashable {
    case start, center, end, firstBaseline, lastBaseline
    /// A front's own guide.
    case guide(CustomGuide)

    /// For a baseline alignment, whether it is the last line's; nil for the others.
    var lastLine: Bool? { self == .firstBaseline ? false : self == .lastBaseline ? true : nil }
    /// Whether it is a front's own guide.
    var isGuide: Bool { if case .guide = self { return true } else { return false } }
}

extension Proposal {
    /// The proposal along `axis`.
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    /// The proposal across `axis`.
    func across(_ axis: Axis) -> Double? { axis == .horizontal ? height : width }
    /// A proposal from main/cross parts.
    static func make(_ axis: Axis, main: Double?, cross: Double?) -> Proposal {
        axis == .horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }
}

extension Size {
    /// The size along `axis`.
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// The size across `axis`.
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    /// A size from main/cross parts.
    static func make(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
