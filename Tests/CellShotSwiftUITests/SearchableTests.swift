#if os(Linux)
import CellShotLayout
import CellShotRaster
import SwiftUI
import Testing

/// `.searchable`'s field in the navigation bar: its prompt, and whether it stays once scrolled.
@Suite struct SearchableTests {
    func screen(_ placement: SearchFieldPlacement, offset: Double) -> some View {
        NavigationStack {
            List(0..<40, id: \.self) { Text("Message \($0)") }
                .navigationTitle("Mail")
                .searchable(text: .constant(""), placement: placement, prompt: "Search mail")
                .searchSuggestions { Text("From: Ada") }
                .navigationViewport(Viewport(height: 700, offset: offset))
        }
    }

    @Test func theDrawersFieldShowsThePromptAtTheTop() throws {
        for placement in [SearchFieldPlacement.automatic, .navigationBarDrawer(displayMode: .always)] {
            let tree = try screen(placement, offset: 0).layout(width: 393)
            #expect(tree.node(named: "screen[0]/navigationBar/searchField")?.text == "Search mail", "\(tree.dump())")
        }
    }

    @Test func onlyAnAlwaysShownFieldStaysOnceScrolled() throws {
        let automatic = try screen(.automatic, offset: 300).layout(width: 393)
        #expect(automatic.node(named: "screen[0]/navigationBar/searchField") == nil)
        let always = try screen(.navigationBarDrawer(displayMode: .always), offset: 300).layout(width: 393)
        let field = always.node(named: "screen[0]/navigationBar/searchField")
        #expect(field?.text == "Search mail")
        #expect(field.map { $0.frame.minY == 44 + 8 } == true, "under the inline bar")
    }

    @Test func suggestionsDrawNothingUnfocused() throws {
        let plain = NavigationStack { List { Text("A") }.searchable(text: .constant("")) }
        let suggested = NavigationStack { List { Text("A") }.searchable(text: .constant("")).searchSuggestions { Text("B") } }
        expectSamePixels(try plain.render(width: 393), try suggested.render(width: 393))
    }
}
#endif
