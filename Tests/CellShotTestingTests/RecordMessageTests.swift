import CellShotLayout
import CellShotTesting
import Foundation
import Testing

/// Failure messages say where the record mode came from and suggest a command that works there.
@Suite struct RecordMessageTests {
    func missing(_ body: (String) throws -> SnapshotResult) throws -> String {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder).message
    }

    @Test func modeFromAScopeSaysSoAndHowToRecordThere() throws {
        let message = try missing { folder in
            try withSnapshotTesting(record: .never, folder: folder) { try verifySnapshot(of: sampleCard, as: .image) }
        }
        #expect(message.contains("the record mode is \"never\" (set by a `.snapshots(record:)` trait or `withSnapshotTesting(record:)` scope)"))
        #expect(!message.contains("CI is set") && !message.contains("CELLSHOT_RECORD=failed"))
        #expect(message.contains("set `record: .failed` in its `.snapshots` trait or `withSnapshotTesting` scope"))
    }

    @Test func modeFromTheCallSaysSo() throws {
        let message = try missing { folder in try verifySnapshot(of: sampleCard, as: .image, record: .never, folder: folder) }
        #expect(message.contains("the record mode is \"never\" (set by this assertion's `record:` argument)"))
        #expect(message.contains("pass `record: .failed` to this assertion"))
    }

    @Test func rerecordFilterMatchesOnlyThatTest() throws {
        let filter = Snapshotter.filter(module: "AppTests", test: "card")
        let regex = try Regex(filter)
        for id in ["AppTests.CardTests/card()/CardTests.swift:12:6", "AppTests.CardTests/card", "AppTests/card()/A.swift:3:2",
                   "AppTests.Outer/Inner/card(width:)/CardTests.swift:4:2"] {
            #expect(id.contains(regex), "\(id)")
        }
        for id in ["AppTests.CardTests/cardLarge()/CardTests.swift:12:6", "AppTests.CardTests/bigcard()/C.swift:1:1",
                   "OtherAppTests.CardTests/card()/C.swift:1:1", "AppTestsKit.CardTests/card"] {
            #expect(!id.contains(regex), "\(id)")
        }
        #expect(Snapshotter.rerecord(.standard, filter: filter) == "CELLSHOT_RECORD=failed swift test --filter '\(filter)'")
    }
}

/// `[.image, .layout]` stores the layout dump once: the `.layout` snapshot is the image's dump.
@Suite struct LayoutDumpOnceTests {
    @Test func imageAndLayoutWriteOneDump() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            assertSnapshots(of: sampleCard, as: [.image(width: 320), .layout(width: 320)], record: .all, folder: folder)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["imageAndLayoutWriteOneDump.1.image.png", "imageAndLayoutWriteOneDump.1.layout.txt"])
    }

    @Test func theImageNamesChangesFromTheLayoutSnapshot() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tree = try sampleCard.layout(width: 320, environment: .standard)
        let store = SnapshotStore(folder: folder)
        try store.write(.image(try tree.render(), dump: nil), named: "theImageNamesChangesFromTheLayoutSnapshot.1.image")
        try store.write(.text(tree.dump()), named: "theImageNamesChangesFromTheLayoutSnapshot.1.layout")
        var changed = sampleCard
        changed.title = "Buy oat milk"
        withKnownIssue {
            assertSnapshots(of: changed, as: [.image(width: 320), .layout(width: 320)], record: .never, folder: folder)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // Both fail; the image's message names the change from the `.layout` reference's dump.
            return text.contains("title: text \"Buy milk\" → \"Buy oat milk\"")
                && (text.contains(".image.png.") || text.contains(".layout.txt."))
        }
    }
}
