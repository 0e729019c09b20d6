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

    package static func == (a: CustomGuide, b: CustomGuide) -> Bool { a.id == b.id && a.horizontal == b.horizontal }
    package func hash(into h: inout Hasher) { h.combine(id); h.combine(horizontal) }
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
        case let .custom(g): return g.horizontal
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
            case let .guide(g): return .custom(g)
            }
        }
        switch self {
        case .start, .firstBaseline, .lastBaseline: return .horizontal(.leading)
        case .center: return .horizontal(.center)
        case .end: return .horizontal(.trailing)
        case let .guide(g): return .custom(g)
        }
    }
}

extension Element {
    /// The position of guide `key` in this element at `size`: its explicit value, else the
    /// guide's default.
    func guideValue(_ key: GuideKey, _ size: Size, _ c: LayoutContext) -> Double {
        explicitGuide(key, size, c) ?? defaultGuide(key, size, c)
    }

    /// A guide's default position: edges and centres from the size, baselines from the text
    /// inside (the bottom without text), a front's guide from its own rule.
    func defaultGuide(_ key: GuideKey, _ size: Size, _ c: LayoutContext) -> Double {
        switch key {
        case let .horizontal(h): return Element.offset(h, size.width)
        case .vertical(.firstTextBaseline): return baseline(size, c) ?? size.height
        case .vertical(.lastTextBaseline): return baseline(size, c, last: true) ?? size.height
        case let .vertical(v): return Element.offset(v, size.height)
        case let .custom(g):
            let v = g.defaultValue(GuideDimensions(width: size.width, height: size.height, element: self, context: c))
            return Element.checkedGuide(v, c)
        }
    }

    /// The explicit position of guide `key` at `size`, set by an alignment guide inside and
    /// carried up through modifiers (and, for a front's own guides, through stacks: the mean
    /// of their children's); nil without one.
    func explicitGuide(_ key: GuideKey, _ size: Size, _ c: LayoutContext) -> Double? {
        guard hasGuides else { return nil }
        switch kind {
        case let .guide(k, compute, child):
            guard k == key else { return child.explicitGuide(key, size, c) }
            let v = compute(GuideDimensions(width: size.width, height: size.height, element: child, context: c))
            return Element.checkedGuide(v, c)
        case let .padding(e, child):
            let inner = Size(width: max(0, size.width - e.leading - e.trailing), height: max(0, size.height - e.top - e.bottom))
            return child.explicitGuide(key, inner, c).map { $0 + (key.isHorizontal ? e.leading : e.top) }
        case .frame, .fixedSize, .aspect:
            let (child, r) = singleChildRect(size, c)
            return child.explicitGuide(key, r.size, c).map { $0 + (key.isHorizontal ? r.minX : r.minY) }
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child), let .boxed(_, _, child):
            return child.explicitGuide(key, size, c)
        case let .stack(axis, alignment, spacing, children):
            guard case .custom = key else { return nil }
            let rects = stackRects(axis, alignment, spacing, children, Rect(x: 0, y: 0, width: size.width, height: size.height),
                                   Proposal(width: size.width, height: size.height), c)
            return Element.mean(key, children, rects, c)
        case let .zstack(alignment, children):
            guard case .custom = key else { return nil }
            let rects = Element.zstackRects(alignment, children, Rect(x: 0, y: 0, width: size.width, height: size.height),
                                            Proposal(width: size.width, height: size.height), c)
            return Element.mean(key, children, rects, c)
        default:
            return nil
        }
    }

    /// The mean explicit position of `key` over the children that have one, in the container's coordinates.
    private static func mean(_ key: GuideKey, _ children: [Element], _ rects: [Rect], _ c: LayoutContext) -> Double? {
        var sum = 0.0, n = 0.0
        for (child, r) in zip(children, rects) {
            guard let v = child.explicitGuide(key, r.size, c) else { continue }
            sum += v + (key.isHorizontal ? r.minX : r.minY); n += 1
        }
        return n > 0 ? sum / n : nil
    }

    /// A guide's value, kept when finite; otherwise recorded as a bad value (0 is used).
    private static func checkedGuide(_ v: Double, _ c: LayoutContext) -> Double {
        guard v.isFinite else {
            c.problem.record(.invalidViewValue(field: "alignmentGuide", value: v))
            return 0
        }
        return v
    }

    /// The child of a frame, fixed-size or aspect element and its rect inside a `size` frame.
    func singleChildRect(_ size: Size, _ c: LayoutContext) -> (Element, Rect) {
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let p = Proposal(width: size.width, height: size.height)
        switch kind {
        case let .frame(spec, child):
            let cp = spec.childProposal(p)
            return (child, alignedRect(child, child.size(cp, in: nil, c), in: rect, spec.alignment, c))
        case let .fixedSize(h, v, child):
            let s = child.size(Proposal(width: h ? nil : p.width, height: v ? nil : p.height), in: nil, c)
            return (child, Element.align(s, in: rect, .center))
        case let .aspect(_, _, child):
            return (child, Element.align(child.size(p, in: nil, c), in: rect, .center))
        default:
            return (self, rect)
        }
    }

    /// `child` of size `s` placed in `rect` (this element's frame) so that its guides of
    /// `alignment` meet this element's own (default) guides. Without explicit or custom
    /// guides, the plain alignment of the sizes.
    func alignedRect(_ child: Element, _ s: Size, in rect: Rect, _ alignment: ViewAlignment, _ c: LayoutContext) -> Rect {
        guard child.hasGuides || alignment.isCustom else { return Element.align(s, in: rect, alignment) }
        let h = alignment.horizontalKey, v = alignment.verticalKey
        let x = defaultGuide(h, rect.size, c) - child.guideValue(h, s, c)
        let y = v == .vertical(.firstTextBaseline) || v == .vertical(.lastTextBaseline)
            ? Element.offset(alignment.vertical, rect.height - s.height)
            : defaultGuide(v, rect.size, c) - child.guideValue(v, s, c)
        return Rect(x: rect.minX + x, y: rect.minY + y, width: s.width, height: s.height)
    }

    /// A decoration of size `s` placed over `content`'s `rect` so that their guides of
    /// `alignment` meet. Without explicit or custom guides, the plain alignment of the sizes.
    static func decorationRect(_ decoration: Element, _ s: Size, over content: Element, _ rect: Rect,
                               _ alignment: ViewAlignment, _ c: LayoutContext) -> Rect {
        guard decoration.hasGuides || content.hasGuides || alignment.isCustom else { return align(s, in: rect, alignment) }
        let h = alignment.horizontalKey, v = alignment.verticalKey
        return Rect(x: rect.minX + content.guideValue(h, rect.size, c) - decoration.guideValue(h, s, c),
                    y: rect.minY + content.guideValue(v, rect.size, c) - decoration.guideValue(v, s, c), width: s.width, height: s.height)
    }
}
