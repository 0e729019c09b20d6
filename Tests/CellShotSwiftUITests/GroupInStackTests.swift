#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A group under modifiers in a stack: its views are the stack's own children, each modified.
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

    @Test func everyModifierButIdOnAGroupAppliesToEachOfItsViews() throws {
        let padded = try VStack(alignment: .leading, spacing: 0) {
            Group {
                Text("a")
                Text("b")
            }
            .padding(4)
        }.layout(width: 200)
        // Each text padded by 4 pt on every side (padding makes no node of its own): the first
        // text at (4, 4), the second 8 pt below it, the stack 8 pt wider than its widest text.
        let texts = padded.node(named: "VStack[0]")?.children.map(\.frame) ?? []
        try #require(texts.count == 2, "\(padded.dump())")
        #expect(texts[0].minX == 4 && texts[0].minY == 4 && texts[1].minX == 4, "\(padded.dump())")
        #expect(abs(texts[1].minY - (texts[0].maxY + 8)) < 0.01, "\(padded.dump())")
        #expect(padded.node(named: "VStack[0]")?.frame.width == max(texts[0].width, texts[1].width) + 8)
        let empty = try VStack(spacing: 0) { Text("a"); Group {}.padding(20) }.layout(width: 200)
        #expect(empty.node(named: "VStack[0]")?.children.count == 1, "an empty group pads nothing: \(empty.dump())")
        let named = try VStack { Group { Text("a"); Text("b") }.id("pair") }.layout(width: 200)
        #expect(named.node(named: "pair") != nil, "an id names the group as one view: \(named.dump())")
    }
}
#endif
