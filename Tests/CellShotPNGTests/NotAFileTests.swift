// Linux only: child processes through posix_spawn and Linux's socket and /proc interfaces.
#if os(Linux)
import CellShotPNG
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Paths that are not regular files get a one-line `io` error naming the path and what the
/// path is instead — never a hang, never a crash.
@Suite struct NotAFileTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "cellshot-notafile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The `io` message for decoding `path`, or nil when it decoded or failed otherwise.
    static func ioMessage(_ path: String) -> String? {
        do {
            _ = try PNGDecoder().decode(contentsOf: path)
            return nil
        } catch {
            guard case let .io(_, message) = error.kind, error.path == path else { return nil }
            return message
        }
    }

    /// A FIFO with no writer: `open` would wait for one forever. Run in a child process with
    /// a time limit, so a regression fails instead of hanging the test run.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ChildProcess.snapshotPath)))
    func fifoIsRefusedAtOnce() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/f.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try ChildProcess.snapshot(["png-info", fifo], timeout: 10)
        #expect(!run.timedOut && run.status == 1)
        #expect(run.stderr == "error: \(fifo): cannot read the file: it is a FIFO (named pipe), not a regular file\n")
        #expect(Self.ioMessage(fifo) == "it is a FIFO (named pipe), not a regular file")
    }

    @Test func directoryDeviceSocketAndSymlinkLoop() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(Self.ioMessage(dir) == "it is a directory, not a regular file")
        #expect(Self.ioMessage("/dev/null") == "it is a character device, not a regular file")

        let socketPath = dir + "/s.sock"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(Self.ioMessage(socketPath) == "it is a socket or a device without a reader, not a regular file")

        let loop = dir + "/loop.png"
        #expect(symlink(loop, loop) == 0)
        #expect(Self.ioMessage(loop)?.hasPrefix("Too many levels of symbolic links") == true)
        #expect(Self.ioMessage("") == "the path is empty")
    }

    /// /proc files say 0 bytes and then read more: like a file that grows while it is read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aFileThatGrowsWhileReadIsRefused() {
        #expect(Self.ioMessage("/proc/self/status") == "it changed size while being read (0 bytes when opened, more read)")
    }
}
#endif
