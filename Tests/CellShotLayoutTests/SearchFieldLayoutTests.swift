import CellShotLayout
import CellShotRaster
import Testing

/// A screen's search field: a 52 pt row under the title, the 36 pt field inset by the margins,
/// the prompt or the text, hidden once the content scrolls.
@Suite struct SearchFieldLayoutTests {
    static var table: TableView { TableView { TableSection { Row(text: "Inbox"); Row(text: "Sent") } } }

    @Test func theFieldSitsUnderTheLargeTitle() throws {
        let tree = try Screen(title: "Mail", searchField: SearchField(), table: Self.table).layout(width: 393)
        let field = try #require(tree.node(named: "navigationBar/searchField"))
        #expect(field.frame == Rect(x: 16, y: 44 + 52 + 8, width: 393 - 32, height: 36))
        #expect(abs((tree.node(named: "navigationBar")?.frame.height ?? 0) - (44 + 52 + 52)) < 1e-9)
        #expect(field.node(named: "prompt")?.text == "Search")
        guard case let .box(style) = field.content else { Issue.record("no box"); return }
        #expect(style.fill == DynamicColor.tertiarySystemFill.resolve(.light))
        guard case let .text(_, color)? = field.node(named: "prompt")?.content else { Issue.record("no prompt"); return }
        #expect(color == DynamicColor.secondaryLabel.resolve(.light))
        let without = try Screen(title: "Mail", table: Self.table).layout(width: 393)
        #expect(abs(tree.size.height - (without.size.height + 52)) < 1e-9)
    }

    @Test func textReplacesThePromptAndInlineTitlesKeepTheField() throws {
        let tree = try Screen(title: "Mail", titleDisplayMode: .inline, searchField: SearchField(prompt: "Find", text: "Grace"),
                              table: Self.table).layout(width: 430)
        let field = try #require(tree.node(named: "navigationBar/searchField"))
        #expect(field.frame.minY == 44 + 8 && field.frame.minX == 20, "20 pt margins from 414 pt")
        #expect(field.node(named: "text")?.text == "Grace" && field.node(named: "prompt") == nil)
    }

    @Test func aScrolledScreenHidesTheField() throws {
        let screen = Screen(title: "Mail", searchField: SearchField(), table: Self.table)
        let tree = try screen.layout(width: 393, viewport: Viewport(height: 300, offset: 20))
        #expect(tree.node(named: "searchField") == nil)
    }
}
