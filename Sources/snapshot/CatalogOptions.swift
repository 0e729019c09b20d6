import ArgumentParser
import CellShotCatalog
import Foundation

/// `--catalog F`: the catalog file the command works on.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: "The catalog file (YAML or JSON).")
    var catalog: String = Catalog.defaultPath

    /// The loaded catalog; a catalog error exits with status 2 after printing it.
    func load() throws -> Catalog {
        do {
            return try Catalog.load(catalog)
        } catch {
            throw Console.failure("\(error)")
        }
    }
}

/// `--filter TEXT`: only snapshots whose name contains the text.
struct FilterOptions: ParsableArguments {
    @Option(name: .long, help: "Only snapshots whose name contains this text.")
    var filter: String?

    /// The snapshots the filter keeps.
    func select(_ snapshots: [CatalogSnapshot]) -> [CatalogSnapshot] {
        guard let filter else { return snapshots }
        return snapshots.filter { $0.name.contains(filter) }
    }
}

/// `--jobs N`: how many snapshots are rendered at once.
struct JobsOptions: ParsableArguments {
    @Option(name: .long, help: "Snapshots rendered at once (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        guard jobs <= 1024 else { throw ValidationError("--jobs must be at most 1024 (got \(jobs))") }
    }
}

/// `--quiet` / `--verbose`.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only problems and the final line.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print a line for every snapshot.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose exclude each other") }
    }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public static var defaultCompletionKind: CompletionKind { .default }
}
