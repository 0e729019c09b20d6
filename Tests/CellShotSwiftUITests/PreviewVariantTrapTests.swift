#if os(Linux)
import CellShotLayout
import CellShotPreviews
import CellShotSwiftUITesting
import CellShotTesting
import Foundation
import SwiftUI
import Testing

/// Previews that trap in one matrix variant only (PreviewVariantFaultFixtures): the probe draws
/// every preview in every variant the assertion draws, so each trapping variant fails alone,
/// named, and the other variants are snapshotted against the committed references in
/// __Snapshots__/PreviewVariantFaultFixtures (looked at when recorded).
@Suite @MainActor struct PreviewVariantTrapTests {
    let matrix = SnapshotMatrix(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge], widths: [320])
    var all: [RegisteredPreview] { PreviewRegistry.previews(inModule: "CellShotSwiftUITests") }

    /// The trapping drawings of the fixtures' plan, as "preview name variant".
    var expectedTraps: [String] {
        ["Traps in dark mode dark.large.ltr.320pt.3x", "Traps in dark mode dark.accessibilityExtraLarge.ltr.320pt.3x",
         "Traps at accessibility3 light.accessibilityExtraLarge.ltr.320pt.3x",
         "Traps at accessibility3 dark.accessibilityExtraLarge.ltr.320pt.3x"]
    }

    @Test func theProbeDrawsEveryVariantAndNamesTheOnesThatTrap() {
        let all = all
        let fixtures = all.indices.filter { all[$0].fileStem == "PreviewVariantFaultFixtures" }
        let plan = PreviewDrawing.plan(fixtures, of: all, matrix: matrix)
        #expect(plan.count == 8)
        let traps = PreviewProbe.traps(module: "CellShotSwiftUITests", plan: plan) ?? [-1: "no probe started"]
        let named = traps.keys.sorted().map { all[plan[$0].preview].name + " " + (plan[$0].variant ?? "-") }
        #expect(named == expectedTraps)
        #expect(traps.values.filter { $0.contains("Fatal error: a row that traps in dark mode") }.count == 2, "\(traps)")
        #expect(traps.values.filter { $0.contains("Precondition failed: a row that traps at accessibility3") }.count == 2,
                "\(traps)")
        #expect(PreviewProbe.traps(module: "CellShotSwiftUITests", plan: PreviewDrawing.plan(fixtures, of: all, matrix: nil)) == [:])
    }

    @Test func eachTrappingVariantFailsAloneAndTheOthersAreSnapshotted() {
        let trapped = IssueTexts()
        withKnownIssue {
            assertPreviewSnapshots(module: "CellShotSwiftUITests", file: "PreviewVariantFaultFixtures", matrix: matrix)
        } matching: { issue in
            let text = String(describing: issue)
            guard text.contains("trapped in variant") else { return false }
            trapped.append(text)
            return true
        }
        let texts = trapped.texts
        #expect(texts.count == 4, "\(texts)")
        for (expected, text) in zip(expectedTraps, texts) {
            let name = expected.split(separator: " ").dropLast().joined(separator: " ")
            let variant = expected.split(separator: " ").last.map(String.init) ?? ""
            #expect(text.contains("\"\(name)\" trapped in variant \(variant) (signal 4: "), "\(text)")
        }
    }

    /// A drawing this process laid out and lived through is not probed again; the others are,
    /// each trap still found at its place in the whole plan.
    @Test func aDrawingThisProcessLivedThroughIsNotProbedAgain() {
        let all = all
        let fixtures = all.indices.filter { all[$0].fileStem == "PreviewVariantFaultFixtures" }
        let plan = PreviewDrawing.plan(fixtures, of: all, matrix: matrix)
        let trapping = [2, 3, 5, 7]
        PreviewProbe.forgetSurvivors()
        for number in plan.indices where !trapping.contains(number) {
            PreviewProbe.survived(plan[number], module: "CellShotSwiftUITests")
        }
        let before = PreviewProbe.probesStarted
        let traps = PreviewProbe.trapsOfNewDrawings(module: "CellShotSwiftUITests", plan: plan) ?? [:]
        #expect(traps.keys.sorted() == trapping)
        #expect(PreviewProbe.probesStarted - before == 4, "one probe per trap, each resuming after it")
        let lived = plan.indices.filter { !trapping.contains($0) }.map { plan[$0] }
        #expect(PreviewProbe.trapsOfNewDrawings(module: "CellShotSwiftUITests", plan: lived) == [:])
        #expect(PreviewProbe.probesStarted - before == 4, "no probe when every drawing was laid out here")
        PreviewProbe.forgetSurvivors()
    }

    @Test func aPlanLineKeepsTheEnvironmentExactly() {
        var environment = CellEnvironment(appearance: .dark, contentSize: .accessibilityExtraLarge, scale: 2.5,
                                          layoutDirection: .rightToLeft, locale: CellLocale(rawValue: "de-DE"),
                                          timeZone: FixedTimeZone(hours: -5, minutes: 30), now: Date(timeIntervalSince1970: 0.1))
        environment.contrast = .increased
        let drawing = PreviewDrawing(preview: 7, width: 320.25, environment: environment, variant: "x")
        #expect(PreviewDrawing(line: Substring(drawing.line)) == PreviewDrawing(preview: 7, width: 320.25, environment: environment))
        #expect(PreviewDrawing(line: "7\t1\tpurple\tlarge\tltr\t1\ten-US\t0\tstandard\t0") == nil)
        #expect(PreviewDrawing(line: "") == nil)
    }
}
#endif
