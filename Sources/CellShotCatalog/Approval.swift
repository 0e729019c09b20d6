import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation

/// Accepting a report's actual image (and layout dump) as a snapshot's reference.
public enum Approval {
    /// Stores `entry`'s actual image from `reportFolder` as its reference through the shared
    /// store (files rewritten only when pixels or dump change). A missing or unreadable actual
    /// is an error and leaves the reference untouched.
    public static func approve(_ entry: ReportEntry, reportFolder: String) throws -> SnapshotStore.WriteOutcome {
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
        var outcome = try store.write(.image(image, layout: nil), named: entry.name)
        if let dump, try store.write(.text(dump), named: entry.name) != .unchanged, outcome == .unchanged { outcome = .updated }
        return outcome
    }
}
