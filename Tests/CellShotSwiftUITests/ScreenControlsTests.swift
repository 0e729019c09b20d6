#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// The top of a list screen: a segmented filter, a row of chips scrolled sideways (wider than
/// the screen: cut at its edge, each chip on one line) and an empty state.
private struct TripsHeader: View {
    let tags = ["All", "Flights", "Hotels", "Cars", "Trains", "Ferries"]
    var body: some View {
        VStack(spacing: 12) {
            Picker("Filter", selection: .constant(1)) {
                Text("Upcoming").tag(0)
                Text("Past").tag(1)
                Text("Drafts").tag(2)
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 12)
                            .padding(.vertical, 6)
                            .background(tag == "All" ? Color.accentColor : Color(.secondarySystemFill), in: Capsule())
                            .foregroundStyle(tag == "All" ? .white : .primary)
                    }
                }
                .padding(.horizontal)
            }
            ContentUnavailableView("No Past Trips", systemImage: "suitcase", description: Text("Trips you have taken appear here."))
            ContentUnavailableView.search(text: "Lisbon")
        }
    }
}

@Suite struct ScreenControlsTests {
    @Test func headerMatchesItsReferences() {
        assertSnapshot(of: TripsHeader(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) }, named: "trips")
    }

    /// Scrolled sideways, content wider than offered keeps its width, starts at the leading
    /// edge and leaves the scroll view as wide as offered.
    @Test func aHorizontalScrollViewKeepsItsContentsWidth() throws {
        let row = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<8) { Text("Chip number \($0)") } }
        }
        let tree = try row.layout(width: 200)
        let scroll = try #require(tree.node(named: "ScrollView[0]")).frame
        let last = try #require(tree.node(named: "ScrollView[0]/HStack[0]/Text[7]"))
        #expect(scroll.width == 200 && scroll.minX == 0)
        #expect(last.text == "Chip number 7" && last.frame.minX > 200, "one line each, past the edge")
    }
}
#endif
