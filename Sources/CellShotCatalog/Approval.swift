import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation

/// Accepting a report's actual image (and layout dump) as a snapshot's reference.
public enum Approval {
    /// Stores `entry`'s actual image from `reportFolder` as the reference of its snapshot in
    /// `referenceFolder` (the catalog's, never a path the report names) through the shared
    /// store (files rewritten only when pixels or dump change). A report is untrusted input:
    /// its actual image and dump must resolve inside `reportFolder`. A missing, unreadable or
    /// escaping file is an error and leaves the reference untouched.
    public static func approve(_ entry: ReportEntry, reportFolder: String,
                               referenceFolder: String) throws -> SnapshotStore.WriteOutcome {
        guard let actual = entry.actual else { throw ReportError("the report has no actual image for \(entry.name)") }
        let path = try Report.file(actual, in: reportFolder)
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReportError("the actual image \(reportFolder)/\(actual) is gone; run `snapshot verify --report \(reportFolder)` again")
        }
        let image: Image
        do { image = try PNGDecoder().decode(contentsOf: path) } catch {
            throw ReportError("the actual image \(reportFolder)/\(actual) cannot be read: \(error)")
        }
        var dump: String?
        if let relative = entry.actualDump {
            let file = try Report.file(relative, in: reportFolder)
            dump = (try? LimitedFile.read(file, limit: Report.maxImageBytes)).flatMap { String(data: $0, encoding: .utf8) }
        }
        let store = SnapshotStore(folder: referenceFolder)
        var outcome = try store.write(.image(image, layout: nil), named: entry.name)
        if let dump, try store.write(.text(dump), named: entry.name) != .unchanged, outcome == .unchanged { outcome = .updated }
        return outcome
    }

    /// The reference folder of every snapshot of the catalogs at `files`, by name (the first
    /// catalog naming a snapshot wins).
    public static func referenceFolders(_ files: [String]) throws -> [String: String] {
        var folders: [String: String] = [:]
        for file in files {
            for s in try Catalog.load(file).snapshots where folders[s.name] == nil { folders[s.name] = s.referenceFolder }
        }
        return folders
    }
}
