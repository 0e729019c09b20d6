import CellShotIO
import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// File reading and atomic writing.
@Suite struct FileTests {
    /// A fresh empty folder for one test.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "cellshot-png-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func writeThenDecodeFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = sampleImage(opaque: false)
        try PNGEncoder().write(image, to: dir + "/a.png")
        #expect(try PNGDecoder().decode(contentsOf: dir + "/a.png") == image)
        #expect(try Self.listing(dir) == ["a.png"])
        let info = try PNGDecoder().decodeWithInfo(contentsOf: dir + "/a.png").info
        #expect(info.colorType == .rgba && info.bitDepth == 8 && !info.interlaced)
    }

    @Test func overwriteReplacesTheWholeFileAndLeavesNoTemporaryFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/snap.png"
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: path)
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(try Self.listing(dir) == ["snap.png"])
    }

    /// rename onto a folder fails: the folder (the "old file") is untouched, the temp file removed.
    @Test func failedRenameKeepsTheOldEntryAndCleansUp() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/taken"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: target + "/keep", contents: Data([9]))
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2, 3], to: target) }
        #expect(try Self.listing(dir) == ["taken"])
        #expect(FileManager.default.contents(atPath: target + "/keep") == Data([9]))
    }

    /// Writing into a read-only folder fails and keeps the old file (root ignores folder
    /// permissions, so this case only runs for other users).
    @Test(.enabled(if: geteuid() != 0, "root can write into read-only folders"))
    func readOnlyFolderKeepsTheOldFile() throws {
        let dir = try Self.folder()
        defer {
            chmod(dir, 0o755)
            try? FileManager.default.removeItem(atPath: dir)
        }
        let path = dir + "/old.png"
        try AtomicFile.write([1, 2, 3], to: path)
        chmod(dir, 0o555)
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([4, 5, 6, 7], to: path) }
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(try Self.listing(dir) == ["old.png"])
    }

    @Test func missingFolderIsATypedErrorNamingThePath() throws {
        let path = "/nonexistent-cellshot-dir/out.png"
        do {
            try PNGEncoder().write(sampleImage(opaque: true), to: path)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.path == path)
            guard case .io = error.kind else { Issue.record("expected io, got \(error.kind)"); return }
        }
    }

    @Test func readingAFolderOrAnLFSPointerFileIsATypedError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: dir) }
        let pointer = dir + "/ref.png"
        try AtomicFile.write(Array("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n".utf8), to: pointer)
        #expect(throws: PNGError(.notPNG(hint: .gitLFSPointer), path: pointer)) {
            try PNGDecoder().decode(contentsOf: pointer)
        }
        let small = PNGDecoder.Limits(maxFileBytes: 10)
        do {
            _ = try PNGDecoder(limits: small).decode(contentsOf: pointer)
            Issue.record("read a file above the byte limit")
        } catch {
            guard case .io = error.kind else { Issue.record("expected io, got \(error.kind)"); return }
        }
    }
}
