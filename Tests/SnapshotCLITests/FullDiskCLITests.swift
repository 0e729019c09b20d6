import CellShotTestSupport
import Foundation
import Testing

/// The reference and report folders on a real full (or read-only) disk: a tiny tmpfs, mounted for the test
/// (root with mount permission only; elsewhere the test is skipped with the reason, and
/// `FullDiskTests` covers the same cases through the ENOSPC write hook).
@Suite(.serialized) struct FullDiskCLITests {
    /// A tmpfs of `size` mounted at `path`, or nil when mounting is not permitted here.
    static func mount(_ path: String, size: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path]) == 0
    }

    static func unmount(_ path: String) { _ = run("/bin/umount", [path]) }

    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return -1 }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    /// Whether a tmpfs can be mounted here (tried once on a scratch folder).
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-tmpfs-probe-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard mount(probe, size: "64k") else { return false }
        unmount(probe)
        return true
    }()

    /// Fills the file system holding `folder` until a write fails with ENOSPC.
    static func fill(_ folder: String) throws {
        #expect(FileManager.default.createFile(atPath: "\(folder)/filler", contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: "\(folder)/filler"))
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        var full = false
        for _ in 0..<100_000 where !full {
            do { try handle.write(contentsOf: chunk) } catch { full = true }
        }
        #expect(full, "the tmpfs did not fill up")
    }

    /// A folder whose catalog was recorded into `disk/refs` on a fresh 1 MiB tmpfs at `disk`,
    /// then changed (the card's title) so that recording must write again.
    static func recordedOnTmpfs(_ label: String, _ how: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder(label)
        let disk = "\(folder.path)/disk"
        #expect(mount(disk, size: "1m"))
        print("FullDiskCLITests: a real 1 MiB tmpfs at \(disk), \(how)")
        let catalog = SnapshotCLITests.catalog.replacingOccurrences(of: "references: refs", with: "references: disk/refs")
        try folder.write("catalog.yaml", catalog)
        let record = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(record.status == 0, "\(record.stderr)")
        try folder.write("catalog.yaml", catalog.replacingOccurrences(of: "Buy milk", with: "Buy bread"))
        return (folder, disk)
    }

    @Test(.enabled(if: canMount, "mount -t tmpfs is not permitted here (needs root and CAP_SYS_ADMIN); FullDiskTests covers a full disk through the ENOSPC write hook"))
    func recordApproveAndReportOnARealFullDisk() throws {
        let (folder, disk) = try Self.recordedOnTmpfs("cli-full", "filled to the last block")
        defer {
            Self.unmount(disk)
            folder.remove()
        }
        // A report on the normal disk for approve, before the disk fills.
        #expect(try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "r"], in: folder.path).status == 1)
        try Self.fill(disk)
        let refs = "\(disk)/refs"
        let before = try FileManager.default.contentsOfDirectory(atPath: refs).sorted().map { ($0, folder.bytes("disk/refs/\($0)")) }

        let again = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(again.status == 2, "\(again.stdout)\(again.stderr)")
        #expect(again.stderr.contains("No space left on device"), "\(again.stderr)")
        let approve = try CLI.run(["approve", "--report", "r", "--all"], in: folder.path)
        #expect(approve.status == 2 && approve.stderr.contains("No space left on device"), "\(approve.stderr)")
        let report = try CLI.run(["verify", "--catalog", "catalog.yaml", "--report", "disk/report"], in: folder.path)
        #expect(report.status == 2 && report.stderr.contains("No space left on device"), "\(report.stderr)")

        let after = try FileManager.default.contentsOfDirectory(atPath: refs).sorted().map { ($0, folder.bytes("disk/refs/\($0)")) }
        #expect(after.map(\.0) == before.map(\.0), "files appeared or vanished: \(after.map(\.0))")
        #expect(after.map(\.1) == before.map(\.1), "a reference changed")
        let reportFiles = (try? FileManager.default.contentsOfDirectory(atPath: "\(disk)/report")) ?? []
        #expect(reportFiles.allSatisfy { !$0.hasPrefix(".") && $0 != "report.json" && $0 != "index.html" && $0 != "junit.xml" }, "\(reportFiles)")
    }

    @Test(.enabled(if: canMount, "mount -t tmpfs is not permitted here (needs root and CAP_SYS_ADMIN); RunnerTests covers a read-only folder for other users"))
    func readOnlyReferenceFolderEvenForRoot() throws {
        let (folder, disk) = try Self.recordedOnTmpfs("cli-readonly", "remounted read-only")
        defer {
            Self.unmount(disk)
            folder.remove()
        }
        #expect(Self.run("/bin/mount", ["-o", "remount,ro", disk]) == 0)
        let before = folder.bytes("disk/refs/card-light.png")
        let record = try CLI.run(["record", "--catalog", "catalog.yaml"], in: folder.path)
        #expect(record.status == 2 && record.stderr.contains("Read-only file system"), "\(record.stderr)")
        #expect(folder.bytes("disk/refs/card-light.png") == before)
    }
}
