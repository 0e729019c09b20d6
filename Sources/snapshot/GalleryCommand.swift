import ArgumentParser
import CellShotLayout
import CellShotPNG
import Foundation

/// `snapshot gallery --out DIR`: renders the built-in gallery (card cells and custom cells) to PNGs plus their
/// layout dumps (.txt), each written atomically.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the built-in gallery (every MetaCellKit variant and the custom cells) to PNG + layout dumps.")

    @Option(name: .long, help: "Folder to write <name>.png and <name>.txt into (created if missing).")
    var out: String

    @Option(name: .long, help: "Render only samples whose name contains this text.")
    var filter: String?

    @Flag(name: .long, help: "List sample names and exit.")
    var list = false

    func run() throws {
        let entries = Gallery.entries().filter { filter == nil || $0.name.contains(filter!) }
        if list {
            entries.forEach { print($0.name) }
            return
        }
        guard !entries.isEmpty else { throw ValidationError("no gallery sample matches '\(filter ?? "")'; try --list") }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the output folder \(out): \(error.localizedDescription)")
        }
        let encoder = PNGEncoder()
        var bytes = 0
        for entry in entries {
            let tree = try entry.layout()
            let image = try tree.render()
            let png = "\(out)/\(entry.name).png"
            try encoder.write(image, to: png)
            try AtomicFile.write(Array(tree.dump().utf8), to: "\(out)/\(entry.name).txt")
            bytes += (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
        }
        print("wrote \(entries.count) samples (\(bytes / 1024) KiB of PNG) to \(out)")
    }
}
