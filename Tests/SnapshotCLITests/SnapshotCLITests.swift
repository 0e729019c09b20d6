import CellShotCatalog
import CellShotTestSupport
import Foundation
import Testing

/// The `snapshot` commands as users run them: the built binary, exit statuses and files.
@Suite struct SnapshotCLITests {
    static let catalog = """
        references: refs
        cards:
          - {name: card, title: Buy milk, icon: tray, badge: "2", width: 320, scale: 1, matrix: {appearance: [light, dark]}}
          - {name: plain, title: Plain, width: 160, scale: 1}
        """

    /// A folder with the catalog, recorded.
    func recorded() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("cli")
        try folder.write("catalog.yaml", Self.catalog)
        let record = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("record: 3 snapshots: 3 new, 0 changed, 0 unchanged"), "\(record.stdout)")
        return folder
    }

    @Test func recordVerifyAndTheExitStatuses() throws {
        let folder = try recorded()
        defer { folder.remove() }
        let again = try CLI.run(["record", "--catalog", "catalog.yaml", "--jobs", "1"], in: folder.path)
        #expect(again.stdout.contains("0 new, 0 changed, 3 unchanged"), "\(again.stdout)")
        let ok = try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(ok.status == 0, "\(ok.stdout)\(ok.stderr)")
        #expect(ok.stdout.contains("verify: 3 snapshots: 3 passed, 0 failed, 0 new, 0 errors"))
        // The summary line ends with the run's time in seconds and the jobs it used.
        #expect(ok.stdout.contains(/errors \([0-9]+\.[0-9]{2} s, --jobs [0-9]+\)/), "\(ok.stdout)")

        try folder.write("catalog.yaml", Self.catalog.replacingOccurrences(of: "badge: \"2\"", with: "badge: \"12\""))
        let failed = try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "report"], in: folder.path)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("FAIL   card-light  (catalog.yaml:3:5)"), "\(failed.stdout)")
        #expect(failed.stdout.contains("badge: text \"2\" → \"12\""))
        #expect(failed.stdout.contains("verify: 3 snapshots: 1 passed, 2 failed, 0 new, 0 errors"))

        let json = try #require(folder.bytes("report/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["total": 3, "passed": 1, "failed": 2, "new": 0, "errors": 0])
        let first = try #require((object["snapshots"] as? [[String: Any]])?.first)
        for key in ["name", "status", "reference", "actual", "diff", "differentPixels", "changes", "message"] {
            #expect(first[key] != nil, "report.json lacks \(key)")
        }
        #expect(first["reference"] as? String == "./refs/card-light.png")
        let junit = String(decoding: try #require(folder.bytes("report/junit.xml")), as: UTF8.self)
        #expect(junit.contains("<testcase name=\"card-light\" classname=\"catalog.yaml\" file=\"catalog.yaml\" line=\"3\">"))
        #expect(junit.contains("<failure message=\"Snapshot &quot;card-light&quot; does not match"))
        let html = String(decoding: try #require(folder.bytes("report/index.html")), as: UTF8.self)
        #expect(html.contains("\"failed\" : 2") && !html.contains("http://") && !html.contains("https://"))
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/report/images/card-light.diff.png"))
        // verify wrote nothing into the references
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/refs").count == 6)
    }

    @Test func approveAcceptsTheActualImagesWithoutRendering() throws {
        let folder = try recorded()
        defer { folder.remove() }
        try folder.write("catalog.yaml", Self.catalog.replacingOccurrences(of: "Plain", with: "Plainer"))
        #expect(try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "r"], in: folder.path).status == 1)
        let usage = try CLI.run(["approve", "--report", "r"], in: folder.path)
        #expect(usage.status == 2 && usage.stderr.contains("name the snapshots to approve, or pass --all"))
        let unknown = try CLI.run(["approve", "--report", "r", "nope"], in: folder.path)
        #expect(unknown.status == 2 && unknown.stderr.contains("nope is not in the report r"))
        let passed = try CLI.run(["approve", "--report", "r", "card-dark"], in: folder.path)
        #expect(passed.status == 2 && passed.stderr.contains("card-dark is passed in the report"))
        let approve = try CLI.run(["approve", "--report", "r", "plain"], in: folder.path)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(approve.stdout.contains("approved  plain → ./refs/plain.png (changed)"), "\(approve.stdout)")
        #expect(try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path).status == 0)
        #expect(String(decoding: try #require(folder.bytes("refs/plain.txt")), as: UTF8.self).contains("\"Plainer\""))
    }

    @Test func approveFromAReportWhoseActualsWereDeleted() throws {
        let folder = try recorded()
        defer { folder.remove() }
        try folder.write("catalog.yaml", Self.catalog.replacingOccurrences(of: "Plain", with: "Other"))
        _ = try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "r"], in: folder.path)
        try FileManager.default.removeItem(atPath: "\(folder.path)/r/images")
        let before = folder.bytes("refs/plain.png")
        let approve = try CLI.run(["approve", "--report", "r", "--all"], in: folder.path)
        #expect(approve.status == 2)
        #expect(approve.stderr.contains("the actual image r/images/plain.actual.png is gone; run `snapshot verify --report r` again"), "\(approve.stderr)")
        #expect(folder.bytes("refs/plain.png") == before)
        let noReport = try CLI.run(["approve", "--report", "missing", "--all"], in: folder.path)
        #expect(noReport.status == 2 && noReport.stderr.contains("missing/report.json does not exist"), "\(noReport.stderr)")
    }

    @Test(arguments: [
        (["verify", "--shard", "3/2"], "I from 1 to N"),
        (["verify", "--shard", "0/0"], "I from 1 to N"),
        (["verify", "--jobs", "0"], "--jobs must be at least 1"),
        (["verify", "--report", "catalog.yaml"], "--report catalog.yaml is a file, not a folder"),
        (["verify", "--catalog", "nothing.yaml"], "nothing.yaml does not exist"),
        (["record", "--quiet", "--verbose"], "--quiet and --verbose exclude each other"),
        (["verify", "--frobnicate"], "Unknown option"),
        (["verify", "--filter", "zzz"], "no snapshot matches 'zzz'"),
        (["verify", "--report", ""], "--report '': expected a folder path"),
    ])
    func usageAndCatalogErrorsExitTwo(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder("cli-usage")
        defer { folder.remove() }
        try folder.write("catalog.yaml", Self.catalog)
        let out = try CLI.run(arguments.count > 1 && arguments[1] == "--catalog" ? arguments : arguments + ["--catalog", "catalog.yaml"], in: folder.path)
        #expect(out.status == 2, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }

    @Test func badCatalogIsOneClearMessage() throws {
        let folder = try TemporaryFolder("cli-bad")
        defer { folder.remove() }
        try folder.write("catalog.yaml", "cards:\n  - {name: a, title: t, accessory: chevron}\n")
        let out = try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("snapshot: catalog.yaml:2:25: cards[0].accessory: unknown key \"accessory\" (expected name,"), "\(out.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/references"))
    }

    @Test func shardsMergeIntoOneReport() throws {
        let folder = try recorded()
        defer { folder.remove() }
        try folder.write("catalog.yaml", Self.catalog.replacingOccurrences(of: "Plain", with: "Changed"))
        let a = try CLI.run(["verify", "--catalog", "catalog.yaml", "--shard", "1/2", "--report", "s1"], in: folder.path)
        let b = try CLI.run(["verify", "--catalog", "catalog.yaml", "--shard", "2/2", "--report", "s2"], in: folder.path)
        #expect(a.stdout.contains("verify: 2 snapshots: 1 passed, 1 failed") && a.status == 1, "\(a.stdout)")
        #expect(b.stdout.contains("verify: 1 snapshots: 1 passed") && b.status == 0, "\(b.stdout)")
        let merged = try CLI.run(["merge-reports", "s1", "s2", "--out", "all"], in: folder.path)
        #expect(merged.status == 1)
        #expect(merged.stdout.contains("merge-reports: 3 snapshots: 2 passed, 1 failed, 0 new, 0 errors"), "\(merged.stdout)")
        let report = try Report.read(folder: "\(folder.path)/all")
        #expect(report.snapshots.map(\.name) == ["card-light", "plain", "card-dark"])
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/all/images/plain.actual.png"))
        let twice = try CLI.run(["merge-reports", "s1", "s1", "--out", "x"], in: folder.path)
        #expect(twice.status == 2 && twice.stderr.contains("snapshot card-light is in both s1 and s1"))
        // An empty folder path used to put the report at the file system's root.
        let empty = try CLI.run(["merge-reports", "s1", "--out", ""], in: folder.path)
        #expect(empty.status == 2 && empty.stderr.hasPrefix("Error: --out '': expected a folder path\n"), "\(empty.stderr)")
        let approve = try CLI.run(["approve", "--all", "--report", ""], in: folder.path)
        #expect(approve.status == 2 && approve.stderr.hasPrefix("Error: --report '': expected a folder path\n"), "\(approve.stderr)")
        #expect(throws: ReportError.self) { try Report.prepare(folder: "") }
    }

    @Test func pruneListsAndDeletesStaleReferences() throws {
        let folder = try recorded()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: "\(folder.path)/refs/plain.png", toPath: "\(folder.path)/refs/old.png")
        try folder.write("refs/keep.md", "notes")
        let list = try CLI.run(["prune", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(list.stdout.contains("./refs/old.png\nprune: 1 stale reference files; --delete removes them"), "\(list.stdout)")
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/refs/old.png"))
        let delete = try CLI.run(["prune", "--catalog", "catalog.yaml", "--delete"], in: folder.path)
        #expect(delete.status == 0 && !FileManager.default.fileExists(atPath: "\(folder.path)/refs/old.png"))
        #expect(FileManager.default.fileExists(atPath: "\(folder.path)/refs/keep.md"))
    }

    @Test func listAndGitHubOutput() throws {
        let folder = try recorded()
        defer { folder.remove() }
        let list = try CLI.run(["list", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(list.stdout == "card-light\ncard-dark\nplain\n")
        try FileManager.default.removeItem(atPath: "\(folder.path)/refs/plain.png")
        let summary = try folder.write("summary.md", "")
        let out = try CLI.run(["verify", "--catalog", "catalog.yaml"], in: folder.path,
                              environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
        #expect(out.status == 1)
        #expect(out.stdout.contains("::error file=catalog.yaml,line=4,col=5,title=snapshot plain new::No reference ./refs/plain.png"), "\(out.stdout)")
        let markdown = String(decoding: try #require(folder.bytes("summary.md")), as: UTF8.self)
        #expect(markdown.contains("| 3 | 2 | 0 | 1 | 0 |") && markdown.contains("| plain | new |"), "\(markdown)")
    }
}
