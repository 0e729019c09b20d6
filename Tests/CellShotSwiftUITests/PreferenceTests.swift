#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// The widest label of a form.
private struct LabelWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Rows whose labels all take the widest label's width, measured with a `GeometryReader` and
/// passed up through a preference.
private struct EqualLabelsForm: View {
    @State private var labelWidth: Double?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            row("Name", "Ada Lovelace")
            row("Occupation", "Mathematician")
            row("Born", "1815")
        }
        .padding()
        .onPreferenceChange(LabelWidth.self) { labelWidth = Double($0) }
    }

    private func row(_ label: String, _ value: String) -> some View {
        HStack(spacing: 12) {
            Text(label).foregroundStyle(.secondary)
                .background(GeometryReader { geo in Color.clear.preference(key: LabelWidth.self, value: geo.size.width) })
                .frame(width: labelWidth, alignment: .leading)
            Text(value)
        }
    }
}

/// A width that grows by one point every time it is read back: it never settles.
private struct Runaway: View {
    @State private var width: Double = 10

    var body: some View {
        Rectangle().frame(width: width, height: 10)
            .background(GeometryReader { geo in Color.clear.preference(key: LabelWidth.self, value: geo.size.width + 1) })
            .onPreferenceChange(LabelWidth.self) { width = Double($0) }
    }
}

/// A count of the views inside, drawn in an overlay.
private struct Count: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@Suite struct PreferenceTests {
    @Test func labelWidthsEqualiseBeforeTheRowIsDrawn() throws {
        let tree = try EqualLabelsForm().layout(width: 320)
        let widths = try (0..<3).map { try #require(tree.node(named: "VStack[0]/HStack[\($0)]/Text[0]")?.frame.width) }
        let values = try (0..<3).map { try #require(tree.node(named: "VStack[0]/HStack[\($0)]/Text[1]")?.frame.minX) }
        let widest = try #require(try Text("Occupation").layout(width: 320).root.children.first?.frame.width)
        #expect(values[0] == values[1] && values[1] == values[2], "values in one column: \(values)\n\(tree.dump())")
        #expect(abs(values[0] - (16 + widest + 12)) < 1e-9, "the column starts after the widest label: \(values[0]) vs \(widest)")
        #expect(widths.allSatisfy { $0 <= widest + 1e-9 }, "\(widths)")
    }

    @Test func theEqualisedFormMatchesItsReference() {
        assertSnapshot(of: EqualLabelsForm(), as: .image(width: 320))
    }

    @Test func aListRowSettlesItsPreferencesAsItDoesAlone() throws {
        let underlined = HStack {
            Text("Inbox").preference(key: LabelWidth.self, value: 40)
            Spacer()
        }
        .overlayPreferenceValue(LabelWidth.self, alignment: .bottomLeading) { width in
            Rectangle().fill(.red).frame(width: width, height: 2)
        }
        let dump = try List { EqualLabelsForm() }.layout(width: 320).dump()
        let xs = dump.split(separator: "\n").filter { $0.contains("\"Ada Lovelace\"") || $0.contains("\"1815\"") }
            .compactMap { line in line.split(separator: "(").dropFirst().first?.split(separator: ",").first.map(String.init) }
        #expect(xs.count == 2 && xs[0] == xs[1], "in a list, the values share a column too: \(xs)\n\(dump)")
        // Looked at when recorded: the values in one column after the widest label, a red bar
        // 40 pt wide under "Inbox" (before, the list's own pass framed the labels to 0 pt).
        assertSnapshot(of: List { EqualLabelsForm(); underlined }, as: .image(width: 320))
    }

    @Test func aPreferenceThatNeverSettlesIsATypedError() {
        #expect(throws: CellError.preferenceNotSettled(key: "LabelWidth", passes: SettlingSession.passLimit)) {
            try Runaway().render(width: 100)
        }
        #expect(SettlingSession.passLimit == 8)
    }

    @Test func transformAndOverlayReadTheValuesInside() throws {
        var seen: [Int] = []
        let view = VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10).preference(key: Count.self, value: 1)
            Rectangle().frame(width: 10, height: 10).preference(key: Count.self, value: 1)
                .transformPreference(Count.self) { $0 *= 10 }
        }
        .overlayPreferenceValue(Count.self, alignment: .topLeading) { n in
            Rectangle().frame(width: CGFloat(n), height: 2)
        }
        .onPreferenceChange(Count.self) { seen.append($0) }
        let tree = try view.layout(width: 100)
        #expect(seen == [11], "the action is called once, with 1 + 1 × 10: \(seen)")
        #expect(tree.node(named: "overlay")?.frame == Rect(x: 0, y: 0, width: 11, height: 2), "\(tree.dump())")
    }

    @Test func aViewWithoutReadersTakesOnePass() throws {
        final class Calls { var count = 0 }
        let calls = Calls()
        func made() -> SwiftUI.Color { calls.count += 1; return .clear }
        _ = try Rectangle().frame(width: 10, height: 10)
            .background(GeometryReader { _ in made() })
            .layout(width: 100)
        #expect(calls.count == 1)
    }
}
#endif
