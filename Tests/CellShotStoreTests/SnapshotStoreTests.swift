import CellShotDiff
import CellShotIO
import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation
import Testing

/// A fresh folder under the system's temporary folder.
func temporaryFolder(_ tag: String = #function) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-store-\(SnapshotName.sanitize(tag))-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func card(_ title: String = "Buy milk", badge: String? = "3") -> Cell {
    Cell(title: title, icon: "doc.text", badge: badge, metadata: [.text("High")], configuration: .dualMetadata(style: .detail))
}

func snapshot(of cell: Cell) throws -> Snapshot {
    let tree = try cell.layout(width: 375, environment: .standard)
    return .image(try tree.render(), dump: tree.deferredDump)
}

@Suite struct SnapshotStoreTests {
    @Test func missingIsRecordedAndThenMatches() throws {
        let store = SnapshotStore(folder: temporaryFolder() + "/refs")
        let s = try snapshot(of: card())
        let first = store.verify(s, named: "card", record: .missing)
        #expect(first.status == .recorded && !first.passed)
        #expect(first.message.contains(store.path(for: "card", pathExtension: "png")))
        #expect(FileManager.default.fileExists(atPath: store.path(for: "card", pathExtension: "txt")))
        let second = store.verify(s, named: "card", record: .missing)
        #expect(second.status == .passed && second.passed)
    }

