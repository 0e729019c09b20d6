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
