import ArgumentParser
import CellShotCatalog
import Foundation

/// `snapshot prune`: references no catalog entry produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that no catalog snapshot produces (remove them with --delete).",
        discussion: "Only regular files that CellShot wrote are listed: PNGs with its hash chunk and the .txt dumps beside them.")

    @OptionGroup var catalog: CatalogOptions

    @Flag(name: .long, help: "Remove the stale references.")
    var delete = false

    func run() throws {
        let loaded = try catalog.load()
        let stale: [String]
        do { stale = try Pruning.stale(loaded) } catch { throw Console.failure("\(error)") }
        for path in stale {
            if delete {
                do { try Pruning.remove(path) } catch { throw Console.failure("\(error)") }
                print(TerminalText.safe("removed \(path)"))
            } else {
                print(TerminalText.safe(path))
            }
        }
        print("prune: \(stale.count) stale reference files" + (delete ? " removed" : (stale.isEmpty ? "" : "; --delete removes them")))
    }
}
