import CellShotPNG
import CellShotStore
import Foundation

/// The assertion records a `swift test` run left in its artifacts folder, read as untrusted
/// input: a record that cannot be read, comes from another format version, or names a file
/// outside the package or the artifacts folder becomes a problem naming the file, and every
/// complete record is still used.
public struct TestRun: Sendable {
    /// The artifacts folder.
    public var artifacts: String
    /// The package the tests belong to (symbolic links resolved).
    public var package: String
    /// The readable assertion records, sorted by report name.
    public var records: [AssertionRecord]
    /// The test processes' command lines.
    public var processes: [TestProcessRecord]
    /// One line per record file that was refused.
    public var problems: [String]

    /// The largest record file read.
    static let maxRecordBytes = 1 << 20

    /// Reads `<artifacts>/records/`; references and test files must lie inside `package`.
    /// - Throws: ``ReportError`` when there is no records folder.
    public static func read(artifacts: String, package: String) throws -> TestRun {
        let folder = artifacts + "/" + AssertionRecord.folder
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw ReportError("no assertion records in \(folder): run `swift test` first (or set CELLSHOT_ARTIFACTS to the folder it used)")
        }
        let inside = Containment(package: package, artifacts: artifacts)
        var run = TestRun(artifacts: artifacts, package: inside.package, records: [], processes: [], problems: [])
        for file in files where file.hasSuffix(".json") {
            let path = folder + "/" + file
            do {
                let data = try LimitedFile.read(path, limit: maxRecordBytes)
                if file.hasPrefix("p-") {
                    run.processes.append(try decode(TestProcessRecord.self, data, path: path, format: \.format))
                } else {
                    let record = try decode(AssertionRecord.self, data, path: path, format: \.format)
                    try inside.check(record, path: path)
                    run.records.append(record)
                }
            } catch let error as LimitedFile.Failure {
                run.problems.append(error.description)
            } catch {
                run.problems.append("\(error)")
            }
        }
        run.records = run.records.map { (name(of: $0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        return run
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ data: Data, path: String, format key: KeyPath<T, Int>) throws -> T {
        let decoded: Result<T, Error> = Result { try JSONDecoder().decode(type, from: data) }
        if case let .success(value) = decoded, value[keyPath: key] == AssertionRecord.currentFormat { return value }
        let format = (try? JSONDecoder().decode(RecordFormat.self, from: data))?.format
        guard let format else { throw ReportError("\(path) is not a CellShot assertion record (half written or foreign)") }
        guard format == AssertionRecord.currentFormat else {
            throw ReportError("\(path) has record format \(format); this snapshot reads format \(AssertionRecord.currentFormat) (delete the folder and run the tests again)")
        }
        if case let .failure(error) = decoded {
            throw ReportError("\(path) is not a complete CellShot assertion record: \(error)")
        }
        return try decoded.get()
    }

    /// A record's report entry name: test target, test file and snapshot ("AppTests/CardTests/card.1").
    public static func name(of record: AssertionRecord) -> String {
        let file = (record.file as NSString).lastPathComponent
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return "\(record.module)/\(stem)/\(record.snapshot)"
    }

    /// The filtered test process, when part of the run was selected with a filter.
    public var filteredProcess: TestProcessRecord? { processes.first { $0.filter != nil } }
}

/// The one key every record file has.
private struct RecordFormat: Decodable { var format: Int? }

/// Where the files a record names may be: references and test files inside the package,
/// artifacts inside the artifacts folder (after resolving symbolic links).
struct Containment {
    /// Both folders, resolved once.
    let package: String
    let artifacts: String

    init(package: String, artifacts: String) {
        self.package = Self.resolve(package); self.artifacts = Self.resolve(artifacts)
    }

    func check(_ record: AssertionRecord, path: String) throws {
        for (key, file) in [("reference", record.reference), ("file", record.file)] where !Self.contains(resolved: package, file) {
            throw ReportError("\(path): \(key) \(file) is outside the package \(package); refused")
        }
        for (key, file) in [("actual", record.actual), ("expected", record.expected), ("diff", record.diff),
                            ("sideBySide", record.sideBySide), ("actualDump", record.actualDump)] {
            if let file, !Self.contains(resolved: artifacts, file) {
                throw ReportError("\(path): \(key) \(file) is outside the artifacts folder \(artifacts); refused")
            }
        }
    }

    /// True when `path` (made absolute, symbolic links resolved as far as it exists) lies inside `root`.
    static func contains(_ root: String, _ path: String) -> Bool { contains(resolved: resolve(root), path) }

    /// ``contains(_:_:)`` for a root already resolved.
    static func contains(resolved root: String, _ path: String) -> Bool {
        ContainedPath.inside(resolve(path), root)
    }

    /// `path` absolute, with the symbolic links of its existing part resolved and the `.` and
    /// `..` of the rest applied (the store's one resolution rule for untrusted paths).
    static func resolve(_ path: String) -> String { ContainedPath.resolveExisting(path) }

    /// True for a regular file (not a link, folder, FIFO or device).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The package folder around `folder`: the nearest one holding Package.swift, else `folder`.
    static func packageRoot(from folder: String) -> String {
        var current = resolve(folder)
        while current != "/" && !current.isEmpty {
            if FileManager.default.fileExists(atPath: current + "/Package.swift") { return current }
            current = (current as NSString).deletingLastPathComponent
        }
        return resolve(folder)
    }
}

extension TestRun {
    /// The package folder around `folder`: the nearest one holding Package.swift, else `folder`.
    public static func packageRoot(from folder: String) -> String { Containment.packageRoot(from: folder) }
}
