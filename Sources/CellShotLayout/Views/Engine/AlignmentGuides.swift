import CellShotRaster
import CellShotText

/// A front's own alignment guide (the SwiftUI module's `AlignmentID`): its identity, its axis
/// and its default value in a view's dimensions. Two guides are the same guide when their
/// identities and axes are.
package final class CustomGuide: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let horizontal: Bool
    let defaultValue: (GuideDimensions) -> Double

    /// A guide identified by `id` (a type's identity), along x when `horizontal`.
    package init(id: ObjectIdentifier, horizontal: Bool, defaultValue: @escaping (GuideDimensions) -> Double) {
        self.id = id; self.horizontal = horizontal; self.defaultValue = defaultValue
    }

    package static func == (lhs: CustomGuide, rhs: CustomGuide) -> Bool { lhs.id == rhs.id && lhs.horizontal == rhs.horizontal }
    package func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(horizontal) }
}

extension CustomGuide {
    /// Where a list row's separator starts (SwiftUI's `listRowSeparatorLeading`), by default at
    /// the view's leading edge: a row's explicit value for it places its separator there.
    package static let listRowSeparatorLeading = CustomGuide(id: ObjectIdentifier(SeparatorLeadingGuide.self), horizontal: true) { _ in 0 }
    private enum SeparatorLeadingGuide {}
}

/// An alignment guide: a built-in edge, centre or baseline, or a front's own guide.
package enum GuideKey: Hashable, Sendable {
    case horizontal(HorizontalViewAlignment)
    case vertical(VerticalViewAlignment)
    case custom(CustomGuide)

    /// Whether the guide is a position along x.
    var isHorizontal: Bool {
        switch self {
        case .horizontal: return true
        case .vertical: return false
        case let .custom(guide): return guide.horizontal
        }
    }
}

/// A view's size and its guides in its own coordinates, for a guide's value (the SwiftUI
/// module's `ViewDimensions`).
package struct GuideDimensions {
    /// The view's width.
    package let width: Double
    /// The view's height.
    package let height: Double
    let element: Element
    let context: LayoutContext

    /// A guide's position: the view's explicit value for it, else the guide's default.
    package subscript(key: GuideKey) -> Double {
        element.guideValue(key, Size(width: width, height: height), context)
    }
    /// A guide's explicit position, set by an alignment guide inside the view; nil without one.
    package subscript(explicit key: GuideKey) -> Double? {
        element.explicitGuide(key, Size(width: width, height: height), context)
    }
}

extension ViewAlignment {
    /// The horizontal guide (a front's own one when set).
    var horizontalKey: GuideKey { customHorizontal.map(GuideKey.custom) ?? .horizontal(horizontal) }
    /// The vertical guide (a front's own one when set).
    var verticalKey: GuideKey { customVertical.map(GuideKey.custom) ?? .vertical(vertical) }
    /// Whether a part is a front's own guide.
    var isCustom: Bool { customHorizontal != nil || customVertical != nil }
}

extension StackAlignment {
    /// The guide children line up on across a stack along `axis`.
    func key(across axis: Axis) -> GuideKey {
        if axis == .horizontal {
            switch self {
            case .start: return .vertical(.top)
            case .center: return .vertical(.center)
            case .end: return .vertical(.bottom)
            case .firstBaseline: return .vertical(.firstTextBaseline)
            case .lastBaseline: return .vertical(.lastTextBaseline)
            case let .guide(guide): return .custom(guide)
            }
        }
        switch self {
        case .start, .firstBaseline, .lastBaseline: return .horizontal(.leading)
        case .center: return .horizontal(.center)
        case .end: return .horizontal(.trailing)
        case let .guide(guide): return .custom(guide)
        }
    }
}

extension Element {
    /// The position of guide `key` in this element at `size`: its explicit value, else the
    /// guide's default.
    func guideValue(_ key: GuideKey, _ size: Size, _ context: LayoutContext) -> Double {
        explicitGuide(key, size, context) ?? defaultGuide(key, size, context)
    }

    /// A guide's default position: edges and centres from the size, baselines from the text
    /// inside (the bottom without text), a front's guide from its own rule.
    func defaultGuide(_ key: GuideKey, _ size: Size, _ context: LayoutContext) -> Double {
        switch key {
        case let .horizontal(horizontal): return Element.offset(horizontal, size.width)
        case .vertical(.firstTextBaseline): return baseline(size, context) ?? size.height
        case .vertical(.lastTextBaseline): return baseline(size, context, last: true) ?? size.height
        case let .vertical(vertical): return Element.offset(vertical, size.height)
        case let .custom(guide):
            let value = guide.defaultValue(GuideDimensions(width: size.width, height: size.height, element: self, context: context))
            return Element.checkedGuide(value, context)
        }
    }

