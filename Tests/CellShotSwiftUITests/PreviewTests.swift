#if os(Linux)
import CellShotLayout
import CellShotPreviews
import CellShotSwiftUITesting
import CellShotTesting
import Foundation
import SwiftUI
import Testing

/// `#Preview` records found in the test program, and every preview of this module snapshotted
/// against the committed references in __Snapshots__/PreviewFixtures (looked at when recorded).
@Suite @MainActor struct PreviewTests {
    var fixtures: [RegisteredPreview] {
        PreviewRegistry.previews(inModule: "CellShotSwiftUITests").filter { $0.fileStem == "PreviewFixtures" }
    }

    @Test func registryListsEveryPreviewInLineOrderWithUniqueNames() {
        #expect(fixtures.map(\.name) == ["Preview", "Toggle state", "Fixed", "Fits", "Fits.2"])
        #expect(fixtures.map(\.line) == [7, 11, 16, 20, 24])
        #expect(fixtures.allSatisfy { $0.fileID == "CellShotSwiftUITests/PreviewFixtures.swift" })
        #expect(fixtures[2].traits == [.fixedLayout(width: 200, height: 80)])
        #expect(fixtures[3].traits == [.landscapeLeft, .sizeThatFitsLayout])
    }

    @Test func traitsChooseTheSize() throws {
        let request = LayoutRequest(width: 999)
        let fixed = PreviewSubject(fixtures[2])
        #expect(fixed.width == 200)
        #expect(try fixed.layout(LayoutRequest(width: fixed.width)).size == Size(width: 200, height: 80))
        let fits = try PreviewSubject(fixtures[3]).layout(request)
        #expect(fits.size.width > 20 && fits.size.width < 100)
        #expect(PreviewSubject(fixtures[0]).width == 393)
    }

    @Test func previewableStateIsTheViewsOwn() {
        let tree = try? PreviewSubject(fixtures[1]).layout(LayoutRequest(width: 393))
        #expect(tree?.dump().contains("Wi-Fi") == true)
    }

    @Test func namesAreSafeFileNames() {
        let make: @MainActor () -> AnyView = { AnyView(Text("x")) }
        let entries = ["a/b", "..", "", "a/b"].map {
            _PreviewEntry(name: $0, fileID: "M/F.swift", line: 1, traits: [], make: make)
        }
        #expect(PreviewRegistry.named(entries).map(\.name) == ["a_b", "Preview", "Preview.2", "a_b.2"])
    }

    func subject(_ traits: [PreviewTrait<Preview.ViewTraits>]) -> PreviewSubject {
        let make: @MainActor () -> AnyView = { AnyView(Text("x")) }
        return PreviewSubject(PreviewRegistry.named([_PreviewEntry(name: "T", fileID: "M/F.swift", line: 3, traits: traits, make: make)])[0])
    }

    @Test func anUnsupportedTraitIsATypedErrorNamingIt() throws {
        let cases: [([PreviewTrait<Preview.ViewTraits>], String)] = [
            ([.landscapeLeft], ".landscapeLeft"), ([.landscapeRight, .defaultLayout], ".landscapeRight"),
            ([.fixedLayout(width: -1, height: 80)], ".fixedLayout(width: -1.0, height: 80.0)"),
            ([.fixedLayout(width: 100, height: .nan)], ".fixedLayout(width: 100.0, height: nan)"),
        ]
        for (traits, named) in cases {
            #expect {
                try subject(traits).layout(LayoutRequest(width: 393))
            } throws: { error in
                guard case let .unsupportedTrait(trait, preview)? = error as? PreviewSnapshotError else { return false }
                return trait == named && preview == "M/F.swift:3 \"T\""
            }
        }
        #expect(try subject([.landscapeLeft, .sizeThatFitsLayout]).layout(LayoutRequest(width: 393)).size.width < 50)
        #expect(try subject([.portrait, .defaultLayout]).layout(LayoutRequest(width: 393)).size.width == 393)
    }

    /// The two previews of PreviewFaultFixtures trap: each is its own failure, every other
    /// preview of the module (before and after them) is checked against its reference.
    @Test func everyPreviewMatchesItsReferenceAndATrapFailsAlone() {
        let trapped = IssueTexts()
        withKnownIssue {
            assertPreviewSnapshots(module: "CellShotSwiftUITests")
        } matching: { issue in
            let text = String(describing: issue)
            guard text.contains("PreviewFaultFixtures.swift"), text.contains("trapped") else { return false }
            trapped.append(text)
            return true
        }
        #expect(trapped.texts.count == 2)
        #expect(trapped.texts.first?.contains("Fatal error: a preview that traps") == true, "\(trapped.texts)")
    }

    @Test func theProbeNamesEachTrappingPreviewAndResumesAfterIt() {
        let all = PreviewRegistry.previews(inModule: "CellShotSwiftUITests")
        let faults = all.indices.filter { all[$0].fileStem == "PreviewFaultFixtures" }
        let plan = PreviewDrawing.plan(Array(all.indices), of: all, matrix: nil)
        let traps = PreviewProbe.traps(module: "CellShotSwiftUITests", plan: plan) ?? [-1: "no probe started"]
        #expect(plan.map(\.preview) == Array(all.indices))
        #expect(faults.count == 2 && faults[0] > 0 && faults[1] < all.count - 1, "previews run before and after them")
        #expect(traps.keys.sorted() == faults)
        #expect(traps[faults[0]]?.hasPrefix("signal 4: ") == true, "\(traps)")
        #expect(traps[faults[1]]?.contains("Unexpectedly found nil") == true, "\(traps)")
    }

    /// Every preview of PreviewFixtures in a light/dark × left-to-right/right-to-left × two text
    /// sizes matrix at 320 pt: the fixed preview keeps its 200 pt and names it, the fitting ones
    /// say `fits` (references looked at when recorded).
    @Test func aMatrixAppliesToEveryPreview() {
        let matrix = SnapshotMatrix(appearances: [.light, .dark], contentSizes: [.large, .accessibilityLarge],
                                    directions: [.leftToRight, .rightToLeft], widths: [320])
        assertPreviewSnapshots(module: "CellShotSwiftUITests", file: "PreviewFixtures", matrix: matrix)
        let names = fixtures.map { preview in
            PreviewSubject(preview).variantName(matrix.variants[3], width: PreviewSubject(preview).ownWidth ?? 320)
        }
        #expect(names == ["light.accessibilityLarge.rtl.320pt.3x", "light.accessibilityLarge.rtl.320pt.3x",
                          "light.accessibilityLarge.rtl.200pt.3x", "light.accessibilityLarge.rtl.fits.3x",
                          "light.accessibilityLarge.rtl.320pt.3x"])
    }
}

/// The texts of the issues a `withKnownIssue` matcher saw (it may run on another thread).
final class IssueTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var texts: [String] { lock.withLock { stored } }
    func append(_ text: String) { lock.withLock { stored.append(text) } }
}
#endif
