#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotTesting
import SwiftUI
import Testing

/// Views nested `depth` deep, each a padding around the next.
private struct Nested: View {
    var depth: Int
    var body: some View {
        if depth == 0 { Text("core") } else { Nested(depth: depth - 1).padding(1) }
    }
}

private struct Item: Identifiable {
    var id: Int
    var name: String
}

@Suite struct BadInputTests {
    @Test func anUnknownSymbolIsATypedErrorNamingIt() {
        #expect(throws: CellError.unknownIcon("no.such.symbol")) { try Image(systemName: "no.such.symbol").layout(width: 100) }
    }

    @Test func anUnknownAssetIsTheDocumentedPlaceholderNamedByTheAsset() throws {
        let tree = try HStack { Image("hero") }.layout(width: 100)
        let node = try #require(tree.node(named: "hero"))
        #expect(node.frame.width == 24 && node.frame.height == 24)
    }

    @Test func negativeAndNaNLengthsAreTypedErrorsNamingTheField() {
        #expect(throws: CellError.invalidViewValue(field: "padding.top", value: -4)) { try Text("x").padding(.top, -4).layout(width: 100) }
        #expect(throws: CellError.self) { try Text("x").frame(width: .nan).layout(width: 100) }
        #expect(throws: CellError.self) { try HStack(spacing: -1) { Text("x") }.layout(width: 100) }
    }

    @Test func deepNestingIsATypedDepthError() {
        #expect(throws: CellError.viewTooDeep(limit: CellLimits.maxViewDepth)) { try Nested(depth: 10_000).layout(width: 100) }
    }

    @Test func duplicateIdsAreAllDrawnAsSwiftUIDrawsThem() throws {
        let items = [Item(id: 1, name: "a"), Item(id: 1, name: "b")]
        let tree = try VStack { ForEach(items) { Text($0.name) } }.layout(width: 100)
        #expect(tree.node(named: "VStack[0]/Text[0]")?.text == "a" && tree.node(named: "VStack[0]/Text[1]")?.text == "b")
    }

    @Test func lineLimitZeroIsUnlimited() throws {
        let long = String(repeating: "word ", count: 40)
        let zero = try Text(long).lineLimit(0).layout(width: 120), none = try Text(long).layout(width: 120)
        #expect(zero.size == none.size)
        #expect(try Text(long).lineLimit(1).layout(width: 120).size.height < zero.size.height)
    }

    @Test func anEmptyTextHasNoWidth() throws {
        let tree = try HStack(spacing: 0) { Text(""); Color.red.frame(width: 10, height: 10) }.layout(width: 100)
        #expect(tree.node(named: "HStack[0]/Color[1]")?.frame.minX == 0)
    }

    @Test func colourComponentsOutsideTheRangeAreClamped() throws {
        let image = try SwiftUI.Color(red: 2, green: -1, blue: .nan).frame(width: 1, height: 1).render(width: 1)
        let p = image[0, 0]
        #expect(p.r == 255 && p.g == 0 && p.b == 0)
    }
}
#endif
