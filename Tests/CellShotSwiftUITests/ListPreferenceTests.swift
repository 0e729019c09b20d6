#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// The widest of the values set inside.
private struct WidestLabel: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A row whose two labels take the wider one's width, measured through a preference into state.
private struct ContactRow: View {
    @State private var labelWidth: Double?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            line("Name", "Ada Lovelace")
            line("Occupation", "Mathematician")
        }
        .onPreferenceChange(WidestLabel.self) { labelWidth = Double($0) }
    }

    private func line(_ label: String, _ value: String) -> some View {
        HStack(spacing: 12) {
            Text(label).foregroundStyle(.secondary)
                .background(GeometryReader { geo in Color.clear.preference(key: WidestLabel.self, value: geo.size.width) })
                .frame(width: labelWidth, alignment: .leading)
            Text(value)
        }
    }
}

/// A row that draws the count of its badges in an overlay read from a preference.
private struct BadgeCountRow: View {
    var body: some View {
        HStack {
            Text("Inbox").preference(key: WidestLabel.self, value: 40)
            Spacer()
        }
        .overlayPreferenceValue(WidestLabel.self, alignment: .bottomLeading) { width in
            Rectangle().fill(.red).frame(width: width, height: 2)
        }
    }
}

@Suite struct ListPreferenceTests {
    @Test func aListRowSettlesItsPreferencesAsItDoesAlone() throws {
        let alone = try ContactRow().layout(width: 320)
        let aloneX = try (0..<2).map { try #require(alone.node(named: "VStack[0]/HStack[\($0)]/Text[1]")?.frame.minX) }
        #expect(aloneX[0] == aloneX[1], "alone, the values share a column: \(aloneX)")
        let list = try List { ContactRow() }.layout(width: 320)
        let dump = list.dump()
        let xs = dump.split(separator: "\n").filter { $0.contains("\"Ada Lovelace\"") || $0.contains("\"Mathematician\"") }
            .compactMap { line in line.split(separator: "(").dropFirst().first?.split(separator: ",").first.map(String.init) }
        #expect(xs.count == 2 && xs[0] == xs[1], "in a list, the values share a column too: \(xs)\n\(dump)")
        // Looked at when recorded: the values in one column after the wider label, a red bar
        // 40 pt wide under "Inbox" (before, the list's own pass set the labels' width to 0).
        assertSnapshot(of: List { ContactRow(); BadgeCountRow() }, as: .image(width: 320))
    }
}
#endif
