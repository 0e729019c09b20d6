import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation

/// Accepting a report's actual image (and layout dump) as a snapshot's reference.
public enum Approval {
    /// Stores `entry`'s actual image from `reportFolder` as its reference through the shared
    /// store (files rewritten only when pixels or dump change). A missing or unreadable actual
    /// is an error and leaves the reference untouched.
    /// Refused when the reference changed since the run (see `check`) unless `force`.
    public static func approve(_ entry: ReportEntry, reportFolder: String, force: Bool = false) throws -> SnapshotStore.WriteOutcome {
        try check(entry, reportFolder: reportFolder, force: force)
        guard let actual = entry.actual else { throw ReportError("the report has no actual image for \(entry.name)") }
        let path = "\(reportFolder)/\(actual)"
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReportError("the actual image \(path) is gone; run `snapshot verify --report \(reportFolder)` again")
        }
        let image: Image
        do { image = try PNGDecoder().decode(contentsOf: path) } catch {
            throw ReportError("the actual image \(path) cannot be read: \(error)")
        }
        let dump = entry.actualDump.flatMap { try? String(contentsOfFile: "\(reportFolder)/\($0)", encoding: .utf8) }
        let folder = (entry.reference as NSString).deletingLastPathComponent
        let store = SnapshotStore(folder: folder.isEmpty ? "." : folder)
        // The reference's own file name: a test snapshot's entry name is longer than its file's.
        let name = ((entry.reference as NSString).lastPathComponent as NSString).deletingPathExtension
        var outcome = try store.write(.image(image, layout: nil), named: name)
        if let dump, try store.write(.text(dump), named: name) != .unchanged, outcome == .unchanged { outcome = .updated }
        return outcome
    }
}
