import CellShotCatalog
import CellShotLayout
import Foundation
import Testing

/// The project's own catalog (Snapshots/catalog.yaml) describes exactly the built-in gallery.
@Suite struct ProjectCatalogTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test func catalogDescribesTheGallery() throws {
        let catalog = try Catalog.load("\(Self.root)/Snapshots/catalog.yaml")
        let gallery = Gallery.entries()
        #expect(catalog.snapshots.map(\.name) == gallery.map(\.name))
        for (snapshot, entry) in zip(catalog.snapshots, gallery) {
            guard case .card(let cell) = snapshot.subject else { Issue.record("\(snapshot.name) is not a card"); continue }
            #expect(String(reflecting: cell) == String(reflecting: entry.cell), "\(snapshot.name)")
            #expect(snapshot.variant.width == entry.width, "\(snapshot.name)")
            #expect(snapshot.variant.environment == entry.environment, "\(snapshot.name)")
        }
    }
}
