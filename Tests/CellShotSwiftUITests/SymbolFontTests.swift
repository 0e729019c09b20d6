#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A settings-like block as apps write it: labels under a container font, one with a large
/// symbol, a star beside a caption on the text baseline, and a button with a symbol.
private struct SymbolsBesideText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(["star.fill", "heart", "bell"], id: \.self) { name in
                    Group { Label(name.capitalized, systemImage: name) }
                }
            }
            .font(.title3)
            Label("Large", systemImage: "folder").imageScale(.large)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "star.fill")
                Text("4.8 · 1,204 ratings")
            }
            .font(.caption)
            Button {} label: { Label("Add to Library", systemImage: "plus") }
                .font(.headline)
        }
        .padding()
    }
}

@Suite struct SymbolFontTests {
    /// The frame of the node at `path` in `view` laid out 375 points wide.
    private func frame(_ view: some View, _ path: String) throws -> Rect {
        try #require(view.layout(width: 375).node(named: path)?.frame)
    }

    /// The height of the node at `path`, to a hundredth of a point (frames snap to pixels).
    private func height(_ view: some View, _ path: String) throws -> Double {
        (try frame(view, path).height * 100).rounded() / 100
    }

    @Test func aSymbolIsAsTallAsTheFontInEffectTimesItsImageScale() throws {
        let pair = HStack { Image(systemName: "star.fill"); Text("Star") }
        #expect(try height(pair, "HStack[0]/Image[0]") == 17, "body: 17 pt")
        #expect(try height(pair.font(.title), "HStack[0]/Image[0]") == 28, "title: 28 pt")
        #expect(try height(pair.font(.caption), "HStack[0]/Image[0]") == 12, "caption: 12 pt")
        #expect(try height(pair.font(.system(size: 40)), "HStack[0]/Image[0]") == 40)
        #expect(try height(pair.dynamicTypeSize(.accessibility3), "HStack[0]/Image[0]") == 40, "body at AX3: 40 pt")
        #expect(try height(pair.font(.system(size: 20)).dynamicTypeSize(.accessibility3), "HStack[0]/Image[0]") == 20,
                "a fixed size does not follow Dynamic Type")
        #expect(try height(pair.imageScale(.small), "HStack[0]/Image[0]") == 14)
        #expect(try height(pair.imageScale(.large), "HStack[0]/Image[0]") == 22)
        #expect(try height(pair.font(.title).imageScale(.large), "HStack[0]/Image[0]") == 36)
    }

    @Test func theFontReachesSymbolsThroughLabelsButtonsGroupsAndForEach() throws {
        let title = Label("Star", systemImage: "star.fill")
        #expect(try height(title.font(.title), "Label[0]/Image[0]") == 28, "on the label")
        #expect(try height(VStack { title }.font(.title), "VStack[0]/Label[0]/Image[0]") == 28, "on its container")
        let looped = VStack { ForEach(["a", "b"], id: \.self) { name in Group { Label(name, systemImage: "star") } } }.font(.caption)
        #expect(try height(looped, "VStack[0]/Label[1]/Image[0]") == 12, "through ForEach and Group")
        let button = Button {} label: { Label("Add", systemImage: "plus") }
        #expect(try height(button.font(.title), "Button[0]/Image[0]") == 28, "inside a button's label")
        // The label's title and icon agree on the font: the title is as tall as a title's line.
        let alone = try frame(Text("Star").font(.title), "Text[0]")
        #expect(try frame(title.font(.title), "Label[0]/Text[1]").height == alone.height)
    }

    @Test func aResizableSymbolIgnoresTheFont() throws {
        let resizable = HStack { Image(systemName: "star").resizable().frame(width: 20, height: 20); Text("x") }
        #expect(try height(resizable.font(.largeTitle), "HStack[0]/Image[0]") == 20)
        #expect(try height(resizable.font(.caption), "HStack[0]/Image[0]") == 20)
    }

    @Test func aSymbolSitsOnTheTextBaselineCentredOnTheCapitals() throws {
        // Body: 17 pt symbol, the text's baseline 16.33 below its top, capitals 12.33 tall
        // (the face's cap height at 17 pt): the symbol's centre 6.17 above the baseline, so
        // it dips 2.33 below it, as an SF Symbol does beside text.
        let pair = HStack(alignment: .firstTextBaseline) { Image(systemName: "star.fill"); Text("Star") }
        let symbol = try frame(pair, "HStack[0]/Image[0]"), text = try frame(pair, "HStack[0]/Text[1]")
        #expect(symbol.minY > text.minY, "the symbol starts below the text's top")
        #expect(abs(symbol.midY - (text.minY + 10.17)) < 0.34, "centred on the capitals: \(symbol) \(text)")
        let last = HStack(alignment: .lastTextBaseline) { Image(systemName: "star.fill"); Text("Star two lines here").frame(width: 60) }
        let lastSymbol = try frame(last, "HStack[0]/Image[0]"), lastText = try frame(last, "HStack[0]/Text[1]")
        #expect(lastSymbol.maxY > lastText.maxY - 4.5, "on the last line: \(lastSymbol) \(lastText)")
    }

    @Test func symbolsBesideTextMatchTheirReferences() {
        // Looked at when recorded: the three title3 labels' icons 20 pt beside their titles, the
        // large folder 22 pt, the caption star on the baseline of its text, the headline plus.
        assertSnapshot(of: SymbolsBesideText(), as: .layout(width: 375))
        assertSnapshot(of: SymbolsBesideText(), as: .image(width: 375))
    }

    /// A symbol under a custom environment value that sets its own default draws as under none.
    @Test func aSymbolReadsOnlyItsOwnCustomValues() throws {
        let plain = try SwiftUI.Image(systemName: "folder").render(width: 60)
        #expect(try SwiftUI.Image(systemName: "folder").imageScale(.medium).render(width: 60) == plain)
        #expect(try SwiftUI.Image(systemName: "folder").symbolRenderingMode(nil).render(width: 60) == plain)
        #expect(try SwiftUI.Image(systemName: "folder").imageScale(.large).render(width: 60) != plain)
    }
}
#endif
