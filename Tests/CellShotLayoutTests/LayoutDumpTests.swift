import CellShotDiff
import CellShotGallery
import CellShotLayout
import CellShotRaster
import Foundation
import Testing

/// The layout dump has one format owner (`LayoutDump`): every committed dump reads and writes
/// back byte for byte, and a tree's in-memory dump is what parsing its text gives.
@Suite struct LayoutDumpTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The `.txt` references under the project's snapshot folders (not inside a client
    /// package's `.build`, whose checkouts hold other projects' references).
    static func committedTexts() -> [(path: String, text: String)] {
        let folders = ["Snapshots", "Tests", "Examples", "Adapters"]
        var out: [(String, String)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let file as String in files {
                if file == ".build" || file.hasSuffix("/.build") { files.skipDescendants() }
                guard file.hasSuffix(".txt"), file.hasPrefix("gallery/") || file.contains("__Snapshots__/") else { continue }
                if let text = try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) {
                    out.append((folder + "/" + file, text))
                }
            }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    @Test func everyCommittedDumpWritesBackByteForByte() {
        var dumps = 0
        for (path, text) in Self.committedTexts() {
            guard let dump = LayoutDump.parse(text) else { continue }
            dumps += 1
            #expect(dump.text == text, "\(path)")
        }
        #expect(dumps >= 150, "only \(dumps) committed dumps were found")
    }

    @Test func inMemoryDumpEqualsTheParsedText() throws {
        for entry in Gallery.entries() {
            let tree = try entry.layout()
            let text = tree.dump()
            let parsed = try #require(LayoutDump.parse(text), "\(entry.name)")
            #expect(tree.layoutDump == parsed, "\(entry.name)")
            #expect(parsed.text == text, "\(entry.name)")
        }
    }

    @Test func longAndEscapedTextsReadBackAsWritten() {
        let texts = ["say \"hi\"\nthen go", String(repeating: "a\\", count: 80), String(repeating: "é\"", count: 70),
                     String(repeating: "x", count: 116) + "\\\\\\"]
        for text in texts {
            let node = LayoutDump.Node(name: "label", depth: 0, frame: Rect(x: 0.004, y: 1.005, width: 10, height: 2),
                                       attributes: " color=#000000ff", text: text, trailing: " lines=1 truncated")
            let dump = LayoutDump(header: "cell 10x2 pt @2x  v", nodes: [node], notes: ["a note"])
            let parsed = LayoutDump.parse(dump.text)
            #expect(parsed == dump, "\(text)")
            #expect(parsed?.text == dump.text)
            #expect(parsed?.nodes.first?.attribute("truncated") == "")
        }
    }
}
