import ArgumentParser
import CellShotCatalog
import CellShotStore
import Foundation

/// `snapshot report`: the report of the assertions a `swift test` run recorded.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write report.json, junit.xml and index.html for the snapshot assertions of a `swift test` run (exit 0 all passed, 1 not, 2 error).",
        discussion: "Reads the assertion records the tests left in ARTIFACTS/records (default: $CELLSHOT_ARTIFACTS or "
            + ".build/cellshot-artifacts). Records that cannot be read are named on standard error; the others are still reported.")

    @Argument(help: "The artifacts folder of the test run.")
    var artifacts: String?

    @Option(name: .long, help: "The report folder to write.")
    var out: String

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out '': expected a folder path") }
    }

    func run() throws {
        let folder = TestRunOptions.artifacts(artifacts)
        let run: TestRun, report: Report
        do {
            run = try TestRun.read(artifacts: folder, package: TestRunOptions.package)
            report = try run.report(into: out)
        } catch { throw Console.failure("\(error)") }
        for problem in run.problems { Console.error(problem) }
        let summary = report.summary
        print("report: \(summary.total) assertions: \(summary.passed) passed, \(summary.failed) failed, \(summary.new) new, \(summary.errors) errors;"
              + " report: \(out)/index.html")
        if !run.problems.isEmpty { throw ExitCode(2) }
        if !summary.allPassed { throw ExitCode(1) }
    }
}

/// Where a test run's records are and which package they belong to.
enum TestRunOptions {
    /// `given`, else `$CELLSHOT_ARTIFACTS`, else `.build/cellshot-artifacts`.
    static func artifacts(_ given: String?) -> String {
        if let given, !given.isEmpty { return given }
        let environment = ProcessInfo.processInfo.environment[ArtifactFolder.environmentKey] ?? ""
        return environment.isEmpty ? ".build/cellshot-artifacts" : environment
    }

    /// The package around the current folder.
    static var package: String { TestRun.packageRoot(from: FileManager.default.currentDirectoryPath) }
}
