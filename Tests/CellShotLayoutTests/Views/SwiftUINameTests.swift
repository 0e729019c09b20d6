import Foundation
import Testing

/// Proof that a file importing both CellShotLayout and SwiftUI stays unambiguous: no public
/// top-level type CellShotLayout declares has a name SwiftUI also declares at top level
/// (the committed list in SwiftUITypeNames.txt). Types from the lower modules (Raster's
/// `Image`, `Color`, `Path`, `EdgeInsets`, `StrokeStyle`, `LinearGradient`, `Canvas`; Text's
/// `Font`, `TextAlignment`, `LayoutDirection`, `ContentSizeCategory`) are outside this check:
/// qualify them (`CellShotRaster.Image`) in such a file.
@Suite struct SwiftUINameTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// `public struct|enum|class|protocol|actor|typealias Name` at the start of a line (top level).
    static func publicTopLevelTypes(in folder: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var names: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            // Only unindented lines: nested types (`Row.ForEach`) are always qualified.
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("public ") {
                var words = line.split(separator: " ").map(String.init)
                guard words.first == "public" else { continue }
                words.removeFirst()
                while let w = words.first, ["final", "indirect"].contains(w) { words.removeFirst() }
                guard words.count >= 2, ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(words[0]) else { continue }
                names.append(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    @Test func noLayoutTypeNameIsASwiftUITypeName() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("Tests/CellShotLayoutTests/Views/SwiftUITypeNames.txt"), encoding: .utf8)
        let swiftUI = Set(list.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        #expect(swiftUI.count > 250)
        let ours = try Self.publicTopLevelTypes(in: Self.root.appendingPathComponent("Sources/CellShotLayout"))
        #expect(ours.contains("CellView") && ours.contains("TextView") && ours.contains("HStackView"), "the scan finds the vocabulary")
        let clashes = ours.filter(swiftUI.contains).sorted()
        #expect(clashes.isEmpty, "CellShotLayout types named like SwiftUI's: \(clashes)")
    }
}
