import CellShotPNG
import CellShotTestSupport
import Foundation
import Testing

/// Eight `snapshot record` and `verify` processes on one snapshot folder at once: references
/// are written atomically, so none is torn or lost, no temporary file is left behind, and
/// `verify` never writes.
@Suite(.serialized) struct ConcurrentProcessTests {
    static let catalog = """
        references: refs
        cards:
          - {name: inbox, title: Inbox, icon: tray, badge: "7", width: 320, scale: 2, matrix: {appearance: [light, dark]}}
          - {name: plain, title: Plain, width: 160, scale: 1}
          - {name: wifi, title: Wi-Fi, metadata: [Home], width: 375, scale: 2}
        """
    /// Each snapshot's image and layout text.
    static let files = ["inbox-dark", "inbox-light", "plain", "wifi"].flatMap { ["\($0).png", "\($0).txt"] }.sorted()

    /// The reference files of `catalog`, recorded by one process alone, by file name.
    func expected(_ catalog: String) throws -> [String: [UInt8]] {
        let folder = try TemporaryFolder("concurrent-expected")
        defer { folder.remove() }
        try folder.write("catalog.yaml", catalog)
        let record = try CLI.run(["record", "--catalog", "catalog.yaml", "--jobs", "1"], in: folder.path)
        #expect(record.status == 0, "\(record.stderr)")
        var images: [String: [UInt8]] = [:]
        for file in Self.files { images[file] = try #require(folder.bytes("refs/\(file)")).map { $0 } }
        return images
    }

    /// Every reference is there, images decode, each file holds exactly the bytes one process
    /// alone records, and the folder holds nothing else (no temporary file).
    func expectIntact(_ folder: TemporaryFolder, _ expected: [String: [UInt8]]) throws {
        let present = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/refs").sorted()
        #expect(present == Self.files, "lost references or leftover temporary files")
        for file in Self.files {
            let bytes = try #require(folder.bytes("refs/\(file)"))
            if file.hasSuffix(".png") { #expect((try? PNGDecoder().decode(Array(bytes))) != nil, "\(file) does not decode") }
            #expect(Array(bytes) == expected[file], "\(file) differs from a lone recording")
        }
    }

    @Test func eightRecordAndVerifyProcessesOnOneFolder() throws {
        let first = try expected(Self.catalog)
        let changed = Self.catalog.replacingOccurrences(of: "badge: \"7\"", with: "badge: \"12\"")
        let second = try expected(changed)
        #expect(first["inbox-light.png"] != second["inbox-light.png"])
        let folder = try TemporaryFolder("concurrent")
        defer { folder.remove() }
        try folder.write("catalog.yaml", Self.catalog)
        try folder.write("changed.yaml", changed)

        // Verify alone on a folder without references: all new, nothing written.
        let verify = ["verify", "--catalog", "catalog.yaml", "--jobs", "2"]
        for out in try CLI.runAll(Array(repeating: verify, count: 8), in: folder.path) {
            #expect(out.status == 1 && out.stdout.contains("0 passed, 0 failed, 4 new, 0 errors"), "\(out.stdout)\(out.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/refs"), "verify wrote references")

        // Four processes create the references while four verify them.
        let record = ["record", "--catalog", "catalog.yaml", "--jobs", "2"]
        let mixed = try CLI.runAll(Array(repeating: record, count: 4) + Array(repeating: verify, count: 4), in: folder.path)
        for out in mixed.prefix(4) { #expect(out.status == 0, "\(out.stdout)\(out.stderr)") }
        for out in mixed.suffix(4) { #expect(out.stdout.contains(" 0 failed,") && out.stdout.contains(" 0 errors"), "\(out.stdout)\(out.stderr)") }
        try expectIntact(folder, first)

        // Four processes rewrite two references while four verify the old catalog: a reader
        // sees the old or the new file, never a torn one, so a failure is a clean mismatch.
        let rerecord = ["record", "--catalog", "changed.yaml", "--jobs", "2"]
        let rewrite = try CLI.runAll(Array(repeating: rerecord, count: 4) + Array(repeating: verify, count: 4), in: folder.path)
        for out in rewrite.prefix(4) { #expect(out.status == 0, "\(out.stdout)\(out.stderr)") }
        for out in rewrite.suffix(4) {
            #expect([0, 1].contains(out.status) && out.stdout.contains(" 0 new, 0 errors"), "\(out.stdout)\(out.stderr)")
        }
        try expectIntact(folder, second)

        // Eight verifies of a recorded folder change no reference, not even its time stamp.
        let before = try Self.files.map { try FileManager.default.attributesOfItem(atPath: "\(folder.path)/refs/\($0)")[.modificationDate] as? Date }
        let changedVerify = ["verify", "--catalog", "changed.yaml", "--jobs", "2"]
        for out in try CLI.runAll(Array(repeating: changedVerify, count: 8), in: folder.path) {
            #expect(out.status == 0 && out.stdout.contains("4 passed"), "\(out.stdout)\(out.stderr)")
        }
        let after = try Self.files.map { try FileManager.default.attributesOfItem(atPath: "\(folder.path)/refs/\($0)")[.modificationDate] as? Date }
        #expect(before == after)
        try expectIntact(folder, second)
    }
}
