import ArgumentParser
import CellShotCatalog
import CellShotStore
import Foundation

/// `snapshot approve`: accepts the actual images of a verify report as the new references,
/// without rendering again.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept actual images from a verify or test-run report into the references (no re-rendering).")

    @Option(name: .long, help: "The report folder written by `snapshot verify --report` or `snapshot report`.")
    var report: String = "snapshot-report"

    @Option(name: .long, help: "The catalog that says where each snapshot's reference goes (default: the catalogs the report names, unless they lie inside the report folder).")
    var catalog: String?

    @Argument(help: "Snapshot names to approve.")
    var names: [String] = []

    @Flag(name: .long, help: "Approve every failed and new snapshot of the report.")
    var all = false

    @Flag(name: .long, help: "Approve even when a reference changed since the report was made.")
    var force = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if names.isEmpty && !all { throw ValidationError("name the snapshots to approve, or pass --all") }
        if !names.isEmpty && all { throw ValidationError("pass either names or --all, not both") }
        if report.isEmpty { throw ValidationError("--report '': expected a folder path") }
    }

    func run() throws {
        let loaded: Report
        do { loaded = try Report.read(folder: report) } catch { throw Console.failure("\(error)") }
        let chosen: [ReportEntry]
        if all {
            chosen = loaded.snapshots.filter { $0.status == .failed || $0.status == .new }
        } else {
            var picked: [ReportEntry] = []
            for name in names {
                guard let entry = loaded.snapshots.first(where: { $0.name == name }) else {
                    throw Console.failure("\(name) is not in the report \(report)")
                }
                guard entry.status == .failed || entry.status == .new else {
                    throw Console.failure("\(name) is \(entry.status.rawValue) in the report; only failed or new snapshots can be approved")
                }
                picked.append(entry)
            }
            chosen = picked
        }
        // Test snapshots name their own reference file; catalog snapshots take the catalog's folder.
        let folders = chosen.contains { $0.test == nil } ? try referenceFolders(loaded) : [:]
        var errors = 0, approved = 0
        for entry in chosen {
            do {
                let folder = entry.test == nil ? folders[entry.name] : nil
                let outcome = try Approval.approve(entry, reportFolder: report, referenceFolder: folder, force: force)
                approved += 1
                let (into, name) = try Approval.destination(of: entry, referenceFolder: folder)
                let path = SnapshotStore(folder: into).path(for: name, pathExtension: Approval.isLayoutOnly(entry) ? "txt" : "png")
                if !output.quiet { print(TerminalText.safe("approved  \(entry.name) → \(path) (\(RecordCommand.word(outcome)))")) }
            } catch {
                errors += 1
                Console.error("\(entry.name): \(error)")
            }
        }
        print("approve: \(approved) approved" + (errors > 0 ? ", \(errors) errors" : ""))
        if errors > 0 { throw ExitCode(2) }
    }

    /// Where each snapshot's reference goes: from `--catalog`, or from the catalogs the report
    /// names (a catalog inside the report folder came with the report and is refused).
    func referenceFolders(_ loaded: Report) throws -> [String: String] {
        let files = catalog.map { [$0] } ?? loaded.catalogs
        if catalog == nil, let inside = files.first(where: { ContainedPath.overlap($0, report) }) {
            throw Console.failure("the report names the catalog \(inside), which lies inside the report folder; pass --catalog")
        }
        do { return try Approval.referenceFolders(files) } catch { throw Console.failure("\(error)") }
    }
}
