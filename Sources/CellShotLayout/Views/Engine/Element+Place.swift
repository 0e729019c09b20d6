import CellShotRaster
import CellShotText

extension Element {
    /// The node for this element placed in `rect` (left-to-right coordinates, before
    /// mirroring and snapping), answering `proposal`; nil for what draws nothing (spacers).
    func place(_ rect: Rect, _ proposal: Proposal, in axis: Axis?, name given: NodeName, _ context: LayoutContext) -> LayoutNode? {
        let name = id.map(NodeName.fixed) ?? given
        switch kind {
        case .empty, .spacer:
            return nil
        case let .text(textElement):
            let laidOut = textElement.layout(width: rect.width, height: rect.height)
            let text = laidOut.lines.count == 1 ? laidOut.lines[0].text : laidOut.lines.map(\.text).joined(separator: "\n")
            return LayoutNode(name: name.string, frame: rect, text: text, content: .text(laidOut, textElement.color),
                              children: decorations(textElement, laidOut, rect, context))
        case let .icon(iconName, art, color, size, directional):
            let iconFrame = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            return LayoutNode(name: name.string, frame: iconFrame, content: .icon(name: iconName, artwork: art, color: color,
                                                                    mirrored: directional && context.rightToLeft))
        case let .image(content):
            return LayoutNode(name: name.string, frame: rect, content: .image(content))
        case let .shape(content):
            return LayoutNode(name: name.string, frame: rect, content: .shape(content))
        case let .divider(color):
            return LayoutNode(name: name.string, frame: rect, content: .shape(ShapeContent(outline: .rectangle, fill: color)))
        case let .progress(value, _, tint, track):
            // The fill is laid out from the left; mirroring moves it to the leading edge.
            let fill = Rect(x: rect.minX, y: rect.minY, width: rect.width * value, height: rect.height)
            return LayoutNode(name: name.string, frame: rect, content: .shape(ShapeContent(outline: .capsule, fill: track)),
                              children: [LayoutNode(name: "fill", frame: fill, content: .shape(ShapeContent(outline: .capsule, fill: tint)))])
        case let .stack(axis, alignment, spacing, children):
            return placeStack(axis, alignment, spacing, children, rect, proposal, name: name, context)
        case let .zstack(alignment, children):
            return Element.placeZStack(alignment, children, rect, proposal, name: name, context)
        case let .custom(layout, children):
            return Element.placeCustom(layout, children, rect, proposal, name: name, context)
        case let .embedded(content):
            return content.place(rect, name: name.string, context)
        case let .reader(reader):
            return reader.place(rect, name: name.string, context)
        case let .padding(insets, child):
            let inner = Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                             width: max(0, rect.width - insets.leading - insets.trailing), height: max(0, rect.height - insets.top - insets.bottom))
            return child.place(inner, Element.inset(proposal, insets), in: axis, name: name, context)
        case let .frame(spec, child):
            let cp = spec.childProposal(proposal)
            let childSize = child.size(cp, in: axis, context)
            return child.place(alignedRect(child, childSize, in: rect, spec.alignment, context), cp, in: axis, name: name, context)
        case let .aspect(_, _, child):
            let cp = Proposal(width: rect.width, height: rect.height)
            let childSize = child.size(cp, in: axis, context)
            return child.place(Element.align(childSize, in: rect, .center), cp, in: axis, name: name, context)
        case let .fixedSize(horizontal, vertical, child):
            let cp = Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            let childSize = child.size(cp, in: axis, context)
            return child.place(Element.align(childSize, in: rect, .center), cp, in: axis, name: name, context)
        case let .decorated(child, decoration, alignment, behind, decorationName):
            let content = child.place(rect, proposal, in: axis, name: .fixed(child.kindName), context)
            let dp = Proposal(width: rect.width, height: rect.height)
            let ds = decoration.size(dp, in: nil, context)
            let deco = decoration.place(Element.decorationRect(decoration, ds, over: child, rect, alignment, context), dp, in: nil,
                                        name: .fixed(decorationName), context)
            let parts = behind ? [deco, content] : [content, deco]
            return LayoutNode(name: name.string, frame: rect, children: parts.compactMap { $0 })
        case let .effect(effects, child):
            return Element.placeEffect(effects, child, rect, proposal, in: axis, name: name, context)
        case let .offset(dx, dy, child):
            return child.place(rect.offsetBy(dx: dx, dy: dy), proposal, in: axis, name: name, context)
        case let .guide(key, _, child):
            let node = child.place(rect, proposal, in: axis, name: name, context)
            return key == .custom(.listRowSeparatorLeading) ? markSeparatorLeading(node, rect, context) : node
        case let .boxed(style, text, child):
            return Element.box(style, text: text, around: child.place(rect, proposal, in: axis, name: .fixed(child.kindName), context), rect, name: name.string)
        }
    }

    /// `node` (this guide's child, placed in `rect`) with a mark where the list row around it
    /// starts its separator: this guide's value (RowLayout reads it). Out of line, so that the
    /// recursive `place` keeps a small frame.
    @inline(never)
    private func markSeparatorLeading(_ node: LayoutNode?, _ rect: Rect, _ context: LayoutContext) -> LayoutNode? {
        guard var node, case let .guide(_, compute, child) = kind else { return node }
        let dimensions = GuideDimensions(width: rect.width, height: rect.height, element: child, context: context)
        let start = rect.minX + Element.checkedGuide(compute(dimensions), context)
        node.children.append(LayoutNode(name: LayoutNode.separatorLeadingName, frame: Rect(x: start, y: rect.minY, width: 0, height: 0)))
        return node
    }

    /// A stack's node: its children one after another along `axis`, aligned across it.
    @inline(never)
    private func placeStack(_ axis: Axis, _ alignment: StackAlignment, _ spacing: Double, _ children: [Element],
                            _ rect: Rect, _ proposal: Proposal, name: NodeName, _ context: LayoutContext) -> LayoutNode {
        // Each child is placed with the offer it was sized with (as SwiftUI's stacks do).
        var offers = [Double?](repeating: nil, count: children.count)
        let rects = offers.withUnsafeMutableBufferPointer {
            stackRects(axis, alignment, spacing, children, rect, proposal, context, offers: $0)
        }
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            let childP = Proposal.make(axis, main: offers[i], cross: proposal.across(axis))
            if let node = child.place(rects[i], childP, in: axis, name: .indexed(child.kindName, i), context) { nodes.append(node) }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The frames of a stack's children in `rect`: one after another along `axis`, aligned
    /// across it (by their guides when a guide is custom or set explicitly inside).
    func stackRects(_ axis: Axis, _ alignment: StackAlignment, _ spacing: Double, _ children: [Element],
                    _ rect: Rect, _ proposal: Proposal, _ context: LayoutContext,
                    offers: UnsafeMutableBufferPointer<Double?>? = nil) -> [Rect] {
        let sizes = childSizes(axis, spacing: spacing, children, proposal, context, offers: offers)
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        var guides: [Double] = [], line = 0.0
        if hasGuides || alignment.isGuide {
            let key = alignment.key(across: axis)
            guides = zip(children, sizes).map { $0.guideValue(key, $1, context) }
            line = guides.max() ?? 0
        } else if alignment.lastLine != nil, axis == .horizontal {
            guides = Element.baselines(children, sizes, last: alignment == .lastBaseline, context)
            line = guides.max() ?? 0
        }
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        var rects: [Rect] = []
        rects.reserveCapacity(children.count)
        for (i, childSize) in sizes.enumerated() {
            let cross = guides.isEmpty ? crossStart + Element.crossOffset(alignment, rect.size.across(axis) - childSize.across(axis))
                                       : crossStart + line - guides[i]
            rects.append(axis == .horizontal ? Rect(x: cursor, y: cross, width: childSize.width, height: childSize.height)
                                             : Rect(x: cross, y: cursor, width: childSize.width, height: childSize.height))
            cursor += childSize.along(axis) + spacing
        }
        return rects
    }

    /// A z-stack's node: its children over one another, each aligned in `rect`.
    @inline(never)
    private static func placeZStack(_ alignment: ViewAlignment, _ children: [Element], _ rect: Rect, _ proposal: Proposal,
                                    name: NodeName, _ context: LayoutContext) -> LayoutNode {
        let rects = zstackRects(alignment, children, rect, proposal, context)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            if let node = child.place(rects[i], proposal, in: nil, name: .indexed(child.kindName, i), context) { nodes.append(node) }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The frames of a z-stack's children in `rect`: each aligned in it, or, when a guide is
    /// custom or set explicitly inside, their guides lined up.
    static func zstackRects(_ alignment: ViewAlignment, _ children: [Element], _ rect: Rect, _ proposal: Proposal,
                            _ context: LayoutContext) -> [Rect] {
        let sizes = children.map { $0.size(proposal, in: nil, context) }
        guard alignment.isCustom || children.contains(where: \.hasGuides) else {
            return sizes.map { Element.align($0, in: rect, alignment) }
        }
        let horizontalKey = alignment.horizontalKey, verticalKey = alignment.verticalKey
        let gx = zip(children, sizes).map { $0.guideValue(horizontalKey, $1, context) }, gy = zip(children, sizes).map { $0.guideValue(verticalKey, $1, context) }
        let lineX = gx.max() ?? 0, lineY = gy.max() ?? 0
        return sizes.indices.map { Rect(x: rect.minX + lineX - gx[$0], y: rect.minY + lineY - gy[$0], width: sizes[$0].width, height: sizes[$0].height) }
    }

    /// The child's node with `effects` applied; wrapped in a node of its own when the child
    /// already has a clip or shadow that the new one would clash with.
    @inline(never)
    private static func placeEffect(_ effects: NodeEffects, _ child: Element, _ rect: Rect, _ proposal: Proposal, in axis: Axis?,
                                    name: NodeName, _ context: LayoutContext) -> LayoutNode? {
        guard var node = child.place(rect, proposal, in: axis, name: name, context) else { return nil }
        let clash = (effects.clip != nil && (node.effects.clip != nil || node.effects.shadow != nil))
            || (effects.shadow != nil && node.effects.shadow != nil)
        if clash {
            node.name = child.kindName
            node = LayoutNode(name: name.string, frame: rect, children: [node])
        }
        node.effects.opacity *= effects.opacity
        node.effects.clip = effects.clip ?? node.effects.clip
        node.effects.shadow = effects.shadow ?? node.effects.shadow
        node.effects.isHidden = node.effects.isHidden || effects.isHidden
        if effects.hasAccessibility { Element.addAccessibility(of: effects, to: &node) }
        return node
    }

    /// Each child's first (or last) baseline at its size, else its height (kept out of `place`, as below).
    @inline(never)
    private static func baselines(_ children: [Element], _ sizes: [Size], last: Bool, _ context: LayoutContext) -> [Double] {
        zip(children, sizes).map { $0.baseline($1, context, last: last) ?? $1.height }
    }

    /// `effects`' accessibility values under those `node` has (kept out of `place`, as below).
    @inline(never)
    private static func addAccessibility(of effects: NodeEffects, to node: inout LayoutNode) {
        guard let outer = effects.accessibility else { return }
        node.effects.accessibility = node.effects.accessibility?.merged(under: outer) ?? outer
    }

    /// A custom layout's node: each child placed in the frame the layout gives it.
    /// (Kept out of `place` so that deep nesting keeps small stack frames.)
    @inline(never)
    private static func placeCustom(_ layout: any CustomLayout, _ children: [Element], _ rect: Rect, _ proposal: Proposal,
                                    name: NodeName, _ context: LayoutContext) -> LayoutNode {
        let proxies = children.map { SubviewProxy(element: $0, context: context) }
        let frames = layout.placeSubviews(in: rect, proposal: proposal, subviews: proxies)
        let shown = (layout as? any SelectingLayout)?.selection(proposal, subviews: proxies)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, (child, frame)) in zip(children, frames).enumerated() where shown == nil || shown == i {
            if let bad = Element.badFrameValue(frame) {
                context.problem.record(.invalidViewValue(field: "CustomLayout.placeSubviews[\(i)]", value: bad))
                continue
            }
            if let node = child.place(frame, Proposal(width: frame.width, height: frame.height), in: nil, name: .indexed(child.kindName, i), context) {
                nodes.append(node)
            }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The first non-finite value of a frame's origin and size, else a negative width or
    /// height, else nil.
    private static func badFrameValue(_ frame: Rect) -> Double? {
        if !frame.minX.isFinite { return frame.minX }
        if !frame.minY.isFinite { return frame.minY }
        if !frame.width.isFinite { return frame.width }
        if !frame.height.isFinite { return frame.height }
        return frame.width < 0 ? frame.width : frame.height < 0 ? frame.height : nil
    }

    /// A box node around `inner`: a plain container (a stack) hands its children to the box,
    /// one node, not two.
    @inline(never)
    private static func box(_ style: BoxStyle, text: String?, around inner: LayoutNode?, _ rect: Rect, name: String) -> LayoutNode {
        let kids: [LayoutNode]
        if let node = inner, case .none = node.content, node.effects == NodeEffects(), node.text == nil { kids = node.children }
        else { kids = inner.map { [$0] } ?? [] }
        return LayoutNode(name: name, frame: rect, text: text, content: .box(style), children: kids)
    }

    /// A child of `size` aligned in `rect`.
    static func align(_ size: Size, in rect: Rect, _ alignment: ViewAlignment) -> Rect {
        Rect(x: rect.minX + offset(alignment.horizontal, rect.width - size.width), y: rect.minY + offset(alignment.vertical, rect.height - size.height),
             width: size.width, height: size.height)
    }

    /// Underline and strikethrough bars under/through each line, in the text colour: as thick
    /// as 6 % of the font size (at least one device pixel), the underline a tenth of the size
    /// under the baseline, the strikethrough centred on half the x-height.
    private func decorations(_ text: TextElement, _ laidOut: TextLayout, _ rect: Rect, _ context: LayoutContext) -> [LayoutNode] {
        if laidOut.isStyled { return text.runDecorations(laidOut, rect, context) }
        guard text.underline || text.strikethrough else { return [] }
        let thickness = max(1, (text.font.size * 0.06 * context.scale).rounded()) / context.scale
        let metrics = text.font.metrics
        var out: [LayoutNode] = []
        for line in laidOut.lines where line.rect.width > 0 {
            // Mirroring later moves a bar at x to width − x − w: place it so that it lands under the
            // line the right-to-left layout draws.
            let barX = context.rightToLeft ? rect.maxX - line.rect.minX - line.rect.width : rect.minX + line.rect.minX
            let bar = ShapeContent(outline: .rectangle, fill: text.color)
            if text.underline {
                out.append(LayoutNode(name: "underline", frame: Rect(x: barX, y: rect.minY + line.baseline + text.font.size * 0.1,
                                                                     width: line.rect.width, height: thickness), content: .shape(bar)))
            }
            if text.strikethrough {
                out.append(LayoutNode(name: "strikethrough", frame: Rect(x: barX, y: rect.minY + line.baseline - metrics.xHeight / 2 - thickness / 2,
                                                                         width: line.rect.width, height: thickness), content: .shape(bar)))
            }
        }
        return out
    }
}
