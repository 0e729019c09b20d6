import ArgumentParser
import CellShotCatalog

/// `snapshot list`: the expanded snapshot names.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the catalog's snapshot names, in catalog order, after matrix expansion.")

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: FilterOptions

    @Flag(name: .shortAndLong, help: "Also print where each is defined and its reference.")
    var verbose = false

    func run() throws {
        for snapshot in selection.select(try catalog.load().snapshots) {
            print(TerminalText.safe(verbose ? "\(snapshot.name)\t\(snapshot.source)\t\(snapshot.referencePath)" : snapshot.name))
        }
    }
}
