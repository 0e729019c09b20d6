import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation

/// Accepting a report's actual image (and layout dump) as a snapshot's reference.
public enum Approval {
    /// Stores `entry`'s actual image from `reportFolder` as the reference of its snapshot through
    /// the shared store (files rewritten only when pixels or dump change). A catalog snapshot's
    /// reference goes to `referenceFolder` (the catalog's, never a path the report names); a
    /// test snapshot's (`entry.test` set, `referenceFolder` nil) to its `__Snapshots__` file,
    /// which must be a PNG inside the package. A report is untrusted input: its actual image and
    /// dump must resolve inside `reportFolder`. Refused when the reference changed since the run
    /// unless `force`. A missing, unreadable or escaping file is an error and leaves the
    /// reference untouched.
    public static func approve(_ entry: ReportEntry, reportFolder: String, referenceFolder: String?,
                               force: Bool = false) throws -> SnapshotStore.WriteOutcome {
        try check(entry, reportFolder: reportFolder, force: force)
        let (folder, name) = try destination(of: entry, referenceFolder: referenceFolder)
        guard let actual = entry.actual else { throw ReportError("the report has no actual image for \(entry.name)") }
        let path = try Report.file(actual, in: reportFolder)
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReportError("the actual image \(reportFolder)/\(actual) is gone; run `snapshot verify --report \(reportFolder)` again")
        }
        if isLayoutOnly(entry) { return try approveDump(at: path, named: name, in: folder, shown: "\(reportFolder)/\(actual)") }
        let image: Image
        do { image = try PNGDecoder().decode(contentsOf: path) } catch {
            throw ReportError("the actual image \(reportFolder)/\(actual) cannot be read: \(error)")
        }
        var dump: String?
        if let relative = entry.actualDump {
            let file = try Report.file(relative, in: reportFolder)
            dump = (try? LimitedFile.read(file, limit: Report.maxImageBytes)).flatMap { String(data: $0, encoding: .utf8) }
        }
        let store = SnapshotStore(folder: folder)
        var outcome = try store.write(.image(image, dump: nil), named: name)
        if let dump, try store.write(.text(dump), named: name) != .unchanged, outcome == .unchanged { outcome = .updated }
        return outcome
    }

    /// Whether `entry` is a test's `.layout` snapshot: its reference and actual are layout dumps.
    public static func isLayoutOnly(_ entry: ReportEntry) -> Bool {
        entry.test != nil && entry.reference.hasSuffix(".txt") && entry.actual?.hasSuffix(".txt") == true
    }

    /// Stores the layout dump at `path` (at most ``Report/maxImageBytes``, UTF-8) as the
    /// reference dump `name` in `folder`.
    private static func approveDump(at path: String, named name: String, in folder: String,
                                    shown: String) throws -> SnapshotStore.WriteOutcome {
        let data: Data
        do { data = try LimitedFile.read(path, limit: Report.maxImageBytes) } catch {
            throw ReportError("the actual layout dump \(shown) cannot be read: \(error)")
        }
        guard let dump = String(data: data, encoding: .utf8) else {
            throw ReportError("the actual layout dump \(shown) is not UTF-8 text")
        }
        return try SnapshotStore(folder: folder).write(.text(dump), named: name)
    }

    /// The folder and file name (without extension) `entry`'s reference is written to.
    public static func destination(of entry: ReportEntry, referenceFolder: String?) throws -> (folder: String, name: String) {
        if let referenceFolder { return (referenceFolder, entry.name) }
        guard entry.test != nil else {
            throw ReportError("the catalog has no snapshot of that name, so it has no reference to approve")
        }
        // A test snapshot's reference is the file its assertion used (checked to lie inside the
        // package); its entry name is longer than the file's.
        let folder = (entry.reference as NSString).deletingLastPathComponent
        let name = ((entry.reference as NSString).lastPathComponent as NSString).deletingPathExtension
        return (folder.isEmpty ? "." : folder, name)
    }

    /// The reference folder of every snapshot of the catalogs at `files`, by name (the first
    /// catalog naming a snapshot wins).
    public static func referenceFolders(_ files: [String]) throws -> [String: String] {
        var folders: [String: String] = [:]
        for file in files {
            for snapshot in try Catalog.load(file).snapshots where folders[snapshot.name] == nil { folders[snapshot.name] = snapshot.referenceFolder }
        }
        return folders
    }
}
