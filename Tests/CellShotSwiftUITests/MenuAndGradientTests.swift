#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// An order row with the two menu forms a row uses: a titled menu and a symbol-only one.
private struct MenuRow: View {
    var body: some View {
        HStack {
            Text("Order #1042").font(.headline)
            Spacer()
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                Button("Newest") {}
                Button("Oldest") {}
            }
            Menu {
                Button("Track") {}
                Divider()
                Button("Cancel", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis")
            }
            .menuStyle(.button)
        }
        .padding()
    }
}

/// Three uses of `Color.gradient`: a fill, a background and a text style.
private struct GradientRow: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(.blue.gradient).frame(width: 44, height: 44)
            Text("Red").padding(8).background(Color.red.gradient)
            Text("Tint").font(.title).foregroundStyle(.tint.gradient)
        }
        .padding()
    }
}

@Suite struct MenuAndGradientTests {
    @Test func aMenuDrawsItsLabelAsABorderlessButtonAndNotItsItems() throws {
        let dump = try Menu("Sort") { Button("Name") {} }.layout(width: 200).dump()
        #expect(dump.contains("Menu[0]"), "\(dump)")
        #expect(dump.contains("color=#007affff \"Sort\""), "the label in the tint: \(dump)")
        #expect(!dump.contains("Name"), "the items are not drawn: \(dump)")
        let primary = try Menu("Sort", content: { Button("Name") {} }, primaryAction: {}).layout(width: 200).dump()
        #expect(primary == dump)
        let tinted = try Menu("Sort") { Button("Name") {} }.tint(.orange).layout(width: 200).dump()
        #expect(!tinted.contains("#007affff"), "a tint colours the label: \(tinted)")
        let bordered = try Menu("Sort") { Button("Name") {} }.buttonStyle(.bordered).layout(width: 200).dump()
        #expect(bordered != dump, "a button style draws the label")
        // Looked at when recorded: the symbol and "Sort", then the ellipsis, in the tint at the trailing edge.
        assertSnapshot(of: MenuRow(), as: .image(width: 375))
    }

    @Test func aColoursGradientIsLighterAtTheTopAndTheColourAtTheBottom() throws {
        let image = try Rectangle().fill(.blue.gradient).frame(width: 10, height: 100).render(width: 10)
        let top = image[15, 0], bottom = image[15, 299]
        #expect(top.r > bottom.r && top.g > bottom.g, "lighter at the top: \(top) vs \(bottom)")
        #expect(abs(Int(top.r) - 51) <= 2 && abs(Int(top.g) - 149) <= 2 && top.b == 255, "20 % towards white: \(top)")
        #expect(bottom.r <= 2 && abs(Int(bottom.g) - 122) <= 2 && bottom.b == 255, "the colour at the bottom: \(bottom)")
        let dump = try Rectangle().fill(Color.red.gradient).frame(width: 10, height: 10).layout(width: 10).dump()
        #expect(dump.contains("gradient=#ff6259ff>#ff3b30ff"), "\(dump)")
        // Looked at when recorded: each fill lighter at its top edge; the text in the gradient's mean colour.
        assertSnapshot(of: GradientRow(), as: .image(width: 320))
    }
}
#endif
