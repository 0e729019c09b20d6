import CellShotRaster
import CellShotText

extension Element {
    /// The node for this element placed in `rect` (left-to-right coordinates, before
    /// mirroring and snapping), answering proposal `p`; nil for what draws nothing (spacers).
    func place(_ rect: Rect, _ p: Proposal, in axis: Axis?, name given: NodeName, _ c: LayoutContext) -> LayoutNode? {
        let name = id.map(NodeName.fixed) ?? given
        switch kind {
        case .empty, .spacer:
            return nil
        case let .text(t):
            let laidOut = t.layout(width: rect.width, height: rect.height)
            let text = laidOut.lines.count == 1 ? laidOut.lines[0].text : laidOut.lines.map(\.text).joined(separator: "\n")
            return LayoutNode(name: name.string, frame: rect, text: text, content: .text(laidOut, t.color),
                              children: decorations(t, laidOut, rect, c))
        case let .icon(iconName, art, color, size, directional):
            let f = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            return LayoutNode(name: name.string, frame: f, content: .icon(name: iconName, artwork: art, color: color,
                                                                    mirrored: directional && c.rightToLeft))
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
            return placeStack(axis, alignment, spacing, children, rect, p, name: name, c)
        case let .zstack(alignment, children):
            return Element.placeZStack(alignment, children, rect, p, name: name, c)
        case let .custom(layout, children):
            return Element.placeCustom(layout, children, rect, p, name: name, c)
        case let .embedded(content):
            return content.place(rect, name: name.string, c)
        case let .reader(reader):
            return reader.place(rect, name: name.string, c)
        case let .padding(e, child):
            let inner = Rect(x: rect.minX + e.leading, y: rect.minY + e.top,
                             width: max(0, rect.width - e.leading - e.trailing), height: max(0, rect.height - e.top - e.bottom))
            return child.place(inner, Element.inset(p, e), in: axis, name: name, c)
        case let .frame(spec, child):
            let cp = spec.childProposal(p)
            let s = child.size(cp, in: axis, c)
            return child.place(alignedRect(child, s, in: rect, spec.alignment, c), cp, in: axis, name: name, c)
        case let .aspect(_, _, child):
            let cp = Proposal(width: rect.width, height: rect.height)
            let s = child.size(cp, in: axis, c)
            return child.place(Element.align(s, in: rect, .center), cp, in: axis, name: name, c)
        case let .fixedSize(h, v, child):
            let cp = Proposal(width: h ? nil : p.width, height: v ? nil : p.height)
            let s = child.size(cp, in: axis, c)
            return child.place(Element.align(s, in: rect, .center), cp, in: axis, name: name, c)
        case let .decorated(child, decoration, alignment, behind, decorationName):
            let content = child.place(rect, p, in: axis, name: .fixed(child.kindName), c)
            let dp = Proposal(width: rect.width, height: rect.height)
            let ds = decoration.size(dp, in: nil, c)
            let deco = decoration.place(Element.decorationRect(decoration, ds, over: child, rect, alignment, c), dp, in: nil,
                                        name: .fixed(decorationName), c)
            let parts = behind ? [deco, content] : [content, deco]
            return LayoutNode(name: name.string, frame: rect, children: parts.compactMap { $0 })
        case let .effect(effects, child):
            return Element.placeEffect(effects, child, rect, p, in: axis, name: name, c)
        case let .offset(x, y, child):
            return child.place(rect.offsetBy(dx: x, dy: y), p, in: axis, name: name, c)
        case let .guide(_, _, child):
            return child.place(rect, p, in: axis, name: name, c)
        case let .boxed(style, text, child):
            return Element.box(style, text: text, around: child.place(rect, p, in: axis, name: .fixed(child.kindName), c), rect, name: name.string)
        }
    }

