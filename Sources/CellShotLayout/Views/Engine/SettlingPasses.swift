/// What a front keeps from one pass of a render to the next while the render settles: a view
/// is resolved and laid out, then the checks the front added during the pass run (the SwiftUI
/// module's `onPreferenceChange` actions, which may write state); while one reports a change,
/// the view is resolved and laid out again, at most ``passLimit`` times in all. A front's hook.
package final class SettlingSession: @unchecked Sendable {
    /// The most passes a render makes before it gives up with
    /// ``CellError/preferenceNotSettled(key:passes:)``.
    package static let passLimit = 8

    /// The session of the render under way (nil outside a render).
    @TaskLocal package static var current: SettlingSession?

    /// The pass under way, from 1.
    package private(set) var pass = 0
    private var kept: [AnyObject] = []
    private var nextKept = 0
    private var checks: [() -> String?] = []

    init() {}

    /// The object kept at this point of the pass: made by `make` the first time, then the same
    /// object in every later pass that asks at the same point (points are counted in the order
    /// they are asked for, which the same views ask in the same order).
    package func keep<T: AnyObject>(_ make: () -> T) -> T {
        defer { nextKept += 1 }
        if nextKept < kept.count, let hit = kept[nextKept] as? T { return hit }
        let made = make()
        if nextKept < kept.count { kept[nextKept] = made } else { kept.append(made) }
        return made
    }

    /// Adds a check run when this pass is laid out: it returns a name (a preference key's)
    /// when what it delivered changed, so another pass is needed, else nil.
    package func afterLayout(_ check: @escaping () -> String?) { checks.append(check) }

    /// Runs `body` (one resolution and layout) until no check reports a change.
    static func settled<T>(_ body: () throws(CellError) -> T) throws(CellError) -> T {
        let session = SettlingSession()
        while true {
            session.pass += 1
            session.nextKept = 0
            session.checks.removeAll(keepingCapacity: true)
            let result = SettlingSession.$current.withValue(session) { Result { () throws(CellError) in try body() } }
            let value = try result.get()
            var changed: String?
            for check in session.checks { if let name = check(), changed == nil { changed = name } }
            guard let key = changed else { return value }
            if session.pass >= passLimit { throw .preferenceNotSettled(key: key, passes: passLimit) }
        }
    }
}
