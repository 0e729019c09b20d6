import CellShotRaster

extension LayoutNode {
    /// The node with right-to-left mirroring applied (when `mirror`: x → width − maxX, rounded
    /// corners swap sides) and every frame snapped to the device-pixel grid: each edge is
    /// rounded to the nearest device pixel (`(v × scale).rounded() / scale`), so abutting
    /// frames stay abutting and a one-pixel hairline stays one pixel.
    func finished(width: Double, scale: Double, mirror: Bool) -> LayoutNode {
        var result = self
        result.finish(width: width, scale: scale, mirror: mirror)
        return result
    }

    /// ``finished(width:scale:mirror:)`` in place (a tree built for it is changed without copies).
    mutating func finish(width: Double, scale: Double, mirror: Bool) {
        if mirror {
            frame.origin.x = width - frame.maxX
            if case var .shape(shape) = content { shape.outline = shape.outline.mirrored; shape.gradient = shape.gradient?.mirrored; content = .shape(shape) }
            effects.clip = effects.clip?.mirrored
            if let shadow = effects.shadow { effects.shadow = Shadow(offset: Point(-shadow.offset.x, shadow.offset.y), blur: shadow.blur, color: shadow.color) }
        }
        let grid = PixelGrid(scale: scale)
        let x0 = grid.snap(frame.minX), y0 = grid.snap(frame.minY)
        frame = Rect(x: x0, y: y0, width: grid.snap(frame.maxX) - x0, height: grid.snap(frame.maxY) - y0)
        for i in children.indices { children[i].finish(width: width, scale: scale, mirror: mirror) }
    }
}

extension NodeShape {
    /// The outline seen in a mirror: left and right corner radii swap.
    var mirrored: NodeShape {
        switch self {
        case let .roundedRectangle(radii, curve):
            return .roundedRectangle(CornerRadii(topLeft: radii.topRight, topRight: radii.topLeft, bottomRight: radii.bottomLeft, bottomLeft: radii.bottomRight), curve)
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
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.translated(dx: dx, dy: dy) }
        return moved
    }
}
