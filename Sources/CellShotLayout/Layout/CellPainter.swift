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

    static func paint(_ node: LayoutNode, into list: inout DisplayList) {
        let fx = node.effects
        guard !fx.isHidden else { return }
        if fx.opacity < 1 { list.append(.beginLayer(opacity: fx.opacity)) }
        if let shadow = fx.shadow, shadow.color.alpha > 0 { castShadow(node, shadow, into: &list) }
        if let clip = fx.clip { pushClip(clip, node.frame, into: &list) }
        var clipRadii = CornerRadii.zero
        var clipContinuous = false
        switch node.content {
        case .none:
            break
        case let .box(style):
            box(style, node.frame, into: &list)
            clipRadii = style.radii
            clipContinuous = style.continuous
        case let .text(layout, color):
            layout.draw(at: node.frame.origin, color: color, into: &list)
        case let .icon(_, artwork, color, mirrored):
            for op in artwork.operations(in: node.frame, color: color, mirrored: mirrored) { list.append(op) }
        case let .shape(shape):
            self.shape(shape, node.frame, into: &list)
        case let .image(image):
            list.append(.pushClip(node.frame, .zero, continuous: false))
            list.append(.image(image.image, image.destination(in: node.frame)))
            list.append(.popClip)
        }
        if !node.children.isEmpty {
            if node.clipsChildren { list.append(.pushClip(node.frame, clipRadii, continuous: clipContinuous)) }
            for child in node.children { paint(child, into: &list) }
            if node.clipsChildren { list.append(.popClip) }
        }
        if fx.clip != nil { list.append(.popClip) }
        if fx.opacity < 1 { list.append(.endLayer) }
    }

    /// A shape's fill, then its stroke inside the edge. Rectangles, rounded rectangles and
    /// capsules are rounded-rect operations (so one with its shadow just before becomes a `.shadowedRoundedRect`).
    static func shape(_ content: ShapeContent, _ rect: Rect, into list: inout DisplayList) {
        guard !rect.isEmpty else { return }
        let paint: Paint? = content.gradient.map { $0.paint(in: rect) } ?? content.fill.flatMap { $0.alpha > 0 ? .solid($0) : nil }
        if let paint {
            if let (radii, continuous) = content.outline.roundedRect(in: rect) {
                fillRoundedRect(rect, radii, continuous, paint, into: &list)
            } else {
                list.append(.fill(content.outline.path(in: rect), paint, .nonZero))
            }
        }
        if let stroke = content.stroke, stroke.alpha > 0, content.lineWidth > 0 {
            let lineWidth = content.lineWidth
            let inner = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            let path: Path
            if let (radii, continuous) = content.outline.roundedRect(in: rect) {
                path = Path(roundedRect: inner, radii: radii.inset(by: lineWidth / 2), continuous: continuous)
            } else {
                path = content.outline.path(in: inner)
            }
            list.append(.stroke(path, StrokeStyle(width: lineWidth), .solid(stroke)))
        }
    }

    /// The shadow of a node's shape: its own shape, its clip, a background shape filling its
    /// frame, a card box, else its frame.
    static func castShadow(_ node: LayoutNode, _ shadow: Shadow, into list: inout DisplayList) {
        var outline = NodeShape.rectangle
        if case let .shape(shapeContent) = node.content { outline = shapeContent.outline }
        else if case let .box(boxStyle) = node.content { outline = .roundedRectangle(boxStyle.radii, boxStyle.continuous ? .continuous : .circular) }
        else if let clip = node.effects.clip { outline = clip }
        else if let first = node.children.first, first.name == "background", first.frame == node.frame, case let .shape(shapeContent) = first.content {
            outline = shapeContent.outline
        }
        if let (radii, continuous) = outline.roundedRect(in: node.frame) {
            list.append(.roundedRectShadow(node.frame, radii, continuous: continuous, shadow))
        } else {
            list.append(.pathShadow(outline.path(in: node.frame), .nonZero, shadow))
        }
    }

    /// Fills a rounded rect. Directly after that same rect's shadow, the two become one
    /// `.shadowedRoundedRect`, which lets the canvas skip the shadow pixels the fill covers.
    static func fillRoundedRect(_ rect: Rect, _ radii: CornerRadii, _ continuous: Bool, _ paint: Paint,
                                into list: inout DisplayList) {
        if case let .roundedRectShadow(r2, radii2, c2, shadow)? = list.operations.last,
           r2 == rect, radii2 == radii, c2 == continuous {
            list.removeLast()
            list.append(.shadowedRoundedRect(rect, radii, continuous: continuous, shadow, paint))
        } else {
            list.append(.roundedRect(rect, radii, continuous: continuous, paint))
        }
    }

    static func pushClip(_ outline: NodeShape, _ rect: Rect, into list: inout DisplayList) {
        if let (radii, continuous) = outline.roundedRect(in: rect) {
            list.append(.pushClip(rect, radii, continuous: continuous))
        } else {
            list.append(.pushClipPath(outline.path(in: rect), .nonZero))
        }
    }

    /// Shadow, fill, then a border stroked inside the edge (so the outer edge stays crisp).
    static func box(_ style: BoxStyle, _ rect: Rect, into list: inout DisplayList) {
        guard !rect.isEmpty else { return }
        if let shadow = style.shadow, shadow.color.alpha > 0 {
            list.append(.roundedRectShadow(rect, style.radii, continuous: style.continuous, shadow))
        }
        if style.backdropBlur > 0 { list.append(.backdropBlur(rect, radius: style.backdropBlur)) }
        if let fill = style.fill, fill.alpha > 0 {
            fillRoundedRect(rect, style.radii, style.continuous, .solid(fill), into: &list)
        }
        if style.borderWidth > 0, style.borderColor.alpha > 0 {
            let borderWidth = style.borderWidth
            let inner = rect.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            let path = Path(roundedRect: inner, radii: style.radii.inset(by: borderWidth / 2), continuous: style.continuous)
            list.append(.stroke(path, StrokeStyle(width: borderWidth), .solid(style.borderColor)))
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
    /// Every radius less `amount`, at least 0 (the radii of a path inset by `amount`).
    func inset(by amount: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - amount), topRight: max(0, topRight - amount),
                    bottomRight: max(0, bottomRight - amount), bottomLeft: max(0, bottomLeft - amount))
    }
}

extension NodeShape {
    /// The outline as a rounded rect in `rect` (radius, curve), when it is one: rectangles,
    /// rounded rectangles and capsules.
    func roundedRect(in rect: Rect) -> (CornerRadii, Bool)? {
        switch self {
        case .rectangle: return (.zero, false)
        case let .roundedRectangle(radii, curve): return (radii, curve == .continuous)
        case .capsule: return (CornerRadii(all: min(rect.width, rect.height) / 2), false)
        case .circle, .ellipse, .path: return nil
        }
    }
}
