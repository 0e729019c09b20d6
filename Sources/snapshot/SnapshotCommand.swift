import ArgumentParser

/// The `snapshot` command line.
@main
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render, record and verify cell-layout snapshots.",
        version: CellShotVersion.string,
        subcommands: [
            GalleryCommand.self, DiffCommand.self, PNGInfoCommand.self, SpecimenCommand.self,
            BenchCommand.self, PNGSweepCommand.self, GlyphDumpCommand.self, ShapeCommand.self,
        ])
}

enum CellShotVersion {
    static let string = "0.1.0"
}
