import CellShotCatalog
import CellShotTestSupport
import Foundation
import Testing

/// Every YAML example in docs/catalog.md is a valid catalog.
@Suite struct CatalogDocsTests {
    static let docs: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("docs/catalog.md").path
    }()

    /// The bodies of the ```yaml blocks.
    static func examples() throws -> [String] {
        let text = try String(contentsOfFile: docs, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line == "```yaml" {
                current = []
            }
        }
        return blocks
    }

    @Test func everyExampleParses() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 6)
        let folder = try TemporaryFolder("docs")
        defer { folder.remove() }
        try folder.write("more-cards.yaml", "cards:\n  - {name: included, title: From another file}\n")
        for (i, example) in examples.enumerated() {
            let path = try folder.write("example-\(i).yaml", example)
            let catalog = try Catalog.load(path)
            #expect(!catalog.snapshots.isEmpty, "example \(i) has no snapshots")
            for s in catalog.snapshots { _ = try s.layout() }
        }
    }

    @Test func documentedNamesAreWhatTheMatrixGives() throws {
        let examples = try Self.examples()
        let template = try #require(examples.first { $0.contains("card-{appearance}-{scale}") })
        #expect(try Catalog.parse(template).snapshots.map(\.name) == ["card-light-2x", "card-light-3x", "card-dark-2x", "card-dark-3x"])
        let row = try #require(examples.first { $0.contains("name: row") })
        #expect(try Catalog.parse(row).snapshots.first?.name == "row-light-large-compact-2x-ltr-en-US-normal")
        #expect(try Catalog.parse(row).snapshots.count == 2 * 2 * 2 * 2 * 2 * 2 * 3)
    }
}
