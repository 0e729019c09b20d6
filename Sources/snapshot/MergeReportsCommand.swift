import ArgumentParser
import CellShotCatalog

/// `snapshot merge-reports`: joins shard reports into one.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the reports of sharded verify runs into one report folder (same formats).")

    @Argument(help: "Report folders written by `snapshot verify --shard I/N --report DIR`.")
    var reports: [String]

    @Option(name: .long, help: "The merged report folder.")
    var out: String

    func validate() throws {
        if reports.isEmpty { throw ValidationError("name at least one report folder") }
        if out.isEmpty { throw ValidationError("--out '': expected a folder path") }
    }

    func run() throws {
        let merged: Report
        do { merged = try Report.merge(reports, into: out) } catch { throw Console.failure("\(error)") }
        let summary = merged.summary
        print("merge-reports: \(summary.total) snapshots: \(summary.passed) passed, \(summary.failed) failed, \(summary.new) new, \(summary.errors) errors; report: \(out)/index.html")
        if !summary.allPassed { throw ExitCode(1) }
    }
}
