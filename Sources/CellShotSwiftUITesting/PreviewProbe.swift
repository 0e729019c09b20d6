#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation
import SwiftUI

/// Finds the previews that trap (a `fatalError`, a failed `precondition`, a force-unwrapped nil)
/// before they are snapshotted: the test program starts itself as a child process (a probe) that
/// draws every preview once, writing each preview's index to a journal before drawing it. A probe
/// that dies names the preview it was drawing; a new probe resumes after it, until every preview
/// was drawn. The probe starts in a constructor of `CPreviewSection`, before `main` runs any test.
package enum PreviewProbe {
    static let journalVariable = "CELLSHOT_PREVIEW_PROBE"
    static let fromVariable = "CELLSHOT_PREVIEW_PROBE_FROM"
    static let moduleVariable = "CELLSHOT_PREVIEW_PROBE_MODULE"

    /// The previews of `module` (all when nil) that trap, by their index in the registry's list,
    /// each with how it ended (`signal 4: …/Row.swift:12: Fatal error: boom`). Empty when no
    /// probe can be started (the previews then run unguarded).
    @MainActor
    package static func traps(module: String?, count: Int) -> [Int: String] {
        var traps: [Int: String] = [:]
        var from = 0
        // Each probe draws at least one preview or ends the loop: at most `count` probes.
        while from < count {
            guard let run = probe(module: module, from: from) else { break }
            guard let (index, reason) = run else { break }
            traps[index] = reason
            from = index + 1
        }
        return traps
    }

    /// One probe from index `from`: nil when it could not start, `.some(nil)` when it drew every
    /// preview, else the index it stopped at and why.
    private static func probe(module: String?, from: Int) -> (Int, String)?? {
        let folder = NSTemporaryDirectory() + "cellshot-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil,
              let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/journal", errors = folder + "/stderr"
        guard FileManager.default.createFile(atPath: errors, contents: nil), let errorFile = FileHandle(forWritingAtPath: errors)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var environment = ProcessInfo.processInfo.environment
        environment[journalVariable] = journal
        environment[fromVariable] = String(from)
        environment[moduleVariable] = module ?? ""
        environment["SWIFT_BACKTRACE"] = "enable=no" // the trap's message is enough
        process.environment = environment
        process.standardError = errorFile
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        try? errorFile.close()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return .some(nil) }
        let drawn = (try? String(contentsOfFile: journal, encoding: .utf8)) ?? ""
        guard let index = drawn.split(separator: "\n").last.flatMap({ Int($0) }), index >= from else { return nil }
        let how = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        return .some((index, how + message(inErrorsAt: errors)))
    }

    /// The last `Fatal error` line the probe printed, after ": ", or "".
    private static func message(inErrorsAt path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(64 * 1024), as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.contains("Fatal error") }) else { return "" }
        return ": " + String(line.prefix(500))
    }

    /// The probe's work, in the child: draws the previews from the journal's start index on.
    @MainActor
    static func drawPreviews() {
        let variables = ProcessInfo.processInfo.environment
        guard let path = variables[journalVariable], let from = variables[fromVariable].flatMap({ Int($0) }) else { return }
        let module = variables[moduleVariable].flatMap { $0.isEmpty ? nil : $0 }
        let previews = module.map(PreviewRegistry.previews(inModule:)) ?? PreviewRegistry.all
        guard FileManager.default.createFile(atPath: path, contents: nil), let journal = FileHandle(forWritingAtPath: path) else { return }
        for index in previews.indices where index >= from {
            // Written through to the file before the preview draws, so a trap leaves it behind.
            try? journal.write(contentsOf: Data("\(index)\n".utf8))
            let subject = PreviewSubject(previews[index])
            _ = try? subject.layout(LayoutRequest(width: subject.width)).render()
        }
        try? journal.close()
    }
}

/// The probe's entry point, called by `CPreviewSection`'s constructor in a program started
/// with `CELLSHOT_PREVIEW_PROBE` set.
@_cdecl("cellshot_preview_probe_main")
func previewProbeMain() {
    MainActor.assumeIsolated { PreviewProbe.drawPreviews() }
}
#endif
