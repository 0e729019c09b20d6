// Linux only: child processes through posix_spawn and Linux's socket and /proc interfaces.
#if os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the `snapshot` binary built next to this test bundle as a child process, with a time
/// limit, and reports how it ended and, under `/usr/bin/time`, its peak memory and CPU time.
/// (The child's own `wait4` figures would not do: on Linux a process spawned from this large
/// test process inherits its memory high-water mark across `exec`.)
struct ChildProcess {
    /// Exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, or nil.
    var signal: Int32?
    /// True when it was still running at the time limit (and was killed).
    var timedOut: Bool
    /// Peak resident memory in bytes (0 unless measured).
    var maxRSS: Int
    /// User plus system CPU time in seconds (0 unless measured).
    var cpuSeconds: Double
    /// Everything written to standard error.
    var stderr: String

    /// The `snapshot` executable of this build.
    static var snapshotPath: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("snapshot").path
    }

    /// The GNU time program that measures a child's peak memory, when installed.
    static let timePath = "/usr/bin/time"
    static var canMeasure: Bool {
        FileManager.default.isExecutableFile(atPath: snapshotPath) && FileManager.default.isExecutableFile(atPath: timePath)
    }

    /// Runs `snapshot arguments…`, killing it after `timeout` seconds; with `measure`, under
    /// `/usr/bin/time` for its peak memory and CPU time.
    static func snapshot(_ arguments: [String], timeout: Double = 20, measure: Bool = false) throws -> ChildProcess {
        let errPath = NSTemporaryDirectory() + "cellshot-child-\(UUID().uuidString).err"
        let usagePath = errPath + ".usage"
        defer { unlink(errPath); unlink(usagePath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let program = measure ? [timePath, "-f", "%M %U %S", "-o", usagePath, snapshotPath] : [snapshotPath]
        let argv = (program + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableNotLoadable) }
        var waited: pid_t = 0, raw: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while true {
            waited = waitpid(pid, &raw, WNOHANG)
            if waited == pid { break }
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &raw, 0)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        let termSignal = raw & 0x7F
        let text = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // GNU time's last line: peak kilobytes, user seconds, system seconds.
        let usage = ((try? String(contentsOfFile: usagePath, encoding: .utf8)) ?? "")
            .split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
        return ChildProcess(status: termSignal == 0 ? (raw >> 8) & 0xFF : nil, signal: termSignal == 0 ? nil : termSignal,
                            timedOut: timedOut, maxRSS: usage.count == 3 ? Int(usage[0]) * 1024 : 0,
                            cpuSeconds: usage.count == 3 ? usage[1] + usage[2] : 0, stderr: text)
    }
}
#endif
