import CellShotLayout
import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// Renders the whole built-in gallery and compares it exactly (every pixel, every dump line)
/// with the committed references in Snapshots/gallery. Re-record with
/// `swift run snapshot gallery --out Snapshots/gallery` after an intended change, and look at
/// every changed image before committing it.
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
        var failures: [String] = []
        for entry in entries {
            let tree = try entry.layout()
            let image = try tree.render()
            let png = "\(Self.folder)/\(entry.name).png"
            guard FileManager.default.fileExists(atPath: png) else { failures.append("\(entry.name): no reference \(png)"); continue }
            let reference = try PNGDecoder().decode(contentsOf: png)
            if reference.width != image.width || reference.height != image.height {
                failures.append("\(entry.name): size \(image.width)x\(image.height), reference \(reference.width)x\(reference.height)")
            } else if reference.pixels != image.pixels {
                let differing = zip(reference.pixels, image.pixels).enumerated().filter { $0.element.0 != $0.element.1 }.count
                failures.append("\(entry.name): \(differing) bytes differ")
            }
            let dump = try String(contentsOfFile: "\(Self.folder)/\(entry.name).txt", encoding: .utf8)
            if dump != tree.dump() { failures.append("\(entry.name): layout dump differs") }
        }
        let count = failures.count
        let summary = failures.prefix(12).joined(separator: "\n")
        #expect(count == 0, "\(count) gallery samples differ:\n\(summary)")
    }

    @Test func everyReferenceBelongsToTheGallery() throws {
        let names = Set(Gallery.entries().map(\.name))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".png") }
        let stale = files.map { String($0.dropLast(4)) }.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "references without a gallery sample: \(stale)")
    }
}
