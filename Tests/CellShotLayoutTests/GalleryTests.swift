import CellShotLayout
import CellShotTesting
import Foundation
import Testing

/// Renders the whole built-in gallery and compares it exactly (every pixel, every dump line)
/// with the committed references in Snapshots/gallery. After an intended change, re-record
/// with `CELLSHOT_RECORD=failed swift test --filter GalleryTests` and look at every changed
/// image before committing it (unchanged pixels are never rewritten).
@Suite struct GalleryTests {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Snapshots/gallery").path
    }()

    @Test func galleryMatchesCommittedReferences() throws {
        let entries = Gallery.entries()
        #expect(entries.count >= 40)
        #expect(Set(entries.map(\.name)).count == entries.count, "gallery names must be unique")
        for entry in entries {
            let tree = try entry.layout()
            assertSnapshot(of: tree, as: .image, named: entry.name, folder: Self.folder, testName: "")
            assertSnapshot(of: tree, as: .layout, named: entry.name, folder: Self.folder, testName: "")
        }
    }

    @Test func everyReferenceBelongsToTheGallery() throws {
        let names = Set(Gallery.entries().map(\.name))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".png") }
        let stale = files.map { String($0.dropLast(4)) }.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "references without a gallery sample: \(stale)")
    }
}
