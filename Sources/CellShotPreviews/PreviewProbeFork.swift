#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CPreviewSection
import Foundation
import SwiftUI

/// The forked probe: this process forked by `CPreviewSection` (a child of a multi-threaded
/// process keeps only the forking thread, so it runs nothing but the layout of the plan and ends
/// with `_exit`), and a watchdog in the parent. A lock another thread held at the fork (a cache's,
/// the Swift runtime's) would hang the child: the watchdog kills it at the deadline and the
/// program started again answers instead, so the verdict never depends on timing.
extension PreviewProbe {
    /// How a probe starts.
    package enum Start: Sendable {
        /// This process forked, the program started again when that fails (the default).
        case fork
        /// The program started again from its executable, always.
        case executable
    }

    /// How probes start (tests switch to ``Start/executable`` to check the fallback).
    @MainActor package static var start = Start.fork

    /// The seconds a forked probe may take before it is killed, nil for the default (5 s plus
    /// 0.1 s per drawing it lays out, generous for a loaded machine: the fallback only costs time).
    @MainActor package static var forkDeadline: Double?

    /// Run in a forked probe before its first layout (tests make it hang).
    @MainActor package static var inForkedChild: (() -> Void)?

    /// How many forked probes outlived their deadline and were killed (read by tests).
    @MainActor package private(set) static var forkedProbesKilled = 0

    /// The process id of the last forked probe, 0 before the first (read by tests).
    @MainActor package private(set) static var lastForkedProbe: Int32 = 0

    /// One forked probe from drawing `from`: nil when it could not start, outlived its deadline or
    /// died without naming a drawing (the caller then starts the program again), `.some(nil)` when
    /// it laid out every drawing, else the drawing it stopped at and why.
    @MainActor
    static func forkedProbe(module: String?, plan: [PreviewDrawing], folder: String, from: Int) -> (Int, String)?? {
        let previews = module.map(PreviewRegistry.previews(inModule:)) ?? PreviewRegistry.all
        guard plan.allSatisfy({ previews.indices.contains($0.preview) }) else { return nil }
        let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        let journal = open(folder + "/journal", flags, 0o600), errors = open(folder + "/stderr", flags, 0o600)
        defer { if journal >= 0 { close(journal) }; if errors >= 0 { close(errors) } }
        guard journal >= 0, errors >= 0 else { return nil }
        let child = cellshot_probe_fork(errors)
        if child == 0 {
            inForkedChild?()
            layOut(plan, of: previews, from: from, journal: journal)
            cellshot_probe_exit(0)
        }
        guard child > 0 else { return nil }
        lastForkedProbe = child
        var status: Int32 = 0, signal: Int32 = 0
        let seconds = forkDeadline ?? 5 + 0.1 * Double(plan.count - from)
        switch cellshot_probe_wait(child, seconds, &status, &signal) {
        case 1: return ending(signal: signal, status: status, folder: folder, from: from)
        case 0: forkedProbesKilled += 1; return nil
        default: return nil
        }
    }
}
#endif
