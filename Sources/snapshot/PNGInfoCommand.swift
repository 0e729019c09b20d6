import ArgumentParser
import CellShotPNG

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
                print("\(file): \(info)")
            } catch {
                failures += 1
                print("error: \(error)")
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
