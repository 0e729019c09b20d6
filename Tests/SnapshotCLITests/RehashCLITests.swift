import CellShotPNG
import CellShotRaster
import CellShotTestSupport
import Foundation
import Testing

/// `snapshot rehash`: old hash chunks become current ones; nothing else is touched.
@Suite struct RehashCLITests {
    /// A PNG of `image` with a version 1 `csPH` chunk (the pixel hash alone), as older
    /// versions recorded it.
    func versionOne(_ image: Image) throws -> [UInt8] {
        let png = try PNGEncoder().encode(image)
        let hash = PixelHash(image)
        var body = Array("csPH".utf8) + [1]
        for word in [hash.high, hash.low] { for s in stride(from: 56, through: 0, by: -8) { body.append(UInt8(truncatingIfNeeded: word >> UInt64(s))) } }
        var c: UInt32 = 0xFFFF_FFFF
        for b in body { c ^= UInt32(b); for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 } }
        c ^= 0xFFFF_FFFF
        func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
        return Array(png[..<33]) + be(17) + body + be(c) + png[33...]
    }

    @Test func oldChunksBecomeCurrentAndNothingElseIsTouched() throws {
        let folder = try TemporaryFolder("rehash")
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder.path + "/refs/nested", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder.path + "/refs/.hidden", withIntermediateDirectories: true)
        let image = Image(width: 3, height: 2, color: RGBA8(10, 200, 30))
        let old = try versionOne(image), plain = try PNGEncoder().encode(image)
        for path in ["refs/a.png", "refs/nested/b.png", "refs/.hidden/c.png"] {
            #expect(fm.createFile(atPath: folder.path + "/" + path, contents: Data(old)))
        }
        #expect(fm.createFile(atPath: folder.path + "/refs/plain.png", contents: Data(plain)))
        try fm.createSymbolicLink(atPath: folder.path + "/refs/link.png", withDestinationPath: folder.path + "/outside.png")
        #expect(fm.createFile(atPath: folder.path + "/outside.png", contents: Data(old)))

        let check = try CLI.run(["rehash", "--check", "refs"], in: folder.path)
        #expect(check.status == 1 && check.stdout.contains("rehash: 2 files need it"), "\(check.stdout)")
        #expect([UInt8](try #require(fm.contents(atPath: folder.path + "/refs/a.png"))) == old)

        let run = try CLI.run(["rehash", "refs"], in: folder.path)
        #expect(run.status == 0 && run.stdout.contains("rehash: 2 files updated"), "\(run.stdout) \(run.stderr)")
        let current = try PNGEncoder().encodeWithPixelHash(image)
        for path in ["refs/a.png", "refs/nested/b.png"] {
            #expect([UInt8](try #require(fm.contents(atPath: folder.path + "/" + path))) == current)
        }
        for path in ["refs/.hidden/c.png", "outside.png"] {
            #expect([UInt8](try #require(fm.contents(atPath: folder.path + "/" + path))) == old)
        }
        #expect([UInt8](try #require(fm.contents(atPath: folder.path + "/refs/plain.png"))) == plain)
        #expect(try CLI.run(["rehash", "--check", "refs"], in: folder.path).status == 0)
    }

    @Test func aReferenceThatDoesNotDecodeIsReportedAndKept() throws {
        let folder = try TemporaryFolder("rehash-broken")
        var broken = try versionOne(Image(width: 4, height: 4, color: RGBA8(1, 2, 3)))
        broken[broken.count - 20] ^= 0xFF
        #expect(FileManager.default.createFile(atPath: folder.path + "/bad.png", contents: Data(broken)))
        let run = try CLI.run(["rehash", "bad.png"], in: folder.path)
        #expect(run.status == 1 && run.stderr.contains("bad.png"), "\(run.stderr)")
        #expect([UInt8](try #require(FileManager.default.contents(atPath: folder.path + "/bad.png"))) == broken)
    }
}
