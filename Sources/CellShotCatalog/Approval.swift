import CellShotPNG
import Foundation

/// Accepting a report's actual image (and layout dump) as a snapshot's reference.
public enum Approval {
    /// Stores `result`'s actual image from `reportFolder` as its reference; the files are
    /// rewritten only when pixels or dump change. A missing or unreadable actual is an error
    /// and leaves the reference untouched.
    public static func approve(_ result: SnapshotResult, reportFolder: String) throws -> Runner.Recording.Outcome {
        guard let actual = result.actual else { throw ReportError("the report has no actual image for \(result.name)") }
        let path = "\(reportFolder)/\(actual)"
        let bytes: [UInt8]
        do { bytes = Array(try LimitedFile.read(path, limit: ReferenceStore.maxPNGBytes)) } catch {
            throw ReportError("the actual image \(path) cannot be read (\(error.description)); run `snapshot verify --report \(reportFolder)` again")
        }
        let image = try PNGDecoder().decode(bytes)
        let dump = result.actualDump.flatMap { ReferenceStore.dump(at: "\(reportFolder)/\($0)") }
        let dumpPath = String(result.reference.dropLast(4)) + ".txt"
        guard result.reference.hasSuffix(".png") else { throw ReportError("the reference \(result.reference) is not a .png path") }
        return try ReferenceStore.store(image: image, encoded: bytes, dump: dump, pngPath: result.reference, dumpPath: dumpPath)
    }
}
