import CellShotRaster
import CellShotText

/// What every sizing and placing call needs to know about the render.
struct LayoutContext {
    /// Device pixels per point (hairlines are 1 / scale).
    let scale: Double
    /// Right-to-left: leading/trailing mirror when the tree is finished.
    let rightToLeft: Bool
    /// The first bad answer of a ``CustomLayout`` (sizing and placing cannot throw; the
    /// layout throws it when done).
    let problem = ProblemBox()
}

/// Holds the first error met while sizing and placing.
final class ProblemBox {
    private(set) var first: CellError?
    /// Keeps `error` unless an earlier one is kept.
    func record(_ error: CellError) { if first == nil { first = error } }
}

extension Element {
    /// The size this element answers to a proposal (`axis`: the enclosing stack's axis, which
    /// spacers and dividers follow). Containers cache their answers: their children are asked
    /// several times for the same proposals; leaves and modifiers are cheap to ask again.
    func size(_ p: Proposal, in axis: Axis?, _ c: LayoutContext) -> Size {
        guard caches else { return measure(p, in: axis, c) }
        if let hit = memo.last(where: { $0.proposal == p && $0.axis == axis }) { return hit.size }
        let s = measure(p, in: axis, c)
        if memo.count >= 8 { memo.removeFirst() }
        memo.append((p, axis, s))
        return s
    }

