import CellShotRaster

extension ModifiedContentView: ElementConvertible {
    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        if case let .environment(change) = modifier {
            return try r.with(change) { (r: inout ElementResolver) throws(CellError) -> Element in try r.element(content) }
        }
        return try r.apply(modifier, to: r.element(content))
    }
}

extension ElementResolver {
    /// `child` with `modifiers` applied in order, innermost first, as a chain of modifier views
    /// would apply them (for views that build their elements directly; environment changes
    /// are not applied here).
    mutating func modified(_ child: Element, _ modifiers: ViewModifierKind...) throws(CellError) -> Element {
        var e = child
        for m in modifiers { e = try apply(m, to: e) }
        return e
    }

    /// `child` (already resolved) with `modifier` applied; an environment change is the child itself.
    mutating func apply(_ modifier: ViewModifierKind, to child: Element) throws(CellError) -> Element {
        switch modifier {
        case .environment: return child
        case let .padding(e):
            try ElementResolver.check(e.top, "padding.top")
            try ElementResolver.check(e.leading, "padding.leading")
            try ElementResolver.check(e.bottom, "padding.bottom")
            try ElementResolver.check(e.trailing, "padding.trailing")
            return Element(wrapping: child, .padding(e, child))
        case let .frame(spec):
            try ElementResolver.check(spec.width, "frame.width")
            try ElementResolver.check(spec.height, "frame.height")
            try ElementResolver.check(spec.minWidth, "frame.minWidth")
            try ElementResolver.check(spec.minHeight, "frame.minHeight")
            try ElementResolver.check(spec.maxWidth, "frame.maxWidth", infinityAllowed: true)
            try ElementResolver.check(spec.maxHeight, "frame.maxHeight", infinityAllowed: true)
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
            return Element(wrapping: child, .decorated(child, decoration: try element(view), alignment: alignment, behind: true, name: "background"))
        case let .overlay(view, alignment):
            return Element(wrapping: child, .decorated(child, decoration: try element(view), alignment: alignment, behind: false, name: "overlay"))
        case let .border(color, width):
            try ElementResolver.check(width, "border.width")
            let line = try element(RectangleView().stroke(color, lineWidth: width))
            return Element(wrapping: child, .decorated(child, decoration: line, alignment: .center, behind: false, name: "border"))
        case let .clip(shape):
            var e = NodeEffects()
            e.clip = shape
            return Element(wrapping: child, .effect(e, child))
        case let .shadow(color, radius, x, y):
            try ElementResolver.check(radius, "shadow.radius")
            guard x.isFinite, y.isFinite else { throw .invalidViewValue(field: "shadow.offset", value: x.isFinite ? y : x) }
            var e = NodeEffects()
            e.shadow = Shadow(offset: Point(x, y), blur: radius, color: self.color(color))
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
            if child.id == nil { child.id = name }
            return child
        case let .accessibility(values):
            var e = NodeEffects()
            e.accessibility = values.value
            return Element(wrapping: child, .effect(e, child))
        case let .kind(name):
            child.kindName = name
            return child
        case let .guide(key, compute):
            return Element(wrapping: child, .guide(key, compute, child))
        case let .box(style, text):
            try ElementResolver.check(style.borderWidth, "box.borderWidth")
            try ElementResolver.check(style.radii, "box.cornerRadius")
            return Element(wrapping: child, .boxed(style, text: text, child))
        }
    }
}
