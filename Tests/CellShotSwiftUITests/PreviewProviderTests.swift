#if os(Linux)
import CellShotLayout
import CellShotPreviews
import CellShotRaster
import CellShotSwiftUITesting
import SwiftUI
import Testing

/// `PreviewProvider` types found in the test program without a list, their `previews` split
/// into one preview per view, and the traits their preview modifiers give.
@Suite @MainActor struct PreviewProviderTests {
    func previews(of type: String) -> [RegisteredPreview] {
        PreviewRegistry.previews(inModule: "CellShotSwiftUITests").filter { $0.fileStem == type }
    }

    @Test func groupChildrenAreSeparatePreviewsWithTheirNamesAndLayout() {
        let badge = previews(of: "Badge_Previews")
        #expect(badge.map(\.name) == ["Preview", "Dark", "SE"])
        #expect(badge.map(\.line) == [1, 2, 3])
        #expect(badge.map(\.fileID) == Array(repeating: "CellShotSwiftUITests/Badge_Previews", count: 3))
        #expect(badge[0].traits == [.sizeThatFitsLayout])
        #expect(badge[1].traits == [.sizeThatFitsLayout])
        #expect(badge[2].traits == [PreviewTrait(kind: .device("iPhone SE (3rd generation)"))])
    }

    @Test func nestedPrivateAndGenericProviders() {
        let nested = previews(of: "PreviewNesting.Schemes_Previews")
        #expect(nested.map(\.name) == ["Preview", "Preview.2", "Preview.3"])
        #expect(nested[0].traits == [.fixedLayout(width: 120, height: 44)])
        #expect(previews(of: "Private_Previews").map(\.name) == ["Preview"])
        #expect(PreviewRegistry.all.allSatisfy { !$0.fileID.contains("Generic_Previews") })
    }

    @Test func deviceNamesChooseTheWidth() {
        let se = PreviewSubject(previews(of: "Badge_Previews")[2])
        #expect(se.width == 375)
        #expect(PreviewDevice(rawValue: "iPhone 16 Pro Max").width == 440)
        #expect(PreviewDevice(rawValue: "Nokia 3310").width == nil)
    }

    @Test func unknownDeviceIsATypedErrorNamingIt() {
        let subject = PreviewSubject(preview(traits: [PreviewTrait(kind: .device("Nokia 3310"))]) { AnyView(Text("x")) })
        #expect(subject.width == PreviewSubject.defaultWidth)
        #expect(throws: PreviewSnapshotError.self) { try subject.layout(LayoutRequest(width: subject.width)) }
        let message = describe { try subject.layout(LayoutRequest(width: 393)) }
        #expect(message.contains("Nokia 3310") && message.contains("M/F.swift:7"))
    }

    @Test func emptyPreviewIsATypedError() {
        let subject = PreviewSubject(preview(traits: []) { AnyView(EmptyView()) })
        let message = describe { try subject.layout(LayoutRequest(width: 393)) }
        #expect(message.contains("is empty") && message.contains("\"Named\""))
    }

    func preview(traits: [PreviewTrait<Preview.ViewTraits>], _ make: @escaping @MainActor () -> AnyView) -> RegisteredPreview {
        PreviewRegistry.named([_PreviewEntry(name: "Named", fileID: "M/F.swift", line: 7, traits: traits, make: make)])[0]
    }

    func describe(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "" } catch { return "\(error)" }
    }
}
#endif
