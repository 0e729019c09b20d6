import Foundation

/// How the resolver treats a view type, worked out once per type: asking the runtime for a
/// conformance at every view is a look-up, and casting the view to the protocol copies it too.
struct ViewRoute {
    /// The type as a primitive (``ElementConvertible``), if it is one.
    let primitive: (any ElementConvertible.Type)?
    /// The type as a shape, if it is one.
    let shape: (any CellShape.Type)?
    /// The type as a view that scopes its content's environment, if it is one.
    let scoped: (any EnvironmentScopedView.Type)?
    /// A ``BodySplicingView``: its body resolves with the environment bound.
    let splices: Bool
    /// The type as a view spliced in place in a list of views (a splicing view neither
    /// primitive nor scoped), if it is one.
    let listSplicing: (any BodySplicingView.Type)?
    /// A ``GroupingView``: under modifiers in a stack, its views are the stack's children.
    let grouping: Bool

    private init(_ type: any CellView.Type) {
        primitive = type as? any ElementConvertible.Type
        shape = type as? any CellShape.Type
        scoped = type as? any EnvironmentScopedView.Type
        splices = type is any BodySplicingView.Type
        listSplicing = scoped == nil && !(type is any PrimitiveCellView.Type) ? type as? any BodySplicingView.Type : nil
        grouping = type is any GroupingView.Type
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: ViewRoute] = [:]

    /// The route of `type` (worked out on first use, then kept: a program has few view types).
    static func of(_ type: any CellView.Type) -> ViewRoute {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let route = known[key] { lock.unlock(); return route }
        lock.unlock()
        let route = ViewRoute(type)
        lock.lock(); known[key] = route; lock.unlock()
        return route
    }
}

extension ElementConvertible {
    /// The element of `view`, a value of this type (its route says so): no cast.
    static func element<V>(of view: V, _ resolver: inout ElementResolver) throws(CellError) -> Element {
        try unsafeBitCast(view, to: Self.self).element(&resolver)
    }
}

extension CellShape {
    /// The element of `view`, a shape of this type (its route says so): no cast.
    static func shapeElement<V>(of view: V, _ resolver: inout ElementResolver) throws(CellError) -> Element {
        try unsafeBitCast(view, to: Self.self).shapeElement(&resolver)
    }
}

extension BodySplicingView {
    /// The elements of `view`, a splicing view of this type (its route says so): no cast.
    static func splicedElements<V: CellView>(of view: V, _ resolver: inout ElementResolver) throws(CellError) -> [Element] {
        try resolver.spliced(unsafeBitCast(view, to: Self.self))
    }
}

extension EnvironmentScopedView {
    /// The element of `view`, a scoped view of this type (its route says so): no cast.
    static func scopedElement<V>(of view: V, _ resolver: inout ElementResolver) throws(CellError) -> Element {
        try resolver.scoped(unsafeBitCast(view, to: Self.self))
    }
}
