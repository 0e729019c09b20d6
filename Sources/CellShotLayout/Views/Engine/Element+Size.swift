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
    func size(_ proposal: Proposal, in axis: Axis?, _ context: LayoutContext) -> Size {
        guard caches else { return measure(proposal, in: axis, context) }
        if let hit = memo.last(where: { $0.proposal == proposal && $0.axis == axis }) { return hit.size }
        let measured = measure(proposal, in: axis, context)
        if memo.count >= 8 { memo.removeFirst() }
        memo.append((proposal, axis, measured))
        return measured
    }

    private func measure(_ proposal: Proposal, in axis: Axis?, _ context: LayoutContext) -> Size {
        switch kind {
        case .empty:
            return .zero
        case let .text(text):
            return text.size(proposal)
        case let .icon(_, _, _, size, _):
            return size
        case let .image(content):
            return Size(width: proposal.width ?? Double(content.image.width) / content.scale,
                        height: proposal.height ?? Double(content.image.height) / content.scale)
        case .shape:
            return Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case let .spacer(minLength):
            guard let axis else { return Size(width: proposal.width ?? 0, height: proposal.height ?? 0) }
            return Size.make(axis, main: max(minLength, proposal.along(axis) ?? minLength), cross: 0)
        case .divider:
            let hairline = 1 / context.scale
            if axis == .horizontal { return Size(width: hairline, height: proposal.height ?? 0) }
            return Size(width: proposal.width ?? 0, height: hairline)
        case let .progress(_, height, _, _):
            return Size(width: proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100, height: height)
        case let .stack(stackAxis, alignment, spacing, children):
            let sizes = childSizes(stackAxis, spacing: spacing, children, proposal, context)
            let main = sizes.reduce(0) { $0 + $1.along(stackAxis) } + spacing * Double(max(0, children.count - 1))
            var cross = sizes.reduce(0) { max($0, $1.across(stackAxis)) }
            if hasGuides || alignment.isGuide {
                cross = Element.guidedExtent(alignment.key(across: stackAxis), children, sizes, context)
            } else if let last = alignment.lastLine, stackAxis == .horizontal {
                var above = 0.0, below = 0.0
                for (child, childSize) in zip(children, sizes) {
                    let childBaseline = child.baseline(childSize, context, last: last) ?? childSize.height
                    above = max(above, childBaseline); below = max(below, childSize.height - childBaseline)
                }
                cross = above + below
            }
            return Size.make(stackAxis, main: main, cross: cross)
        case let .zstack(alignment, children):
            if hasGuides || alignment.isCustom {
                let sizes = children.map { $0.size(proposal, in: nil, context) }
                return Size(width: Element.guidedExtent(alignment.horizontalKey, children, sizes, context),
                            height: Element.guidedExtent(alignment.verticalKey, children, sizes, context))
            }
            return children.reduce(Size.zero) { acc, child in
                let childSize = child.size(proposal, in: nil, context)
                return Size(width: max(acc.width, childSize.width), height: max(acc.height, childSize.height))
            }
        case let .custom(layout, children):
            return Element.customSize(layout, children, proposal, context)
        case let .embedded(content):
            return content.size(proposal, context)
        case let .reader(reader):
            return reader.size(proposal, context)
        case let .padding(insets, child):
            let childSize = child.size(Element.inset(proposal, insets), in: axis, context)
            return Size(width: childSize.width + insets.leading + insets.trailing, height: childSize.height + insets.top + insets.bottom)
        case let .frame(spec, child):
            let childSize = child.size(spec.childProposal(proposal), in: axis, context)
            return spec.size(proposal, child: childSize)
        case let .fixedSize(horizontal, vertical, child):
            return child.size(Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), in: axis, context)
        case let .aspect(ratio, fit, child):
            return Element.aspectSize(ratio, fit: fit, proposal) ?? {
                let childSize = child.size(proposal, in: axis, context)
                return childSize.height > 0 ? Element.aspectSize(ratio, fit: true, Proposal(width: childSize.width, height: childSize.height)) ?? childSize : childSize
            }()
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child),
             let .boxed(_, _, child), let .guide(_, _, child):
            return child.size(proposal, in: axis, context)
        }
    }

    /// The length across which children of `sizes` span when their guides `key` line up.
    @inline(never)
    static func guidedExtent(_ key: GuideKey, _ children: [Element], _ sizes: [Size], _ context: LayoutContext) -> Double {
        var before = 0.0, after = 0.0
        for (child, childSize) in zip(children, sizes) {
            let guide = child.guideValue(key, childSize, context), length = key.isHorizontal ? childSize.width : childSize.height
            before = max(before, guide); after = max(after, length - guide)
        }
        return before + after
    }

    /// A custom layout's answer (kept out of `measure` so that deep nesting keeps small stack frames).
    @inline(never)
    private static func customSize(_ layout: any CustomLayout, _ children: [Element], _ proposal: Proposal, _ context: LayoutContext) -> Size {
        let answer = layout.sizeThatFits(proposal, subviews: children.map { SubviewProxy(element: $0, context: context) })
        // +∞ answers a stack's probe of an unbounded offer (+∞) along the same dimension.
        func valid(_ length: Double, _ offer: Double?) -> Bool { length >= 0 && (length.isFinite || offer == .infinity) }
        guard valid(answer.width, proposal.width), valid(answer.height, proposal.height) else {
            context.problem.record(.invalidViewValue(field: "CustomLayout.sizeThatFits", value: answer.width.isFinite && answer.width >= 0 ? answer.height : answer.width))
            return .zero
        }
        return answer
    }

    /// The sizes of a stack's children for a proposal: with a proposed length along the
    /// axis, children are offered space by priority (highest first) and, within a priority,
    /// least flexible first (flexibility = largest − smallest length), each an equal share
    /// of what is left after reserving the smallest lengths of lower priorities and of the
    /// spacers; spacers then share what the others leave.
    /// `offers`, when given (one entry per child), receives the length each child was offered
    /// along the axis: placing a child with the offer it was sized with lays it out as sized
    /// (a stack offered only its own size can share it out otherwise).
    func childSizes(_ axis: Axis, spacing: Double, _ children: [Element], _ proposal: Proposal, _ context: LayoutContext,
                    offers: UnsafeMutableBufferPointer<Double?>? = nil) -> [Size] {
        let cross = proposal.across(axis)
        guard let main = proposal.along(axis), main.isFinite else {
            if let offers { for i in children.indices { offers[i] = proposal.along(axis) } }
            return children.map { $0.size(.make(axis, main: proposal.along(axis), cross: cross), in: axis, context) }
        }
        let childCount = children.count
        var sizes = [Size](repeating: .zero, count: childCount)
        // Scratch space on the stack: smallest and largest lengths, and the serving order.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * childCount) { lengths in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: childCount) { order in
                for (i, child) in children.enumerated() {
                    lengths[i] = child.size(.make(axis, main: 0, cross: cross), in: axis, context).along(axis)
                }
                for (i, child) in children.enumerated() {
                    lengths[childCount + i] = child.size(.make(axis, main: .infinity, cross: cross), in: axis, context).along(axis)
                }
                func flexibility(_ index: Int) -> Double { lengths[childCount + index] - lengths[index] }
                var remaining = main - spacing * Double(max(0, childCount - 1))
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
                            let offer = max(0, available / left)
                            offers?[i] = offer
                            let childSize = children[i].size(.make(axis, main: offer, cross: cross), in: axis, context)
                            sizes[i] = childSize
                            available -= childSize.along(axis); remaining -= childSize.along(axis); left -= 1
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
    func baseline(_ size: Size, _ context: LayoutContext, last: Bool = false) -> Double? {
        switch kind {
        case let .text(text):
            let lines = text.layout(width: size.width, height: size.height).lines
            return (last ? lines.last : lines.first)?.baseline
        case let .stack(axis, alignment, spacing, children):
            let proposal = Proposal(width: size.width, height: size.height)
            let sizes = childSizes(axis, spacing: spacing, children, proposal, context)
            var position = 0.0, found: Double?
            for (child, childSize) in zip(children, sizes) {
                if let childBaseline = child.baseline(childSize, context, last: last) {
                    if axis == .horizontal { return Element.crossOffset(alignment, size.height - childSize.height) + (alignment.lastLine != nil ? 0 : childBaseline) }
                    if !last { return position + childBaseline }
                    found = position + childBaseline
                }
                if axis == .vertical { position += childSize.height + spacing }
            }
            return found
        case let .padding(insets, child):
            let childSize = child.size(Element.inset(Proposal(width: size.width, height: size.height), insets), in: nil, context)
            return child.baseline(childSize, context, last: last).map { $0 + insets.top }
        case let .frame(spec, child):
            let childSize = child.size(spec.childProposal(Proposal(width: size.width, height: size.height)), in: nil, context)
            return child.baseline(childSize, context, last: last).map { $0 + Element.offset(spec.alignment.vertical, size.height - childSize.height) }
        case let .guide(key, _, child):
            guard key == .vertical(last ? .lastTextBaseline : .firstTextBaseline) else { return child.baseline(size, context, last: last) }
            return explicitGuide(key, size, context)
        case let .decorated(child, _, _, _, _), let .effect(_, child), let .offset(_, _, child),
             let .fixedSize(_, _, child), let .aspect(_, _, child), let .boxed(_, _, child):
            return child.baseline(size, context, last: last)
        default:
            return nil
        }
    }

    /// The size of a ratio for a proposal: both dimensions proposed → the largest inside
    /// (fit) or the smallest covering (fill); one → the other from the ratio; none → nil.
    static func aspectSize(_ ratio: Double, fit: Bool, _ proposal: Proposal) -> Size? {
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / ratio), byHeight = Size(width: h * ratio, height: h)
            return (byWidth.height <= h) == fit ? byWidth : byHeight
        case let (w?, nil): return Size(width: w, height: w / ratio)
        case let (nil, h?): return Size(width: h * ratio, height: h)
        case (nil, nil): return nil
        }
    }

    /// A proposal less `insets` (nil and ∞ stay as they are, never below 0).
    static func inset(_ proposal: Proposal, _ insets: EdgeInsets) -> Proposal {
        Proposal(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// Offset of a child `extra` shorter/narrower than its slot, by cross alignment.
    static func crossOffset(_ alignment: StackAlignment, _ extra: Double) -> Double {
        switch alignment {
        case .start, .firstBaseline, .lastBaseline: return 0
        case .center, .guide: return extra / 2
        case .end: return extra
        }
    }

    static func offset(_ alignment: VerticalViewAlignment, _ extra: Double) -> Double {
        switch alignment {
        case .top, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return extra / 2
        case .bottom: return extra
        }
    }

    static func offset(_ alignment: HorizontalViewAlignment, _ extra: Double) -> Double {
        switch alignment {
        case .leading: return 0
        case .center: return extra / 2
        case .trailing: return extra
        }
    }
}

extension FrameSpec {
    /// What the frame proposes to its child: fixed dimensions, else the proposal clamped to the bounds.
    func childProposal(_ proposal: Proposal) -> Proposal {
        Proposal(width: width ?? proposal.width.map { FrameSpec.clamp($0, minWidth, maxWidth) },
                 height: height ?? proposal.height.map { FrameSpec.clamp($0, minHeight, maxHeight) })
    }

    /// The frame's size: fixed dimensions, else the proposal clamped to the bounds, where a
    /// missing bound is the child's size (nil proposal: the child's size clamped).
    func size(_ proposal: Proposal, child childSize: Size) -> Size {
        func dim(_ fixed: Double?, _ proposed: Double?, _ lo: Double?, _ hi: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return child }
            guard let proposed, proposed.isFinite else { return FrameSpec.clamp(child, lo, hi.map { $0.isFinite ? $0 : child }) }
            return FrameSpec.clamp(proposed, lo ?? child, hi ?? child)
        }
        return Size(width: dim(width, proposal.width, minWidth, maxWidth, childSize.width),
                    height: dim(height, proposal.height, minHeight, maxHeight, childSize.height))
    }

    static func clamp(_ value: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var result = value
        if let hi, result > hi { result = hi }
        if let lo, result < lo { result = lo }
        return result
    }
}
