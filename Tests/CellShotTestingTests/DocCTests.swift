import Foundation
import Testing

/// Every Swift sample in the DocC articles is code compiled and run in DocCSamples.swift: the
/// n-th ```swift sample of `Article.md` equals the region `docc Article n` line for line (a
/// manifest snippet, starting `// Package.swift`, is checked against the manifest instead).
@Suite struct DocCTests {
    static let catalogs = ["Sources/CellShotTesting/CellShotTesting.docc", "Sources/CellShotLayout/CellShotLayout.docc"]

    @Test func everyArticleSampleIsTestedCode() throws {
        var checked = 0
        for catalog in Self.catalogs {
            let folder = ReadmeTests.root.appendingPathComponent(catalog).path
            for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".md") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                let article = String(file.dropLast(3))
                let blocks = Self.blocks(text)
                for (i, sample) in blocks.filter({ $0.first != "// Package.swift" }).enumerated() {
                    let region = try ReadmeTests.region("Tests/CellShotTestingTests/DocCSamples.swift", "docc \(article) \(i + 1)")
                    #expect(sample == region, "\(file) sample \(i + 1)")
                    checked += 1
                }
                for sample in blocks where sample.first == "// Package.swift" {
                        #expect(sample.joined().contains(".product(name: \"CellShotTesting\", package: \"CellShot\")"))
                        #expect(sample.joined().contains("exclude: [\"__Snapshots__\"]"))
                }
            }
        }
        #expect(checked >= 5)
    }

    /// The ```swift blocks of `text`.
    static func blocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]? = nil
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```swift" { current = [] } else if current != nil, line == "```" {
                blocks.append(current ?? []); current = nil
            } else if current != nil { current?.append(line) }
        }
        return blocks
    }
}
