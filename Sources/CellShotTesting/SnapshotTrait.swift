import CellShotDiff
import Testing

/// A Swift Testing trait that sets snapshot settings for a test or a whole suite:
/// `@Suite(.snapshots(record: .failed)) struct CardTests { … }`.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings applied inside the scope.
    public var configuration: SnapshotConfiguration

    /// Suites pass the settings on to every test inside them.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for the test or suite (see ``SnapshotConfiguration``).
    public static func snapshots(record: RecordMode? = nil, folder: String? = nil, tolerance: DiffOptions? = nil,
                                 artifacts: String? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, folder: folder, tolerance: tolerance,
                                                           artifacts: artifacts))
    }
}
