#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotTesting
import SwiftUI
import Testing

/// Group boxes: titled, with a label view, without a label, and one inside another.
private struct Boxes: View {
    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Next trip") {
                Text("FRA → JFK, 10:05")
                GroupBox { Text("1 × 23 kg") }
            }
            GroupBox { Text("No label") }
            GroupBox { Text("Gate B22") } label: { Label("Boarding", systemImage: "airplane") }
        }
        .padding()
    }
}

@Suite struct GroupBoxTests {
    @Test func boxesMatchTheirReferences() {
        assertSnapshot(of: Boxes(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }

    /// A box is as wide as offered, its label and content 16 pt inside and 8 pt apart; without a
    /// label the content starts at the top inset; a box inside another takes the next background.
    @Test func aBoxFillsTheWidthOfferedWithItsContentInside() throws {
        let titled = try GroupBox("Trip") { Text("FRA") }.layout(width: 300)
        let box = try #require(titled.node(named: "GroupBox[0]")), title = try #require(titled.node(named: "GroupBox[0]/VStack/Text[0]"))
        let text = try #require(titled.node(named: "GroupBox[0]/VStack/Text[1]"))
        #expect(box.frame.width == 300 && title.frame.minX == 16 && title.frame.minY == 16)
        #expect(abs(text.frame.minY - title.frame.maxY - 8) < 0.01)
        let bare = try GroupBox { Text("FRA") }.layout(width: 300)
        #expect(bare.dump().contains("Text[0] (16, 16,"))
        let nested = try GroupBox { GroupBox { Text("FRA") } }.layout(width: 300, environment: CellEnvironment(appearance: .light)).dump()
        #expect(nested.contains("fill=#f2f2f7ff") && nested.contains("fill=#ffffffff"))
    }
}
#endif
