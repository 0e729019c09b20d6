import CellShotRaster
import CellShotText

/// Something the resolver turns into an element directly (every primitive view).
protocol ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element
}

/// Turns views into elements for one environment, carrying the inherited values
/// (foreground colour, font, line limit, alignment) down the tree, and refusing nesting
/// deeper than ``CellLimits/maxViewDepth``.
struct ElementResolver {
    /// The environment views resolve in (changed inside an ``EnvironmentScopedView``).
    var environment: CellEnvironment
    var foreground: DynamicColor = .label
    var font: FontChoice = .style(.body)
    var weight: FontWeight?
    var lines = 0
    var alignment: TextAlignment = .natural
    var depth = 0
    /// Whether ``CellEnvironment/resolving`` holds this resolver's environment (bound at the
    /// first body of a ``BodySplicingView``, the views whose bodies read it).
    var isBound = false

    /// The text language of the last locale asked for (most views share one locale).
    private var language: TextLanguage?

    init(environment: CellEnvironment) { self.environment = environment }

    /// The text language of ``environment``'s locale, made once while the locale stays.
    mutating func textLanguage() -> TextLanguage {
        let tag = environment.locale.rawValue
        if let language, language.tag == tag { return language }
        let made = TextLanguage(tag)
        language = made
        return made
    }

    /// The element for any view: primitives directly, other views through their body
    /// (`known`: the type's route, when the caller has looked it up already).
    mutating func element<V: CellView>(_ view: V, route known: ViewRoute? = nil) throws(CellError) -> Element {
        try descend()
        defer { depth -= 1 }
        // Modifiers are most of the views: comparing types is cheaper than a conformance look-up.
        // Same type, so no cast is needed (a dynamic cast copies the modifier and looks the type up).
        if V.self == ModifiedContentView.self { return try unsafeBitCast(view, to: ModifiedContentView.self).element(&self) }
        // The type's conformances, looked up once per type: no look-up or cast per view.
        let route = known ?? ViewRoute.of(V.self)
        if let primitive = route.primitive { return try primitive.element(of: view, &self) }
        if let shape = route.shape { return try shape.shapeElement(of: view, &self) }
        if let scoped = route.scoped { return try scoped.scopedElement(of: view, &self) }
        if !isBound, route.splices {
            return try bound { (resolver: inout ElementResolver) throws(CellError) in try resolver.element(view.body) }
        }
        return try element(view.body)
    }

    /// The element for a type-erased view: the wrapped view's, opened directly (the erasure
    /// counts as a level of nesting, as any view does).
    mutating func element(_ view: AnyCellView) throws(CellError) -> Element {
        try descend()
        defer { depth -= 1 }
        return try element(view.view)
    }

    /// The element for a view held as its own type where a type-erased view would be: the
    /// erasure counts as a level of nesting, as it does for an ``AnyCellView``.
    mutating func erasedElement<V: CellView>(_ view: V) throws(CellError) -> Element {
        try descend()
        defer { depth -= 1 }
        return try element(view)
    }

    /// One level deeper (undo with `depth -= 1`); deeper than ``CellLimits/maxViewDepth`` is an error.
    private mutating func descend() throws(CellError) {
        guard depth < CellLimits.maxViewDepth else { throw .viewTooDeep(limit: CellLimits.maxViewDepth) }
        depth += 1
    }

    /// Elements for a list of views, groups spliced in place.
    mutating func elements(_ views: [AnyCellView]) throws(CellError) -> [Element] {
        var out: [Element] = []
        out.reserveCapacity(views.count)
        for item in views { try append(item: item, to: &out) }
        return out
    }

    /// Appends the elements of `item`, one view of a list: a group's views in place.
    private mutating func append(item: AnyCellView, to out: inout [Element]) throws(CellError) {
        // Comparing types first spares most views two failing casts.
        let type = Swift.type(of: item.view)
        if type == GroupView.self, let group = item.view as? GroupView { out += try elements(group.children) }
        else if type == ForEachView.self, let forEach = item.view as? ForEachView { out += try elements(forEach.children) }
        else { try append(item.view, to: &out) }
    }

