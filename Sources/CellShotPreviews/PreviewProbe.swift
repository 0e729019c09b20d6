#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation
import SwiftUI

/// Finds the drawings that trap (a `fatalError`, a failed `precondition`, a force-unwrapped nil)
/// before they are snapshotted: a child process (a probe) lays out every drawing of the plan
/// (each preview in each matrix variant the assertion draws), writing each drawing's number to a
/// journal first. Laying out runs all of a preview's own code (its body, custom shapes' paths,
/// `GeometryReader` content); the tree it makes is painted by CellShot's code only, so the probe
/// renders no pixels. A probe that dies names the drawing it was laying out; a new probe resumes
/// after it, until every drawing was laid out.
///
/// A probe is this process forked (its fonts and previews already loaded, so it only lays out),
/// watched with a deadline; a forked probe that cannot start, outlives the deadline (killed) or
/// ends without naming a drawing is replaced by the program started again as a child process,
/// which gives the same answer from a cold start in `CPreviewSection`'s constructor, before
/// `main` runs (a test program's tests, or `snapshot bench`'s isolated preview benchmark).
package enum PreviewProbe {
    static let journalVariable = "CELLSHOT_PREVIEW_PROBE"
    static let planVariable = "CELLSHOT_PREVIEW_PROBE_PLAN"
    static let fromVariable = "CELLSHOT_PREVIEW_PROBE_FROM"
    static let moduleVariable = "CELLSHOT_PREVIEW_PROBE_MODULE"

    /// The drawings of `plan` (previews of `module`, all when nil) that trap, by their place in
    /// the plan, each with how it ended (`signal 4: …/Row.swift:12: Fatal error: boom`); nil when
    /// the first probe could not start or failed without naming a drawing (the previews then run
    /// unguarded).
    @MainActor
    package static func traps(module: String?, plan: [PreviewDrawing]) -> [Int: String]? {
        guard !plan.isEmpty else { return [:] }
        guard let folder = makeFolder() else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = plan.map(\.line).joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: folder + "/plan", contents: Data(text.utf8)) else { return nil }
        var traps: [Int: String] = [:]
        var from = 0, fork = start == .fork
        // Each probe lays out at least one drawing or ends the loop: at most `plan.count` probes.
        while from < plan.count {
            // A probe that cannot start or fails without naming a drawing: the rest runs unguarded.
            guard let run = probe(module: module, plan: plan, folder: folder, from: from, fork: &fork) else { return from == 0 ? nil : traps }
            guard let (index, reason) = run else { break }
            traps[index] = reason
            from = index + 1
        }
        return traps
    }

    /// How many probes this process started (read by tests).
    @MainActor package private(set) static var probesStarted = 0

    /// The drawings (module and plan line) this process laid out itself and lived through.
    @MainActor private static var survivors: Set<String> = []

    /// ``traps(module:plan:)`` for the drawings this process has not laid out itself yet: one it
    /// laid out and lived through runs the same code again (the same preview, width and
    /// environment), so it is not probed again. No probe starts when every drawing is such a one.
    @MainActor
    package static func trapsOfNewDrawings(module: String?, plan: [PreviewDrawing]) -> [Int: String]? {
        let new = plan.indices.filter { !survivors.contains(key(plan[$0], module: module)) }
        guard let found = traps(module: module, plan: new.map { plan[$0] }) else { return nil }
        return Dictionary(uniqueKeysWithValues: found.map { (new[$0.key], $0.value) })
    }

    /// Records that this process laid out `drawing` (of the previews of `module`) and lived.
    @MainActor
    package static func survived(_ drawing: PreviewDrawing, module: String?) { survivors.insert(key(drawing, module: module)) }

    /// Forgets every drawing this process laid out, so the next call probes them all again.
    @MainActor
    package static func forgetSurvivors() { survivors.removeAll() }

    private static func key(_ drawing: PreviewDrawing, module: String?) -> String { (module ?? "") + "\t" + drawing.line }

    /// A new private folder for the plan, the journal and the probe's standard error.
    private static func makeFolder() -> String? {
        let folder = NSTemporaryDirectory() + "cellshot-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil
        else { return nil }
        return folder
    }

    /// One probe from drawing `from`, forked when `fork` says so or else the program started
    /// again: nil when neither could start, `.some(nil)` when it laid out every drawing, else the
    /// drawing it stopped at and why. A forked probe that gives no answer clears `fork`, so the
    /// rest of the call does not wait for another.
    @MainActor
    private static func probe(module: String?, plan: [PreviewDrawing], folder: String, from: Int, fork: inout Bool) -> (Int, String)?? {
        probesStarted += 1
        if fork, let run = forkedProbe(module: module, plan: plan, folder: folder, from: from) { return run }
        fork = false
        return startedProbe(module: module, folder: folder, from: from)
    }

    /// The program started again from its executable as the probe from drawing `from`.
    private static func startedProbe(module: String?, folder: String, from: Int) -> (Int, String)?? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let journal = folder + "/journal", errors = folder + "/stderr"
        try? FileManager.default.removeItem(atPath: journal)
        guard FileManager.default.createFile(atPath: errors, contents: nil), let errorFile = FileHandle(forWritingAtPath: errors)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var environment = ProcessInfo.processInfo.environment
        environment[journalVariable] = journal
        environment[planVariable] = folder + "/plan"
        environment[fromVariable] = String(from)
        environment[moduleVariable] = module ?? ""
        environment["SWIFT_BACKTRACE"] = "enable=no" // the trap's message is enough
        process.environment = environment
        process.standardError = errorFile
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        try? errorFile.close()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : 0
        return ending(signal: signal, status: process.terminationReason == .exit ? process.terminationStatus : 0,
                      folder: folder, from: from)
    }

    /// How a probe from drawing `from` ended, by its signal (0: none) or exit status and the
    /// journal and standard error it left in `folder`: `.some(nil)` when it laid out every
    /// drawing, the drawing it died at and why, or nil when it died without naming one.
    static func ending(signal: Int32, status: Int32, folder: String, from: Int) -> (Int, String)?? {
        if signal == 0, status == 0 { return .some(nil) }
        let drawn = (try? String(contentsOfFile: folder + "/journal", encoding: .utf8)) ?? ""
        guard let index = drawn.split(separator: "\n").last.flatMap({ Int($0) }), index >= from else { return nil }
        let how = signal != 0 ? "signal \(signal)" : "exit status \(status)"
        return .some((index, how + message(inErrorsAt: folder + "/stderr")))
    }

    /// The last line of the runtime's trap message the probe printed (`Fatal error`,
    /// `Precondition failed`, `Assertion failed`), after ": ", or "".
    private static func message(inErrorsAt path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(64 * 1024), as: UTF8.self)
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        guard let line = text.split(separator: "\n").last(where: { line in kinds.contains { line.contains($0) } })
        else { return "" }
        return ": " + String(line.prefix(500))
    }

    /// The probe's work, in the child: lays out the plan's drawings from the start index on. A plan
    /// it cannot read ends the probe with status 2 and an empty journal (the parent then runs
    /// the previews unguarded, as when no probe can start).
    @MainActor
    static func drawPreviews() {
        let variables = ProcessInfo.processInfo.environment
        guard let path = variables[journalVariable], let from = variables[fromVariable].flatMap({ Int($0) }),
              let planText = variables[planVariable].flatMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        else { exit(2) }
        let lines = planText.split(separator: "\n")
        let plan = lines.compactMap(PreviewDrawing.init(line:))
        let module = variables[moduleVariable].flatMap { $0.isEmpty ? nil : $0 }
        let previews = module.map(PreviewRegistry.previews(inModule:)) ?? PreviewRegistry.all
        guard plan.count == lines.count, plan.allSatisfy({ previews.indices.contains($0.preview) }) else { exit(2) }
        let journal = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard journal >= 0 else { exit(2) }
        layOut(plan, of: previews, from: from, journal: journal)
        close(journal)
    }

    /// Lays out the drawings of `plan` (of `previews`) from number `from` on, writing each one's
    /// number to the file `journal` before its layout (a trap leaves it behind).
    @MainActor
    static func layOut(_ plan: [PreviewDrawing], of previews: [RegisteredPreview], from: Int, journal: Int32) {
        var made: (index: Int, subject: PreviewSubject)?
        for (number, drawing) in plan.enumerated() where number >= from {
            let line = Array("\(number)\n".utf8)
            _ = line.withUnsafeBytes { write(journal, $0.baseAddress, $0.count) }
            // One view per preview, laid out in each of its variants, as the assertion does.
            if made?.index != drawing.preview { made = (drawing.preview, PreviewSubject(previews[drawing.preview])) }
            _ = try? made?.subject.layout(LayoutRequest(width: drawing.width, environment: drawing.environment))
        }
    }
}

/// The probe's entry point, called by `CPreviewSection`'s constructor in a program started
/// with `CELLSHOT_PREVIEW_PROBE` set.
@_cdecl("cellshot_preview_probe_main")
func previewProbeMain() {
    MainActor.assumeIsolated { PreviewProbe.drawPreviews() }
}
#endif
