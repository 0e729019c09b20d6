#if os(Linux)
import CellShotLayout
import CellShotSwiftUITesting
import CellShotTesting
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

    @Test func everyPreviewMatchesItsReference() {
        assertPreviewSnapshots(module: "CellShotSwiftUITests")
    }
}
#endif
