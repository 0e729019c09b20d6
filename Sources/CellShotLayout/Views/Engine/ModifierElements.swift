import CellShotRaster

extension ModifiedContentView: ElementConvertible {
    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        if case let .environment(change) = modifier {
            return try r.with(change) { (r: inout ElementResolver) throws(CellError) -> Element in try r.element(content) }
        }
        let child = try r.element(content)
        switch modifier {
        case .environment: return child
        case let .padding(e):
            for (v, side) in [(e.top, "top"), (e.leading, "leading"), (e.bottom, "bottom"), (e.trailing, "trailing")] {
                try ElementResolver.check(v, "padding.\(side)")
            }
            return Element(wrapping: child, .padding(e, child))
        case let .frame(spec):
            for (v, field) in [(spec.width, "width"), (spec.height, "height"), (spec.minWidth, "minWidth"), (spec.minHeight, "minHeight")] {
                if let v { try ElementResolver.check(v, "frame.\(field)") }
            }
            for (v, field) in [(spec.maxWidth, "maxWidth"), (spec.maxHeight, "maxHeight")] {
                if let v { try ElementResolver.check(v, "frame.\(field)", infinityAllowed: true) }
            }
            return Element(wrapping: child, .frame(spec, child))
        case let .fixedSize(h, v):
            return Element(wrapping: child, .fixedSize(horizontal: h, vertical: v, child))
        case let .aspectRatio(ratio, mode):
            guard ratio.isFinite, ratio > 0 else { throw .invalidViewValue(field: "aspectRatio", value: ratio) }
            return Element(wrapping: child, .aspect(ratio, fit: mode != .fill, child))
        case let .layoutPriority(p):
            guard p.isFinite else { throw .invalidViewValue(field: "layoutPriority", value: p) }
            child.priority = p
            return child
        case let .background(view, alignment):
            return Element(wrapping: child, .decorated(child, decoration: try r.element(view), alignment: alignment, behind: true, name: "background"))
        case let .overlay(view, alignment):
            return Element(wrapping: child, .decorated(child, decoration: try r.element(view), alignment: alignment, behind: false, name: "overlay"))
        case let .border(color, width):
            try ElementResolver.check(width, "border.width")
            let line = try r.element(RectangleView().stroke(color, lineWidth: width))
            return Element(wrapping: child, .decorated(child, decoration: line, alignment: .center, behind: false, name: "border"))
        case let .clip(shape):
            var e = NodeEffects()
            e.clip = shape
            return Element(wrapping: child, .effect(e, child))
        case let .shadow(color, radius, x, y):
            try ElementResolver.check(radius, "shadow.radius")
            guard x.isFinite, y.isFinite else { throw .invalidViewValue(field: "shadow.offset", value: x.isFinite ? y : x) }
            var e = NodeEffects()
            e.shadow = Shadow(offset: Point(x, y), blur: radius, color: r.color(color))
            return Element(wrapping: child, .effect(e, child))
        case let .opacity(o):
            guard !o.isNaN else { throw .invalidViewValue(field: "opacity", value: o) }
            var e = NodeEffects()
            e.opacity = min(max(o, 0), 1)
            return Element(wrapping: child, .effect(e, child))
        case .hidden:
            var e = NodeEffects()
            e.isHidden = true
            return Element(wrapping: child, .effect(e, child))
        case let .offset(x, y):
            guard x.isFinite, y.isFinite else { throw .invalidViewValue(field: "offset", value: x.isFinite ? y : x) }
            return Element(wrapping: child, .offset(x: x, y: y, child))
        case let .id(name):
            return Element(wrapping: child, .named(name, child))
        }
    }
}
