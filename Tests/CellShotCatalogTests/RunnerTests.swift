import CellShotCatalog
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// Record and verify through the shared store: no churn, exact, errors contained.
@Suite struct RunnerTests {
    static let catalogText = """
        references: refs
        cards:
          - {name: card, title: Buy milk, icon: tray, badge: "2", width: 320, scale: 1, matrix: {appearance: [light, dark]}}
          - {name: plain, title: Plain, width: 160, scale: 1}
        """

    @Test func recordThenVerifyMatchesAndReRecordWritesNothing() throws {
        let folder = try TemporaryFolder("runner")
        defer { folder.remove() }
        let catalog = try Catalog.load(folder.write("catalog.yaml", Self.catalogText))
        let first = Runner(jobs: 2).record(catalog.snapshots)
        #expect(first.map(\.outcome) == [.created, .created, .created])
        let before = folder.bytes("refs/card-dark.png")
        let modified = try FileManager.default.attributesOfItem(atPath: "\(folder.path)/refs/card-dark.png")[.modificationDate] as? Date
        let again = Runner(jobs: 1).record(catalog.snapshots)
        #expect(again.map(\.outcome) == [.unchanged, .unchanged, .unchanged])
        #expect(folder.bytes("refs/card-dark.png") == before)
        #expect(try FileManager.default.attributesOfItem(atPath: "\(folder.path)/refs/card-dark.png")[.modificationDate] as? Date == modified)
        let verified = Runner(jobs: 2).verify(catalog.snapshots)
        #expect(verified.map(\.status) == [.passed, .passed, .passed])
        #expect(verified.map(\.name) == ["card-light", "card-dark", "plain"])
    }

    @Test func changedMissingAndCorruptReferencesAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder("runner-fail")
        defer { folder.remove() }
        let path = try folder.write("catalog.yaml", Self.catalogText)
        _ = Runner().record(try Catalog.load(path).snapshots)
        try folder.write("catalog.yaml", Self.catalogText.replacingOccurrences(of: "Buy milk", with: "Buy oat milk"))
        try FileManager.default.removeItem(atPath: "\(folder.path)/refs/plain.png")
        let catalog = try Catalog.load(path)
        let truncated = try #require(folder.bytes("refs/card-dark.png")).prefix(100)
        try truncated.write(to: URL(fileURLWithPath: "\(folder.path)/refs/card-dark.png"))
        let refsBefore = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/refs").sorted()

        let results = Runner(jobs: 2).verify(catalog.snapshots, artifacts: "\(folder.path)/report/images")
        #expect(results.map(\.status) == [.failed, .error, .new])
        #expect(results[0].changes.contains("title: text \"Buy milk\" → \"Buy oat milk\""), "\(results[0].changes)")
        #expect(results[0].differentPixels > 0)
        #expect(results[0].actual == "images/card-light.actual.png" && results[0].diff == "images/card-light.diff.png")
        #expect(results[1].message.contains("cannot be read"), "\(results[1].message)")
        #expect(results[2].actual == "images/plain.actual.png" && results[2].expected == nil)
        // verify never writes a reference
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/refs").sorted() == refsBefore)
        #expect(folder.bytes("refs/card-dark.png") == truncated)
    }

    // Root writes anywhere, so the permission case only arises for other users.
    @Test(.enabled(if: getuid() != 0, "root ignores folder permissions"))
    func readOnlyReferenceFolderIsAnErrorAndNothingIsLost() throws {
        let folder = try TemporaryFolder("runner-ro")
        defer {
            chmod("\(folder.path)/refs", 0o755)
            folder.remove()
        }
        let path = try folder.write("catalog.yaml", Self.catalogText)
        _ = Runner().record(try Catalog.load(path).snapshots)
        let before = folder.bytes("refs/card-light.png")
        try folder.write("catalog.yaml", Self.catalogText.replacingOccurrences(of: "Buy milk", with: "Buy bread"))
        chmod("\(folder.path)/refs", 0o555)
        let results = Runner().record(try Catalog.load(path).snapshots)
        #expect(results[0].error != nil && results[0].outcome == nil)
        #expect(folder.bytes("refs/card-light.png") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/refs").allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func readOnlyFolderViaAFileInTheWay() throws {
        // Works as root too: the reference folder path is a file, so nothing can be created.
        let folder = try TemporaryFolder("runner-file")
        defer { folder.remove() }
        let path = try folder.write("catalog.yaml", Self.catalogText)
        try folder.write("refs", "not a folder")
        let results = Runner().record(try Catalog.load(path).snapshots)
        #expect(results.allSatisfy { $0.error != nil })
        #expect(folder.bytes("refs") == Data("not a folder".utf8))
    }
}
