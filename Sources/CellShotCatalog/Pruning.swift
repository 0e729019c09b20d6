import Foundation

/// References no catalog snapshot produces.
public enum Pruning {
    /// The `.png` and `.txt` files in the catalog's reference folders that belong to no
    /// snapshot, sorted. Other files are never listed.
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
                if !names.contains(String(file.dropLast(4))) { stale.append("\(folder)/\(file)") }
            }
        }
        return stale
    }
}
