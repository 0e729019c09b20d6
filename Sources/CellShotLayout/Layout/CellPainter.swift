import CellShotRaster
import CellShotText

/// Turns a ``LayoutTree`` into raster drawing operations, in tree order (parents below children).
public enum CellPainter {
    /// The display list drawing `tree` (its background is passed to the renderer separately).
    public static func displayList(for tree: LayoutTree) -> DisplayList {
        var list = DisplayList()
        paint(tree.root, scale: tree.scale, into: &list)
        return list
    }

    static func paint(_ n: LayoutNode, scale: Double, into list: inout DisplayList) {
        var clipRadii = CornerRadii.zero
        var clipContinuous = false
        switch n.content {
        case .none:
            break
        case let .box(style):
            box(style, n.frame, into: &list)
            clipRadii = style.radii
            clipContinuous = style.continuous
        case let .text(layout, color):
            layout.draw(at: n.frame.origin, color: color, scale: scale, into: &list)
        case let .icon(_, artwork, color, mirrored):
            for op in artwork.operations(in: n.frame, color: color, mirrored: mirrored) { list.append(op) }
        }
        guard !n.children.isEmpty else { return }
        if n.clipsChildren { list.append(.pushClip(n.frame, clipRadii, continuous: clipContinuous)) }
        for c in n.children { paint(c, scale: scale, into: &list) }
        if n.clipsChildren { list.append(.popClip) }
    }

    /// Shadow, fill, then a border stroked inside the edge (so the outer edge stays crisp).
    static func box(_ s: BoxStyle, _ r: Rect, into list: inout DisplayList) {
        guard !r.isEmpty else { return }
        if let shadow = s.shadow, shadow.color.alpha > 0 {
            list.append(.roundedRectShadow(r, s.radii, continuous: s.continuous, shadow))
        }
        if let fill = s.fill, fill.alpha > 0 {
            list.append(.roundedRect(r, s.radii, continuous: s.continuous, .solid(fill)))
        }
        if s.borderWidth > 0, s.borderColor.alpha > 0 {
            let w = s.borderWidth
            let inner = r.insetBy(dx: w / 2, dy: w / 2)
            let radii = CornerRadii(topLeft: max(0, s.radii.topLeft - w / 2), topRight: max(0, s.radii.topRight - w / 2),
                                    bottomRight: max(0, s.radii.bottomRight - w / 2), bottomLeft: max(0, s.radii.bottomLeft - w / 2))
            let path = Path(roundedRect: inner, radii: radii, continuous: s.continuous)
            list.append(.stroke(path, StrokeStyle(width: w), .solid(s.borderColor)))
        }
    }
}

extension LayoutTree {
    /// The painter's display list for this tree.
    public func displayList() -> DisplayList { CellPainter.displayList(for: self) }

    /// Rasterizes the tree at its scale onto its row background.
    public func render() throws(CellError) -> Image {
        do {
            return try displayList().render(size: size, scale: scale, background: background)
        } catch {
            throw .renderFailed(String(describing: error))
        }
    }
}

extension Cell {
    /// Lays out and rasterizes the cell: an image `width × scale` pixels wide.
    public func render(width: Double, environment: CellEnvironment = .standard) throws(CellError) -> Image {
        try layout(width: width, environment: environment).render()
    }
}
