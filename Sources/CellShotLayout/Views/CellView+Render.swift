import CellShotRaster
import CellShotText

extension CellView {
    /// Lays the view out in a row `width` points wide: the view is proposed the width and
    /// (when given) the height; the row is as tall as the view answers (self-sizing), or
    /// `height`. The view sits at the row's top leading corner on `background`.
    /// Throws ``CellError`` for a bad width, height or scale, bad values in the views
    /// (negative or non-finite sizes, paddings, spacings), unknown icons, oversized images
    /// and nesting deeper than ``CellLimits/maxViewDepth``.
    public func layout(width: Double, height: Double? = nil, environment: CellEnvironment = .standard,
                       background: DynamicColor = .systemBackground) throws(CellError) -> LayoutTree {
        try ViewLayout.tree(self, width: width, height: height, environment: environment, background: background)
    }

    /// Lays out and rasterizes the view: an image `width × scale` pixels wide.
    public func render(width: Double, height: Double? = nil, environment: CellEnvironment = .standard,
                       background: DynamicColor = .systemBackground) throws(CellError) -> Image {
        try layout(width: width, height: height, environment: environment, background: background).render()
    }
}

/// The one way views become a ``LayoutTree``: resolve, size, place, then mirror and snap.
enum ViewLayout {
    static func tree<V: CellView>(_ view: V, width: Double, height: Double?, environment env: CellEnvironment,
                                  background: DynamicColor, extra: (Double) -> [LayoutNode] = { _ in [] }) throws(CellError) -> LayoutTree {
        try validate(width: width, height: height, scale: env.scale)
        var resolver = ElementResolver(environment: env)
        let root = try resolver.element(view)
        let c = LayoutContext(scale: env.scale, rightToLeft: env.layoutDirection == .rightToLeft)
        let p = Proposal(width: width, height: height)
        let size = root.size(p, in: nil, c)
        var notes: [String] = []
        var rowHeight = height ?? size.height
        var clips = height.map { size.height > $0 + 1e-9 } ?? false
        if clips { notes.append("explicit height \(LayoutTree.num(rowHeight)) pt cuts the content (needs \(LayoutTree.num(size.height)) pt)") }
        if !rowHeight.isFinite || rowHeight > CellLimits.maxHeight {
            notes.append("height \(LayoutTree.num(rowHeight)) pt clamped to \(LayoutTree.num(CellLimits.maxHeight)) pt")
            rowHeight = CellLimits.maxHeight
            clips = true
        }
        if size.width > width + 1e-9 { notes.append("content \(LayoutTree.num(size.width)) pt wide overflows the \(LayoutTree.num(width)) pt row") }
        rowHeight = (rowHeight * env.scale).rounded(.up) / env.scale
        let node = root.place(Rect(x: 0, y: 0, width: size.width, height: size.height), p, in: nil, name: "\(root.kindName)[0]", c)
        var row = LayoutNode(name: "row", frame: Rect(x: 0, y: 0, width: width, height: rowHeight),
                             children: (node.map { [$0] } ?? []) + extra(rowHeight), clipsChildren: clips)
        row = row.finished(width: width, scale: env.scale, mirror: c.rightToLeft)
        let summary = "view appearance=\(env.appearance.rawValue) size=\(env.sizeCategory.rawValue) "
            + "direction=\(c.rightToLeft ? "rtl" : "ltr")"
        return LayoutTree(size: Size(width: width, height: rowHeight), scale: env.scale, background: background.resolve(env.appearance),
                          root: row, summary: summary, notes: notes)
    }

    static func validate(width: Double, height: Double?, scale: Double) throws(CellError) {
        guard width.isFinite, width >= 1, width <= CellLimits.maxWidth else { throw .invalidWidth(width) }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw .invalidScale(scale) }
        if let h = height { guard h.isFinite, h >= 0, h <= CellLimits.maxHeight else { throw .invalidHeight(h) } }
    }
}

extension LayoutNode {
    /// The node with right-to-left mirroring applied (when `mirror`: x → width − maxX, rounded
    /// corners swap sides) and every frame snapped to the device-pixel grid: each edge is
    /// rounded to the nearest device pixel (`(v × scale).rounded() / scale`), so abutting
    /// frames stay abutting and a one-pixel hairline stays one pixel.
    func finished(width: Double, scale: Double, mirror: Bool) -> LayoutNode {
        var r = self
        if mirror {
            r.frame.origin.x = width - frame.maxX
            if case let .shape(s) = content { var m = s; m.outline = s.outline.mirrored; r.content = .shape(m) }
            r.effects.clip = effects.clip?.mirrored
            if let s = effects.shadow { r.effects.shadow = Shadow(offset: Point(-s.offset.x, s.offset.y), blur: s.blur, color: s.color) }
        }
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(r.frame.minX), y0 = snap(r.frame.minY)
        r.frame = Rect(x: x0, y: y0, width: snap(r.frame.maxX) - x0, height: snap(r.frame.maxY) - y0)
        r.children = children.map { $0.finished(width: width, scale: scale, mirror: mirror) }
        return r
    }
}

extension NodeShape {
    /// The outline seen in a mirror: left and right corner radii swap.
    var mirrored: NodeShape {
        guard case let .roundedRectangle(r, curve) = self else { return self }
        return .roundedRectangle(CornerRadii(topLeft: r.topRight, topRight: r.topLeft, bottomRight: r.bottomLeft, bottomLeft: r.bottomRight), curve)
    }
}
