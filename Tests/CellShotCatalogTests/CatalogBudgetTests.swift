import CellShotCatalog
import CellShotTestSupport
import Foundation
import Testing

/// The decode budget covers the whole catalog, and errors never quote a whole file.
@Suite struct CatalogBudgetTests {
    /// `count` view entries, each an alias of 9 261 texts in three levels (under the entry budget).
    static func bomb(entries count: Int) -> String {
        func stack(_ anchor: String, of child: String) -> String {
            "  - &\(anchor) {vstack: {children: [" + Array(repeating: "*\(child)", count: 21).joined(separator: ", ") + "]}}\n"
        }
        return "shared:\n  - &t {text: x}\n" + stack("r1", of: "t") + stack("r2", of: "r1") + stack("r3", of: "r2") + "views:\n"
            + (0..<count).map { "  - {name: v\($0), width: 100, view: *r3}\n" }.joined()
    }

    @Test func entriesSharingABigAliasStopAtTheCatalogBudget() throws {
        #expect(catalogError(Self.bomb(entries: 40)) == nil)
        let error = try #require(catalogError(Self.bomb(entries: 60)))
        #expect(error.message.hasPrefix("the catalog expands to more than 500000 views, rows and sections in all"), "\(error)")
        #expect(error.expected == "at most 500000 in the whole catalog" && error.path.hasPrefix("views[") && error.line > 0)
    }

    @Test func anIncludedNonCatalogFileIsQuotedOnlyInPart() throws {
        let folder = try TemporaryFolder("include-excerpt")
        defer { folder.remove() }
        try folder.write("big.txt", String(repeating: "secret-line ", count: 100_000))
        let path = try folder.write("c.yaml", "include: big.txt\n")
        do {
            _ = try Catalog.load(path)
            Issue.record("a text file loaded as a catalog")
        } catch {
            let text = error.description
            #expect(text.count < 400 && text.contains("…\" (1199999 characters)"), "\(text.prefix(600))")
        }
    }

    @Test func longMessagesAreCut() {
        let error = CatalogError(file: "c.yaml", message: String(repeating: "m", count: 5000), expected: String(repeating: "e", count: 5000))
        #expect(error.description.count < 2_200 && error.description.contains("… (cut at 1000 characters)"))
    }
}
