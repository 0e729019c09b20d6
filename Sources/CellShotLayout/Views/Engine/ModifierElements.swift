import CellShotRaster

extension ModifiedContentView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element { try storage.element(&resolver) }
}

extension ModifiedContentStorage {
    /// The content's element with the modifier applied (the content counts as two levels of
    /// nesting, as a view wrapped in an ``AnyCellView`` does).
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        if traits.changesEnvironment, case let .environment(change) = modifier {
            return try resolver.with(change) { (resolver: inout ElementResolver) throws(CellError) -> Element in
                try contentElement(&resolver)
            }
        }
        return try resolver.apply(modifier, to: contentElement(&resolver))
    }

    /// The views of a group in the content, each under this modifier (``ElementResolver``'s
    /// `members`); nil when the content is no group, or the modifier names the group itself.
    func groupMembers(depth: Int) -> [AnyCellView]? {
        if traits.namesTheView { return nil }
        let members = Content.self == AnyCellView.self
            ? ElementResolver.members(of: unsafeBitCast(view, to: AnyCellView.self).view, depth: depth + 1)
            : ElementResolver.members(of: view, depth: depth + 1)
        return members?.map { AnyCellView(ModifiedContentView($0, modifier)) }
    }

    /// The content's element, counted as a view wrapped in an ``AnyCellView`` is.
    private func contentElement(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        if Content.self == AnyCellView.self { return try resolver.element(unsafeBitCast(view, to: AnyCellView.self)) }
        return try resolver.erasedElement(view)
    }
}

extension ElementResolver {
    /// `child` with `modifiers` applied in order, innermost first, as a chain of modifier views
    /// would apply them (for views that build their elements directly; environment changes
    /// are not applied here).
    mutating func modified(_ child: Element, _ modifiers: ViewModifierKind...) throws(CellError) -> Element {
        var result = child
        for modifier in modifiers { result = try apply(modifier, to: result) }
        return result
    }

    /// `child` (already resolved) with `modifier` applied; an environment change is the child itself.
    mutating func apply(_ modifier: ViewModifierKind, to child: Element) throws(CellError) -> Element {
        switch modifier {
        case .environment: return child
        case let .padding(insets):
            try ElementResolver.check(insets.top, "padding.top")
            try ElementResolver.check(insets.leading, "padding.leading")
            try ElementResolver.check(insets.bottom, "padding.bottom")
            try ElementResolver.check(insets.trailing, "padding.trailing")
            return Element(wrapping: child, .padding(insets, child))
        case let .frame(spec):
            try ElementResolver.check(spec.width, "frame.width")
            try ElementResolver.check(spec.height, "frame.height")
            try ElementResolver.check(spec.minWidth, "frame.minWidth")
            try ElementResolver.check(spec.minHeight, "frame.minHeight")
            try ElementResolver.check(spec.maxWidth, "frame.maxWidth", infinityAllowed: true)
            try ElementResolver.check(spec.maxHeight, "frame.maxHeight", infinityAllowed: true)
            return Element(wrapping: child, .frame(spec, child))
        case let .fixedSize(horizontal, vertical):
            return Element(wrapping: child, .fixedSize(horizontal: horizontal, vertical: vertical, child))
        case let .aspectRatio(ratio, mode):
            guard ratio.isFinite, ratio > 0 else { throw .invalidViewValue(field: "aspectRatio", value: ratio) }
            return Element(wrapping: child, .aspect(ratio, fit: mode != .fill, child))
        case let .layoutPriority(priority):
            guard priority.isFinite else { throw .invalidViewValue(field: "layoutPriority", value: priority) }
            child.priority = priority
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
            var effects = NodeEffects()
            effects.clip = shape
            return Element(wrapping: child, .effect(effects, child))
        case let .shadow(color, radius, offsetX, offsetY):
            try ElementResolver.check(radius, "shadow.radius")
            guard offsetX.isFinite, offsetY.isFinite else { throw .invalidViewValue(field: "shadow.offset", value: offsetX.isFinite ? offsetY : offsetX) }
            var effects = NodeEffects()
            effects.shadow = Shadow(offset: Point(offsetX, offsetY), blur: radius, color: self.color(color))
            return Element(wrapping: child, .effect(effects, child))
        case let .opacity(opacity):
            guard !opacity.isNaN else { throw .invalidViewValue(field: "opacity", value: opacity) }
            var effects = NodeEffects()
            effects.opacity = min(max(opacity, 0), 1)
            return Element(wrapping: child, .effect(effects, child))
        case .hidden:
            var effects = NodeEffects()
            effects.isHidden = true
            return Element(wrapping: child, .effect(effects, child))
        case let .offset(dx, dy):
            guard dx.isFinite, dy.isFinite else { throw .invalidViewValue(field: "offset", value: dx.isFinite ? dy : dx) }
            return Element(wrapping: child, .offset(x: dx, y: dy, child))
        case let .id(name):
            if child.id == nil { child.id = name }
            return child
        case let .accessibility(values):
            var effects = NodeEffects()
            effects.accessibility = values.value
            return Element(wrapping: child, .effect(effects, child))
        case let .kind(name):
            child.kindName = name
            return child
        case let .guide(key, compute):
            return Element(wrapping: child, .guide(key, compute, child), isGuide: true)
        case let .box(style, text):
            try ElementResolver.check(style.borderWidth, "box.borderWidth")
            try ElementResolver.check(style.radii, "box.cornerRadius")
            return Element(wrapping: child, .boxed(style, text: text, child))
        }
    }
}
