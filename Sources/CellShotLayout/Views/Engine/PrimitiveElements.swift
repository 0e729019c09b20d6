import CellShotRaster
import CellShotText

// How each primitive view becomes an element.

extension AnyCellView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element { try resolver.element(view) }
}

extension GroupView: ElementConvertible {
    /// One child is itself; several are a column without spacing; none is empty.
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let items = try resolver.elements(children)
        if items.count == 1 { return items[0] }
        if items.isEmpty { return Element(.empty, name: "empty") }
        return Element(.stack(.vertical, .center, spacing: 0, items), name: "vstack")
    }
}

extension ForEachView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element { try GroupView(children).element(&resolver) }
}

extension TextView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let resolvedFont: Font = font.map { resolver.resolve($0, weight: weight) } ?? resolver.resolve(resolver.font, weight: weight ?? resolver.weight)
        let text = TextElement(string: string, font: resolvedFont, color: resolver.color(color ?? resolver.foreground),
                               lines: max(0, lines ?? resolver.lines), alignment: alignment ?? resolver.alignment, truncation: truncation,
                               underline: isUnderlined, strikethrough: isStruckThrough, direction: resolver.environment.layoutDirection,
                               language: resolver.textLanguage())
        if let parts {
            var runs: [TextRun] = []
            runs.reserveCapacity(parts.count)
            for (i, part) in parts.enumerated() { runs.append(try part.run(i, font: resolvedFont, resolver)) }
            text.runs = runs
        }
        if let laidOut { text.seed(natural: laidOut) }
        return Element(.text(text), name: "text")
    }
}

extension IconView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let drawnWeight = weight ?? (followsFontWeight ? SymbolWeight(resolver.currentFont.weight) : .regular)
        let (art, color) = try resolver.symbol(name, style: style, tint: color, weight: drawnWeight)
        let side = factor == 1 ? size ?? resolver.currentFont.size.rounded() : ((size ?? resolver.currentFont.size) * factor).rounded()
        try ElementResolver.check(side, "IconView(\"\(name)\").size")
        let box = Size(width: width ?? side, height: height ?? side)
        try ElementResolver.check(box.width, "IconView(\"\(name)\").width")
        try ElementResolver.check(box.height, "IconView(\"\(name)\").height")
        let icon = Element(.icon(name: name, artwork: art, color: color, size: box,
                                 directional: IconLibrary.directionalNames.contains(name)), name: "icon")
        guard sitsOnBaseline else { return icon }
        let capHeight = resolver.currentFont.metrics.capHeight
        let baseline: (GuideDimensions) -> Double = { $0.height / 2 + capHeight / 2 }
        let first = Element(wrapping: icon, .guide(.vertical(.firstTextBaseline), baseline, icon), isGuide: true)
        return Element(wrapping: first, .guide(.vertical(.lastTextBaseline), baseline, first), isGuide: true)
    }
}

extension ImageView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        guard image.width > 0, image.height > 0 else {
            throw .invalidViewValue(field: "ImageView.image.width × height", value: Double(image.width * image.height))
        }
        guard image.width <= CellLimits.maxImageSide, image.height <= CellLimits.maxImageSide else {
            throw .imageTooLarge(width: image.width, height: image.height, maximum: CellLimits.maxImageSide)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidViewValue(field: "ImageView.scale", value: scale) }
        return Element(.image(ImageContent(image: image, mode: contentMode, scale: scale)), name: "image")
    }
}

extension CellShape {
    /// The shape with the foreground colour as its fill when nothing is painted.
    func shapeElement(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let name = outline.kindName
        try ElementResolver.check(paint.lineWidth, "\(name).lineWidth")
        let fill = paint.gradient != nil ? nil : paint.fill ?? (paint.stroke == nil ? resolver.foreground : nil)
        if case let .roundedRectangle(radii, _) = outline { try ElementResolver.check(radii, "\(name).cornerRadius") }
        var content = ShapeContent(outline: outline, fill: fill.map(resolver.color), stroke: paint.stroke.map(resolver.color), lineWidth: paint.lineWidth)
        content.gradient = paint.gradient?.resolved(resolver.environment.appearance)
        return Element(.shape(content), name: name)
    }
}

extension SpacerView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        try ElementResolver.check(minLength, "SpacerView.minLength")
        return Element(.spacer(minLength: minLength), name: "spacer")
    }
}

extension DividerView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element { Element(.divider(resolver.color(color)), name: "divider") }
}

extension HStackView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        try resolver.stack(.horizontal, guide.map(StackAlignment.guide) ?? StackAlignment(alignment), spacing: spacing, children, name: "hstack")
    }
}

extension VStackView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        try resolver.stack(.vertical, guide.map(StackAlignment.guide) ?? StackAlignment(alignment), spacing: spacing, children, name: "vstack")
    }
}

extension ElementResolver {
    /// A stack element, its spacing checked.
    mutating func stack(_ axis: Axis, _ alignment: StackAlignment, spacing: Double, _ children: [AnyCellView],
                        name: String) throws(CellError) -> Element {
        try ElementResolver.checkSpacing(spacing, name: name)
        return Element(.stack(axis, alignment, spacing: spacing, try elements(children)), name: name)
    }

    /// A stack of elements already resolved (for views that build their elements directly).
    static func stack(_ axis: Axis, _ alignment: StackAlignment, spacing: Double, _ items: [Element],
                      name: String) throws(CellError) -> Element {
        try checkSpacing(spacing, name: name)
        return Element(.stack(axis, alignment, spacing: spacing, items), name: name)
    }

    private static func checkSpacing(_ spacing: Double, name: String) throws(CellError) {
        try check(spacing, name == "hstack" ? "HStackView.spacing" : "VStackView.spacing")
    }
}

extension StackAlignment {
    /// A row's vertical alignment.
    init(_ alignment: VerticalViewAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        case .firstTextBaseline: self = .firstBaseline
        case .lastTextBaseline: self = .lastBaseline
        }
    }

    /// A column's horizontal alignment.
    init(_ alignment: HorizontalViewAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }
}

extension CustomLayoutView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        Element(.custom(layout, try resolver.elements(children)), name: "layout")
    }
}

extension ZStackView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        Element(.zstack(alignment, try resolver.elements(children)), name: "zstack")
    }
}

extension ProgressBarView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        guard !value.isNaN else { throw .invalidViewValue(field: "ProgressBarView.value", value: value) }
        try ElementResolver.check(height, "ProgressBarView.height")
        return Element(.progress(min(max(value, 0), 1), height: height, tint: resolver.color(tint), track: resolver.color(track)), name: "progress")
    }
}
