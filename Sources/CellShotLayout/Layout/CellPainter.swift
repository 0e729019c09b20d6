import CellShotRaster
import CellShotText

/// Turns a ``LayoutTree`` into raster drawing operations, in tree order (parents below children).
public enum CellPainter {
    /// The display list drawing `tree`, in points (its background is passed to the renderer
    /// separately): it can be rendered at any scale.
    public static func displayList(for tree: LayoutTree) -> DisplayList {
        var list = DisplayList()
        paint(tree.root, into: &list)
        return list
    }

    static func paint(_ n: LayoutNode, into list: inout DisplayList) {
        let fx = n.effects
        guard !fx.isHidden else { return }
        if fx.opacity < 1 { list.append(.beginLayer(opacity: fx.opacity)) }
        if let shadow = fx.shadow, shadow.color.alpha > 0 { castShadow(n, shadow, into: &list) }
        if let clip = fx.clip { pushClip(clip, n.frame, into: &list) }
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
            layout.draw(at: n.frame.origin, color: color, into: &list)
        case let .icon(_, artwork, color, mirrored):
            for op in artwork.operations(in: n.frame, color: color, mirrored: mirrored) { list.append(op) }
        case let .shape(shape):
            self.shape(shape, n.frame, into: &list)
        case let .image(image):
            list.append(.pushClip(n.frame, .zero, continuous: false))
            list.append(.image(image.image, image.destination(in: n.frame)))
            list.append(.popClip)
        }
        if !n.children.isEmpty {
            if n.clipsChildren { list.append(.pushClip(n.frame, clipRadii, continuous: clipContinuous)) }
            for c in n.children { paint(c, into: &list) }
            if n.clipsChildren { list.append(.popClip) }
        }
        if fx.clip != nil { list.append(.popClip) }
        if fx.opacity < 1 { list.append(.endLayer) }
    }

    /// A shape's fill, then its stroke inside the edge. Rectangles, rounded rectangles and
    /// capsules are rounded-rect operations (so one with its shadow just before becomes a `.shadowedRoundedRect`).
    static func shape(_ s: ShapeContent, _ r: Rect, into list: inout DisplayList) {
        guard !r.isEmpty else { return }
        let paint: Paint? = s.gradient.map { $0.paint(in: r) } ?? s.fill.flatMap { $0.alpha > 0 ? .solid($0) : nil }
        if let paint {
            if let (radii, continuous) = s.outline.roundedRect(in: r) {
                fillRoundedRect(r, radii, continuous, paint, into: &list)
            } else {
                list.append(.fill(s.outline.path(in: r), paint, .nonZero))
            }
        }
        if let stroke = s.stroke, stroke.alpha > 0, s.lineWidth > 0 {
            let w = s.lineWidth
            let inner = r.insetBy(dx: w / 2, dy: w / 2)
            let path: Path
            if let (radii, continuous) = s.outline.roundedRect(in: r) {
                path = Path(roundedRect: inner, radii: radii.inset(by: w / 2), continuous: continuous)
            } else {
                path = s.outline.path(in: inner)
            }
            list.append(.stroke(path, StrokeStyle(width: w), .solid(stroke)))
        }
    }

    /// The shadow of a node's shape: its own shape, its clip, a background shape filling its
    /// frame, a card box, else its frame.
    static func castShadow(_ n: LayoutNode, _ shadow: Shadow, into list: inout DisplayList) {
        var outline = NodeShape.rectangle
        if case let .shape(s) = n.content { outline = s.outline }
        else if case let .box(b) = n.content { outline = .roundedRectangle(b.radii, b.continuous ? .continuous : .circular) }
        else if let c = n.effects.clip { outline = c }
        else if let first = n.children.first, first.name == "background", first.frame == n.frame, case let .shape(s) = first.content {
            outline = s.outline
        }
        if let (radii, continuous) = outline.roundedRect(in: n.frame) {
            list.append(.roundedRectShadow(n.frame, radii, continuous: continuous, shadow))
        } else {
            list.append(.pathShadow(outline.path(in: n.frame), .nonZero, shadow))
        }
    }

    /// Fills a rounded rect. Directly after that same rect's shadow, the two become one
    /// `.shadowedRoundedRect`, which lets the canvas skip the shadow pixels the fill covers.
    static func fillRoundedRect(_ r: Rect, _ radii: CornerRadii, _ continuous: Bool, _ paint: Paint,
                                into list: inout DisplayList) {
        if case let .roundedRectShadow(r2, radii2, c2, shadow)? = list.operations.last,
           r2 == r, radii2 == radii, c2 == continuous {
            list.removeLast()
            list.append(.shadowedRoundedRect(r, radii, continuous: continuous, shadow, paint))
        } else {
            list.append(.roundedRect(r, radii, continuous: continuous, paint))
        }
    }

    static func pushClip(_ outline: NodeShape, _ r: Rect, into list: inout DisplayList) {
        if let (radii, continuous) = outline.roundedRect(in: r) {
            list.append(.pushClip(r, radii, continuous: continuous))
        } else {
            list.append(.pushClipPath(outline.path(in: r), .nonZero))
        }
    }

    /// Shadow, fill, then a border stroked inside the edge (so the outer edge stays crisp).
    static func box(_ s: BoxStyle, _ r: Rect, into list: inout DisplayList) {
        guard !r.isEmpty else { return }
        if let shadow = s.shadow, shadow.color.alpha > 0 {
            list.append(.roundedRectShadow(r, s.radii, continuous: s.continuous, shadow))
        }
        if s.backdropBlur > 0 { list.append(.backdropBlur(r, radius: s.backdropBlur)) }
        if let fill = s.fill, fill.alpha > 0 {
            fillRoundedRect(r, s.radii, s.continuous, .solid(fill), into: &list)
        }
        if s.borderWidth > 0, s.borderColor.alpha > 0 {
            let w = s.borderWidth
            let inner = r.insetBy(dx: w / 2, dy: w / 2)
            let path = Path(roundedRect: inner, radii: s.radii.inset(by: w / 2), continuous: s.continuous)
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
            throw .renderFailed(error)
        }
    }
}

extension Cell {
    /// Lays out and rasterizes the cell: an image `width × scale` pixels wide.
    public func render(width: Double, environment: CellEnvironment = .standard) throws(CellError) -> Image {
        try layout(width: width, environment: environment).render()
    }
}

extension CornerRadii {
    /// Every radius less `d`, at least 0 (the radii of a path inset by `d`).
    func inset(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - d), topRight: max(0, topRight - d),
                    bottomRight: max(0, bottomRight - d), bottomLeft: max(0, bottomLeft - d))
    }
}

extension NodeShape {
    /// The outline as a rounded rect in `r` (radius, curve), when it is one: rectangles,
    /// rounded rectangles and capsules.
    func roundedRect(in r: Rect) -> (CornerRadii, Bool)? {
        switch self {
        case .rectangle: return (.zero, false)
        case let .roundedRectangle(radii, curve): return (radii, curve == .continuous)
        case .capsule: return (CornerRadii(all: min(r.width, r.height) / 2), false)
        case .circle, .ellipse, .path: return nil
        }
    }
}
