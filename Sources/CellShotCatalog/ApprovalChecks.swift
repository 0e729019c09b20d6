import CellShotStore
import Foundation

extension Approval {
    /// Refuses to approve `entry` when its reference changed since the run checked it (unless
    /// `force`), and — for a test-run entry — when its reference is not a PNG (a layout dump for a `.layout`
    /// snapshot) inside the package around the current folder or its actual files are not inside `reportFolder`.
    static func check(_ entry: ReportEntry, reportFolder: String, force: Bool) throws {
        if entry.test != nil {
            let package = Containment.packageRoot(from: FileManager.default.currentDirectoryPath)
            guard entry.reference.hasSuffix(".png") || isLayoutOnly(entry), Containment.contains(package, entry.reference) else {
                throw ReportError("the reference \(entry.reference) is not a PNG or layout dump inside the package \(package); refused")
            }
            for file in [entry.actual, entry.actualDump].compactMap({ $0 })
            where !Containment.contains(reportFolder, "\(reportFolder)/\(file)") {
                throw ReportError("\(file) is outside the report folder \(reportFolder); refused")
            }
        }
        if let digest = entry.referenceDigest, !force, FileDigest.of(file: entry.reference) != digest {
            let now = FileManager.default.fileExists(atPath: entry.reference) ? "changed" : "was removed"
            throw ReportError("the reference \(entry.reference) \(digest == "absent" ? "was created" : now) since the run;"
                              + " run the tests again, or pass --force to replace it anyway")
        }
    }
}
