import ArgumentParser
import CellShotPNG
import Foundation

/// `snapshot png-info FILE…`: decodes each file completely and prints what it holds.
struct PNGInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png-info",
        abstract: "Decode PNG files completely and print size, colour type, bit depth, interlace and bytes.",
        discussion: "A file is reported valid only if it decodes to the end; a corrupt file prints its error, "
            + "the others still print, and the exit status is 1.")

    @Argument(help: "PNG files to inspect.")
    var files: [String]

    func run() throws {
        let decoder = PNGDecoder()
        var failures = 0
        for file in files {
            do {
                let (_, info) = try decoder.decodeWithInfo(contentsOf: file)
                // Both streams unbuffered, so lines stay in file order when they share a terminal.
                FileHandle.standardOutput.write(Data("\(file): \(info)\n".utf8))
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
