import CellShotLayout
import CellShotTesting
import Foundation
import Testing

/// Assertions running in parallel (as Swift Testing runs tests) on one snapshot folder:
/// writers racing on one reference and readers checking it never see a torn file, every
/// reference written is there, and no temporary file is left behind.
@Suite struct ParallelAssertionTests {
    @Test func parallelAssertionsOnOneFolder() async throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cards = [sampleCard, Cell(title: "Buy bread", icon: "tag", badge: "12", configuration: .basic(style: .detail))]
        let expected = try cards.map { try $0.layout(width: 375, environment: .standard).render() }
        // Tests in eight files, all named `race`, share one explicit folder, so their
        // snapshot "shared" is one file: four record it (alternating the cards), four compare.
        let files: [StaticString] = ["/A/T.swift", "/B/T.swift", "/C/T.swift", "/D/T.swift",
                                     "/E/T.swift", "/F/T.swift", "/G/T.swift", "/H/T.swift"]
        _ = try verifySnapshot(of: cards[0], as: .image, named: "shared", record: .all, folder: folder,
                               filePath: "/T.swift", testName: "race()")
        let statuses = await withTaskGroup(of: [SnapshotResult.Status].self) { group in
            for i in 0..<8 {
                group.addTask {
                    let shared = try? verifySnapshot(of: cards[i % 2], as: .image, named: "shared",
                                                     record: i < 4 ? .failed : .never, folder: folder,
                                                     filePath: files[i], testName: "race()")
                    // and a reference of its own
                    let own = try? verifySnapshot(of: cards[i % 2], as: .image, named: "own\(i)", record: .missing,
                                                  folder: folder, filePath: files[i], testName: "race()")
                    return [shared?.status ?? .error, own?.status ?? .error]
                }
            }
            var all: [SnapshotResult.Status] = []
            for await s in group { all += s }
            return all
        }
        #expect(!statuses.contains(.error), "a torn or unreadable reference: \(statuses)")
        #expect(statuses.filter { $0 == .recorded }.count >= 9, "\(statuses)")

        let prefix = "race"
        let names = (["shared"] + (0..<8).map { "own\($0)" }).flatMap { ["\(prefix).\($0).png", "\(prefix).\($0).txt"] }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(present == names.sorted(), "lost or temporary files: \(present)")
        let store = SnapshotStore(folder: folder)
        let shared = try #require(try store.readImage(named: "\(prefix).shared"))
        #expect(expected.contains(shared), "the shared reference is neither card")
        for i in 0..<8 {
            #expect(try store.readImage(named: "\(prefix).own\(i)") == expected[i % 2])
        }
    }
}
