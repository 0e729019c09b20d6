import CellShotCatalog
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// The catalog gate's messages say why nothing was written and give a command that runs.
@Suite struct VerifyMessageTests {
    @Test func missingReferenceSaysVerifyNeverWritesAndHowToRecord() throws {
        let folder = try TemporaryFolder("verify-message")
        defer { folder.remove() }
        let catalog = try Catalog.load(folder.write("catalog.yaml", RunnerTests.catalogText))
        let entry = try #require(Runner(jobs: 1).verify(catalog.snapshots).last)
        #expect(entry.status == .new)
        #expect(entry.message.contains("the record mode is \"never\" (`snapshot verify` never writes references)"))
        #expect(!entry.message.contains("CI is set"))
        #expect(entry.message.hasSuffix("re-record: swift run snapshot record --filter plain"))
    }
}
