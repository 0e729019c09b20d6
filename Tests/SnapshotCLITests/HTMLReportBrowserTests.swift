import CellShotCatalog
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// The HTML report in a real browser: headless Chromium driven through chromedriver by
/// Tools/report/browser_check.py (standard-library Python). `.ci/run` installs Chromium; on a
/// machine without it these tests are skipped, saying so. One browser checks every report of the
/// run (``Browser/shared``).
@Suite(.enabled(if: Browser.available, "needs chromium, chromium-driver and python3 (apt-get install chromium chromium-driver)"))
struct HTMLReportBrowserTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Screenshots land here for people to look at.
    static let screenshots = "\(root)/.build/report-screenshots"

    func check(_ report: String, expect: String, screenshots: String? = nil) throws -> CLI.Output {
        try Browser.shared.check(report, expect: expect, screenshots: screenshots)
    }

    /// Records the CLI tests' catalog in `folder`, changes `old` to `new` in it, lets `prepare`
    /// touch the references, then verifies into `folder/report`.
    func failingRun(in folder: TemporaryFolder, change old: String, to new: String, prepare: () throws -> Void = {}) throws {
        try folder.write("catalog.yaml", SnapshotCLITests.catalog)
        _ = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        try folder.write("catalog.yaml", SnapshotCLITests.catalog.replacingOccurrences(of: old, with: new))
        try prepare()
        #expect(try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "report"], in: folder.path).status == 1)
    }

    @Test func failingRunReportWorksInChromium() throws {
        let folder = try TemporaryFolder("browser")
        defer { folder.remove() }
        try failingRun(in: folder, change: "badge: \"2\"", to: "badge: \"12\"") {
            try FileManager.default.removeItem(atPath: "\(folder.path)/refs/plain.png")
        }
        let out = try check("\(folder.path)/report", expect: "3,0,2,1,0", screenshots: Self.screenshots)
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("browser_check: 0 failed checks"))
        #expect(FileManager.default.fileExists(atPath: "\(Self.screenshots)/side-by-side-light.png"))
    }

    @Test func hostileTextInEveryFieldKeepsThePageWorking() throws {
        let folder = try TemporaryFolder("browser-hostile")
        defer { folder.remove() }
        try failingRun(in: folder, change: "Plain", to: "Changed")
        var report = try Report.read(folder: "\(folder.path)/report")
        let hostile = "<!-- </script> <script>alert(1)</script> <img src=x onerror=alert(2)> ]]> & \"q\" 'a' \u{2028} `c`"
        report.catalogs = [hostile]
        report.shard = hostile
        for i in report.snapshots.indices {
            report.snapshots[i].name += hostile
            report.snapshots[i].message += hostile
            report.snapshots[i].changes.append(hostile)
            report.snapshots[i].reference += hostile
            report.snapshots[i].source.file = hostile
        }
        try report.writeDocuments(to: "\(folder.path)/report")
        let out = try check("\(folder.path)/report", expect: "3,2,1,0,0")
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("browser_check: 0 failed checks"))
    }

    @Test func thousandEntryReportOpensAndReportsItsLoadTime() throws {
        let folder = try TemporaryFolder("browser-1000")
        defer { folder.remove() }
        try failingRun(in: folder, change: "Plain", to: "Changed")
        let one = try Report.read(folder: "\(folder.path)/report")
        let failed = try #require(one.snapshots.first { $0.status == .failed })
        let passed = try #require(one.snapshots.first { $0.status == .passed })
        var entries = (0..<999).map { i -> ReportEntry in
            var e = passed
            e.name = "snapshot-\(i)"
            return e
        }
        entries.insert(failed, at: 500)
        try Report(catalogs: ["catalog.yaml"], snapshots: entries).writeDocuments(to: "\(folder.path)/report")
        let out = try check("\(folder.path)/report", expect: "1000,999,1,0,0")
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        let load = out.stdout.split(separator: "\n").first { $0.hasPrefix("load:") } ?? ""
        print("1000-entry report: \(load)")
    }
}

/// A headless browser driven by `Tools/report/browser_check.py --serve`, started the first time a
/// check needs it and shared by every check of the run, one report at a time (starting Chromium
/// costs more than checking a report). It quits when this process ends: its input closes.
final class Browser: @unchecked Sendable {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? ""

    /// Whether a headless browser can be driven here.
    static var available: Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        func found(_ name: String) -> Bool { paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
        return !python.isEmpty && (found("chromium") || found("chromium-browser")) && found("chromedriver")
    }

    static let shared = Browser()
    /// The line the script prints when it is ready for a report, after its answer.
    static let ready = "browser_check: ready\n"

    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?

    /// Checks the report in the folder `report` as `browser_check.py REPORT --expect EXPECT
    /// [--screenshots DIR]` does; the output holds its lines, the status is 0 when every check held.
    func check(_ report: String, expect: String, screenshots: String? = nil) throws -> CLI.Output {
        lock.lock(); defer { lock.unlock() }
        if process?.isRunning != true {
            let started = try start()
            guard started.complete else { return CLI.Output(status: 2, stdout: started.text, stderr: "the browser did not start") }
        }
        guard let input else { return CLI.Output(status: 2, stdout: "", stderr: "the browser did not start") }
        var request = ["report": report, "expect": expect]
        if let screenshots { request["screenshots"] = screenshots }
        try input.write(contentsOf: JSONSerialization.data(withJSONObject: request) + Data("\n".utf8))
        let (answer, complete) = readAnswer()
        let passed = complete && answer.contains("browser_check: 0 failed checks")
        return CLI.Output(status: passed ? 0 : 1, stdout: answer, stderr: complete ? "" : "the browser check ended early")
    }

    /// Starts the script and waits until its browser is up (not complete when it ended first).
    private func start() throws -> (text: String, complete: Bool) {
        // A write to a script that died must be an error here, not a signal that ends the tests.
        signal(SIGPIPE, SIG_IGN)
        let process = Process(), toScript = Pipe(), fromScript = Pipe()
        process.executableURL = URL(fileURLWithPath: Browser.python)
        process.arguments = ["\(HTMLReportBrowserTests.root)/Tools/report/browser_check.py", "--serve"]
        process.currentDirectoryURL = URL(fileURLWithPath: HTMLReportBrowserTests.root)
        process.standardInput = toScript
        process.standardOutput = fromScript
        process.standardError = fromScript
        try process.run()
        self.process = process
        input = toScript.fileHandleForWriting
        output = fromScript.fileHandleForReading
        return readAnswer()
    }

    /// What the script prints up to its next ready line, and whether that line came (not the end).
    private func readAnswer() -> (text: String, complete: Bool) {
        var text = ""
        while let output {
            let chunk = output.availableData
            if chunk.isEmpty { return (text, false) }
            text += String(decoding: chunk, as: UTF8.self)
            if text.hasSuffix(Browser.ready) { return (String(text.dropLast(Browser.ready.count)), true) }
        }
        return (text, false)
    }
}
