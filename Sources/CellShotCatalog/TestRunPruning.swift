import CellShotStore
import Foundation

extension TestRun {
    /// The `.png` and `.txt` files inside the package's `__Snapshots__` folders that no recorded
    /// assertion used (an image reference's layout dump counts as used with it), sorted. Only
    /// regular files are listed; hidden folders (`.build`) and nested packages are not searched.
    public func unusedReferences() -> [String] {
        var used = Set<String>()
        for record in records {
            let reference = Containment.resolve(record.reference)
            used.insert(reference)
            if reference.hasSuffix(".png") { used.insert(String(reference.dropLast(4)) + ".txt") }
        }
        let root = package
        var unused: [String] = []
        for folder in Self.snapshotFolders(in: root) {
            guard let walk = FileManager.default.enumerator(atPath: folder) else { continue }
            while let item = walk.nextObject() as? String {
                let path = folder + "/" + item
                guard item.hasSuffix(".png") || item.hasSuffix(".txt"), Containment.isRegularFile(path),
                      !used.contains(path) else { continue }
                unused.append(path)
            }
        }
        return unused.sorted()
    }

    /// Why deleting unused references would be unsafe after this run, nil when it is safe: the
    /// run was filtered, records could not be read, or no test process left its command line.
    public var pruneRefusal: String? {
        if let process = filteredProcess {
            return "the run was filtered (`\(process.filter ?? "")` in test process \(process.pid)), so unused means only"
                + " \"not run\"; run the whole `swift test` first"
        }
        if !problems.isEmpty { return "\(problems.count) assertion records could not be read (the run may be incomplete)" }
        if processes.isEmpty { return "no test process left its command line in \(artifacts); run `swift test` first" }
        return nil
    }

    static func snapshotFolders(in root: String) -> [String] {
        var found: [String] = []
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        while let item = walk.nextObject() as? String {
            let last = (item as NSString).lastPathComponent
            // Hidden folders, and packages nested inside (examples, adapters) whose tests this run did not make.
            if last.hasPrefix(".") || FileManager.default.fileExists(atPath: root + "/" + item + "/Package.swift") {
                walk.skipDescendants()
                continue
            }
            if last == "__Snapshots__" {
                found.append(root + "/" + item)
                walk.skipDescendants()
            }
        }
        return found.sorted()
    }
}
