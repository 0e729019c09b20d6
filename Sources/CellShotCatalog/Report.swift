import CellShotPNG
import Foundation

/// A verify run's report: summary counts and one entry per snapshot, written to a folder as
/// `report.json`, `junit.xml` and `index.html` with the images beside them (`images/`).
/// `approve` and `merge-reports` read it back. Keys are documented in docs/catalog.md.
public struct Report: Codable, Sendable, Equatable {
    /// Counts by status.
    public struct Summary: Codable, Sendable, Equatable {
        public var total = 0, passed = 0, failed = 0, new = 0, errors = 0

        /// The counts of `snapshots`.
        public init(_ snapshots: [SnapshotResult]) {
            total = snapshots.count
            for s in snapshots {
                switch s.status {
                case .passed: passed += 1
                case .failed: failed += 1
                case .new: new += 1
                case .error: errors += 1
                }
            }
        }

        /// Whether the gate passes: every snapshot passed.
        public var allPassed: Bool { passed == total }
    }

    /// The report format's version.
    public var version = 1
    public var summary: Summary
    /// The catalog (or catalogs, for a merged report) verified.
    public var catalogs: [String]
    /// The shard verified (`1/4`), when the run was sharded.
    public var shard: String?
    public var snapshots: [SnapshotResult]

    /// A report of `snapshots`.
    public init(catalogs: [String], shard: String? = nil, snapshots: [SnapshotResult]) {
        self.catalogs = catalogs; self.shard = shard; self.snapshots = snapshots
        self.summary = Summary(snapshots)
    }

    /// The images folder inside a report folder.
    public static let imagesFolder = "images"

    /// Reads `folder/report.json`.
    public static func read(folder: String) throws -> Report {
        let path = "\(folder)/report.json"
        let data: Data
        do {
            data = try LimitedFile.read(path, limit: 256 << 20)
        } catch {
            throw ReportError("cannot read the report: \(error.description)")
        }
        do {
            return try JSONDecoder().decode(Report.self, from: data)
        } catch {
            throw ReportError("\(path) is not a CellShot report: \(error)")
        }
    }

    /// Writes the report into `folder` (created when missing): the artifacts of `verifications`
    /// under `images/`, then report.json, junit.xml and index.html, each atomically.
    public static func write(_ verifications: [Runner.Verification], catalogs: [String], shard: String?, to folder: String) throws -> Report {
        try prepare(folder: folder)
        var results: [SnapshotResult] = []
        for v in verifications {
            var r = v.result
            func put(_ bytes: [UInt8]?, _ suffix: String) throws -> String? {
                guard let bytes else { return nil }
                let relative = "\(imagesFolder)/\(r.name).\(suffix)"
                try AtomicFile.write(bytes, to: "\(folder)/\(relative)")
                return relative
            }
            r.actual = try put(v.actualPNG, "actual.png")
            r.expected = try put(v.referencePNG, "expected.png")
            r.diff = try put(v.diffPNG, "diff.png")
            r.actualDump = try put(v.actualDump.map { Array($0.utf8) }, "actual.txt")
            results.append(r)
        }
        let report = Report(catalogs: catalogs, shard: shard, snapshots: results)
        try report.writeDocuments(to: folder)
        return report
    }

    /// Creates `folder` and its images folder; a file in the way is an error.
    static func prepare(folder: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw ReportError("the report folder \(folder) is a file")
        }
        do {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(imagesFolder)", withIntermediateDirectories: true)
        } catch {
            throw ReportError("cannot create the report folder \(folder): \(error.localizedDescription)")
        }
    }

    /// Writes report.json, junit.xml and index.html into `folder`.
    public func writeDocuments(to folder: String) throws {
        try AtomicFile.write(Array(json().utf8), to: "\(folder)/report.json")
        try AtomicFile.write(Array(JUnitReport.xml(self).utf8), to: "\(folder)/junit.xml")
        try AtomicFile.write(Array(HTMLReport.page(self).utf8), to: "\(folder)/index.html")
    }

    /// The report as pretty-printed JSON with sorted keys (stable bytes).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// Joins shard reports into one written to `out`: their images are copied, names must
    /// not repeat.
    public static func merge(_ folders: [String], into out: String) throws -> Report {
        try prepare(folder: out)
        var results: [SnapshotResult] = []
        var catalogs: [String] = []
        var seen: [String: String] = [:]
        for folder in folders {
            let report = try read(folder: folder)
            for c in report.catalogs where !catalogs.contains(c) { catalogs.append(c) }
            for var r in report.snapshots {
                if let other = seen[r.name] { throw ReportError("snapshot \(r.name) is in both \(other) and \(folder)") }
                seen[r.name] = folder
                for key in [\SnapshotResult.actual, \.expected, \.diff, \.actualDump] {
                    guard let relative = r[keyPath: key] else { continue }
                    let data: Data
                    do { data = try LimitedFile.read("\(folder)/\(relative)", limit: ReferenceStore.maxPNGBytes) } catch {
                        throw ReportError("cannot merge \(folder): \(error.description)")
                    }
                    try AtomicFile.write(Array(data), to: "\(out)/\(relative)")
                    r[keyPath: key] = relative
                }
                results.append(r)
            }
        }
        let merged = Report(catalogs: catalogs, snapshots: results)
        try merged.writeDocuments(to: out)
        return merged
    }
}

/// A report that cannot be read or written.
public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
