import CellShotDiff

/// Settings for the assertions inside a scope (`withSnapshotTesting(record:folder:tolerance:artifacts:operation:)`
/// or the `.snapshots(…)` trait). Nil fields defer to the enclosing scope, then to the
/// environment (`CELLSHOT_RECORD`, `CELLSHOT_SNAPSHOTS`, `CELLSHOT_ARTIFACTS`, `CI`).
public struct SnapshotConfiguration: Sendable {
    /// When references are written.
    public var record: RecordMode?
    /// The folder holding the references (instead of `__Snapshots__/<TestFile>` beside the test).
    public var folder: String?
    /// The comparison (exact unless set).
    public var tolerance: DiffOptions?
    /// Where failure artifacts go.
    public var artifacts: String?

    public init(record: RecordMode? = nil, folder: String? = nil, tolerance: DiffOptions? = nil, artifacts: String? = nil) {
        self.record = record; self.folder = folder; self.tolerance = tolerance; self.artifacts = artifacts
    }

    /// The settings of the innermost scope.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// `self` with the fields `inner` sets replaced.
    func merging(_ inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, folder: inner.folder ?? folder,
                              tolerance: inner.tolerance ?? tolerance, artifacts: inner.artifacts ?? artifacts)
    }
}

/// Runs `operation` with snapshot settings for every assertion inside it (nested scopes
/// override the fields they set).
public func withSnapshotTesting<R>(record: RecordMode? = nil, folder: String? = nil, tolerance: DiffOptions? = nil,
                                   artifacts: String? = nil, operation: () throws -> R) rethrows -> R {
    let inner = SnapshotConfiguration(record: record, folder: folder, tolerance: tolerance, artifacts: artifacts)
    return try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(inner), operation: operation)
}

/// The `async` form of `withSnapshotTesting(record:folder:tolerance:artifacts:operation:)`.
public func withSnapshotTesting<R>(record: RecordMode? = nil, folder: String? = nil, tolerance: DiffOptions? = nil,
                                   artifacts: String? = nil, isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> R) async rethrows -> R {
    let inner = SnapshotConfiguration(record: record, folder: folder, tolerance: tolerance, artifacts: artifacts)
    return try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(inner),
                                                               operation: operation, isolation: isolation)
}
