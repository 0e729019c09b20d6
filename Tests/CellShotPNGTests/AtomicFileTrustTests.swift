import CellShotIO
import CellShotPNG
import Foundation
import Testing

/// Modes of replaced files, and temporary files left by writes that were killed.
@Suite struct AtomicFileTrustTests {
    func mode(_ path: String) throws -> Int {
        var st = stat()
        #expect(lstat(path, &st) == 0)
        return Int(st.st_mode)
    }

    @Test func specialBitsAreNeverCopied() throws {
        let dir = try FileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/a.png", contents: Data("old".utf8))
        #expect(chmod(dir + "/a.png", 0o4755) == 0)
        try AtomicFile.write(Array("new".utf8), to: dir + "/a.png")
        #expect(try mode(dir + "/a.png") & 0o7777 == 0o755)
    }

    @Test func aSymbolicLinkIsReplacedNotFollowedAndGetsPlainMode() throws {
        let dir = try FileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/setuid", contents: Data("tool".utf8))
        #expect(chmod(dir + "/setuid", 0o4755) == 0)
        for (link, target) in [("a.png", dir + "/setuid"), ("b.png", "/dev/zero")] {
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/\(link)", withDestinationPath: target)
            try AtomicFile.write(Array("new".utf8), to: "\(dir)/\(link)")
            let m = try mode("\(dir)/\(link)")
            #expect(m & Int(S_IFMT) == Int(S_IFREG) && m & 0o7777 == 0o644, "\(link): \(String(m, radix: 8))")
        }
        #expect(FileManager.default.contents(atPath: dir + "/setuid") == Data("tool".utf8))
        #expect(try mode(dir + "/setuid") & 0o7777 == 0o4755)
    }

    @Test func abandonedTemporaryFilesAreFoundAndRemovedButNotOnesInUse() throws {
        let dir = try FileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let old = Date(timeIntervalSinceNow: -60)
        for name in [".a.png.tmp-Ab12Cd", ".b.png.tmp-Xy34Zw", ".c.png.tmp-Qq11Ww", "a.png", ".notes", "keep.tmp-123456"] {
            _ = FileManager.default.createFile(atPath: "\(dir)/\(name)", contents: Data("x".utf8))
            if name != ".c.png.tmp-Qq11Ww" { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: "\(dir)/\(name)") }
        }
        try FileManager.default.createDirectory(atPath: "\(dir)/.d.png.tmp-Folder", withIntermediateDirectories: false)
        // b is being written: its writer holds the lock. c was changed just now.
        let fd = open("\(dir)/.b.png.tmp-Xy34Zw", O_RDONLY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        #expect(AtomicFile.abandoned(in: dir) == ["\(dir)/.a.png.tmp-Ab12Cd"])
        #expect(AtomicFile.removeAbandoned(in: dir) == ["\(dir)/.a.png.tmp-Ab12Cd"])
        #expect(try FileTests.listing(dir) == [".b.png.tmp-Xy34Zw", ".c.png.tmp-Qq11Ww", ".d.png.tmp-Folder", ".notes", "a.png", "keep.tmp-123456"])
    }

    @Test func aStagedFileChangesNothingUntilCommitted() throws {
        let dir = try FileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/a.txt", contents: Data("old".utf8))
        let staged = try AtomicFile.Staged(Array("new".utf8), to: dir + "/a.txt")
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("old".utf8))
        // While staged, its temporary file is locked: not abandoned.
        #expect(AtomicFile.abandoned(in: dir).isEmpty)
        try staged.commit()
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("new".utf8))
        let cancelled = try AtomicFile.Staged(Array("other".utf8), to: dir + "/a.txt")
        cancelled.cancel()
        #expect(try FileTests.listing(dir) == ["a.txt"])
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("new".utf8))
    }
}
