#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A wrapped title with its price on the last line's baseline, and a caption on the first.
private struct PriceRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .lastTextBaseline) {
                Text("Hand-thrown stoneware mug with a speckled glaze").font(.title3)
                Spacer()
                Text("€24").font(.caption).foregroundStyle(.secondary)
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Hand-thrown stoneware mug with a speckled glaze").font(.title3)
                Spacer()
                Text("€24").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

@Suite struct BaselineAlignmentTests {
    @Test func baselinesMatchTheirReferences() {
        assertSnapshot(of: PriceRow(), as: .image(width: 260))
    }

    @Test func theLastBaselinesLineUp() throws {
        let row = HStack(alignment: .lastTextBaseline) {
            VStack(alignment: .leading) { Text("Title").font(.title); Text("Subtitle") }
            Text("Side").font(.caption)
        }
        let tree = try row.layout(width: 300)
        let subtitle = try #require(tree.node(named: "HStack[0]/VStack[0]/Text[1]")), side = try #require(tree.node(named: "HStack[0]")?.children.last)
        let sub = try #require(try Text("Subtitle").layout(width: 300).root.children.first)
        let cap = try #require(try Text("Side").font(.caption).layout(width: 300).root.children.first)
        // (Paths find the first match depth first: the side text is the stack's last child.)
        // Both baselines at the same y: each frame's top plus its text's own baseline.
        let subBaseline = subtitle.frame.minY + (try baselineOffset(sub)), sideBaseline = side.frame.minY + (try baselineOffset(cap))
        #expect(abs(subBaseline - sideBaseline) < 0.34, "\(subBaseline) vs \(sideBaseline)")
        let first = try HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading) { Text("Title").font(.title); Text("Subtitle") }
            Text("Side").font(.caption)
        }.layout(width: 300)
        #expect(try #require(first.node(named: "HStack[0]")?.children.last).frame.minY < side.frame.minY - 20, "first baseline: level with the title")
    }

    private func baselineOffset(_ node: LayoutNode) throws -> Double {
        guard case let .text(layout, _) = node.content else { throw CellError.invalidViewValue(field: "text", value: 0) }
        return try #require(layout.lines.last?.baseline)
    }
}
#endif
