import CellShotLayout
import CellShotTesting
import Foundation
import Testing

/// Every assertion leaves a record in the artifacts folder, passed ones too.
@Suite struct RunRecordTests {
    func records(_ artifacts: String) throws -> [AssertionRecord] {
        let folder = artifacts + "/records"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasPrefix("a-") }.map {
            try JSONDecoder().decode(AssertionRecord.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))
        }
    }

    @Test func passedAndFailedAssertionsLeaveRecords() throws {
        let root = scratchFolder(), refs = root + "/refs", artifacts = root + "/artifacts"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try prime(sampleCard, "passedAndFailedAssertionsLeaveRecords.same", refs)
        try prime(Cell(title: "Other"), "passedAndFailedAssertionsLeaveRecords.changed", refs)
        let line = #line + 2
        let (passed, failed) = try withSnapshotTesting(record: .never, folder: refs, artifacts: artifacts) {
            (try verifySnapshot(of: sampleCard, as: .image, named: "same"),
             try verifySnapshot(of: sampleCard, as: .image, named: "changed"))
        }
        #expect(passed.passed && failed.status == .failed)
        let all = try records(artifacts).sorted { $0.snapshot < $1.snapshot }
        #expect(all.map(\.snapshot) == ["passedAndFailedAssertionsLeaveRecords.changed", "passedAndFailedAssertionsLeaveRecords.same"])
        #expect(all.map(\.status) == ["failed", "passed"])
        #expect(all.allSatisfy { $0.module == "CellShotTestingTests" && $0.test == "passedAndFailedAssertionsLeaveRecords" })
        #expect(all.allSatisfy { $0.file.hasSuffix("/RunRecordTests.swift") })
        #expect(all.map(\.line) == [line + 1, line])
        let bad = all[0], good = all[1]
        #expect(good.referenceDigest == nil && good.actual == nil)
        #expect(bad.referenceDigest == FileDigest.of(file: refs + "/passedAndFailedAssertionsLeaveRecords.changed.png"))
        #expect(bad.reference == refs + "/passedAndFailedAssertionsLeaveRecords.changed.png")
        let dump = try #require(bad.actualDump)
        #expect(try String(contentsOfFile: dump, encoding: .utf8).contains("Buy milk"))
        #expect(bad.actual.map { FileManager.default.fileExists(atPath: $0) } == true)
        let processes = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/records").filter { $0.hasPrefix("p-") }
        #expect(processes == ["p-\(getpid()).json"])
    }

    @Test func processFilterIsRecognised() {
        #expect(TestProcessRecord(pid: 1, arguments: []).filter == nil)
        #expect(TestProcessRecord(pid: 1, arguments: ["--testing-library", "swift-testing"]).filter == nil)
        #expect(TestProcessRecord(pid: 1, arguments: ["--testing-library", "swift-testing", "--filter", "Card"]).filter
                == "--filter Card")
        #expect(TestProcessRecord(pid: 1, arguments: ["--skip=Slow"]).filter == "--skip=Slow")
        #expect(TestProcessRecord(pid: 1, arguments: ["AppTests.CardTests/testCard"]).filter == "AppTests.CardTests/testCard")
    }
}

/// Under GitHub Actions a snapshot that did not pass appends a sanitised line to the step summary.
@Suite struct GitHubSummaryTests {
    @Test func failingSnapshotAppendsASafeLine() throws {
        let root = scratchFolder(), refs = root + "/refs", artifacts = root + "/artifacts"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try prime(Cell(title: "Other"), "failingSnapshotAppendsASafeLine.x", refs)
        let result = try withSnapshotTesting(record: .never, folder: refs, artifacts: artifacts) {
            try verifySnapshot(of: Cell(title: "<!-- \u{1B}]0;pwned\u{07} | `x`"), as: .image, named: "x")
        }
        var record = AssertionRecord(module: "AppTests", file: "/p/Tests/AppTests/CardTests.swift", test: "card",
                                     snapshot: "card.x", line: 12, column: 5, result: result)
        record.message = "Snapshot <!-- \u{1B}[31mred | `tick`\nsecond line"
        let summary = root + "/summary.md"
        RunRecorder.publish(record, environment: ["GITHUB_STEP_SUMMARY": summary])
        RunRecorder.publish(record, environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(RunRecorder.annotation(record, in: "/p") == "::error file=Tests/AppTests/CardTests.swift,line=12,col=5,"
                    + "title=snapshot AppTests/card.x failed::Snapshot <!-- [31mred | `tick`%0Asecond line")
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("CardTests.swift:12"))
        #expect(lines[0].contains("Snapshot &lt;!-- [31mred \\| 'tick'"))
        #expect(!text.contains("\u{1B}") && !text.contains("<!--") && !text.contains("second line"))
    }
}
