import ArgumentParser
import CellShotCatalog
import CellShotIO
import CellShotPNG
import CellShotStore
import Foundation

/// `snapshot verify`: the gate. Renders every snapshot and compares it exactly with its
/// reference; never writes a reference.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare every catalog snapshot with its reference (exit 0 all match, 1 failed or missing, 2 usage, catalog or I/O error).",
        discussion: "Nothing is ever written into the references. With --report DIR, report.json, junit.xml and index.html "
            + "(with the images beside it) are written there; under GitHub Actions, annotations and a step summary too.")

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: FilterOptions
    @OptionGroup var jobs: JobsOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Write report.json, junit.xml and index.html (+ images) into this folder.")
    var report: String?

    @Option(name: .long, help: "Verify only shard I of N (I from 1 to N, e.g. 2/4), for CI matrices; merge the reports with merge-reports.")
    var shard: Shard?

    func validate() throws {
        if let report {
            guard !report.isEmpty else { throw ValidationError("--report '': expected a folder path") }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: report, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("--report \(report) is a file, not a folder")
            }
        }
    }

    func run() throws {
        let loaded = try catalog.load()
        var snapshots = selection.select(loaded.snapshots)
        if snapshots.isEmpty, let filter = selection.filter {
            throw Console.failure("no snapshot matches '\(filter)'; try `snapshot list`")
        }
        if let shard { snapshots = shard.select(snapshots) }
        var images: String?
        if let report {
            do { images = try Report.prepare(folder: report) } catch { throw Console.failure("\(error)") }
        }
        for folder in Set(snapshots.map(\.referenceFolder)).sorted() {
            for path in AtomicFile.abandoned(in: folder) {
                Console.error("warning: \(path) is a temporary file left by a write that was killed; `snapshot record` removes it")
            }
        }
        let progress = Progress(total: snapshots.count, verb: "verify", enabled: !output.quiet)
        let entries = Runner(jobs: jobs.jobs).verify(snapshots, artifacts: images, progress: progress.update)
        progress.finish()
        let result = Report(catalogs: [loaded.file], shard: shard?.description, snapshots: entries)
        if let report {
            do { try result.writeDocuments(to: report) } catch { throw Console.failure("\(error)") }
        }
        for entry in result.snapshots {
            for line in lines(entry) { print(line) }
        }
        let summary = result.summary
        print("verify: \(summary.total) snapshots: \(summary.passed) passed, \(summary.failed) failed, \(summary.new) new, \(summary.errors) errors"
              + " (\(String(format: "%.2f", progress.elapsed)) s, --jobs \(jobs.jobs))"
              + (report.map { "; report: \($0)/index.html" } ?? ""))
        if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" { publishToGitHub(result) }
        if !summary.allPassed { throw ExitCode(1) }
    }

    /// What is printed for one snapshot (nothing for a pass unless --verbose).
    func lines(_ entry: ReportEntry) -> [String] {
        if entry.status == .passed { return output.verbose ? ["ok     \(entry.name)"] : [] }
        let tag = ["failed": "FAIL  ", "new": "NEW   ", "error": "ERROR "][entry.status.rawValue] ?? ""
        var out = ["\(tag) \(entry.name)  (\(entry.source))"]
        out += entry.message.split(separator: "\n", omittingEmptySubsequences: false).map { "       \($0)" }
        return out.map(TerminalText.safe)
    }

    func publishToGitHub(_ result: Report) {
        for line in GitHubReport.annotations(result) { print(line) }
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty,
              let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(GitHubReport.summary(result).utf8))
    }
}

