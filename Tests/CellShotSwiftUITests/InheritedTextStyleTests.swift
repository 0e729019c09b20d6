#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A price row whose container sets the digits and slant of every text inside.
private struct QuoteRow: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("AAPL").font(.headline)
                Text("Apple Inc.").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text("111.11")
                Text("+1.01%").font(.caption)
            }
            .monospacedDigit()
        }
        .padding()
    }
}

@Suite struct InheritedTextStyleTests {
    /// The width of the only text of `view`, laid out alone.
    private func width(_ view: some View) throws -> Double {
        try #require(view.layout(width: 393).root.children.first?.frame.width)
    }

    @Test func containerModifiersReachEveryTextInsideInItsOwnFont() throws {
        let title = Text(verbatim: "Settings Settings").font(.title)
        let plain = try width(title), bold = try width(title.bold())
        #expect(bold > plain, "a bold title is wider: \(bold) vs \(plain)")
        #expect(try width(VStack { title }.bold()) == bold, "bold() on the stack makes the title bold")
        #expect(try width(VStack { title }.fontWeight(.bold)) == bold)
        #expect(try width(title.fontWeight(.bold)) == bold, "a font set inside keeps the weight set around it")
        let italic = try VStack { title }.italic().render(width: 393)
        #expect(italic == (try VStack { title.italic() }.render(width: 393)), "italic() on the stack is the text's own italic")
        #expect(italic != (try VStack { title }.render(width: 393)))
        let digits = try VStack { Text(verbatim: "111.11") }.monospacedDigit().render(width: 200)
        #expect(digits == (try Text(verbatim: "111.11").monospacedDigit().render(width: 200)))
        #expect(digits != (try Text(verbatim: "111.11").render(width: 200)))
        let mono = try VStack { Text(verbatim: "iiii") }.monospaced().render(width: 200)
        #expect(mono == (try Text(verbatim: "iiii").monospaced().render(width: 200)))
    }

    @Test func aTextsOwnStyleWinsOverItsContainers() throws {
        let own = Text(verbatim: "Settings").fontWeight(.regular)
        #expect(try width(VStack { own }.bold()) == (try width(Text(verbatim: "Settings"))), "the text's own weight wins")
        let italicFont = try VStack { Text(verbatim: "Lisbon") }.font(.body.italic()).render(width: 200)
        #expect(italicFont == (try Text(verbatim: "Lisbon").italic().render(width: 200)), "a container's italic font slants the text")
        let ownFont = try VStack { Text(verbatim: "Lisbon").font(.body) }.font(.body.italic()).render(width: 200)
        #expect(ownFont == (try Text(verbatim: "Lisbon").render(width: 200)), "a text's own font replaces the container's")
    }

    @Test func theQuoteRowMatchesItsReference() {
        // Looked at when recorded: both figures in tabular digits, the caption keeps its size.
        assertSnapshot(of: QuoteRow(), as: .image(width: 375))
        assertSnapshot(of: VStack(alignment: .leading) {
            Text("Photographed in *Lisbon*").font(.headline)
            Text("Ada Lovelace").bold() + Text(" · 2h")
        }.italic().padding(), as: .image(width: 320), named: "italicStack")
    }

    @Test func styledTextTruncatesAtTheHeadOrMiddleAsPlainTextDoes() throws {
        let styled = Text("**Downloads**/reports/2024/quarterly-summary-final.pdf")
        func text(_ mode: SwiftUI.Text.TruncationMode, _ view: Text) throws -> String {
            try #require(view.lineLimit(1).truncationMode(mode).layout(width: 150).node(named: "Text[0]")?.text)
        }
        let head = try text(.head, styled), middle = try text(.middle, styled), tail = try text(.tail, styled)
        #expect(head.hasPrefix("…") && head.hasSuffix("final.pdf"), "\(head)")
        #expect(middle.hasPrefix("Download") && middle.hasSuffix(".pdf") && middle.contains("…"), "\(middle)")
        #expect(tail.hasPrefix("Downloads") && tail.hasSuffix("…"), "\(tail)")
        let plain = try text(.head, Text(verbatim: "Downloads/reports/2024/quarterly-summary-final.pdf"))
        #expect(plain.hasPrefix("…") && plain.hasSuffix("final.pdf"), "\(plain)")
        for mode in [SwiftUI.Text.TruncationMode.head, .middle] {
            assertSnapshot(of: VStack(alignment: .leading, spacing: 4) {
                styled
                Text("Ada Lovelace").bold() + Text(" replied to the thread about the analytical engine").foregroundStyle(.secondary)
            }.lineLimit(1).truncationMode(mode).padding(), as: .image(width: 240), named: "\(mode)")
        }
    }
}
#endif
