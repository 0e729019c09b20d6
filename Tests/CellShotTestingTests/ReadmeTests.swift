import Foundation
import Testing

/// Every Swift sample in README.md is code that compiles in this package's tests: the sample
/// must equal, line for line, the marked region of the named test file (imports may sit at the
/// top of that file). The Package.swift snippet is checked against this package's manifest.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The ```swift blocks of the README.
    static func samples() throws -> [[String]] { DocCTests.blocks(try read("README.md")) }

    /// The lines between `// --- <marker> begins` and `ends`, de-indented.
    static func region(_ file: String, _ marker: String) throws -> [String] {
        let lines = try read(file).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("// --- \(marker) begins") })
        let end = try #require(lines.firstIndex { $0.contains("// --- \(marker) ends") })
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    @Test func librarySampleIsTheTestedCode() throws {
        let sample = try #require(try Self.samples().first { $0.contains { $0.contains("PNGEncoder") } })
        #expect(sample.first == "import CellShot", "one import for the library")
        let code = sample.filter { !$0.hasPrefix("import ") && !$0.isEmpty }
        let tested = try Self.region("Tests/CellShotTests/ReadmeExampleTests.swift", "README example")
        #expect(code == tested.filter { !$0.isEmpty })
        let file = try Self.read("Tests/CellShotTests/ReadmeExampleTests.swift")
        for imp in sample where imp.hasPrefix("import ") { #expect(file.contains(imp + "\n"), "\(imp) missing in the test") }
    }

    @Test func snapshotTestSampleIsTheTestedCode() throws {
        let sample = try #require(try Self.samples().first { $0.contains("import CellShotTesting") })
        #expect(sample == (try Self.region("Tests/CellShotTestingTests/ReadmeSnapshotTests.swift", "README snapshot test")))
    }

    @Test func packageSnippetNamesRealProducts() throws {
        let sample = try #require(try Self.samples().first { $0.contains("// Package.swift") })
        let manifest = try Self.read("Package.swift")
        #expect(sample.joined().contains(".product(name: \"CellShotTesting\", package: \"CellShot\")"))
        #expect(manifest.contains(".library(name: \"CellShotTesting\""))
        #expect(manifest.contains("name: \"CellShot\""))
    }
}
