import ArgumentParser
import CAllocator
import Foundation

/// The `snapshot` command line.
@main
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render, record and verify cell-layout snapshots.",
        version: CellShotVersion.string,
        groupedSubcommands: [
            CommandGroup(name: "Snapshots", subcommands: [
                VerifyCommand.self, RecordCommand.self, ApproveCommand.self, PruneCommand.self,
                MergeReportsCommand.self, ReportCommand.self, ListCommand.self, RehashCommand.self,
            ]),
            CommandGroup(name: "Images", subcommands: [DiffCommand.self, PNGInfoCommand.self, IconsCommand.self]),
            CommandGroup(name: "Development", subcommands: [
                BenchCommand.self, SpecimenCommand.self, PNGSweepCommand.self, GlyphDumpCommand.self, ShapeCommand.self,
            ]),
        ])
}

extension SnapshotCommand {
    /// The entry point. A usage error (unknown option, bad value, missing argument, a failed
    /// `validate()`) exits with status 2, as `cmp` and `diff` do, so 1 always means "different"
    /// (`diff`) or "a snapshot failed" (`verify`).
    static func main() {
        // The program renders image after image of a few megabytes: the allocator keeps each
        // freed one for the next instead of handing it back to the kernel (CAllocator).
        _ = cs_allocator_keep_freed_blocks()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum CellShotVersion {
    static let string = "0.1.0"
}