    /// The explicit position of guide `key` at `size`, set by an alignment guide inside and
    /// carried up through modifiers (and, for a front's own guides, through stacks: the mean
    /// of their children's); nil without one.
    func explicitGuide(_ key: GuideKey, _ size: Size, _ context: LayoutContext) -> Double? {
        guard hasGuides else { return nil }
        switch kind {
        case let .guide(guideKey, compute, child):
            guard guideKey == key else { return child.explicitGuide(key, size, context) }
            let value = compute(GuideDimensions(width: size.width, height: size.height, element: child, context: context))
            return Element.checkedGuide(value, context)
        case let .padding(insets, child):
            let inner = Size(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
            return child.explicitGuide(key, inner, context).map { $0 + (key.isHorizontal ? insets.leading : insets.top) }
        case .frame, .fixedSize, .aspect:
            let (child, childRect) = singleChildRect(size, context)
            return child.explicitGuide(key, childRect.size, context).map { $0 + (key.isHorizontal ? childRect.minX : childRect.minY) }
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child), let .boxed(_, _, child):
            return child.explicitGuide(key, size, context)
        case let .stack(axis, alignment, spacing, children):
            guard case .custom = key else { return nil }
            let rects = stackRects(axis, alignment, spacing, children, Rect(x: 0, y: 0, width: size.width, height: size.height),
                                   Proposal(width: size.width, height: size.height), context)
            return Element.mean(key, children, rects, context)
        case let .zstack(alignment, children):
            guard case .custom = key else { return nil }
            let rects = Element.zstackRects(alignment, children, Rect(x: 0, y: 0, width: size.width, height: size.height),
                                            Proposal(width: size.width, height: size.height), context)
            return Element.mean(key, children, rects, context)
        default:
            return nil
        }
    }

    /// The mean explicit position of `key` over the children that have one, in the container's coordinates.
    private static func mean(_ key: GuideKey, _ children: [Element], _ rects: [Rect], _ context: LayoutContext) -> Double? {
        var sum = 0.0, count = 0.0
        for (child, rect) in zip(children, rects) {
            guard let value = child.explicitGuide(key, rect.size, context) else { continue }
            sum += value + (key.isHorizontal ? rect.minX : rect.minY); count += 1
        }
        return count > 0 ? sum / count : nil
    }

    /// A guide's value, kept when finite; otherwise recorded as a bad value (0 is used).
    static func checkedGuide(_ value: Double, _ context: LayoutContext) -> Double {
        guard value.isFinite else {
            context.problem.record(.invalidViewValue(field: "alignmentGuide", value: value))
            return 0
        }
        return value
    }

    /// The child of a frame, fixed-size or aspect element and its rect inside a `size` frame.
    func singleChildRect(_ size: Size, _ context: LayoutContext) -> (Element, Rect) {
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let proposal = Proposal(width: size.width, height: size.height)
        switch kind {
        case let .frame(spec, child):
            let cp = spec.childProposal(proposal)
            return (child, alignedRect(child, child.size(cp, in: nil, context), in: rect, spec.alignment, context))
        case let .fixedSize(horizontal, vertical, child):
            let childSize = child.size(Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), in: nil, context)
            return (child, Element.align(childSize, in: rect, .center))
        case let .aspect(_, _, child):
            return (child, Element.align(child.size(proposal, in: nil, context), in: rect, .center))
        default:
            return (self, rect)
        }
    }

    /// `child` at `childSize` placed in `rect` (this element's frame) so that its guides of
    /// `alignment` meet this element's own (default) guides. Without explicit or custom
    /// guides, the plain alignment of the sizes.
    func alignedRect(_ child: Element, _ childSize: Size, in rect: Rect, _ alignment: ViewAlignment, _ context: LayoutContext) -> Rect {
        guard child.hasGuides || alignment.isCustom else { return Element.align(childSize, in: rect, alignment) }
        let horizontalKey = alignment.horizontalKey, verticalKey = alignment.verticalKey
        let offsetX = defaultGuide(horizontalKey, rect.size, context) - child.guideValue(horizontalKey, childSize, context)
        let offsetY = verticalKey == .vertical(.firstTextBaseline) || verticalKey == .vertical(.lastTextBaseline)
            ? Element.offset(alignment.vertical, rect.height - childSize.height)
            : defaultGuide(verticalKey, rect.size, context) - child.guideValue(verticalKey, childSize, context)
        return Rect(x: rect.minX + offsetX, y: rect.minY + offsetY, width: childSize.width, height: childSize.height)
    }

    /// A decoration at `decorationSize` placed over `content`'s `rect` so that their guides of
    /// `alignment` meet. Without explicit or custom guides, the plain alignment of the sizes.
    static func decorationRect(_ decoration: Element, _ decorationSize: Size, over content: Element, _ rect: Rect,
                               _ alignment: ViewAlignment, _ context: LayoutContext) -> Rect {
        guard decoration.hasGuides || content.hasGuides || alignment.isCustom else { return align(decorationSize, in: rect, alignment) }
        let horizontalKey = alignment.horizontalKey, verticalKey = alignment.verticalKey
        return Rect(x: rect.minX + content.guideValue(horizontalKey, rect.size, context) - decoration.guideValue(horizontalKey, decorationSize, context),
                    y: rect.minY + content.guideValue(verticalKey, rect.size, context) - decoration.guideValue(verticalKey, decorationSize, context), width: decorationSize.width, height: decorationSize.height)
    }
}
