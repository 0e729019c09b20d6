import Foundation
import Testing

/// Every Swift sample of docs/swiftui.md and of the SwiftUI module's DocC articles is code that
/// is compiled: each block's lines (without their indentation) appear in this order in one of
/// the files CI builds.
@Suite struct PreviewDocsTests {
    static let documents = ["docs/swiftui.md", "Sources/SwiftUI/SwiftUI.docc/GettingStarted.md",
                            "Sources/SwiftUI/SwiftUI.docc/PreviewSnapshots.md", "Sources/SwiftUI/SwiftUI.docc/Lists.md"]
    /// The example's manifest first (manifest excerpts are checked against it).
    static let compiled = [
        "Examples/SwiftUIRows/Package.swift",
        "Examples/SwiftUIRows/Tests/RowsTests/PreviewSnapshotTests.swift",
        "Tests/CellShotSwiftUITests/PreviewFixtures.swift",
        "Tests/CellShotSwiftUITests/PreviewTests.swift",
        "Tests/CellShotSwiftUITests/PreviewProviderFixtures.swift",
        "Tests/CellShotSwiftUITests/DocCSampleRows.swift",
        "Tests/CellShotSwiftUITests/DocCSampleTests.swift",
        "Tests/CellShotSwiftUITests/ListDocsTests.swift",
    ]

    @Test(arguments: documents) func everySampleIsCompiledCode(_ document: String) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let docs = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let sources = try Self.compiled.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        let blocks = docs.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        for block in blocks where !block.contains(".testTarget(") {
            let sample = Self.unindented(block)
            #expect(sources.contains { Self.unindented($0).contains(sample) }, "\(document): not compiled anywhere:\n\(block)")
        }
        // A manifest excerpt: each of its product dependencies is one of the example's manifest.
        for block in blocks where block.contains(".testTarget(") {
            let products = block.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix(".product(") }
            #expect(!products.isEmpty)
            for product in products {
                #expect(sources[0].contains(product.hasSuffix(",") ? product.dropLast() : product), "\(document): \(product)")
            }
        }
    }

    /// `text` with each line's leading spaces removed.
    static func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }
}
