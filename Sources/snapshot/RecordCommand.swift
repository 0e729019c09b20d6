import ArgumentParser
import CellShotCatalog
import CellShotIO
import CellShotPNG
import CellShotStore
import Foundation

/// `snapshot record`: renders snapshots and stores them as references, rewriting only those
/// whose pixels (or layout dump) changed.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render catalog snapshots into their references (only changed pixels are rewritten).",
        discussion: "Prints new / changed / unchanged counts. Look at every new or changed image before committing it.")

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: FilterOptions
    @OptionGroup var jobs: JobsOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let loaded = try catalog.load()
        let snapshots = selection.select(loaded.snapshots)
        guard !snapshots.isEmpty else { throw Console.failure("no snapshot matches '\(selection.filter ?? "")'; try `snapshot list`") }
        // Temporary files of writes that were killed (kill -9, a crash) would be committed by `git add`.
        for folder in Set(snapshots.map(\.referenceFolder)).sorted() {
            for path in AtomicFile.removeAbandoned(in: folder) {
                Console.error("removed \(path), a temporary file left by a write that was killed")
            }
        }
        let progress = Progress(total: snapshots.count, verb: "record", enabled: !output.quiet)
        let recordings = Runner(jobs: jobs.jobs).record(snapshots, progress: progress.update)
        progress.finish()
        var counts: [SnapshotStore.WriteOutcome: Int] = [:]
        var errors = 0
        for recording in recordings {
            if let error = recording.error {
                errors += 1
                Console.error("\(recording.name) (\(recording.source)): \(error)")
            } else if let outcome = recording.outcome {
                counts[outcome, default: 0] += 1
                if outcome != .unchanged && !output.quiet || output.verbose { print(TerminalText.safe("\(Self.word(outcome).padding(toLength: 9, withPad: " ", startingAt: 0)) \(recording.name)")) }
            }
        }
        print("record: \(recordings.count) snapshots: \(counts[.created] ?? 0) new, \(counts[.updated] ?? 0) changed, "
              + "\(counts[.unchanged] ?? 0) unchanged" + (errors > 0 ? ", \(errors) errors" : ""))
        if errors > 0 { throw ExitCode(2) }
    }

    /// How an outcome is printed: new, changed or unchanged.
    static func word(_ outcome: SnapshotStore.WriteOutcome) -> String {
        switch outcome {
        case .created: return "new"
        case .updated: return "changed"
        case .unchanged: return "unchanged"
        }
    }
}
