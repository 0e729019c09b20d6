import CellShotIO
import CellShotPNG
import CellShotRaster
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// References no catalog snapshot produces.
public enum Pruning {
    /// The references in the catalog's reference folders that belong to no snapshot, sorted:
    /// regular files only (never a folder, a symbolic link or a device), each a PNG carrying
    /// CellShot's hash chunk or the `.txt` layout dump beside such a PNG. Nothing else in the
    /// folder is ever listed, whatever its name.
    public static func stale(_ catalog: Catalog) throws -> [String] {
        let names = Set(catalog.snapshots.map(\.name))
        var stale: [String] = []
        for folder in catalog.referenceFolders {
            guard FileManager.default.fileExists(atPath: folder) else { continue }
            let files: [String]
            do { files = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
                throw ReportError("cannot list \(folder): \(error.localizedDescription)")
            }
            for file in files.sorted() where file.hasSuffix(".png") || file.hasSuffix(".txt") {
                let stem = String(file.dropLast(4))
                guard !names.contains(stem), isReference("\(folder)/\(stem).png"),
                      isRegular("\(folder)/\(file)") else { continue }
                stale.append("\(folder)/\(file)")
            }
        }
        return stale
    }

    /// Whether `path` is a regular file (not followed through a symbolic link) that starts like
    /// a PNG written by CellShot (``PixelHashChunk/isPresent(_:)``).
    static func isReference(_ path: String) -> Bool {
        guard isRegular(path), let bytes = try? FileBytes.read(path, maxBytes: Report.maxImageBytes) else { return false }
        return PixelHashChunk.isPresent(bytes)
    }

    static func isRegular(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// Removes the stale reference file at `path` (a regular file only; never a folder).
    public static func remove(_ path: String) throws {
        guard isRegular(path) else { throw ReportError("cannot remove \(path): it is no longer a regular file") }
        guard unlink(path) == 0 else { throw ReportError("cannot remove \(path): \(FileBytes.errnoText(errno))") }
    }
}
