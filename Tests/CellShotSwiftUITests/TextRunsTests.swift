#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotTesting
@testable import SwiftUI
import Testing

/// A row whose texts mix styles inside one `Text`, as real rows do.
private struct StyledRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Ada Lovelace").bold() + Text(" · 2h").foregroundStyle(.secondary)
            Text("\(3) **new** messages in *Engines*")
            Text("*Photographed in Lisbon*").font(.caption).foregroundStyle(.secondary)
            HStack {
                Text("Coffee")
                Spacer()
                Text("$11.11").monospacedDigit()
            }
            HStack {
                Text("Tea")
                Spacer()
                Text("$40.80").monospacedDigit()
            }
            Text("Run `swift test`, then read the [guide](https://example.com)")
            Text("$24.99").strikethrough().foregroundStyle(.secondary) + Text(" $19.99").bold().foregroundStyle(.red)
            Text("H") + Text("2").font(.caption).baselineOffset(-4) + Text("O ") + Text("wide").tracking(3).italic()
        }
        .padding()
    }
}

@Suite struct TextRunsTests {
    private func pieces(_ s: String) -> [String] {
        Markdown.parse(s).map { piece in
            let m = piece.marks
            let tags = [(Markdown.Marks.bold, "b"), (.italic, "i"), (.code, "c"), (.strikethrough, "s"), (.link, "l")]
                .filter { m.contains($0.0) }.map(\.1).joined()
            return tags.isEmpty ? piece.text : "\(tags):\(piece.text)"
        }
    }

    @Test func markdownMarksNestedAndPartialRuns() {
        #expect(pieces("a **b** c") == ["a ", "b:b", " c"])
        #expect(pieces("**bold *both* bold**") == ["b:bold ", "bi:both", "b: bold"])
        #expect(pieces("***both***") == ["bi:both"])
        #expect(pieces("__bold__ and _it_") == ["b:bold", " and ", "i:it"])
        #expect(pieces("*a **b***") == ["i:a ", "bi:b"])
        #expect(pieces("`a*b*` ~~old~~ [docs](https://x) here") == ["c:a*b*", " ", "s:old", " ", "l:docs", " here"])
        #expect(pieces("[**bold** link](u)") == ["bl:bold", "l: link"])
    }

    @Test func unmatchedAndEscapedMarkersStayAsTyped() {
        #expect(pieces("2 * 3 = 6") == ["2 * 3 = 6"])
        #expect(pieces("**open") == ["**open"])
        #expect(pieces("snake_case_name") == ["snake_case_name"])
        #expect(pieces("\\*not\\* \\_this\\_") == ["*not* _this_"])
        #expect(pieces("a ` b") == ["a ` b"])
        #expect(pieces("[no link] (x)") == ["[no link] (x)"])
        #expect(pieces("") == [])
    }

    @Test func concatenatedTextsKeepEachPartsStyle() throws {
        let tree = try (Text("Ada").bold() + Text(" · 2h").foregroundStyle(.secondary)).layout(width: 300)
        let node = try #require(tree.node(named: "Text[0]"))
        guard case let .text(layout, _) = node.content else { Issue.record("not a text"); return }
        #expect(node.text == "Ada · 2h")
        #expect(layout.runs.map(\.style.font.weight) == [.bold, .regular])
        #expect(layout.runs[1].style.color == CellEnvironment.standard.color(.secondaryLabel))
        // One style: the plain text as before, with no run list.
        let same = try (Text("Ada") + Text(" · 2h")).layout(width: 300).dump()
        #expect(same == (try Text("Ada · 2h").layout(width: 300).dump()))
        #expect(!same.contains("runs="))
    }

    @Test func aStyledTextDumpsItsRuns() throws {
        let dump = try (Text("Ada").bold() + Text(" · 2h").foregroundStyle(.secondary) + Text(" `9:41`")).layout(width: 300).dump()
        let line = try #require(dump.split(separator: "\n").first { $0.contains("Text[0]") })
        #expect(line.hasSuffix(#""Ada · 2h 9:41" lines=1 runs="[Ada] bold | [ · 2h] #3c3c4399 | [ ] | [9:41] DejaVu Sans Mono""#))
        let marked = try Text("Run `swift test` *now*").layout(width: 300).dump()
        #expect(marked.contains(#"runs="[Run ] | [swift test] DejaVu Sans Mono | [ ] | [now] italic""#))
    }

    @Test func interpolatedStyledTextKeepsItsStyle() throws {
        let count = Text("3").foregroundStyle(.red)
        let tree = try Text("\(count) **new**").layout(width: 300)
        guard case let .text(layout, _) = try #require(tree.node(named: "Text[0]")).content else { return }
        #expect(layout.runs.map(\.text) == ["3", " ", "new"])
        #expect(layout.runs[0].style.color == CellEnvironment.standard.color(.systemRed))
        #expect(layout.runs[2].style.font.weight == .bold)
    }

    @Test func badRunValuesAreTypedErrors() throws {
        let error = #expect(throws: CellError.self) { try (Text("a") + Text("b").tracking(.nan)).layout(width: 100) }
        #expect(error.map { "\($0)" }?.contains("TextView.parts[1].tracking") == true)
        #expect(throws: CellError.self) { try (Text("a") + Text("b").font(.system(size: .nan))).layout(width: 100) }
        #expect(throws: CellError.self) { try Text("a").baselineOffset(.infinity).layout(width: 100) }
        // 10 000 runs, empty parts.
        let many = Text(LocalizedStringKey(String(repeating: "**a** b ", count: 5_000))).lineLimit(2)
        #expect(try many.layout(width: 300).node(named: "Text[0]")?.text?.hasSuffix("…") == true)
        #expect(try (Text("") + Text("") + Text("x").bold()).layout(width: 100).node(named: "Text[0]")?.text == "x")
    }

    /// The marker scan finds a marker anywhere, in short (inline) and long strings alike.
    @Test func theMarkerScanFindsEveryMarker() {
        for marker in ["*", "_", "`", "[", "~", "\\"] {
            #expect(Markdown.mayHaveMarkers("ab" + marker), "\(marker)")
            #expect(Markdown.mayHaveMarkers(String(repeating: "é long text ", count: 8) + marker), "\(marker)")
        }
        #expect(!Markdown.mayHaveMarkers("Ada Lovelace"))
        #expect(!Markdown.mayHaveMarkers(String(repeating: "no markers, ünïcödé — ", count: 10)))
        #expect(!Markdown.mayHaveMarkers(""))
    }

    @Test func styledRowMatchesItsReferences() {
        assertSnapshot(of: StyledRow(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }
}
#endif
