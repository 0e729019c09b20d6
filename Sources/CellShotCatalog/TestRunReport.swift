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
    func entry(_ r: AssertionRecord, images: String) throws -> ReportEntry {
        let status = SnapshotStatus(recorded: r.status)?.verdict ?? .error
        let resolved = Containment.resolve(r.file)
        let file = resolved.hasPrefix(package + "/") ? String(resolved.dropFirst(package.count + 1)) : r.file
        var e = ReportEntry(name: Self.name(of: r), status: status, reference: r.reference,
                            differentPixels: r.differentPixels, changes: r.changes, message: r.message,
                            source: FileLocation(file: file, line: r.line, column: r.column))
        e.test = r.test
        e.referenceDigest = r.referenceDigest
        let stem = String(r.fileName.dropLast(5))
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
        e.actual = try copy(r.actual, r.actual?.hasSuffix(".txt") == true ? ".actual.txt" : ".actual.png")
        e.diff = try copy(r.diff, ".diff.png")
        e.sideBySide = try copy(r.sideBySide, ".side-by-side.png")
        e.actualDump = try copy(r.actualDump, ".actual.dump.txt")
        let passedImage = status == .passed && r.reference.hasSuffix(".png")
        // A `.layout` snapshot's reference and actual are layout dumps: they keep their extension.
        e.expected = try passedImage ? copy(r.reference, ".expected.png", share: true)
            : copy(r.expected, r.expected?.hasSuffix(".txt") == true ? ".expected.txt" : ".expected.png")
        return e
    }
}
