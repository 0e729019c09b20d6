import CellShotIO
import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation

extension TestRun {
    /// The run as a report written into `out` (report.json, junit.xml, index.html and
    /// `images/`), the same documents `verify --report` writes: an entry per assertion named by
    /// test target, file and snapshot, its artifacts copied, and for a passed image snapshot a
    /// copy of its reference (no decoding, no rendering).
    public func report(into out: String) throws -> Report {
        let images = try Report.prepare(folder: out)
        var entries: [ReportEntry] = []
        entries.reserveCapacity(records.count)
        for record in records {
            entries.append(try entry(record, images: images))
        }
        let modules = Set(records.map(\.module)).sorted()
        let report = Report(catalogs: modules.map { "swift test: \($0)" }, snapshots: entries)
        try report.writeDocuments(to: out)
        return report
    }

    /// The report entry of one record, its files copied into `images`.
    func entry(_ record: AssertionRecord, images: String) throws -> ReportEntry {
        let status = SnapshotStatus(recorded: record.status)?.verdict ?? .error
        let resolved = Containment.resolve(record.file)
        let file = resolved.hasPrefix(package + "/") ? String(resolved.dropFirst(package.count + 1)) : record.file
        var entry = ReportEntry(name: Self.name(of: record), status: status, reference: record.reference,
                            differentPixels: record.differentPixels, changes: record.changes, message: record.message,
                            source: FileLocation(file: file, line: record.line, column: record.column))
        entry.test = record.test
        entry.referenceDigest = record.referenceDigest
        let stem = String(record.fileName.dropLast(5))
        func copy(_ path: String?, _ suffix: String, share: Bool = false) throws -> String? {
            guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
            let relative = Report.imagesFolder + "/" + stem + suffix
            if share { return ReportImages.share(path, as: images + "/" + stem + suffix) ? relative : nil }
            let data: Data
            do { data = try LimitedFile.read(path, limit: Report.maxImageBytes) } catch {
                throw ReportError("cannot copy \(path) into the report: \(error.description)")
            }
            try AtomicFile.write(Array(data), to: images + "/" + stem + suffix, durable: false)
            return relative
        }
        entry.actual = try copy(record.actual, record.actual?.hasSuffix(".txt") == true ? ".actual.txt" : ".actual.png")
        entry.diff = try copy(record.diff, ".diff.png")
        entry.sideBySide = try copy(record.sideBySide, ".side-by-side.png")
        entry.actualDump = try copy(record.actualDump, ".actual.dump.txt")
        let passedImage = status == .passed && record.reference.hasSuffix(".png")
        // A `.layout` snapshot's reference and actual are layout dumps: they keep their extension.
        entry.expected = try passedImage ? copy(record.reference, ".expected.png", share: true)
            : copy(record.expected, record.expected?.hasSuffix(".txt") == true ? ".expected.txt" : ".expected.png")
        return entry
    }
}