    /// Appends the elements of `view` as ``elements(_:)`` does for one view of its list, the
    /// view not erased first (erasing it would box a large view).
    mutating func append<V: CellView>(listed view: V, to out: inout [Element]) throws(CellError) {
        if V.self == GroupView.self { out += try elements(unsafeBitCast(view, to: GroupView.self).children) }
        else if V.self == ForEachView.self { out += try elements(unsafeBitCast(view, to: ForEachView.self).children) }
        else if V.self == AnyCellView.self { try append(item: unsafeBitCast(view, to: AnyCellView.self), to: &out) }
        else { try append(view, to: &out) }
    }

    /// Appends the elements of `view`, one view of a list: a group under modifiers or a
    /// splicing view adds its views in place, any other view its one element.
    private mutating func append<V: CellView>(_ view: V, to out: inout [Element]) throws(CellError) {
        // A modifier is neither scoped nor splicing: its route is not needed.
        let route = V.self == ModifiedContentView.self ? nil : ViewRoute.of(V.self)
        if let grouped = try groupElements(view, scoped: route?.scoped != nil) { out += grouped }
        else if let splicing = route?.listSplicing { try splicing.appendSpliced(view, to: &out, &self) }
        else { out.append(try element(view, route: route)) }
    }

    /// Runs `body` with a changed inherited value, restoring it afterwards.
    mutating func with(_ change: EnvironmentChange, _ body: (inout ElementResolver) throws(CellError) -> Element) throws(CellError) -> Element {
        // Only the inherited values are saved: copying the whole resolver would copy the environment too.
        let saved = (foreground, font, weight, lines, alignment)
        switch change {
        case let .foregroundColor(newColor): foreground = newColor
        case let .font(newFont, newWeight): font = newFont; weight = newWeight
        case let .fontWeight(newWeight): weight = newWeight
        case let .lineLimit(limit): lines = max(0, limit ?? 0)
        case let .textAlignment(newAlignment): alignment = newAlignment
        }
        defer { (foreground, font, weight, lines, alignment) = saved }
        return try body(&self)
    }

    /// The concrete font for a choice in this environment's content size category.
    func resolve(_ choice: FontChoice, weight: FontWeight?) -> Font {
        var resolved: Font
        switch choice {
        case let .style(style):
            resolved = Font.preferred(style, contentSize: environment.contentSize)
        case let .fixed(font, relativeTo):
            resolved = font
            if let style = relativeTo {
                let base = style.pointSize(at: .large), now = style.pointSize(at: environment.contentSize)
                if base > 0 { resolved = font.withSize(font.size * now / base) }
            }
        }
        if let weight { resolved = resolved.withWeight(weight) }
        return resolved
    }

    var currentFont: Font { resolve(font, weight: weight) }
    func color(_ color: DynamicColor) -> Color { color.resolve(environment.appearance) }

    /// Checks a length from user code: finite (or +∞ where `infinityAllowed`) and ≥ 0; nil
    /// passes. The field's name is made only for the error.
    static func check(_ value: Double?, _ field: @autoclosure () -> String, infinityAllowed: Bool = false) throws(CellError) {
        guard let value else { return }
        guard !value.isNaN, value >= 0, value.isFinite || infinityAllowed else { throw .invalidViewValue(field: field(), value: value) }
    }

    /// Checks every corner radius of `radii` (fields `prefix.topLeading`…).
    static func check(_ radii: CornerRadii, _ prefix: @autoclosure () -> String) throws(CellError) {
        try check(radii.topLeft, "\(prefix()).topLeading")
        try check(radii.topRight, "\(prefix()).topTrailing")
        try check(radii.bottomRight, "\(prefix()).bottomTrailing")
        try check(radii.bottomLeft, "\(prefix()).bottomLeading")
    }
}
