#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotTesting
import SwiftUI
import Testing

/// Icon then title, or title then icon, by a custom label style.
private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) { configuration.title; configuration.icon }
    }
}

/// A custom button style that reads `isPressed`.
private struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(configuration.isPressed ? SwiftUI.Color.gray : .mint))
    }
}

/// Every control, at rest, as a Form-less column.
private struct Controls: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Default") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack {
                Button("Delete", role: .destructive) {}
                Button("Pill") {}.buttonStyle(Pill())
                Button("Off") {}.disabled(true)
            }
            Toggle("Airplane Mode", isOn: .constant(false))
            Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
            Stepper("Guests: \(count)", value: $count, in: 0...10)
            LabeledContent("Build", value: "1187")
            HStack {
                Label("Inbox", systemImage: "tray")
                Label("Flagged", systemImage: "flag.fill").labelStyle(.iconOnly)
                Label("Due", systemImage: "clock").labelStyle(TrailingIcon())
            }
            ProgressView(value: 0.3)
            HStack {
                ProgressView()
                AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 32, height: 32)
                AsyncImage(url: nil) { image in image } placeholder: { Circle().fill(.teal) }.frame(width: 32, height: 32)
            }
        }
        .padding()
    }
}

@Suite struct ControlsTests {
    @Test func controlsMatchTheirReferences() {
        assertSnapshot(of: Controls(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }

    /// `.tint` colours a switch when on, as `SwitchToggleStyle(tint:)` does; an accent colour
    /// leaves it green, as SwiftUI's does.
    @Test func aTintColoursASwitchAnAccentColourDoesNot() throws {
        let toggle = Toggle("Bluetooth", isOn: .constant(true))
        let green = try toggle.render(width: 240), styled = try toggle.toggleStyle(SwitchToggleStyle(tint: .orange)).render(width: 240)
        #expect(styled != green)
        #expect(try toggle.tint(.orange).render(width: 240) == styled)
        #expect(try List { toggle }.tint(.orange).render(width: 240) == List { toggle.toggleStyle(SwitchToggleStyle(tint: .orange)) }.render(width: 240))
        #expect(try toggle.accentColor(.orange).render(width: 240) == green)
    }

    /// A label view goes above the bar, and under the spinner.
    @Test func aProgressViewTakesALabelView() throws {
        let tree = try ProgressView(value: 42, total: 64) { Text("42 GB of 64 GB used") }.layout(width: 300)
        let label = try #require(tree.node(named: "ProgressView[0]/Text[0]")), bar = try #require(tree.node(named: "ProgressView[0]/progress[1]"))
        #expect(label.text == "42 GB of 64 GB used" && bar.frame.minY >= label.frame.maxY)
        let spinner = try ProgressView { Text("Loading") }.layout(width: 300)
        let caption = try #require(spinner.node(named: "ProgressView[0]/Text[1]"))
        #expect(caption.text == "Loading" && caption.frame.minY >= 20)
    }

    @Test func controlSizeAndBorderShapeSetABorderedButtonsMetrics() throws {
        func background(_ view: some View) throws -> (frame: CellShotRaster.Rect, outline: NodeShape?) {
            let tree = try view.layout(width: 300)
            guard let node = tree.node(named: "background") else {
                Issue.record("no background behind the button")
                return (CellShotRaster.Rect(x: 0, y: 0, width: 0, height: 0), nil)
            }
            guard case let .shape(shape) = node.content else { return (node.frame, nil) }
            return (node.frame, shape.outline)
        }
        let button = Button("Book now") {}
        let regular = try background(button.buttonStyle(.borderedProminent))
        let large = try background(button.buttonStyle(.borderedProminent).controlSize(.large))
        #expect(abs(regular.frame.height - 34) < 1, "\(regular.frame)")
        #expect(abs(large.frame.height - (regular.frame.height + 14)) < 1e-9, "14 pt above and below instead of 7: \(large.frame)")
        #expect(abs(large.frame.width - (regular.frame.width + 16)) < 1e-9, "20 pt a side instead of 12")
        #expect(regular.outline == .roundedRectangle(CornerRadii(all: 8), .continuous))
        #expect(large.outline == .roundedRectangle(CornerRadii(all: 12), .continuous))
        #expect(try background(button.buttonStyle(.bordered).controlSize(.small)).frame == regular.frame, "small is drawn regular")
        #expect(try background(button.buttonStyle(.bordered).buttonBorderShape(.capsule)).outline == .capsule)
        #expect(try background(button.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 5))).outline
            == .roundedRectangle(CornerRadii(all: 5), .continuous))
        // A control size set on a container reaches the buttons inside, and the environment reads it.
        struct Reads: View {
            @Environment(\.controlSize) var size
            var body: some View { Text(size == .large ? "large" : "other") }
        }
        #expect(try VStack { Reads() }.controlSize(.large).layout(width: 300).node(named: "Text[0]")?.text == "large")
    }

    @Test func aDisabledButtonIsDrawnInTheTertiaryColour() throws {
        let tree = try Button("Off") {}.disabled(true).layout(width: 200)
        let text = try #require(tree.node(named: "Button[0]"))
        guard case let .text(_, color) = text.content else { Issue.record("not a text: \(text)"); return }
        #expect(color == CellEnvironment.standard.color(.tertiaryLabel))
    }

    @Test func markdownBoldKeyIsBoldAndMarkersAreRemoved() throws {
        let bold = try Text("**Offline**").layout(width: 300), plain = try Text("Offline").layout(width: 300)
        #expect(bold.node(named: "Text[0]")?.text == "Offline")
        #expect(try #require(bold.node(named: "Text[0]")).frame.width > (try #require(plain.node(named: "Text[0]"))).frame.width)
        #expect(try Text("a *b* `c` [d](https://x)").layout(width: 300).node(named: "Text[0]")?.text == "a b c d")
    }

    @Test func formattedValuesUseTheStandardLocaleNotTheMachines() throws {
        #expect(try Text(0.62, format: .percent).layout(width: 300).node(named: "Text[0]")?.text == "62%")
        #expect(try Text(1234567, format: .number).layout(width: 300).node(named: "Text[0]")?.text == "1,234,567")
    }

    @Test func redactedTextKeepsItsFrameAndDrawsABar() throws {
        let plain = try Text("Loading").layout(width: 300), redacted = try Text("Loading").redacted(reason: .placeholder).layout(width: 300)
        #expect(redacted.node(named: "Text[0]")?.frame == plain.node(named: "Text[0]")?.frame)
        #expect(redacted.node(named: "background") != nil && plain.node(named: "background") == nil)
    }

    @Test func relativeAndTimeDatesUseTheFixedNow() throws {
        let env = CellEnvironment.standard
        let earlier = env.now.addingTimeInterval(-(2 * 3600 + 5 * 60))
        #expect(try Text(earlier, style: .relative).layout(width: 300).node(named: "Text[0]")?.text == "2 hours, 5 minutes")
        // CLDR 47 en short time "h:mm a", with U+202F before the day period.
        #expect(try Text(earlier, style: .time).layout(width: 300).node(named: "Text[0]")?.text == "9:55\u{202F}AM")
        let de = Text(earlier, style: .time).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(try de.layout(width: 300).node(named: "Text[0]")?.text == "09:55")
        #expect(try Text(earlier, style: .date).environment(\.locale, Locale(identifier: "fr")).layout(width: 300)
                .node(named: "Text[0]")?.text == "15 janvier 2024")
    }