    @Test func referencesCarryThePixelHash() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        let s = try snapshot(of: card())
        guard case let .image(image, _) = s else { return }
        try store.write(s, named: "card")
        let stored = try #require(PixelHashChunk.verified(contentsOf: store.path(for: "card", pathExtension: "png")))
        #expect(stored.width == image.width && stored.height == image.height && stored.hash == PixelHash(image))
        #expect(try store.readImage(named: "card") == image)
    }

    @Test func neverModeFailsAndWritesNothing() throws {
        let folder = temporaryFolder()
        let store = SnapshotStore(folder: folder + "/refs")
        let r = store.verify(try snapshot(of: card()), named: "card", record: .never, artifacts: ArtifactFolder(path: folder + "/art"))
        #expect(r.status == .new)
        #expect(r.message.contains("never"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/refs"))
        #expect(r.artifacts?.actual.map { FileManager.default.fileExists(atPath: $0) } == true)
    }

    @Test func changeIsNamedElementByElement() throws {
        let folder = temporaryFolder()
        let store = SnapshotStore(folder: folder + "/refs")
        try store.write(try snapshot(of: card()), named: "card")
        let r = store.verify(try snapshot(of: card("Buy oat milk", badge: nil)), named: "card", record: .missing,
                             artifacts: ArtifactFolder(path: folder + "/art"), rerecord: "RERECORD-HINT")
        #expect(r.status == .failed)
        #expect(r.changes.map(\.description).contains("title: text \"Buy milk\" → \"Buy oat milk\""))
        #expect(r.changes.map(\.description).contains("badge: removed"))
        #expect(r.message.contains("What changed:"))
        #expect(r.message.contains("RERECORD-HINT"))
        let files = try #require(r.artifacts)
        for path in [files.reference, files.actual, files.diff, files.sideBySide] {
            #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true)
        }
        // Attachments come from memory and are the bytes of the files written.
        #expect(files.attachments.map(\.name) == files.labelled.map { ($0.path as NSString).lastPathComponent })
        for (attachment, file) in zip(files.attachments, files.labelled) {
            #expect(attachment.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: file.path))), "\(file.label)")
        }
        #expect(r.regions.contains { $0.element?.contains("badge") == true || $0.element?.contains("title") == true })
    }

    @Test func unchangedPixelsAreNeverRewritten() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        let s = try snapshot(of: card())
        guard case let .image(image, _) = s else { return }
        // A reference written by another encoder setting (different bytes, same pixels, no hash chunk).
        let file = store.path(for: "card", pathExtension: "png")
        let other = try PNGEncoder(options: .libpngDefault).encode(image)
        try AtomicFile.write(other, to: file)
        #expect(try store.write(s, named: "card") == .updated)  // only the dump is new
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: file))) == other)
        #expect(store.verify(s, named: "card", record: .all).status == .passed)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: file))) == other)
        #expect(try store.write(s, named: "card") == .unchanged)
    }

    @Test func exactByDefaultToleranceIsOptInAndSaysHowMuch() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        var image = Image(width: 8, height: 8, color: RGBA8(200, 200, 200))
        try store.write(.image(image, dump: nil), named: "grey")
        image.pixels[0] = 201
        #expect(store.verify(.image(image, dump: nil), named: "grey", record: .never).status == .failed)
        var tolerant = DiffOptions.exact
        tolerant.maxDiffPixels = 1
        let r = store.verify(.image(image, dump: nil), named: "grey", record: .never, tolerance: tolerant)
        #expect(r.status == .tolerated && r.passed)
        #expect(r.message.contains("1 of 64"))
    }

    @Test func corruptReferenceFailsWithReasonAndActual() throws {
        let folder = temporaryFolder()
        let store = SnapshotStore(folder: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = try snapshot(of: card())
        guard case let .image(image, _) = s else { return }
        let bytes = try PNGEncoder().encode(image)
        try AtomicFile.write(Array(bytes.prefix(bytes.count / 2)), to: store.path(for: "card", pathExtension: "png"))
        let r = store.verify(s, named: "card", record: .missing, artifacts: ArtifactFolder(path: folder + "/art"))
        #expect(r.status == .error)
        #expect(r.message.contains("truncated") || r.message.contains("corrupt"))
        #expect(r.artifacts?.actual != nil)
        #expect(store.verify(s, named: "card", record: .failed).status == .recorded)
        #expect(store.verify(s, named: "card", record: .never).status == .passed)
    }

    @Test func otherSizeFailsAndSaysSo() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        try store.write(.image(Image(width: 4, height: 4, color: .white), dump: nil), named: "x")
        let r = store.verify(.image(Image(width: 4, height: 5, color: .white), dump: nil), named: "x", record: .never)
        #expect(r.status == .failed)
        #expect(r.message.contains("reference 4×4 px, actual 4×5 px"))
    }

    @Test func missingDumpGivesPixelMessageOnly() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        try store.write(try snapshot(of: card()), named: "card")
        try FileManager.default.removeItem(atPath: store.path(for: "card", pathExtension: "txt"))
        let r = store.verify(try snapshot(of: card("Other")), named: "card", record: .never)
        #expect(r.status == .failed && r.changes.isEmpty)
        #expect(r.message.contains("no layout dump beside the reference"))
    }

    @Test func unwritableFolderIsAClearError() throws {
        let folder = temporaryFolder()
        try "x".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        let store = SnapshotStore(folder: folder + "/file/refs")
        let r = store.verify(try snapshot(of: card()), named: "card", record: .missing)
        #expect(r.status == .error)
        #expect(r.message.contains(folder + "/file"))
        #expect(r.message.contains("Nothing was written"))
    }

    @Test func textSnapshotsCompareExactly() throws {
        let store = SnapshotStore(folder: temporaryFolder())
        let tree = try card().layout(width: 375)
        #expect(store.verify(.text(tree.dump()), named: "dump", record: .missing).status == .recorded)
        #expect(store.verify(.text(tree.dump()), named: "dump", record: .never).status == .passed)
        let other = try card("Buy oat milk").layout(width: 375)
        let r = store.verify(.text(other.dump()), named: "dump", record: .never)
        #expect(r.status == .failed)
        #expect(r.message.contains("title: text \"Buy milk\" → \"Buy oat milk\""))
        #expect(r.message.contains("Text diff (- reference, + actual):\n  @@ -"))
        #expect(r.message.contains("\n  - ") && r.message.contains("\n  + "))
    }

    @Test func recordModeFromEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "1", "CELLSHOT_RECORD": "failed"]) == .failed)
        #expect(throws: StoreError.self) { try RecordMode.fromEnvironment(["CELLSHOT_RECORD": "yes"]) }
    }

    @Test func parallelWritesNeverTearAFile() async throws {
        let store = SnapshotStore(folder: temporaryFolder())
        let images = (0..<8).map { Image(width: 64, height: 64, color: RGBA8(UInt8($0 * 20), 0, 0)) }
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<32 { group.addTask { _ = try? store.write(.image(images[i % 8], dump: nil), named: "same") } }
        }
        let decoded = try #require(try store.readImage(named: "same"))
        #expect(images.contains(decoded))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.folder).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}
