/// A view that stands for the views of its body, as SwiftUI's views do: inside a stack, a body
/// of several views adds several children. (Other custom views are one child, their several
/// views stacked vertically.) The SwiftUI module's `View` adopts it.
public protocol BodySplicingView: CellView {}

/// A view that stands for several views in a stack (a group, a `ForEach`, the SwiftUI module's
/// `Group`): an environment change around it reaches each view, and the stack places each as
/// its own child, with its alignment and spacing.
package protocol GroupingView: CellView {}

extension GroupView: GroupingView {}
extension ForEachView: GroupingView {}

/// A view that resolves its content in a changed environment (the SwiftUI module's
/// `.environment(_:_:)`, `.preferredColorScheme(_:)`…).
package protocol EnvironmentScopedView: CellView {
    /// The content resolved inside the scope.
    var scopedContent: AnyCellView { get }
    /// Calls `resolve` once with the environment of the content (made from `outer`), inside
    /// whatever scoped values the view binds for the views' bodies to read.
    func scope(_ outer: CellEnvironment, _ resolve: (CellEnvironment) -> Void)
}

extension CellEnvironment {
    /// The environment of the resolution under way, for bodies that read it (`@Environment`).
    @TaskLocal package static var resolving: CellEnvironment?

    /// The colour `name` from the asset catalogs of the resolution under way (its
    /// high-contrast variant when the environment asks for one); nil outside a resolution or
    /// when no catalog has it. For fronts whose colours are made while bodies run.
    package static func catalogColor(named name: String) -> DynamicColor? {
        guard let env = resolving, !env.resources.catalogs.isEmpty else { return nil }
        return try? env.resources.color(named: name, contrast: env.contrast)
    }
}

extension ElementResolver {
    /// `body` run with ``CellEnvironment/resolving`` bound to this resolver's environment.
    mutating func bound<T>(_ body: (inout ElementResolver) throws(CellError) -> T) throws(CellError) -> T {
        isBound = true
        defer { isBound = false }
        let result: Result<T, CellError> = CellEnvironment.$resolving.withValue(environment) {
            Result { () throws(CellError) in try body(&self) }
        }
        return try result.get()
    }

    /// The element of a scoped view's content, resolved in the environment the view sets up.
    mutating func scoped(_ view: some EnvironmentScopedView) throws(CellError) -> Element {
        try scoped(view) { (resolver: inout ElementResolver, content: AnyCellView) throws(CellError) in try resolver.element(content) }
    }

    /// `resolve` run on a scoped view's content in the environment the view sets up.
    private mutating func scoped<Output>(_ view: some EnvironmentScopedView,
                                         _ resolve: (inout ElementResolver, AnyCellView) throws(CellError) -> Output) throws(CellError) -> Output {
        let (outer, wasBound) = (environment, isBound)
        defer { (environment, isBound) = (outer, wasBound) }
        isBound = true
        var result: Result<Output, CellError> = .failure(.viewTooDeep(limit: CellLimits.maxViewDepth))
        view.scope(outer) { inner in
            environment = inner
            result = CellEnvironment.$resolving.withValue(inner) { Result { () throws(CellError) in try resolve(&self, view.scopedContent) } }
        }
        return try result.get()
    }

    /// The views of a group under environment changes (`Group { … }.font(.caption)` or
    /// `ForEach(…).foregroundStyle(.secondary)` in a stack), each in the changed environment,
    /// as the enclosing stack's own children; nil for any other view.
    mutating func groupElements(_ view: any CellView, _ type: any CellView.Type) throws(CellError) -> [Element]? {
        if type == ModifiedContentView.self, let modified = view as? ModifiedContentView {
            guard case let .environment(change) = modified.modifier, Self.isGroup(modified.content.view) else { return nil }
            return try with(change) { (resolver: inout ElementResolver) throws(CellError) in try resolver.elements([modified.content]) }
        }
        guard type is any EnvironmentScopedView.Type, let scopedView = view as? any EnvironmentScopedView,
              Self.isGroup(scopedView.scopedContent.view) else { return nil }
        return try scoped(scopedView) { (resolver: inout ElementResolver, content: AnyCellView) throws(CellError) in try resolver.elements([content]) }
    }

    /// Whether `view` stands for several views in a stack: a group, possibly under environment changes.
    private static func isGroup(_ view: any CellView) -> Bool {
        if view is any GroupingView { return true }
        if let erased = view as? AnyCellView { return isGroup(erased.view) }
        if let modified = view as? ModifiedContentView, case .environment = modified.modifier { return isGroup(modified.content.view) }
        if let scopedView = view as? any EnvironmentScopedView { return isGroup(scopedView.scopedContent.view) }
        return false
    }

    /// The views of a splicing view's body, spliced (the view counts as a level of nesting).
    mutating func spliced<V: BodySplicingView>(_ view: V) throws(CellError) -> [Element] {
        guard depth < CellLimits.maxViewDepth else { throw .viewTooDeep(limit: CellLimits.maxViewDepth) }
        depth += 1
        defer { depth -= 1 }
        if !isBound { return try bound { (resolver: inout ElementResolver) throws(CellError) in try resolver.elements([AnyCellView(view.body)]) } }
        return try elements([AnyCellView(view.body)])
    }
}
