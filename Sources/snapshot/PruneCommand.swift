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

    @Flag(name: .long, help: "Instead of the catalog, list the __Snapshots__ files no assertion of the last full `swift test` run used.")
    var tests = false

    @Option(name: .long, help: "With --tests: the artifacts folder of the run (default $CELLSHOT_ARTIFACTS or .build/cellshot-artifacts).")
    var artifacts: String?

    func run() throws {
        let stale: [String]
        if tests {
            stale = try unusedByTests()
        } else {
            let loaded = try catalog.load()
            do { stale = try Pruning.stale(loaded) } catch { throw Console.failure("\(error)") }
        }
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

    /// The test-run form: refuses `--delete` after a filtered or incomplete run.
    func unusedByTests() throws -> [String] {
        let run: TestRun
        do { run = try TestRun.read(artifacts: TestRunOptions.artifacts(artifacts), package: TestRunOptions.package) } catch {
            throw Console.failure("\(error)")
        }
        for problem in run.problems { Console.error(problem) }
        if delete, let refusal = run.pruneRefusal { throw Console.failure("prune --tests --delete refused: \(refusal)") }
        return run.unusedReferences()
    }
}
