#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A group under an environment modifier in a stack: its views are the stack's own children.
@Suite struct GroupInStackTests {
    /// The size of `text` laid out alone at its natural width.
    private func size(_ text: Text) throws -> (width: Double, height: Double) {
        let frame = try #require(text.layout(width: 300).root.children.first?.frame)
        return (frame.width, frame.height)
    }

    @Test func aFontedGroupInALeadingStackIsTheStacksOwnChildren() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Title").font(.headline)
            Group {
                ForEach(["a", "bbbbbbbbbbbb"], id: \.self) { Text($0) }
            }
            .font(.caption)
        }
        let tree = try view.layout(width: 200)
        // By SwiftUI's rules: three children top to bottom, 4 pt apart, all at the leading edge,
        // the group's texts in the caption font; the stack as wide as its widest child.
        let title = try size(Text("Title").font(.headline))
        let short = try size(Text("a").font(.caption)), long = try size(Text("bbbbbbbbbbbb").font(.caption))
        #expect(short.height < title.height, "the caption font reaches the group's texts")
        let names = tree.node(named: "VStack[0]")?.children.map(\.name)
        #expect(names == ["Text[0]", "Text[1]", "Text[2]"], "\(tree.dump())")
        let frames = tree.node(named: "VStack[0]")?.children.map(\.frame) ?? []
        try #require(frames.count == 3)
        #expect(frames.allSatisfy { $0.minX == 0 }, "leading: \(frames)")
        // Edges land on the 1/3 pt pixel grid, so a text's height can differ by a third of a point.
        #expect(abs(frames[1].minY - (frames[0].maxY + 4)) < 0.01 && abs(frames[2].minY - (frames[1].maxY + 4)) < 0.01, "\(frames)")
        #expect(abs(frames[1].height - short.height) < 0.34 && abs(frames[2].height - long.height) < 0.34, "caption lines: \(frames)")
        #expect(frames[1].width == short.width && frames[2].width == long.width)
        #expect(tree.node(named: "VStack[0]")?.frame.width == max(title.width, long.width))
    }

    @Test func anyEnvironmentModifierOnAGroupSplicesItInAnHStack() throws {
        let inline = try HStack(spacing: 6) {
            Text("A")
            ForEach(0..<2) { Text("\($0)") }.foregroundStyle(.secondary).italic()
        }.layout(width: 200)
        let names = inline.node(named: "HStack[0]")?.children.map(\.name)
        #expect(names == ["Text[0]", "Text[1]", "Text[2]"], "\(inline.dump())")
        let frames = inline.node(named: "HStack[0]")?.children.map(\.frame) ?? []
        try #require(frames.count == 3)
        #expect(abs(frames[1].minX - (frames[0].maxX + 6)) < 0.01 && abs(frames[2].minX - (frames[1].maxX + 6)) < 0.01, "\(frames)")
        #expect(inline.dump().contains("Text[1] (") && inline.dump().contains("color=#3c3c4399"), "secondary reaches each: \(inline.dump())")
    }
}
#endif
