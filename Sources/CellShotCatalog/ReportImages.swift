import CellShotIO
import CellShotPNG
import Foundation

/// Putting a reference into a report's images folder without decoding it.
enum ReportImages {
    /// Hard-links `source` (a regular file) as `destination`, or copies it where links are not
    /// possible (another file system). A reference is replaced by rename, never edited in place,
    /// so the link keeps showing the picture the run checked. Returns false when neither worked.
    static func share(_ source: String, as destination: String) -> Bool {
        guard Containment.isRegularFile(source) else { return false }
        if link(source, destination) == 0 { return true }
        guard let data = try? LimitedFile.read(source, limit: Report.maxImageBytes) else { return false }
        return (try? AtomicFile.write(Array(data), to: destination, durable: false)) != nil
    }
}
