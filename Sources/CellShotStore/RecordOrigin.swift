/// Where a check's record mode came from, so a message can say so and suggest a command that
/// works there (`CELLSHOT_RECORD` cannot override a mode set by the call or a scope).
public enum RecordOrigin: Sendable, Equatable {
    /// The assertion's own `record:` argument.
    case call
    /// A `.snapshots(record:)` trait or a `withSnapshotTesting(record:)` scope.
    case scope
    /// `CELLSHOT_RECORD`.
    case environment
    /// Neither is set: `never` because `CI` is set, else `missing`.
    case standard
    /// `snapshot verify`, which never writes references.
    case verify

    /// The words after the mode in a message ("set by this assertion's record: argument").
    public func describe(_ mode: RecordMode) -> String {
        switch self {
        case .call: "set by this assertion's `record:` argument"
        case .scope: "set by a `.snapshots(record:)` trait or `withSnapshotTesting(record:)` scope"
        case .environment: "from CELLSHOT_RECORD"
        case .standard: mode == .never ? "the default when CI is set" : "the default"
        case .verify: "`snapshot verify` never writes references"
        }
    }

    /// The mode of an assertion: its `call` argument, else the `scope`'s, else the environment's.
    /// - Throws: ``StoreError`` when `CELLSHOT_RECORD` holds an unknown value.
    public static func resolve(call: RecordMode?, scope: RecordMode?,
                               environment: [String: String]) throws(StoreError) -> (RecordMode, RecordOrigin) {
        if let call { return (call, .call) }
        if let scope { return (scope, .scope) }
        let set = !(environment[RecordMode.environmentKey] ?? "").isEmpty
        return (try RecordMode.fromEnvironment(environment), set ? .environment : .standard)
    }
}