    /// A stack's node: its children one after another along `axis`, aligned across it.
    @inline(never)
    private func placeStack(_ axis: Axis, _ alignment: StackAlignment, _ spacing: Double, _ children: [Element],
                            _ rect: Rect, _ p: Proposal, name: NodeName, _ c: LayoutContext) -> LayoutNode {
        let rects = stackRects(axis, alignment, spacing, children, rect, p, c)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            let childP = Proposal.make(axis, main: rects[i].size.along(axis), cross: p.across(axis))
            if let node = child.place(rects[i], childP, in: axis, name: .indexed(child.kindName, i), c) { nodes.append(node) }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The frames of a stack's children in `rect`: one after another along `axis`, aligned
    /// across it (by their guides when a guide is custom or set explicitly inside).
    func stackRects(_ axis: Axis, _ alignment: StackAlignment, _ spacing: Double, _ children: [Element],
                    _ rect: Rect, _ p: Proposal, _ c: LayoutContext) -> [Rect] {
        let sizes = childSizes(axis, spacing: spacing, children, p, c)
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        var guides: [Double] = [], line = 0.0
        if hasGuides || alignment.isGuide {
            let key = alignment.key(across: axis)
            guides = zip(children, sizes).map { $0.guideValue(key, $1, c) }
            line = guides.max() ?? 0
        } else if alignment.lastLine != nil, axis == .horizontal {
            guides = Element.baselines(children, sizes, last: alignment == .lastBaseline, c)
            line = guides.max() ?? 0
        }
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        var rects: [Rect] = []
        rects.reserveCapacity(children.count)
        for (i, s) in sizes.enumerated() {
            let cross = guides.isEmpty ? crossStart + Element.crossOffset(alignment, rect.size.across(axis) - s.across(axis))
                                       : crossStart + line - guides[i]
            rects.append(axis == .horizontal ? Rect(x: cursor, y: cross, width: s.width, height: s.height)
                                             : Rect(x: cross, y: cursor, width: s.width, height: s.height))
            cursor += s.along(axis) + spacing
        }
        return rects
    }

    /// A z-stack's node: its children over one another, each aligned in `rect`.
    @inline(never)
    private static func placeZStack(_ alignment: ViewAlignment, _ children: [Element], _ rect: Rect, _ p: Proposal,
                                    name: NodeName, _ c: LayoutContext) -> LayoutNode {
        let rects = zstackRects(alignment, children, rect, p, c)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            if let node = child.place(rects[i], p, in: nil, name: .indexed(child.kindName, i), c) { nodes.append(node) }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The frames of a z-stack's children in `rect`: each aligned in it, or, when a guide is
    /// custom or set explicitly inside, their guides lined up.
    static func zstackRects(_ alignment: ViewAlignment, _ children: [Element], _ rect: Rect, _ p: Proposal,
                            _ c: LayoutContext) -> [Rect] {
        let sizes = children.map { $0.size(p, in: nil, c) }
        guard alignment.isCustom || children.contains(where: \.hasGuides) else {
            return sizes.map { Element.align($0, in: rect, alignment) }
        }
        let h = alignment.horizontalKey, v = alignment.verticalKey
        let gx = zip(children, sizes).map { $0.guideValue(h, $1, c) }, gy = zip(children, sizes).map { $0.guideValue(v, $1, c) }
        let x = gx.max() ?? 0, y = gy.max() ?? 0
        return sizes.indices.map { Rect(x: rect.minX + x - gx[$0], y: rect.minY + y - gy[$0], width: sizes[$0].width, height: sizes[$0].height) }
    }

    /// The child's node with `effects` applied; wrapped in a node of its own when the child
    /// already has a clip or shadow that the new one would clash with.
    @inline(never)
    private static func placeEffect(_ effects: NodeEffects, _ child: Element, _ rect: Rect, _ p: Proposal, in axis: Axis?,
                                    name: NodeName, _ c: LayoutContext) -> LayoutNode? {
        guard var node = child.place(rect, p, in: axis, name: name, c) else { return nil }
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
    private static func baselines(_ children: [Element], _ sizes: [Size], last: Bool, _ c: LayoutContext) -> [Double] {
        zip(children, sizes).map { $0.baseline($1, c, last: last) ?? $1.height }
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
    private static func placeCustom(_ layout: any CustomLayout, _ children: [Element], _ rect: Rect, _ p: Proposal,
                                    name: NodeName, _ c: LayoutContext) -> LayoutNode {
        let proxies = children.map { SubviewProxy(element: $0, context: c) }
        let frames = layout.placeSubviews(in: rect, proposal: p, subviews: proxies)
        let shown = (layout as? any SelectingLayout)?.selection(p, subviews: proxies)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for (i, (child, f)) in zip(children, frames).enumerated() where shown == nil || shown == i {
            if let bad = Element.badFrameValue(f) {
                c.problem.record(.invalidViewValue(field: "CustomLayout.placeSubviews[\(i)]", value: bad))
                continue
            }
            if let node = child.place(f, Proposal(width: f.width, height: f.height), in: nil, name: .indexed(child.kindName, i), c) {
                nodes.append(node)
            }
        }
        return LayoutNode(name: name.string, frame: rect, children: nodes)
    }

    /// The first non-finite value of a frame's origin and size, else a negative width or
    /// height, else nil.
    private static func badFrameValue(_ f: Rect) -> Double? {
        if !f.minX.isFinite { return f.minX }
        if !f.minY.isFinite { return f.minY }
        if !f.width.isFinite { return f.width }
        if !f.height.isFinite { return f.height }
        return f.width < 0 ? f.width : f.height < 0 ? f.height : nil
    }

    /// A box node around `inner`: a plain container (a stack) hands its children to the box,
    /// one node, not two.
    @inline(never)
    private static func box(_ style: BoxStyle, text: String?, around inner: LayoutNode?, _ rect: Rect, name: String) -> LayoutNode {
        let kids: [LayoutNode]
        if let n = inner, case .none = n.content, n.effects == NodeEffects(), n.text == nil { kids = n.children }
        else { kids = inner.map { [$0] } ?? [] }
        return LayoutNode(name: name, frame: rect, text: text, content: .box(style), children: kids)
    }

    /// A child of size `s` aligned in `rect`.
    static func align(_ s: Size, in rect: Rect, _ a: ViewAlignment) -> Rect {
        Rect(x: rect.minX + offset(a.horizontal, rect.width - s.width), y: rect.minY + offset(a.vertical, rect.height - s.height),
             width: s.width, height: s.height)
    }

    /// Underline and strikethrough bars under/through each line, in the text colour: as thick
    /// as 6 % of the font size (at least one device pixel), the underline a tenth of the size
    /// under the baseline, the strikethrough centred on half the x-height.
    private func decorations(_ t: TextElement, _ laidOut: TextLayout, _ rect: Rect, _ c: LayoutContext) -> [LayoutNode] {
        if laidOut.isStyled { return t.runDecorations(laidOut, rect, c) }
        guard t.underline || t.strikethrough else { return [] }
        let thickness = max(1, (t.font.size * 0.06 * c.scale).rounded()) / c.scale
        let metrics = t.font.metrics
        var out: [LayoutNode] = []
        for line in laidOut.lines where line.rect.width > 0 {
            // Mirroring later moves a bar at x to width − x − w: place it so that it lands under the
            // line the right-to-left layout draws.
            let x = c.rightToLeft ? rect.maxX - line.rect.minX - line.rect.width : rect.minX + line.rect.minX
            let bar = ShapeContent(outline: .rectangle, fill: t.color)
            if t.underline {
                out.append(LayoutNode(name: "underline", frame: Rect(x: x, y: rect.minY + line.baseline + t.font.size * 0.1,
                                                                     width: line.rect.width, height: thickness), content: .shape(bar)))
            }
            if t.strikethrough {
                out.append(LayoutNode(name: "strikethrough", frame: Rect(x: x, y: rect.minY + line.baseline - metrics.xHeight / 2 - thickness / 2,
                                                                         width: line.rect.width, height: thickness), content: .shape(bar)))
            }
        }
        return out
    }
}
