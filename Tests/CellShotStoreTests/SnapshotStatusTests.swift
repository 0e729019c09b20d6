import CellShotStore
import Testing

@Suite struct SnapshotStatusTests {
    @Test func verdictFoldsSixStatusesIntoTheReportsFour() {
        let verdicts = SnapshotStatus.allCases.map { "\($0.rawValue)→\($0.verdict.rawValue)" }
        #expect(verdicts == ["passed→passed", "tolerated→passed", "recorded→error", "new→new",
                             "failed→failed", "error→error"])
        #expect(SnapshotStatus.allCases.filter(\.isPass) == [.passed, .tolerated])
    }

    @Test func recordsReadTheirOwnWordsAndEarlierOnes() {
        for status in SnapshotStatus.allCases { #expect(SnapshotStatus(recorded: status.rawValue) == status) }
        #expect(SnapshotStatus(recorded: "matched") == .passed)
        #expect(SnapshotStatus(recorded: "missing") == .new)
        #expect(SnapshotStatus(recorded: "Passed") == nil)
    }
}
