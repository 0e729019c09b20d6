#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

extension HorizontalAlignment {
    /// The leading edge of a column of values, across rows.
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

extension VerticalAlignment {
    /// A quarter of the way down, unless a view says otherwise.
    private enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
    }
    fileprivate static let quarter = VerticalAlignment(Quarter.self)
}

/// Labels and values in rows, the values lined up in a column across the rows (the example of
/// Apple's "Aligning views across stacks").
private struct ProfileCard: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 6) {
            HStack {
                Text("Name").foregroundStyle(.secondary)
                Text("Ada Lovelace").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack {
                Text("Occupation").foregroundStyle(.secondary)
                Text("Mathematician").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack {
                Text("Born").foregroundStyle(.secondary)
                Text("1815").alignmentGuide(.valueColumn) { $0[.leading] }
            }
        }
        .padding()
    }
}

private func box(_ w: CGFloat, _ h: CGFloat) -> some View { Rectangle().fill(.blue).frame(width: w, height: h) }

@Suite struct AlignmentGuideTests {
    @Test func theValueColumnMatchesItsReference() {
        assertSnapshot(of: ProfileCard(), as: .image(width: 320))
    }

    @Test func valuesLineUpAcrossRows() throws {
        let tree = try ProfileCard().layout(width: 320)
        let xs = try (0..<3).map { try #require(tree.node(named: "VStack[0]/HStack[\($0)]/Text[1]")?.frame.minX) }
        #expect(xs[0] == xs[1] && xs[1] == xs[2], "\(xs)\n\(tree.dump())")
        let label = try #require(tree.node(named: "VStack[0]/HStack[1]/Text[0]")?.frame.minX)
        #expect(label == 16, "the longest label starts at the padding: \(tree.dump())")
    }

    @Test func exactFramesOfACustomColumn() throws {
        let stack = VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 8) { box(40, 10); box(30, 10).alignmentGuide(.valueColumn) { $0[.leading] } }
            HStack(spacing: 8) { box(90, 10); box(20, 10).alignmentGuide(.valueColumn) { $0[.leading] } }
        }
        let tree = try stack.layout(width: 375)
        // Row 0's value sits at 48 in its row, row 1's at 98: row 0 moves 50 right.
        #expect(tree.node(named: "VStack[0]")?.frame == Rect(x: 0, y: 0, width: 128, height: 20), "\(tree.dump())")
        #expect(tree.node(named: "VStack[0]/HStack[0]")?.frame == Rect(x: 50, y: 0, width: 78, height: 10))
        #expect(tree.node(named: "VStack[0]/HStack[1]")?.frame == Rect(x: 0, y: 10, width: 118, height: 10))
        #expect(tree.node(named: "VStack[0]/HStack[0]/Rectangle[1]")?.frame.minX == 98)
        #expect(tree.node(named: "VStack[0]/HStack[1]/Rectangle[1]")?.frame.minX == 98)
    }

    @Test func aBuiltInGuideMovesOneChild() throws {
        let tree = try VStack(alignment: .leading, spacing: 0) {
            box(100, 10)
            box(50, 10).alignmentGuide(.leading) { $0[.trailing] }
        }.layout(width: 375)
        // The second box's trailing edge meets the first one's leading edge.
        #expect(tree.node(named: "VStack[0]")?.frame == Rect(x: 0, y: 0, width: 150, height: 20), "\(tree.dump())")
        #expect(tree.node(named: "VStack[0]/Rectangle[0]")?.frame == Rect(x: 50, y: 0, width: 100, height: 10))
        #expect(tree.node(named: "VStack[0]/Rectangle[1]")?.frame == Rect(x: 0, y: 10, width: 50, height: 10))
    }

    @Test func aCustomVerticalGuideUsesItsDefaultAndExplicitValues() throws {
        let tree = try HStack(alignment: .quarter, spacing: 0) {
            box(10, 40) // default: a quarter of 40 = 10
            VStack(spacing: 0) {
                box(10, 10)
                box(10, 10).alignmentGuide(.quarter) { $0[VerticalAlignment.center] } // 15 in the column
            }
        }.layout(width: 375)
        #expect(tree.node(named: "HStack[0]")?.frame == Rect(x: 0, y: 0, width: 20, height: 45), "\(tree.dump())")
        #expect(tree.node(named: "HStack[0]/Rectangle[0]")?.frame == Rect(x: 0, y: 5, width: 10, height: 40))
        #expect(tree.node(named: "HStack[0]/VStack[1]")?.frame == Rect(x: 10, y: 0, width: 10, height: 20))
    }

    @Test func zStackFrameAndOverlayFollowExplicitGuides() throws {
        let z = try ZStack(alignment: .topLeading) {
            box(100, 100)
            box(20, 20).alignmentGuide(.leading) { $0[.trailing] }.alignmentGuide(.top) { $0[.bottom] }
        }.layout(width: 375)
        #expect(z.node(named: "ZStack[0]")?.frame == Rect(x: 0, y: 0, width: 120, height: 120), "\(z.dump())")
        #expect(z.node(named: "ZStack[0]/Rectangle[0]")?.frame == Rect(x: 20, y: 20, width: 100, height: 100))
        #expect(z.node(named: "ZStack[0]/Rectangle[1]")?.frame == Rect(x: 0, y: 0, width: 20, height: 20))

        let framed = try box(20, 20).alignmentGuide(.leading) { _ in 10 }.frame(width: 100, height: 50, alignment: .leading)
            .layout(width: 375)
        #expect(framed.node(named: "Rectangle[0]")?.frame == Rect(x: -10, y: 15, width: 20, height: 20), "\(framed.dump())")

        let badged = try box(100, 50).overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 10, height: 10).alignmentGuide(.top) { $0[.bottom] }
        }.layout(width: 375)
        #expect(badged.node(named: "overlay")?.frame == Rect(x: 90, y: -10, width: 10, height: 10), "\(badged.dump())")
    }

    @Test func explicitValuesAreVisibleToAncestors() throws {
        var seen: CGFloat?
        let tree = try VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 0) { box(30, 10); box(10, 10).alignmentGuide(.valueColumn) { $0[.leading] } }
                .alignmentGuide(.valueColumn) { d in seen = d[explicit: .valueColumn]; return d[.valueColumn] + 5 }
            box(60, 10)
        }.layout(width: 375)
        #expect(seen == 30)
        // The row's guide at 35 meets the box's default (its leading edge).
        #expect(tree.node(named: "VStack[0]")?.children.last?.frame.minX == 35, "\(tree.dump())")
    }

    @Test func anExplicitFirstBaselineMovesAShape() throws {
        let tree = try HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Title")
            box(10, 30).alignmentGuide(.firstTextBaseline) { _ in 5 }
        }.layout(width: 375)
        let text = try #require(tree.node(named: "HStack[0]/Text[0]"))
        guard case let .text(layout, _) = text.content else { Issue.record("no text"); return }
        let baseline = text.frame.minY + (layout.lines.first?.baseline ?? 0)
        let shape = try #require(tree.node(named: "HStack[0]/Rectangle[1]"))
        // Within a device pixel (frames snap to the pixel grid).
        #expect(abs(shape.frame.minY + 5 - baseline) < 0.34, "\(tree.dump())")
    }

    @Test func aGuideThatIsNotANumberIsATypedError() {
        #expect(throws: CellError.invalidViewValue(field: "alignmentGuide", value: .infinity)) {
            try VStack(alignment: .leading) { box(10, 10).alignmentGuide(.leading) { _ in .infinity } }.render(width: 100)
        }
    }
}
#endif
