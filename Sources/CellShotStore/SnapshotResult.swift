import CellShotDiff

/// The outcome of checking one snapshot against its reference.
public struct SnapshotResult: Sendable {
    /// How the check ended.
    public enum Status: String, Sendable {
        /// The reference matches exactly (or, for text, is the same text).
        case matched
        /// Some pixels differ but the opted-in tolerance accepts them; ``SnapshotResult/message`` says how much.
        case tolerated
        /// The reference was written (new or changed). Fails an assertion, so a run that records is never green.
        case recorded
        /// There is no reference and the record mode forbids writing one.
        case missing
        /// The snapshot differs from its reference.
        case failed
        /// The reference could not be read or written (corrupt PNG, unwritable folder…).
        case error
    }

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

    /// True for ``Status/matched`` and ``Status/tolerated``.
    public var passed: Bool { status == .matched || status == .tolerated }
}
