import CellShotCatalog
import CellShotLayout
import CellShotRaster
import Foundation
import Testing

/// A view named again by a YAML alias is reused, not decoded again: the same pixels as the
/// views written out, and a budget that runs out stops at the same node as a full decode does.
@Suite struct DecodedViewsTests {
    /// Nine views: a row of texts and shapes.
    static let card = "{hstack: {spacing: 4, children: [{text: Anna}, {circle: {}}, {text: {string: Berlin, weight: bold}}, "
        + "{vstack: {children: [{text: One}, {text: Two}, {rectangle: {}}]}}, {text: \"{item}\"}]}}"

    func images(_ yaml: String) throws -> [Image] {
        try Catalog.parse(yaml).snapshots.map { try $0.layout().render() }
    }

    @Test func aliasedViewsDrawWhatTheWrittenOutViewsDraw() throws {
        let aliased = try images("shared:\n  - &card \(Self.card)\nviews:\n"
            + "  - {name: a, width: 320, view: *card}\n  - {name: b, width: 320, view: {vstack: {children: [*card, *card]}}}\n")
        let written = try images("views:\n  - {name: a, width: 320, view: \(Self.card)}\n"
            + "  - {name: b, width: 320, view: {vstack: {children: [\(Self.card), \(Self.card)]}}}\n")
        #expect(aliased.count == 2 && aliased == written)
    }

    @Test func templateCopiesAtOnePositionAreDecodedEach() throws {
        let table = { (rows: String) in "tables:\n  - {name: t, width: 320, table: {sections: [{rows: \(rows)}]}}\n" }
        let copies = try images(table("[{forEach: [Alpha, Beta], row: {view: \(Self.card)}}]"))
        let alpha = Self.card.replacingOccurrences(of: "{item}", with: "Alpha")
        let beta = Self.card.replacingOccurrences(of: "{item}", with: "Beta")
        let written = try images(table("[{view: \(alpha)}, {view: \(beta)}]"))
        #expect(copies.count == 1 && copies == written)
    }

    /// Entries 0–50 reuse the 9 724 views of `*r3` (495 924 in all); entry 51 cannot afford
    /// them (4 076 left), so it decodes and stops at its 4 077th view, depth first.
    @Test func theCatalogBudgetStopsAtTheSameNode() throws {
        let error = try #require(catalogError(CatalogBudgetTests.bomb(entries: 60)))
        #expect(error.path == "views[51].view.vstack.children[8].vstack.children[16].vstack.children[17]", "\(error)")
        #expect(error.line == 2 && error.message.hasPrefix("the catalog expands to more than 500000"))
    }

    /// The second `*r3` of an entry does not fit its 10 000 (275 left after 1 + 9 724), so it
    /// is decoded and stops at its 276th view.
    @Test func theEntryBudgetStopsAtTheSameNode() throws {
        let yaml = CatalogBudgetTests.bomb(entries: 1) + "  - {name: w, width: 100, view: {vstack: {children: [*r3, *r3]}}}\n"
        let error = try #require(catalogError(yaml))
        #expect(error.path == "views[1].view.vstack.children[1].vstack.children[0].vstack.children[12].vstack.children[8]", "\(error)")
        #expect(error.line == 2 && error.message.hasPrefix("the entry expands to more than 10000"))
    }
}
