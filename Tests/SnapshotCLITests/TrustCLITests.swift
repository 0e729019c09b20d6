import CellShotCatalog
import CellShotPNG
import CellShotRaster
import CellShotTestSupport
import Foundation
import Testing

/// Hostile input at the command line: catalog text on terminals, reports as input, leftovers
/// of killed writes, numbers and sizes out of range.
@Suite struct TrustCLITests {
    @Test func controlSequencesInCatalogTextNeverReachTheTerminal() throws {
        let folder = try TemporaryFolder("cli-escapes")
        defer { folder.remove() }
        try folder.write("catalog.yaml", "references: refs\ncards:\n  - {name: a, title: T, width: 100, scale: 1}\n")
        #expect(try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path).status == 0)
        try folder.write("catalog.yaml", "references: refs\ncards:\n  - {name: a, title: \"T\\e]0;owned\\a\\e[2J\", width: 100, scale: 1}\n")
        let out = try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(out.status == 1)
        #expect(!out.stdout.contains("\u{1B}") && !out.stderr.contains("\u{1B}") && !out.stdout.contains("\u{07}"), "\(out.stdout)")
        #expect(out.stdout.contains("→ \"T\\u{1B}]") && out.stdout.contains("\\u{7}\\u{1B}["), "\(out.stdout)")
        let list = try CLI.run(["list", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(!list.stdout.contains("\u{1B}"), "\(list.stdout)")
    }

    @Test func recordRemovesAndVerifyReportsTemporaryFilesOfKilledWrites() throws {
        let folder = try TemporaryFolder("cli-abandoned")
        defer { folder.remove() }
        try folder.write("catalog.yaml", SnapshotCLITests.catalog)
        #expect(try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path).status == 0)
        let leftover = try folder.write("refs/.plain.png.tmp-AbC123", "half a PNG")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: leftover)
        let verify = try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(verify.status == 0 && verify.stderr.contains("refs/.plain.png.tmp-AbC123 is a temporary file left by a write that was killed"),
                "\(verify.stderr)")
        #expect(FileManager.default.fileExists(atPath: leftover))
        let record = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(record.status == 0 && record.stderr.contains("removed ./refs/.plain.png.tmp-AbC123"), "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    /// A folder with the CLI tests' catalog recorded, one title changed, and a verify report in `report`.
    func changedRun(_ label: String, report: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(label)
        try folder.write("catalog.yaml", SnapshotCLITests.catalog)
        _ = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        try folder.write("catalog.yaml", SnapshotCLITests.catalog.replacingOccurrences(of: "Plain", with: "Changed"))
        #expect(try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", report], in: folder.path).status == 1)
        return folder
    }

    @Test func mergeReportsRefusesAnOutputThatIsAnInput() throws {
        let folder = try changedRun("cli-merge-self", report: "s1")
        defer { folder.remove() }
        let images = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/s1/images").sorted()
        let out = try CLI.run(["merge-reports", "s1", "--out", "s1"], in: folder.path)
        #expect(out.status == 2 && out.stderr.contains("the output folder s1 overlaps the input report s1"), "\(out.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/s1/images").sorted() == images)
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/s1/report.json"))
    }

    @Test func approveWritesWhereTheCatalogSaysNotWhereTheReportSays() throws {
        let folder = try changedRun("cli-approve-escape", report: "r")
        defer { folder.remove() }
        let json = String(decoding: try #require(folder.bytes("r/report.json")), as: UTF8.self)
        try folder.write("r/report.json", json.replacingOccurrences(of: "\"./refs/plain.png\"", with: "\"../elsewhere/plain.png\""))
        let approve = try CLI.run(["approve", "--report", "r", "plain"], in: folder.path)
        #expect(approve.status == 0 && approve.stdout.contains("approved  plain → ./refs/plain.png (changed)"), "\(approve.stdout)\(approve.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/../elsewhere/plain.png"))
        // A report that names a catalog of its own is refused unless --catalog says which.
        try folder.write("r/evil.yaml", "references: /tmp\ncards:\n  - {name: plain, title: x}\n")
        try folder.write("r/report.json", json.replacingOccurrences(of: "\"catalog.yaml\"\n", with: "\"r/evil.yaml\"\n"))
        let evil = try CLI.run(["approve", "--report", "r", "plain"], in: folder.path)
        #expect(evil.status == 2 && evil.stderr.contains("lies inside the report folder; pass --catalog"), "\(evil.stderr)")
        let chosen = try CLI.run(["approve", "--report", "r", "--catalog", "catalog.yaml", "plain"], in: folder.path)
        #expect(chosen.status == 0, "\(chosen.stderr)")
    }

    @Test func negativeNumbersAreValuesAndRefusedWithTheirRange() throws {
        let folder = try TemporaryFolder("cli-negative")
        defer { folder.remove() }
        let png = try PNGEncoder().encode(Image(width: 2, height: 2, color: .white))
        _ = FileManager.default.createFile(atPath: "\(folder.path)/a.png", contents: Data(png))
        for (flag, message) in [("--threshold", "--threshold '-1.0': expected a number in 0…1"), ("--max-diff-pixels", "--max-diff-pixels '-1'")] {
            let out = try CLI.run(["diff", "a.png", "a.png", flag, "-1"], in: folder.path)
            #expect(out.status == 2 && out.stderr.contains(message), "\(out.stderr)")
        }
    }

    @Test func diffRefusesImagesBeyondItsMemoryBudget() throws {
        let folder = try TemporaryFolder("cli-diff-budget")
        defer { folder.remove() }
        let png = try PNGEncoder().encode(Image(width: 4097, height: 4096, color: .white))
        _ = FileManager.default.createFile(atPath: "\(folder.path)/big.png", contents: Data(png))
        let out = try CLI.run(["diff", "big.png", "big.png", "--side-by-side", "s.png"], in: folder.path)
        #expect(out.status == 2 && out.stderr.contains("big.png") && out.stderr.contains("16777216"), "\(out.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/s.png"))
    }

    @Test func anOverlongSpecimenTextIsAUsageError() throws {
        let folder = try TemporaryFolder("cli-specimen-long")
        defer { folder.remove() }
        let out = try CLI.run(["specimen", "--out", "x.png", "--text", String(repeating: "W", count: 20_000)], in: folder.path)
        #expect(out.status == 2 && out.stderr.contains("--text: cannot render it"), "\(out.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/x.png"))
    }
}