    @Test func formatStylesReadTheEnvironmentLocale() throws {
        let date = CellEnvironment.standard.now
        func text(_ view: some View) throws -> String? { try view.layout(width: 400).node(named: "Text[0]")?.text }
        #expect(try text(Text(date, format: .dateTime)) == "1/15/2024, 12:00\u{202F}PM")
        #expect(try text(Text(date, format: Date.FormatStyle(date: .abbreviated, time: .omitted))) == "Jan 15, 2024")
        #expect(try text(Text(date, format: Date.FormatStyle(date: .long, time: .shortened))) == "January 15, 2024, 12:00\u{202F}PM")
        #expect(try text(Text(Double.pi, format: .number)) == "3.141593")
        #expect(try text(Text(12.5, format: .currency(code: "EUR"))) == "€12.50")
        // A row's body is made in the environment, as SwiftUI makes it.
        #expect(try text(FormattedNumberRow().environment(\.locale, Locale(identifier: "de"))) == "1.234,5")
        #expect(try text(FormattedDateRow(date: date).environment(\.locale, Locale(identifier: "de"))) == "15.1.2024, 12:00")
    }
}

private struct FormattedNumberRow: View {
    var body: some View { Text(1234.5, format: .number) }
}

private struct FormattedDateRow: View {
    let date: Date
    var body: some View { Text(date, format: .dateTime) }
}
#endif
