import CellShotDiff

/// The outcome of checking one snapshot against its reference.
public struct SnapshotResult: Sendable {
    /// How the check ended (the one status type results, records and reports share).
    public typealias Status = SnapshotStatus

    /// A changed region of the comparison and the deepest element covering it.
    public struct Region: Sendable, Equatable {
        public var region: ChangedRegion
        /// Path of the deepest element whose frame covers the region ("badge", "chip[1].label"), if known.
        public var element: String?
    }

    /// The snapshot's name as given (before sanitising).
    public var name: String
    public var status: Status
    /// The reference file.
    public var referencePath: String
    /// The pixel comparison, when one ran.
    public var diff: DiffResult?
    /// Element-level changes, when both layouts are known.
    public var changes: [LayoutChange]
    /// Changed regions mapped to elements.
    public var regions: [Region]
    /// Files written for a failure.
    public var artifacts: Artifacts?
    /// The whole human message: what changed, pixel statistics, regions, artifacts, how to proceed.
    public var message: String

    /// True for ``SnapshotStatus/passed`` and ``SnapshotStatus/tolerated``.
    public var passed: Bool { status.isPass }
}
