import CellShotRaster

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
        switch self {
        case let .roundedRectangle(r, curve):
            return .roundedRectangle(CornerRadii(topLeft: r.topRight, topRight: r.topLeft, bottomRight: r.bottomLeft, bottomLeft: r.bottomRight), curve)
        case let .path(unit):
            return .path(unit.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)))
        case .rectangle, .capsule, .circle, .ellipse:
            return self
        }
    }
}

extension LayoutNode {
    /// The node and its descendants moved by (`dx`, `dy`) points: how a container (a table,
    /// a screen) places a row's tree inside its own.
    public func translated(dx: Double, dy: Double) -> LayoutNode {
        var r = self
        r.frame = frame.offsetBy(dx: dx, dy: dy)
        r.children = children.map { $0.translated(dx: dx, dy: dy) }
        return r
    }
}
