import CellShotStore

/// What verifying one snapshot found: one entry of `report.json` (see docs/catalog.md).
public struct ReportEntry: Codable, Sendable, Equatable {
    /// The verdict: one of ``SnapshotStatus/verdict``'s four (`passed`, `failed`, `new`, `error`).
    public typealias Status = SnapshotStatus

    public var name: String
    public var status: Status
    /// The reference PNG's path, as the run saw it.
    public var reference: String
    /// The actual image inside the report folder (relative to it); nil when not written.
    public var actual: String?
    /// The diff image inside the report folder; nil when there is none.
    public var diff: String?
    /// A copy of the reference inside the report folder, for the HTML page; nil when none.
    public var expected: String?
    /// The actual layout dump inside the report folder (what `approve` stores beside the PNG).
    public var actualDump: String?
    /// Reference and actual side by side, with the differences marked, inside the report folder.
    public var sideBySide: String?
    /// Pixels that differ exactly (0 when passed or new).
    public var differentPixels: Int
    /// Element-level changes from the layout trees, e.g. "badge: moved 4 pt right".
    public var changes: [String]
    /// For people: what happened, the pixel statistics and how to proceed (several lines).
    public var message: String
    /// The catalog file and line that define the snapshot, or the assertion's test file and line.
    public var source: FileLocation
    /// The test function that made the assertion; nil for a catalog snapshot.
    public var test: String?
    /// A digest of the reference file when the run checked it (`absent`: there was none), so
    /// `approve` refuses a reference that changed since; nil when not recorded.
    public var referenceDigest: String?

    /// A result with no artifacts yet.
    public init(name: String, status: Status, reference: String, differentPixels: Int = 0, changes: [String] = [],
                message: String = "", source: FileLocation) {
        self.name = name; self.status = status; self.reference = reference
        self.differentPixels = differentPixels; self.changes = changes; self.message = message; self.source = source
    }
}
