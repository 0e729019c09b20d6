/// How checking one snapshot ended: the one status type of an assertion's result, a test run's
/// record and a report entry.
///
/// A report (`report.json`, JUnit, HTML) shows only the four verdicts ``passed``, ``failed``,
/// ``new`` and ``error``: ``verdict`` folds the other two into them.
public enum SnapshotStatus: String, Codable, Sendable, CaseIterable {
    /// The reference matches exactly (or, for text, is the same text).
    case passed
    /// Some pixels differ but the opted-in tolerance accepts them; the message says how much.
    case tolerated
    /// The reference was written (new or changed). Fails an assertion, so a run that records is never green.
    case recorded
    /// There is no reference and the record mode forbids writing one.
    case new
    /// The snapshot differs from its reference.
    case failed
    /// The snapshot could not be rendered, or its reference could not be read or written.
    case error

    /// True for ``passed`` and ``tolerated``.
    public var isPass: Bool { self == .passed || self == .tolerated }

    /// The status a report shows: ``tolerated`` passed, ``recorded`` is an ``error`` (a verify run
    /// never records), the others are themselves.
    public var verdict: SnapshotStatus {
        switch self {
        case .passed, .tolerated: .passed
        case .recorded, .error: .error
        case .new: .new
        case .failed: .failed
        }
    }

    /// The status written as `text` in a record, also reading the words of earlier versions
    /// (`matched`, `missing`); nil for anything else.
    public init?(recorded text: String) {
        switch text {
        case "matched": self = .passed
        case "missing": self = .new
        default: self.init(rawValue: text)
        }
    }

    /// The earlier name of ``passed``.
    @available(*, deprecated, renamed: "passed")
    public static var matched: SnapshotStatus { .passed }
    /// The earlier name of ``new``.
    @available(*, deprecated, renamed: "new")
    public static var missing: SnapshotStatus { .new }
}

extension SnapshotStatus {
    /// The verdict of `status` (``verdict``), as report entries spelled it before the types were one.
    @available(*, deprecated, message: "use status.verdict")
    public init(_ status: SnapshotStatus) { self = status.verdict }
}
