import CellShotCatalog
import CellShotTestSupport
import Foundation
import Testing

/// `prune` lists and removes only regular files CellShot wrote.
@Suite struct PruningTests {
    @Test func onlyCellShotReferencesAndTheirDumpsAreStale() throws {
        let folder = try TemporaryFolder("prune-only-references")
        defer { folder.remove() }
        let path = try folder.write("catalog.yaml", RunnerTests.catalogText)
        _ = Runner().record(try Catalog.load(path).snapshots)
        let refs = "\(folder.path)/refs"
        // A stale reference pair, and things that merely have reference-like names.
        try FileManager.default.copyItem(atPath: "\(refs)/plain.png", toPath: "\(refs)/old.png")
        try FileManager.default.copyItem(atPath: "\(refs)/plain.txt", toPath: "\(refs)/old.txt")
        try FileManager.default.createDirectory(atPath: "\(refs)/archive.png/notes", withIntermediateDirectories: true)
        try folder.write("refs/logo.png", "not a CellShot PNG")
        try folder.write("refs/requirements.txt", "numpy\n")
        try FileManager.default.createSymbolicLink(atPath: "\(refs)/link.png", withDestinationPath: "\(refs)/plain.png")
        try FileManager.default.createSymbolicLink(atPath: "\(refs)/link.txt", withDestinationPath: "\(refs)/plain.txt")
        let stale = try Pruning.stale(try Catalog.load(path))
        #expect(stale == ["\(refs)/old.png", "\(refs)/old.txt"])
        for file in stale { try Pruning.remove(file) }
        let left = try FileManager.default.contentsOfDirectory(atPath: refs).sorted()
        #expect(left == ["archive.png", "card-dark.png", "card-dark.txt", "card-light.png", "card-light.txt", "link.png", "link.txt",
                         "logo.png", "plain.png", "plain.txt", "requirements.txt"])
        #expect(FileManager.default.fileExists(atPath: "\(refs)/archive.png/notes"))
    }

    @Test func referencesAtTheRepositoryRootLeaveOtherFilesAlone() throws {
        let folder = try TemporaryFolder("prune-root")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/Snapshots", withIntermediateDirectories: true)
        let path = try folder.write("Snapshots/catalog.yaml", RunnerTests.catalogText.replacingOccurrences(of: "references: refs", with: "references: .."))
        _ = Runner().record(try Catalog.load(path).snapshots)
        try folder.write("requirements.txt", "numpy\n")
        try folder.write("logo.png", "\u{89}PNG")
        #expect(try Pruning.stale(try Catalog.load(path)).isEmpty)
    }
}
