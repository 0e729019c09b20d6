import CellShotIO
import CellShotPNG
import CellShotStore
import Foundation

/// A verify run's report: summary counts and one entry per snapshot, written to a folder as
/// `report.json`, `junit.xml` and `index.html` with the images beside them (`images/`).
/// `approve` and `merge-reports` read it back. Keys are documented in docs/catalog.md.
public struct Report: Codable, Sendable, Equatable {
    /// Counts by status.
    public struct Summary: Codable, Sendable, Equatable {
        public var total = 0, passed = 0, failed = 0, new = 0, errors = 0

        /// The counts of `snapshots`.
        public init(_ snapshots: [ReportEntry]) {
            total = snapshots.count
            for entry in snapshots {
                switch entry.status.verdict {
                case .passed, .tolerated: passed += 1
                case .failed: failed += 1
                case .new: new += 1
                case .recorded, .error: errors += 1
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
    public var snapshots: [ReportEntry]

    /// A report of `snapshots`.
    public init(catalogs: [String], shard: String? = nil, snapshots: [ReportEntry]) {
        self.catalogs = catalogs; self.shard = shard; self.snapshots = snapshots
        self.summary = Summary(snapshots)
    }

    /// The largest image or dump copied when merging reports.
    public static let maxImageBytes = 64 << 20

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
        return try decode(data, path: path)
    }

    /// Decodes report.json bytes (`path` names them in errors). A report is untrusted input
    /// (it may be downloaded from CI): the file paths of its entries are checked where they are
    /// used (``file(_:in:)``), not here.
    public static func decode(_ data: Data, path: String) throws -> Report {
        do {
            return try JSONDecoder().decode(Report.self, from: data)
        } catch {
            throw ReportError("\(path) is not a CellShot report: \(error)")
        }
    }

    /// The file `relative` (a path from a report entry) inside the report `folder`, resolved
    /// through symbolic links; an error when it is absolute, climbs out with `..` or resolves
    /// outside the folder.
    public static func file(_ relative: String, in folder: String) throws -> String {
        do { return try ContainedPath.resolve(relative, inside: folder) } catch {
            throw ReportError("the report \(folder) names a file outside it: \(error)")
        }
    }

    /// Creates `folder` and an empty images folder in it (the images and documents of an
    /// earlier run are removed); returns the images folder. A file in the way, or an empty path
    /// (which would put the report at the file system's root), is an error.
    @discardableResult
    public static func prepare(folder: String) throws -> String {
        guard !folder.isEmpty else { throw ReportError("the report folder path is empty") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw ReportError("the report folder \(folder) is a file")
        }
        let images = "\(folder)/\(imagesFolder)"
        do {
            try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: images) where file.hasSuffix(".png") || file.hasSuffix(".txt") {
                try FileManager.default.removeItem(atPath: "\(images)/\(file)")
            }
            // A report from an earlier run must not pass for this run's if writing fails.
            for document in documents where FileManager.default.fileExists(atPath: "\(folder)/\(document)") {
                try FileManager.default.removeItem(atPath: "\(folder)/\(document)")
            }
        } catch {
            throw ReportError("cannot prepare the report folder \(folder): \(error.localizedDescription)")
        }
        return images
    }

    /// The documents of a report folder.
    static let documents = ["report.json", "junit.xml", "index.html"]

    /// Writes report.json, junit.xml and index.html into `folder`, each atomically. When one
    /// cannot be written (a full disk), those already written are removed again, so a folder
    /// never holds half a report.
    public func writeDocuments(to folder: String) throws {
        let contents = [json(), JUnitReport.xml(self), HTMLReport.page(self)]
        for (i, document) in Self.documents.enumerated() {
            do { try AtomicFile.write(Array(contents[i].utf8), to: "\(folder)/\(document)") } catch {
                for written in Self.documents.prefix(i) { try? FileManager.default.removeItem(atPath: "\(folder)/\(written)") }
                throw error
            }
        }
    }

    /// The report as pretty-printed JSON with sorted keys (stable bytes).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// Joins shard reports into one written to `out`: their images are copied, names must
    /// not repeat. Every file an entry names must lie inside its report folder, and `out` must
    /// neither be nor contain nor lie inside an input (it is emptied first).
    public static func merge(_ folders: [String], into out: String) throws -> Report {
        for folder in folders where ContainedPath.overlap(folder, out) {
            throw ReportError("the output folder \(out) overlaps the input report \(folder); choose another --out")
        }
        try prepare(folder: out)
        var results: [ReportEntry] = []
        var catalogs: [String] = []
        var seen: [String: String] = [:]
        for folder in folders {
            let report = try read(folder: folder)
            for catalog in report.catalogs where !catalogs.contains(catalog) { catalogs.append(catalog) }
            for var entry in report.snapshots {
                if let other = seen[entry.name] { throw ReportError("snapshot \(entry.name) is in both \(other) and \(folder)") }
                seen[entry.name] = folder
                for key in [\ReportEntry.actual, \.expected, \.diff, \.sideBySide, \.actualDump] {
                    guard let relative = entry[keyPath: key] else { continue }
                    let source = try file(relative, in: folder), target = try file(relative, in: out)
                    let data: Data
                    do { data = try LimitedFile.read(source, limit: Report.maxImageBytes) } catch {
                        throw ReportError("cannot merge \(folder): \(error.description)")
                    }
                    try AtomicFile.write(Array(data), to: target)
                    entry[keyPath: key] = relative
                }
                results.append(entry)
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