    private func measure(_ p: Proposal, in axis: Axis?, _ c: LayoutContext) -> Size {
        switch kind {
        case .empty:
            return .zero
        case let .text(t):
            return t.size(p)
        case let .icon(_, _, _, size, _):
            return size
        case let .image(content):
            return Size(width: p.width ?? Double(content.image.width) / content.scale,
                        height: p.height ?? Double(content.image.height) / content.scale)
        case .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case let .spacer(minLength):
            guard let axis else { return Size(width: p.width ?? 0, height: p.height ?? 0) }
            return Size.make(axis, main: max(minLength, p.along(axis) ?? minLength), cross: 0)
        case .divider:
            let hairline = 1 / c.scale
            if axis == .horizontal { return Size(width: hairline, height: p.height ?? 0) }
            return Size(width: p.width ?? 0, height: hairline)
        case let .progress(_, height, _, _):
            return Size(width: p.width.map { $0.isFinite ? $0 : 100 } ?? 100, height: height)
        case let .stack(stackAxis, alignment, spacing, children):
            let sizes = childSizes(stackAxis, spacing: spacing, children, p, c)
            let main = sizes.reduce(0) { $0 + $1.along(stackAxis) } + spacing * Double(max(0, children.count - 1))
            var cross = sizes.reduce(0) { max($0, $1.across(stackAxis)) }
            if hasGuides || alignment.isGuide {
                cross = Element.guidedExtent(alignment.key(across: stackAxis), children, sizes, c)
            } else if let last = alignment.lastLine, stackAxis == .horizontal {
                var above = 0.0, below = 0.0
                for (child, s) in zip(children, sizes) {
                    let b = child.baseline(s, c, last: last) ?? s.height
                    above = max(above, b); below = max(below, s.height - b)
                }
                cross = above + below
            }
            return Size.make(stackAxis, main: main, cross: cross)
        case let .zstack(alignment, children):
            if hasGuides || alignment.isCustom {
                let sizes = children.map { $0.size(p, in: nil, c) }
                return Size(width: Element.guidedExtent(alignment.horizontalKey, children, sizes, c),
                            height: Element.guidedExtent(alignment.verticalKey, children, sizes, c))
            }
            return children.reduce(Size.zero) { acc, child in
                let s = child.size(p, in: nil, c)
                return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
            }
        case let .custom(layout, children):
            return Element.customSize(layout, children, p, c)
        case let .embedded(content):
            return content.size(p, c)
        case let .reader(reader):
            return reader.size(p, c)
        case let .padding(e, child):
            let s = child.size(Element.inset(p, e), in: axis, c)
            return Size(width: s.width + e.leading + e.trailing, height: s.height + e.top + e.bottom)
        case let .frame(spec, child):
            let s = child.size(spec.childProposal(p), in: axis, c)
            return spec.size(p, child: s)
        case let .fixedSize(h, v, child):
            return child.size(Proposal(width: h ? nil : p.width, height: v ? nil : p.height), in: axis, c)
        case let .aspect(ratio, fit, child):
            return Element.aspectSize(ratio, fit: fit, p) ?? {
                let s = child.size(p, in: axis, c)
                return s.height > 0 ? Element.aspectSize(ratio, fit: true, Proposal(width: s.width, height: s.height)) ?? s : s
            }()
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child),
             let .boxed(_, _, child), let .guide(_, _, child):
            return child.size(p, in: axis, c)
        }
    }

    /// The length across which children of `sizes` span when their guides `key` line up.
    @inline(never)
    static func guidedExtent(_ key: GuideKey, _ children: [Element], _ sizes: [Size], _ c: LayoutContext) -> Double {
        var before = 0.0, after = 0.0
        for (child, s) in zip(children, sizes) {
            let g = child.guideValue(key, s, c), length = key.isHorizontal ? s.width : s.height
            before = max(before, g); after = max(after, length - g)
        }
        return before + after
    }

    /// A custom layout's answer (kept out of `measure` so that deep nesting keeps small stack frames).
    @inline(never)
    private static func customSize(_ layout: any CustomLayout, _ children: [Element], _ p: Proposal, _ c: LayoutContext) -> Size {
        let s = layout.sizeThatFits(p, subviews: children.map { SubviewProxy(element: $0, context: c) })
        guard s.width.isFinite, s.width >= 0, s.height.isFinite, s.height >= 0 else {
            c.problem.record(.invalidViewValue(field: "CustomLayout.sizeThatFits", value: s.width.isFinite && s.width >= 0 ? s.height : s.width))
            return .zero
        }
        return s
    }

    /// The sizes of a stack's children for a proposal: with a proposed length along the
    /// axis, children are offered space by priority (highest first) and, within a priority,
    /// least flexible first (flexibility = largest − smallest length), each an equal share
    /// of what is left after reserving the smallest lengths of lower priorities and of the
    /// spacers; spacers then share what the others leave.
    func childSizes(_ axis: Axis, spacing: Double, _ children: [Element], _ p: Proposal, _ c: LayoutContext) -> [Size] {
        let cross = p.across(axis)
        guard let main = p.along(axis), main.isFinite else {
            return children.map { $0.size(.make(axis, main: p.along(axis), cross: cross), in: axis, c) }
        }
        let n = children.count
        var sizes = [Size](repeating: .zero, count: n)
        // Scratch space on the stack: smallest and largest lengths, and the serving order.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { lengths in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
                for (i, child) in children.enumerated() {
                    lengths[i] = child.size(.make(axis, main: 0, cross: cross), in: axis, c).along(axis)
                }
                for (i, child) in children.enumerated() {
                    lengths[n + i] = child.size(.make(axis, main: .infinity, cross: cross), in: axis, c).along(axis)
                }
                func flexibility(_ i: Int) -> Double { lengths[n + i] - lengths[i] }
                var remaining = main - spacing * Double(max(0, n - 1))
                var priority = children.lazy.map(\.priority).max() ?? 0
                while true {
                    // This priority's children, least flexible first (ties in order).
                    var count = 0
                    var reserved = 0.0
                    for (i, child) in children.enumerated() {
                        if child.priority == priority { order[count] = i; count += 1 }
                        else if child.priority < priority { reserved += lengths[i] }
                    }
                    var members = UnsafeMutableBufferPointer(rebasing: order[0..<count])
                    members.sort { (flexibility($0), $0) < (flexibility($1), $1) }
                    // Views first (the spacers' smallest lengths reserved), then the spacers.
                    func serve(spacers: Bool) {
                        var waiting = 0.0, left = 0.0
                        for i in members {
                            if children[i].isSpacer == spacers { left += 1 } else if !spacers { waiting += lengths[i] }
                        }
                        var available = remaining - reserved - waiting
                        for i in members where children[i].isSpacer == spacers {
                            let s = children[i].size(.make(axis, main: max(0, available / left), cross: cross), in: axis, c)
                            sizes[i] = s
                            available -= s.along(axis); remaining -= s.along(axis); left -= 1
                        }
                    }
                    serve(spacers: false)
                    serve(spacers: true)
                    guard let next = children.lazy.map(\.priority).filter({ $0 < priority }).max() else { break }
                    priority = next
                }
            }
        }
        return sizes
    }

    /// The first (or `last`) text baseline, from the top of the element at `size`; nil without text.
    func baseline(_ size: Size, _ c: LayoutContext, last: Bool = false) -> Double? {
        switch kind {
        case let .text(t):
            let lines = t.layout(width: size.width, height: size.height).lines
            return (last ? lines.last : lines.first)?.baseline
        case let .stack(axis, alignment, spacing, children):
            let p = Proposal(width: size.width, height: size.height)
            let sizes = childSizes(axis, spacing: spacing, children, p, c)
            var y = 0.0, found: Double?
            for (child, s) in zip(children, sizes) {
                if let b = child.baseline(s, c, last: last) {
                    if axis == .horizontal { return Element.crossOffset(alignment, size.height - s.height) + (alignment.lastLine != nil ? 0 : b) }
                    if !last { return y + b }
                    found = y + b
                }
                if axis == .vertical { y += s.height + spacing }
            }
            return found
        case let .padding(e, child):
            let s = child.size(Element.inset(Proposal(width: size.width, height: size.height), e), in: nil, c)
            return child.baseline(s, c, last: last).map { $0 + e.top }
        case let .frame(spec, child):
            let s = child.size(spec.childProposal(Proposal(width: size.width, height: size.height)), in: nil, c)
            return child.baseline(s, c, last: last).map { $0 + Element.offset(spec.alignment.vertical, size.height - s.height) }
        case let .guide(key, _, child):
            guard key == .vertical(last ? .lastTextBaseline : .firstTextBaseline) else { return child.baseline(size, c, last: last) }
            return explicitGuide(key, size, c)
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child),
             let .fixedSize(_, _, child), let .aspect(_, _, child), let .boxed(_, _, child):
            return child.baseline(size, c, last: last)
        default:
            return nil
        }
    }

    /// The size of a ratio for a proposal: both dimensions proposed → the largest inside
    /// (fit) or the smallest covering (fill); one → the other from the ratio; none → nil.
    static func aspectSize(_ ratio: Double, fit: Bool, _ p: Proposal) -> Size? {
        switch (p.width, p.height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / ratio), byHeight = Size(width: h * ratio, height: h)
            return (byWidth.height <= h) == fit ? byWidth : byHeight
        case let (w?, nil): return Size(width: w, height: w / ratio)
        case let (nil, h?): return Size(width: h * ratio, height: h)
        case (nil, nil): return nil
        }
    }

    /// A proposal less `e` (nil and ∞ stay as they are, never below 0).
    static func inset(_ p: Proposal, _ e: EdgeInsets) -> Proposal {
        Proposal(width: p.width.map { max(0, $0 - e.leading - e.trailing) }, height: p.height.map { max(0, $0 - e.top - e.bottom) })
    }

    /// Offset of a child `extra` shorter/narrower than its slot, by cross alignment.
    static func crossOffset(_ a: StackAlignment, _ extra: Double) -> Double {
        switch a {
        case .start, .firstBaseline, .lastBaseline: return 0
        case .center, .guide: return extra / 2
        case .end: return extra
        }
    }

    static func offset(_ a: VerticalViewAlignment, _ extra: Double) -> Double {
        switch a {
        case .top, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return extra / 2
        case .bottom: return extra
        }
    }

    static func offset(_ a: HorizontalViewAlignment, _ extra: Double) -> Double {
        switch a {
        case .leading: return 0
        case .center: return extra / 2
        case .trailing: return extra
        }
    }
}

extension FrameSpec {
    /// What the frame proposes to its child: fixed dimensions, else the proposal clamped to the bounds.
    func childProposal(_ p: Proposal) -> Proposal {
        Proposal(width: width ?? p.width.map { FrameSpec.clamp($0, minWidth, maxWidth) },
                 height: height ?? p.height.map { FrameSpec.clamp($0, minHeight, maxHeight) })
    }

    /// The frame's size: fixed dimensions, else the proposal clamped to the bounds, where a
    /// missing bound is the child's size (nil proposal: the child's size clamped).
    func size(_ p: Proposal, child s: Size) -> Size {
        func dim(_ fixed: Double?, _ proposed: Double?, _ lo: Double?, _ hi: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return child }
            guard let proposed, proposed.isFinite else { return FrameSpec.clamp(child, lo, hi.map { $0.isFinite ? $0 : child }) }
            return FrameSpec.clamp(proposed, lo ?? child, hi ?? child)
        }
        return Size(width: dim(width, p.width, minWidth, maxWidth, s.width),
                    height: dim(height, p.height, minHeight, maxHeight, s.height))
    }

    static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var r = v
        if let hi, r > hi { r = hi }
        if let lo, r < lo { r = lo }
        return r
    }
}
