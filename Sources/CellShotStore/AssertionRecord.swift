import CellShotDiff
import CellShotPNG
import Foundation

/// What one `assertSnapshot` did, as a test run leaves it for `snapshot report`, `approve` and
/// `prune --tests`: one JSON file per assertion in `<artifacts>/records/` (passed ones too).
/// Keys are documented in docs/ci.md.
public struct AssertionRecord: Codable, Sendable, Equatable {
    /// The record format this version writes and reads.
    public static let currentFormat = 1
    /// The folder inside the artifacts folder that holds the records.
    public static let folder = "records"

    /// The record format (``currentFormat``).
    public var format: Int
    /// The test target (the first part of `#fileID`).
    public var module: String
    /// The test file's path (`#filePath`).
    public var file: String
    /// The test function ("card").
    public var test: String
    /// The snapshot's full name inside its test file ("card.1", "card.image").
    public var snapshot: String
    public var line: Int
    public var column: Int
    /// ``SnapshotStatus`` as text (`SnapshotStatus(recorded:)` reads it back).
    public var status: String
    /// The reference file.
    public var reference: String
    /// ``FileDigest`` of the reference when the check ran (`absent` when there was none); only
    /// for assertions that did not pass, so `approve` can tell that a reference changed since.
    public var referenceDigest: String?
    /// The artifact files written for a failure (absolute paths), nil when none.
    public var actual: String?
    public var expected: String?
    public var diff: String?
    public var sideBySide: String?
    /// The actual layout dump, written beside the actual image.
    public var actualDump: String?
    /// Pixels that differ exactly.
    public var differentPixels: Int
    /// Element-level changes ("badge: moved 4 pt left").
    public var changes: [String]
    /// The assertion's whole message.
    public var message: String

    /// A record of `result` for the snapshot `snapshot` of `test` in `file`.
    public init(module: String, file: String, test: String, snapshot: String, line: Int, column: Int,
                result: SnapshotResult) {
        format = Self.currentFormat
        self.module = module; self.file = file; self.test = test; self.snapshot = snapshot
        self.line = line; self.column = column
        status = result.status.rawValue
        reference = result.referencePath
        actual = result.artifacts?.actual; expected = result.artifacts?.reference
        diff = result.artifacts?.diff; sideBySide = result.artifacts?.sideBySide
        differentPixels = result.diff?.differentPixels ?? 0
        changes = result.changes.map(\.description)
        message = result.message
        if !result.passed { referenceDigest = FileDigest.of(file: result.referencePath) }
    }

    /// The record's file name: a hash of module, file, test and snapshot, so running the same
    /// assertion again replaces its record.
    public var fileName: String {
        "a-" + FileDigest.hex(FileDigest.fnv1a(Array("\(module)|\(file)|\(test)|\(snapshot)".utf8))) + ".json"
    }

    /// Writes the record atomically into `<artifacts>/records/`.
    public func write(into artifacts: ArtifactFolder) throws(StoreError) {
        try RecordFile.write(self, name: fileName, into: artifacts)
    }
}

/// One test process's command line, written once per process beside the assertion records:
/// `prune --tests` refuses to delete after a run that was filtered.
public struct TestProcessRecord: Codable, Sendable, Equatable {
    public var format: Int
    public var pid: Int32
    /// The test process's arguments after its path.
    public var arguments: [String]

    public init(pid: Int32, arguments: [String]) {
        format = AssertionRecord.currentFormat; self.pid = pid; self.arguments = arguments
    }

    /// The filter or skip argument that selected part of the tests, nil for a full run:
    /// `--filter`/`--skip` (Swift Testing) or a test specifier (XCTest).
    public var filter: String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--filter" || argument == "--skip" {
                return argument + (index + 1 < arguments.count ? " " + arguments[index + 1] : "")
            }
            if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") { return argument }
            if argument == "--testing-library" || argument == "--event-stream-output-path" || argument == "--attachments-path"
                || argument == "--xunit-output" || argument == "--configuration-path" { index += 2; continue }
            if !argument.hasPrefix("-") { return argument }
            index += 1
        }
        return nil
    }

    /// The file name for this process.
    public var fileName: String { "p-\(pid).json" }
}

/// A content digest of a file: 64-bit FNV-1a of its bytes as 16 hex digits.
public enum FileDigest {
    /// The digest of `file`'s bytes, `absent` when the file does not exist or cannot be read.
    public static func of(file: String) -> String {
        guard let bytes = FileStore.readBytes(file) else { return "absent" }
        return hex(fnv1a(bytes))
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// `value` as 16 lower-case hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension TestProcessRecord {
    /// Writes the record atomically into `<artifacts>/records/`. An unfiltered process removes
    /// the records of earlier filtered processes: its run covers what they ran.
    public func write(into artifacts: ArtifactFolder) throws(StoreError) {
        try RecordFile.write(self, name: fileName, into: artifacts)
        guard filter == nil else { return }
        let records = artifacts.path + "/" + AssertionRecord.folder
        for file in (try? FileManager.default.contentsOfDirectory(atPath: records)) ?? []
        where file.hasPrefix("p-") && file.hasSuffix(".json") && file != fileName {
            let path = records + "/" + file
            guard let data = FileManager.default.contents(atPath: path),
                  let other = try? JSONDecoder().decode(TestProcessRecord.self, from: data), other.filter != nil else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// Writing one record file atomically into `<artifacts>/records/`.
enum RecordFile {
    static func write<T: Encodable>(_ value: T, name: String, into artifacts: ArtifactFolder) throws(StoreError) {
        let records = artifacts.path + "/" + AssertionRecord.folder
        try FileStore.makeFolder(records)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            throw StoreError(path: records + "/" + name, problem: "cannot encode the record")
        }
        try FileStore.writeText(String(decoding: data, as: UTF8.self), to: records + "/" + name, durable: false)
    }
}
