import ArgumentParser
import CellShotCatalog
import CellShotIO
import CellShotPNG
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `snapshot rehash PATH…`: brings the hash chunk of references recorded by an older CellShot
/// up to date, so checks can trust it again instead of decoding every reference.
struct RehashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rehash",
        abstract: "Update the hash chunk of references recorded by an older CellShot (pixels untouched).",
        discussion: """
            Each PNG named, or found under a folder named, that carries CellShot's hash chunk of an \
            older version is decoded and rewritten (temporary file + rename) with a current chunk \
            for the pixels it holds; its image data is kept byte for byte. Current references, \
            other PNGs, hidden folders, symbolic links and anything that is not a regular file are left alone. \
            With --check nothing is written and the exit status is 1 if any file needs it.
            """)

    @Argument(help: "Reference files or folders (searched recursively).")
    var paths: [String]

    @Flag(help: "Only list the files that need it.")
    var check = false

    func run() throws {
        var updated = 0, failures = 0
        for file in paths.flatMap(Self.pngFiles) {
            do {
                guard let bytes = try? FileBytes.read(file, maxBytes: PixelHashChunk.maxFileBytes),
                      let rehashed = try PixelHashChunk.rehashed(bytes) else { continue }
                if !check { try AtomicFile.write(rehashed, to: file) }
                updated += 1
                print(TerminalText.safe((check ? "needs rehash: " : "rehashed ") + file))
            } catch {
                failures += 1
                Console.error("\(file): \(error)")
            }
        }
        print("rehash: \(updated) file\(updated == 1 ? "" : "s") \(check ? "need it" : "updated")")
        if failures > 0 || (check && updated > 0) { throw ExitCode(1) }
    }

    /// `path` itself if it is a regular `.png` file, else the regular `.png` files under it,
    /// sorted; symbolic links are never followed and hidden folders (`.build`, `.git`) skipped.
    static func pngFiles(_ path: String) -> [String] {
        var st = stat()
        guard lstat(path, &st) == 0 else { Console.error("\(path): no such file or folder"); return [] }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return path.hasSuffix(".png") ? [path] : []
        case S_IFDIR:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().filter { !$0.hasPrefix(".") }.flatMap { pngFiles(path + "/" + $0) }
        default: return []
        }
    }
}
