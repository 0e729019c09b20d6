#if os(Linux)
import CellShotPreviews
import CellShotSwiftUITesting
import CellShotTesting
import Foundation
import SwiftUI
import Testing

/// The probe forked (the default) and the program started again (its fallback) give the same
/// answers for the trapping fixtures; a forked probe that hangs is killed at its deadline and the
/// fallback answers; no probe is left behind.
@Suite @MainActor struct PreviewProbeForkTests {
    let matrix = SnapshotMatrix(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge], widths: [320])
    var all: [RegisteredPreview] { PreviewRegistry.previews(inModule: "CellShotSwiftUITests") }

    /// The traps of the variant fixtures' plan, with `start`, and whether a forked probe answered.
    func variantTraps(_ start: PreviewProbe.Start) -> (traps: [Int: String], forked: Bool) {
        let all = all
        let fixtures = all.indices.filter { all[$0].fileStem == "PreviewVariantFaultFixtures" }
        let plan = PreviewDrawing.plan(fixtures, of: all, matrix: matrix)
        let (before, killed) = (PreviewProbe.lastForkedProbe, PreviewProbe.forkedProbesKilled)
        PreviewProbe.start = start
        defer { PreviewProbe.start = .fork }
        let traps = PreviewProbe.traps(module: "CellShotSwiftUITests", plan: plan) ?? [-1: "no probe started"]
        return (traps, PreviewProbe.lastForkedProbe != before && PreviewProbe.forkedProbesKilled == killed)
    }

    /// `variantTraps(.fork)`, forked once more when the first child hung: the run's other tests
    /// keep threads busy, so a fork can catch one holding a lock, and that child waits for its
    /// deadline while the fallback answers (as it should). The second fork shows the forked probe
    /// itself answering.
    func forkedVariantTraps() -> (traps: [Int: String], forked: Bool) {
        let first = variantTraps(.fork)
        return first.forked ? first : variantTraps(.fork)
    }

    @Test(arguments: [PreviewProbe.Start.fork, .executable])
    func eachStartNamesTheSameTrapsWithTheirMessages(_ start: PreviewProbe.Start) {
        let (traps, forked) = start == .fork ? forkedVariantTraps() : variantTraps(start)
        #expect(forked == (start == .fork))
        #expect(traps.keys.sorted() == [2, 3, 5, 7], "\(traps)")
        for number in [2, 3] {
            #expect(traps[number]?.hasPrefix("signal 4: ") == true, "\(traps)")
            #expect(traps[number]?.contains("Fatal error: a row that traps in dark mode") == true, "\(traps)")
        }
        for number in [5, 7] {
            #expect(traps[number]?.contains("Precondition failed: a row that traps at accessibility3") == true, "\(traps)")
        }
    }

    /// The assertion with each start, over the two trapping previews only (no snapshot is written,
    /// so no other test's names are counted twice).
    @Test(arguments: [PreviewProbe.Start.fork, .executable])
    func eachStartFailsTheTrappingPreviewsAlone(_ start: PreviewProbe.Start) {
        PreviewProbe.forgetSurvivors()
        PreviewProbe.start = start
        defer { PreviewProbe.start = .fork; PreviewProbe.forgetSurvivors() }
        let trapped = IssueTexts()
        withKnownIssue {
            assertPreviewSnapshots(module: "CellShotSwiftUITests", file: "PreviewFaultFixtures")
        } matching: { issue in
            let text = String(describing: issue)
            guard text.contains("PreviewFaultFixtures.swift"), text.contains("trapped") else { return false }
            trapped.append(text)
            return true
        }
        #expect(trapped.texts.count == 2, "\(trapped.texts)")
        #expect(trapped.texts.first?.contains("\"Fatal error in a body\" trapped (signal 4: ") == true, "\(trapped.texts)")
        #expect(trapped.texts.first?.contains("Fatal error: a preview that traps") == true, "\(trapped.texts)")
        #expect(trapped.texts.last?.contains("Unexpectedly found nil") == true, "\(trapped.texts)")
    }

    /// A lock another thread holds at the fork is never released in the child: it hangs until
    /// the watchdog kills it, and the program started again gives the answer.
    @Test func aHungForkedProbeIsKilledAndTheFallbackAnswers() {
        let held = NSLock(), taken = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread {
            held.lock()
            taken.signal()
            release.wait()
            held.unlock()
        }.start()
        taken.wait()
        PreviewProbe.inForkedChild = { held.lock() }
        PreviewProbe.forkDeadline = 0.5
        defer { PreviewProbe.inForkedChild = nil; PreviewProbe.forkDeadline = nil; release.signal() }
        let killed = PreviewProbe.forkedProbesKilled
        let (traps, forked) = variantTraps(.fork)
        #expect(!forked)
        #expect(PreviewProbe.forkedProbesKilled == killed + 1, "one forked probe hangs; the programs started again answer the rest of the call")
        #expect(traps.keys.sorted() == [2, 3, 5, 7], "\(traps)")
        #expect(traps[2]?.contains("Fatal error: a row that traps in dark mode") == true, "\(traps)")
        #expect(kill(PreviewProbe.lastForkedProbe, 0) == -1 && errno == ESRCH, "the hung probe is gone")
    }

    @Test func noForkedProbeIsLeftBehind() {
        let (traps, forked) = forkedVariantTraps()
        #expect(forked && traps.count == 4)
        #expect(PreviewProbe.lastForkedProbe > 0)
        #expect(kill(PreviewProbe.lastForkedProbe, 0) == -1 && errno == ESRCH, "reaped")
        var status: Int32 = 0
        #expect(waitpid(PreviewProbe.lastForkedProbe, &status, WNOHANG) == -1, "nothing left to reap")
    }
}
#endif
