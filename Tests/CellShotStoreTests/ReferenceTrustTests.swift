import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotStore
import Foundation
import Testing

/// A reference passes only when its file still is the picture its hash chunk names: the fast
/// path checks the chunk's digest of the file's own bytes, and anything else is decoded.
@Suite struct ReferenceTrustTests {
    /// A store with references "a" and "b" (different pictures) and the snapshots that made them.
    func recorded() throws -> (SnapshotStore, a: Snapshot, b: Snapshot) {
        let store = SnapshotStore(folder: temporaryFolder() + "/refs")
        let a = try snapshot(of: card("Hello")), b = try snapshot(of: card("World"))
        try store.write(a, named: "a")
        try store.write(b, named: "b")
        return (store, a, b)
    }

    func bytes(_ store: SnapshotStore, _ name: String) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: store.path(for: name, pathExtension: "png"))))
    }

    func replace(_ store: SnapshotStore, _ name: String, with bytes: [UInt8]) {
        _ = FileManager.default.createFile(atPath: store.path(for: name, pathExtension: "png"), contents: Data(bytes))
    }

    @Test func aTruncatedReferenceFailsAndRecordRepairsIt() throws {
        let (store, a, _) = try recorded()
        replace(store, "a", with: Array(try bytes(store, "a").prefix(78)))
        let r = store.verify(a, named: "a", record: .never)
        #expect(r.status == .error && r.message.contains("truncated"), "\(r.message)")
        #expect(try store.write(a, named: "a") == .updated)
        #expect(store.verify(a, named: "a", record: .never).status == .passed)
    }

    @Test func anotherFilesImageDataBehindTheChunkFails() throws {
        let (store, a, _) = try recorded()
        let aBytes = try bytes(store, "a"), bBytes = try bytes(store, "b")
        replace(store, "a", with: Array(aBytes.prefix(78)) + bBytes.dropFirst(78))
        #expect(PixelHashChunk.verified(contentsOf: store.path(for: "a", pathExtension: "png")) == nil)
        #expect(store.verify(a, named: "a", record: .never).status == .failed)
    }

    @Test func anEditedImageDataChunkFails() throws {
        let (store, a, _) = try recorded()
        // A copy re-encoded from changed pixels, with a's chunk kept in front of it.
        guard case let .image(image, _) = a else { return }
        var changed = image
        changed.pixels[4 * (image.width * 10 + 10)] ^= 0x40
        let edited = try PNGEncoder().encode(changed)
        replace(store, "a", with: Array(try bytes(store, "a").prefix(78)) + edited.dropFirst(33))
        let r = store.verify(a, named: "a", record: .never)
        #expect(r.status == .failed && r.message.contains("1 of"), "\(r.message)")
    }

    @Test func anOldChunkWithoutDigestIsNeverTrusted() throws {
        let (store, a, b) = try recorded()
        guard case let .image(imageA, _) = a, case let .image(imageB, _) = b else { return }
        // Version 1: the pixel hash alone. This one claims a's pixels over b's image data.
        var data: [UInt8] = [1]
        let hash = PixelHash(imageA)
        for word in [hash.high, hash.low] { for s in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: word >> UInt64(s))) } }
        let png = try PNGEncoder().encode(imageB)
        replace(store, "a", with: Array(png[..<33]) + chunk("csPH", data) + png[33...])
        #expect(store.verify(a, named: "a", record: .never).status == .failed)
        // An honest version 1 file still passes, by decoding, and record leaves its bytes alone.
        replace(store, "b", with: Array(png[..<33]) + chunk("csPH", [1] + Array(repeating: 0, count: 16)) + png[33...])
        let before = try bytes(store, "b")
        #expect(store.verify(b, named: "b", record: .never).status == .passed)
        #expect(try store.write(.image(imageB, dump: nil), named: "b") == .unchanged)
        #expect(try bytes(store, "b") == before)
    }

    @Test func rehashTurnsAnOldChunkIntoATrustedOneKeepingTheImageData() throws {
        let (store, _, b) = try recorded()
        guard case let .image(imageB, _) = b else { return }
        let png = try PNGEncoder().encode(imageB)
        // A version 1 chunk whose hash is wrong: rehash trusts the pixels, never the old chunk.
        let old = Array(png[..<33]) + chunk("csPH", [1] + Array(repeating: 7, count: 16)) + png[33...]
        let rehashed = try #require(try PixelHashChunk.rehashed(old))
        #expect(rehashed == (try PNGEncoder().encodeWithPixelHash(imageB)))
        #expect(PixelHashChunk.verified(rehashed)?.hash == PixelHash(imageB))
        #expect(try PixelHashChunk.rehashed(rehashed) == nil)  // current: nothing to do
        #expect(try PixelHashChunk.rehashed(png) == nil)  // no chunk: not a CellShot reference
        // Image data that does not decode is an error, not a new chunk over it.
        var broken = old
        broken[broken.count - 20] ^= 0xFF
        #expect(throws: PNGError.self) { try PixelHashChunk.rehashed(broken) }
        _ = store
    }

    /// A PNG chunk: length, type, data, CRC.
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for b in body {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xFFFF_FFFF
        func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
        return be(UInt32(data.count)) + body + be(c)
    }

    @Test func aFIFOAsReferenceIsAnErrorNotAHang() throws {
        let (store, a, _) = try recorded()
        let path = store.path(for: "a", pathExtension: "png")
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        let result = try withTimeout(seconds: 20, unblocking: path) { store.verify(a, named: "a", record: .never) }
        #expect(result.status == .error && result.message.contains("FIFO"), "\(result.message)")
    }

    @Test func aFIFOAsLayoutDumpIsReplacedNotWaitedOn() throws {
        let (store, a, _) = try recorded()
        let path = store.path(for: "a", pathExtension: "txt")
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        let outcome = try withTimeout(seconds: 20, unblocking: path) { try? store.write(a, named: "a") }
        #expect(outcome == .updated)
        #expect(try store.readText(named: "a")?.isEmpty == false)
    }

    @Test func aSymlinkLoopIsAnErrorNotANewReference() throws {
        let (store, a, _) = try recorded()
        let path = store.path(for: "a", pathExtension: "png")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "a.png")
        let r = store.verify(a, named: "a", record: .never)
        #expect(r.status == .error && r.message.contains("Too many levels of symbolic links"), "\(r.message)")
    }

    /// `body()` on another thread; when it has not returned after `seconds`, `path` (a FIFO) is
    /// opened for writing so a blocked reader wakes, and the test fails.
    func withTimeout<T: Sendable>(seconds: Int, unblocking path: String, _ body: @escaping @Sendable () -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var value: T?
        Thread { value = body(); done.signal() }.start()
        if done.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            Issue.record("blocked on the FIFO \(path) for \(seconds) s")
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            done.wait()
        }
        return try #require(value)
    }
}
