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

/// One view of a group resolved in the environment the group's scoped view sets up.
private struct RescopedView: PrimitiveCellView, EnvironmentScopedView {
    let outerScope: any EnvironmentScopedView
    let content: AnyCellView
    var scopedContent: AnyCellView { content }
    func scope(_ outer: CellEnvironment, _ resolve: (CellEnvironment) -> Void) { outerScope.scope(outer, resolve) }
}

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
        let (outer, wasBound) = (environment, isBound)
        defer { (environment, isBound) = (outer, wasBound) }
        isBound = true
        var result: Result<Element, CellError> = .failure(.viewTooDeep(limit: CellLimits.maxViewDepth))
        view.scope(outer) { inner in
            environment = inner
            result = CellEnvironment.$resolving.withValue(inner) { Result { () throws(CellError) in try element(view.scopedContent) } }
        }
        return try result.get()
    }

    /// The elements of a group under modifiers in a stack (`Group { … }.font(.caption)`,
    /// `ForEach(…).padding()`): each view of the group with the modifiers applied to it, as
    /// the enclosing stack's own children, as SwiftUI applies a group's modifiers to each of
    /// its views; nil for any other view.
    mutating func groupElements<V: CellView>(_ view: V, scoped: Bool) throws(CellError) -> [Element]? {
        guard V.self == ModifiedContentView.self || scoped, let members = Self.members(of: view) else { return nil }
        return try elements(members)
    }

    /// The views a group stands for, each under the modifiers (but `id`) and environment
    /// changes around the group; nil when `view` is not a group under them, or under more
    /// than ``CellLimits/maxViewDepth`` of them (then resolving it reports the depth).
    static func members<V: CellView>(of view: V, depth: Int = 0) -> [AnyCellView]? {
        guard depth < CellLimits.maxViewDepth else { return nil }
        // Types compared first and conformances read from the type's route: most views are no
        // group, and a failing cast at every level of every child would cost more than the rest.
        if V.self == ModifiedContentView.self { return unsafeBitCast(view, to: ModifiedContentView.self).storage.groupMembers(depth: depth) }
        if V.self == GroupView.self { return unsafeBitCast(view, to: GroupView.self).children }
        if V.self == ForEachView.self { return unsafeBitCast(view, to: ForEachView.self).children }
        let route = ViewRoute.of(V.self)
        if route.scoped != nil, let scopedView = view as? any EnvironmentScopedView {
            return members(of: scopedView.scopedContent.view, depth: depth + 1)?
                .map { AnyCellView(RescopedView(outerScope: scopedView, content: $0)) }
        }
        if route.grouping, let grouping = view as? any GroupingView { return [AnyCellView(grouping.body)] }
        return nil
    }

    /// Appends the elements of a splicing view's body to `out`, spliced (the view counts as a
    /// level of nesting).
    mutating func splice<V: BodySplicingView>(_ view: V, into out: inout [Element]) throws(CellError) {
        guard depth < CellLimits.maxViewDepth else { throw .viewTooDeep(limit: CellLimits.maxViewDepth) }
        depth += 1
        defer { depth -= 1 }
        if !isBound {
            try bound { (resolver: inout ElementResolver) throws(CellError) in try resolver.append(listed: view.body, to: &out) }
            return
        }
        try append(listed: view.body, to: &out)
    }
}
