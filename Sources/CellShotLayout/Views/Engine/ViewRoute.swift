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

    /// The routes worked out so far, behind their lock (a pointer: reading it needs no
    /// exclusivity check, as a static variable's would).
    nonisolated(unsafe) private static let known: (lock: NSLock, table: UnsafeMutablePointer<RouteTable>) = {
        let table = UnsafeMutablePointer<RouteTable>.allocate(capacity: 1)
        table.initialize(to: RouteTable())
        return (NSLock(), table)
    }()

    /// The route of `type` (worked out on first use, then kept: a program has few view types).
    static func of(_ type: any CellView.Type) -> ViewRoute {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let (lock, table) = known
        lock.lock()
        if let route = table.pointee.route(for: key) { lock.unlock(); return route }
        lock.unlock()
        let route = ViewRoute(type)
        lock.lock(); table.pointee.insert(route, for: key); lock.unlock()
        return route
    }
}

/// Routes by type, in an open-addressed table keyed by the address of the type's metadata: a
/// look-up is a shift and a compare or two, where a dictionary would hash the key first.
struct RouteTable {
    /// The keys (0: a free slot) and their routes, a power of two of slots, at most half used.
    private var keys = [UInt](repeating: 0, count: 64)
    private var routes = [ViewRoute?](repeating: nil, count: 64)
    private var count = 0

    /// The first slot to probe for `key` (metadata are at least 16-byte aligned).
    private func start(_ key: UInt) -> Int { Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13)) & (keys.count - 1) }

    /// The route kept for `key`, if any.
    func route(for key: UInt) -> ViewRoute? {
        var slot = start(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return routes[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Keeps `route` for `key` (a key already kept keeps its first route: both are the same).
    mutating func insert(_ route: ViewRoute, for key: UInt) {
        if (count + 1) * 2 > keys.count {
            let old = zip(keys, routes).filter { $0.0 != 0 }
            keys = [UInt](repeating: 0, count: keys.count * 2)
            routes = [ViewRoute?](repeating: nil, count: keys.count)
            count = 0
            for (oldKey, oldRoute) in old { if let oldRoute { insert(oldRoute, for: oldKey) } }
        }
        var slot = start(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return }
            slot = (slot + 1) & (keys.count - 1)
        }
        keys[slot] = key; routes[slot] = route; count += 1
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
    /// Appends the elements of `view`, a splicing view of this type (its route says so), to `out`: no cast.
    static func appendSpliced<V: CellView>(_ view: V, to out: inout [Element], _ resolver: inout ElementResolver) throws(CellError) {
        try resolver.splice(unsafeBitCast(view, to: Self.self), into: &out)
    }
}

extension EnvironmentScopedView {
    /// The element of `view`, a scoped view of this type (its route says so): no cast.
    static func scopedElement<V>(of view: V, _ resolver: inout ElementResolver) throws(CellError) -> Element {
        try resolver.scoped(unsafeBitCast(view, to: Self.self))
    }
}
