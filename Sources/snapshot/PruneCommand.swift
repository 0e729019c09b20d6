import ArgumentParser
import CellShotCatalog
import Foundation

/// `snapshot prune`: references no catalog entry produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that no catalog snapshot produces (remove them with --delete).")

    @OptionGroup var catalog: CatalogOptions

    @Flag(name: .long, help: "Remove the stale references.")
    var delete = false

    func run() throws {
        let loaded = try catalog.load()
        let stale: [String]
        do { stale = try Pruning.stale(loaded) } catch { throw Console.failure("\(error)") }
        for path in stale {
            if delete {
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw Console.failure("cannot remove \(path): \(error.localizedDescription)")
                }
                print("removed \(path)")
            } else {
                print(path)
            }
        }
        print("prune: \(stale.count) stale reference files" + (delete ? " removed" : (stale.isEmpty ? "" : "; --delete removes them")))
    }
}
