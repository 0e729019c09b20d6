#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotDiff
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A rating row as an app writes it for VoiceOver: one combined element, a label, a value, a
/// hint, traits, and a decorative image hidden.
private struct RatingRow: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill").foregroundStyle(.yellow).accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text("Lighthouse Café").font(.headline).accessibilityAddTraits(.isHeader)
                Text("4 of 5 stars").foregroundStyle(.secondary)
            }
            Spacer()
            Button("Rate") {}
                .accessibilityHint("Opens the rating sheet")
                .accessibilityAddTraits([.isButton, .isSelected])
        }
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Lighthouse Café, \"best coffee\"")
        .accessibilityValue(Text("4 of 5"))
    }
}

@Suite struct AccessibilityTests {
    @Test func accessibilityIsInTheDumpAndNotInThePixels() {
        assertSnapshot(of: RatingRow(), as: .image(width: 375))
    }

    @Test func theDumpNamesEveryValueSetAndReadsBack() throws {
        let dump = try RatingRow().layout(width: 375).dump()
        #expect(dump.contains(#"a11y.label="Lighthouse Café, \"best coffee\"" a11y.value="4 of 5" a11y.children=combine"#))
        #expect(dump.contains("a11y.traits=header") && dump.contains("a11y.traits=button,selected") && dump.contains("a11y.hidden"))
        #expect(dump.contains(#"a11y.hint="Opens the rating sheet""#))
        let parsed = try #require(LayoutDump.parse(dump))
        let row = try #require(parsed.nodes.first { $0.attributes.contains { $0.key == "a11y.label" } })
        #expect(row.attributes.first { $0.key == "a11y.label" }?.value == #"Lighthouse Café, "best coffee""#)
        #expect(row.attributes.contains { $0.key == "a11y.children" && $0.value == "combine" })
    }

    @Test func theInnermostLabelWinsAndTraitsAddUp() throws {
        let text = Text("Title").accessibilityLabel("Inner").accessibilityAddTraits(.isHeader)
            .accessibilityLabel("Outer").accessibilityAddTraits(.isLink)
        let node = try #require(try text.layout(width: 200).node(named: "Text[0]"))
        #expect(node.effects.accessibility?.label == "Inner" && node.effects.accessibility?.traits == ["header", "link"])
    }

    @Test func nothingSetPrintsNothingAndPixelsStayTheSame() throws {
        let plain = Text("Title").padding(), marked = Text("Title").padding().accessibilityHidden(false)
        #expect(try plain.layout(width: 200).dump() == marked.layout(width: 200).dump())
        let labelled = Text("Title").padding().accessibilityLabel("A title").accessibilityAddTraits(.isHeader)
        #expect(try plain.render(width: 200).pixels == labelled.render(width: 200).pixels)
        #expect(try plain.layout(width: 200).dump() != labelled.layout(width: 200).dump())
    }
}
#endif
