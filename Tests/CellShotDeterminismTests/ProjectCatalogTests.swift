import CellShotCatalog
import CellShotGallery
import CellShotLayout
import CellShotStore
import Foundation
import Testing

/// The project's own catalog (Snapshots/catalog.yaml): the gate passes on the committed
/// references, every reference belongs to a snapshot, and the catalog describes exactly the
/// built-in `Gallery` (so its committed PNGs stayed byte-identical when it became a catalog).
/// After an intended visual change: `swift run snapshot record`, then look at every changed image.
@Suite struct ProjectCatalogTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var catalog: String { "\(root)/Snapshots/catalog.yaml" }

    @Test func projectCatalogPassesTheGate() throws {
        let catalog = try Catalog.load(Self.catalog)
        #expect(catalog.snapshots.count >= 61)
        let entries = Runner().verify(catalog.snapshots)
        let bad = entries.filter { $0.status != .passed }
        #expect(bad.isEmpty, "\(bad.count) snapshots do not pass:\n\(bad.prefix(5).map { "\($0.name): \($0.message)" }.joined(separator: "\n"))")
    }

    @Test func everyReferenceBelongsToTheCatalog() throws {
        #expect(try Pruning.stale(Catalog.load(Self.catalog)) == [])
    }

    @Test func catalogDescribesTheGallery() throws {
        let catalog = try Catalog.load(Self.catalog)
        let gallery = Gallery.entries()
        let described = catalog.snapshots.filter { if case .described = $0.subject { return true } else { return false } }
        #expect(described.map(\.name) == ["yaml-view-contact-light", "yaml-view-contact-dark", "yaml-view-upload-light", "yaml-view-upload-dark",
                                            "yaml-table-settings-light", "yaml-table-settings-dark", "yaml-table-emoji-light",
                                            "yaml-table-emoji-dark", "yaml-screen-groceries-editing", "yaml-table-mail-swipe",
                                            "yaml-table-pizza-order-light", "yaml-table-pizza-order-dark"])
        let swift = catalog.snapshots.filter { !$0.name.hasPrefix("yaml-") }
        #expect(swift.map(\.name).sorted() == gallery.map(\.name).sorted())
        let cards = catalog.snapshots.filter { if case .card = $0.subject { return true } else { return false } }
        #expect(cards.map(\.name) == gallery.filter { $0.cell != nil }.map(\.name))
        for snapshot in catalog.snapshots {
            guard let entry = gallery.first(where: { $0.name == snapshot.name }) else { continue }
            if case .card(let cell) = snapshot.subject {
                #expect(String(reflecting: cell) == entry.cell.map { String(reflecting: $0) }, "\(snapshot.name)")
            }
            #expect(snapshot.variant.width == entry.width, "\(snapshot.name)")
            #expect(snapshot.variant.environment == entry.environment, "\(snapshot.name)")
        }
    }
}
