import ArgumentParser
import CellShotCatalog
import Foundation

/// Where commands print: results on standard output, problems and progress on standard
/// error; a live progress line only on a terminal outside CI.
enum Console {
    /// Prints `message` to standard error and returns exit status 2 (usage, catalog or I/O error).
    static func failure(_ message: String) -> ExitCode {
        error(message)
        return ExitCode(2)
    }

    /// Prints `message` to standard error, its control characters written out (``TerminalText``).
    static func error(_ message: String) {
        FileHandle.standardError.write(Data(TerminalText.safe("snapshot: \(message)\n").utf8))
    }

    /// Whether a live progress line is wanted: standard error is a terminal and CI is not set.
    static var isInteractive: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
    }
}

/// A live "count, rate, ETA" line on a terminal; silent elsewhere.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let verb: String
    private let start = DispatchTime.now().uptimeNanoseconds
    private let lock = NSLock()
    private var lastDraw: UInt64 = 0
    private let enabled: Bool

    init(total: Int, verb: String, enabled: Bool) {
        self.total = total; self.verb = verb; self.enabled = enabled && Console.isInteractive
    }

    /// Called with the count done; redraws at most 10 times a second.
    func update(_ done: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard done == total || now - lastDraw > 100_000_000 else { return }
        lastDraw = now
        let seconds = Double(now - start) / 1e9
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let line = "\r\(verb) \(done)/\(total)  \(Int(rate))/s  ETA \(String(format: "%.1f", eta)) s\u{1B}[K"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
