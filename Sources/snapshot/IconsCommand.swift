import ArgumentParser
import CellShotLayout
import CellShotPNG
import Foundation

/// `snapshot icons`: the icon names CellShot resolves, a check of names, a contact sheet.
struct IconsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "List the SF Symbols names the built-in icon set resolves, check names, or draw a contact sheet.",
        discussion: "Without options: every listed name, one a line (variants such as .fill, .circle, .slash and "
            + ".badge.plus also resolve, composed where the set lacks them). --check exits 1 when a name does "
            + "not resolve and prints the three nearest names.")

    @Flag(help: "Print the list as JSON: {\"set\": …, \"names\": […]}.")
    var json = false

    @Option(name: .customLong("check"), parsing: .upToNextOption, help: "Names to check.")
    var check: [String] = []

    @Option(help: "Write a contact sheet of every listed icon (or of the --check names) to this PNG file.")
    var sheet: String?

    @Option(help: "Icons a row on the sheet.")
    var columns = 8

    func validate() throws {
        guard (1...64).contains(columns) else { throw ValidationError("--columns must be 1…64") }
    }

    func run() throws {
        let library = IconLibrary.standard
        var missing = 0
        for name in check where !library.resolves(name) {
            missing += 1
            let near = library.nearestNames(to: name).map { "\"\($0)\"" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("error: unknown icon \"\(name)\"; nearest: \(near)\n".utf8))
        }
        for name in check where library.resolves(name) { print("\(name): ok") }
        if let sheet {
            let names = check.isEmpty ? library.names : check.filter(library.resolves)
            let image = try IconSheet.view(names: names, columns: columns).render(width: IconSheet.width(columns: columns))
            try PNGEncoder().write(image, to: sheet)
            FileHandle.standardError.write(Data("wrote \(names.count) icons to \(sheet)\n".utf8))
        } else if check.isEmpty {
            try printList(library)
        }
        if missing > 0 { throw ExitCode(1) }
    }

    private func printList(_ library: IconLibrary) throws {
        guard json else { print(library.names.joined(separator: "\n")); return }
        struct Listing: Encodable { var set: String; var names: [String] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Listing(set: library.set.title, names: library.names))
        print(String(decoding: data, as: UTF8.self))
    }
}
