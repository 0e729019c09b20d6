import CellShotCatalog
import CellShotPNG
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// A report is untrusted input (it may be downloaded from CI): its paths never lead outside
/// the report folder, its text never breaks the HTML page or the step summary.
@Suite struct UntrustedReportTests {
    /// A recorded catalog with a changed title and a verify report of it in `report/`.
    func failingReport(_ label: String) throws -> (TemporaryFolder, Catalog, Report) {
        let folder = try TemporaryFolder(label)
        let path = try folder.write("catalog.yaml", RunnerTests.catalogText)
        _ = Runner().record(try Catalog.load(path).snapshots)
        try folder.write("catalog.yaml", RunnerTests.catalogText.replacingOccurrences(of: "Plain", with: "Plainer"))
        let catalog = try Catalog.load(path)
        let report = "\(folder.path)/report"
        let entries = Runner().verify(catalog.snapshots, artifacts: try Report.prepare(folder: report))
        let result = Report(catalogs: [catalog.file], snapshots: entries)
        try result.writeDocuments(to: report)
        return (folder, catalog, result)
    }

    @Test func approveRefusesFilesOutsideTheReportAndWritesOnlyTheCatalogsReference() throws {
        let (folder, _, report) = try failingReport("approve-escape")
        defer { folder.remove() }
        try folder.write("secret.txt", "the secret")
        var entry = try #require(report.snapshots.first { $0.status == .failed })
        let refs = "\(folder.path)/refs"
        entry.reference = "../elsewhere/plain.png"
        entry.actualDump = "../secret.txt"
        #expect(throws: ReportError.self) { try Approval.approve(entry, reportFolder: "\(folder.path)/report", referenceFolder: refs) }
        #expect(try String(contentsOfFile: "\(refs)/plain.txt", encoding: .utf8).contains("the secret") == false)
        // A symbolic link inside the report that leads out of it is refused too.
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/report/images/link.png", withDestinationPath: "\(refs)/card-dark.png")
        var linked = try #require(report.snapshots.first { $0.status == .failed })
        linked.actual = "images/link.png"
        #expect(throws: ReportError.self) { try Approval.approve(linked, reportFolder: "\(folder.path)/report", referenceFolder: refs) }
        // The honest entry goes to the catalog's folder, whatever its `reference` says.
        var honest = try #require(report.snapshots.first { $0.status == .failed })
        honest.reference = "../elsewhere/plain.png"
        #expect(try Approval.approve(honest, reportFolder: "\(folder.path)/report", referenceFolder: refs) == .updated)
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/elsewhere"))
    }

    @Test func mergeRefusesEscapingPathsAndAnOutputThatOverlapsAnInput() throws {
        let (folder, _, report) = try failingReport("merge-escape")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/Sources", withIntermediateDirectories: true)
        let source = try folder.write("Sources/App.swift", "let app = 1\n")
        var hostile = report
        hostile.snapshots[2].actual = "../Sources/App.swift"
        try hostile.writeDocuments(to: "\(folder.path)/report")
        #expect(throws: ReportError.self) { _ = try Report.merge(["\(folder.path)/report"], into: "\(folder.path)/merged") }
        #expect(try String(contentsOfFile: source, encoding: .utf8) == "let app = 1\n")

        try report.writeDocuments(to: "\(folder.path)/report")
        let images = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/report/images").sorted()
        for out in ["report", "report/", "report/images", "."] {
            do {
                _ = try Report.merge(["\(folder.path)/report"], into: "\(folder.path)/\(out)")
                Issue.record("merged into \(out)")
            } catch {
                #expect("\(error)".contains("overlaps the input report"), "\(error)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/report/images").sorted() == images)
        #expect(try Report.merge(["\(folder.path)/report"], into: "\(folder.path)/merged").summary.failed == 1)
    }

    @Test func containedPathRules() throws {
        let folder = try TemporaryFolder("contained")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/r/images", withIntermediateDirectories: true)
        try folder.write("r/images/a.png", "x")
        let r = "\(folder.path)/r"
        #expect(try ContainedPath.resolve("images/a.png", inside: r).hasSuffix("/r/images/a.png"))
        #expect(try ContainedPath.resolve("images/new.png", inside: r).hasSuffix("/r/images/new.png"))
        for bad in ["", "/etc/passwd", "../x", "images/../../x", "images//a.png", "./images/a.png", "images/."] {
            #expect(throws: ContainedPath.Escape.self, "\(bad)") { try ContainedPath.resolve(bad, inside: r) }
        }
        try FileManager.default.createSymbolicLink(atPath: "\(r)/images/up", withDestinationPath: "../..")
        #expect(throws: ContainedPath.Escape.self) { try ContainedPath.resolve("images/up/secret", inside: r) }
        #expect(ContainedPath.overlap(r, "\(r)/images") && ContainedPath.overlap("\(r)/images/x", r) && ContainedPath.overlap(r, r + "/"))
        #expect(!ContainedPath.overlap(r, "\(folder.path)/r2"))
    }

    /// Text that breaks pages, summaries and terminals.
    static let hostile = "<!-- </script> <img src=x onerror=alert(1)> & \"q\" | `c` [l](http://x) \u{1B}]0;title\u{07}\u{1B}[31m \u{202E}"

    func hostileReport() -> Report {
        var entry = ReportEntry(name: "n" + Self.hostile, status: .failed, reference: "refs/" + Self.hostile, differentPixels: 3,
                                changes: [Self.hostile], message: "m" + Self.hostile,
                                source: FileLocation(file: Self.hostile, line: 1, column: 1))
        entry.actual = "images/" + Self.hostile
        return Report(catalogs: [Self.hostile], shard: Self.hostile, snapshots: [entry])
    }

    @Test func hostileTextKeepsTheHTMLPagesDataIntact() throws {
        let folder = try TemporaryFolder("hostile-html")
        defer { folder.remove() }
        let report = hostileReport()
        try report.writeDocuments(to: folder.path)
        let page = String(decoding: try #require(folder.bytes("index.html")), as: UTF8.self)
        let start = try #require(page.range(of: "<script id=\"report-data\" type=\"application/json\">\n"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = String(page[start.upperBound..<end.lowerBound])
        #expect(!data.contains("<"))
        #expect(try JSONDecoder().decode(Report.self, from: Data(data.utf8)) == report)
    }

    @Test func hostileTextNeverReachesTheStepSummaryAsHTMLOrMarkdown() {
        let summary = GitHubReport.summary(hostileReport())
        for raw in ["<!--", "<img", "</script", "\u{1B}", "\u{202E}", "](http"] {
            #expect(!summary.contains(raw), "\(raw) in \(summary)")
        }
        let row = summary.split(separator: "\n").last ?? ""
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 4, "\(row)")
    }

    @Test func terminalTextShowsControlsInsteadOfSendingThem() {
        #expect(TerminalText.safe("a\u{1B}]0;x\u{07}b\rc\u{9B}d\u{202E}\ne\tf") == "a\\u{1B}]0;x\\u{7}b\\u{D}c\\u{9B}d\\u{202E}\ne\tf")
        #expect(TerminalText.safe("plain ✓ text") == "plain ✓ text")
    }
}
