#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// The row modifiers of a list (insets, separators, editing controls, the menu picker's
/// chevrons) and the search field and edit button of its navigation bar.
@Suite struct ListRowOptionsTests {
    private func row(_ tree: LayoutTree, _ r: Int, section: Int = 0) throws -> LayoutNode {
        try #require(tree.node(named: "table[0]/section[\(section)]/row[\(r)]"))
    }

    private func fill(_ node: LayoutNode?) -> CellShotRaster.Color? {
        guard case let .box(style)? = node?.content else { return nil }
        return style.fill
    }

    @Test func rowInsetsMoveTheContentAndTheSeparator() throws {
        let insets = SwiftUI.EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 8)
        let tree = try List {
            Text("Native").listRowInsets(insets)
            HStack { Text("Drawn"); Spacer() }.listRowInsets(insets)
            Text("Default").listRowInsets(nil)
        }.listStyle(.plain).layout(width: 393)
        let native = try row(tree, 0)
        #expect(native.node(named: "text")?.frame.minX == 40)
        #expect(native.node(named: "separator")?.frame.minX == 40, "the separator starts at the leading inset")
        #expect(native.frame.height == 44, "44 pt at least")
        let drawn = try row(tree, 1)
        let stack = try #require(drawn.node(named: "HStack[0]"))
        #expect(abs(stack.frame.minX - 40) < 1e-9 && abs(stack.frame.maxX - (393 - 8)) < 1e-9, "\(stack.frame)")
        #expect(try row(tree, 2).node(named: "text")?.frame.minX == 16, "nil keeps the cell margins")

        let tall = try List { Text("Tall").listRowInsets(SwiftUI.EdgeInsets(top: 30, leading: 16, bottom: 30, trailing: 16)) }
            .listStyle(.plain).layout(width: 393)
        #expect(try row(tall, 0).frame.height > 44 + 30)
    }

    @Test func theSeparatorStartsAtTheFirstTextOrAtTheRowsGuide() throws {
        let tree = try List {
            // The initial in the avatar's overlay does not lead the row: the name does.
            HStack(spacing: 12) {
                Circle().frame(width: 40, height: 40).overlay { Text("A") }
                Text("Ana Lima")
                Spacer()
            }
            // Apple's example: the emoji's text would lead; the name's guide takes the separator.
            HStack {
                Text("🍕")
                Text("Pizza").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
            // The common idiom: the separator from the content's leading edge, under the icon.
            HStack { Image(systemName: "star"); Text("Starred") }.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            HStack { Text("Moved"); Spacer() }.alignmentGuide(.listRowSeparatorLeading) { $0.width / 4 }
            Text("Last")
        }.listStyle(.plain).layout(width: 393)
        func text(_ label: String, in node: LayoutNode) -> LayoutNode? {
            if node.text == label { return node }
            for child in node.children { if let found = text(label, in: child) { return found } }
            return nil
        }
        func separatorX(_ index: Int) throws -> Double { try #require(try row(tree, index).node(named: "separator")).frame.minX }
        let name = try #require(text("Ana Lima", in: try row(tree, 0)))
        let first = try separatorX(0)
        #expect(abs(first - name.frame.minX) < 1e-9, "under the name, not the initial: \(first)")
        #expect(abs(name.frame.minX - (16 + 40 + 12)) < 1e-9)
        let pizza = try #require(text("Pizza", in: try row(tree, 1)))
        let emoji = try #require(text("🍕", in: try row(tree, 1)))
        let second = try separatorX(1), third = try separatorX(2), fourth = try separatorX(3)
        #expect(abs(second - pizza.frame.minX) < 1e-9 && pizza.frame.minX > emoji.frame.minX + 1)
        #expect(third == 16, "the content's leading edge")
        let moved = try #require(try row(tree, 3).node(named: "HStack[0]")).frame
        // On the device-pixel grid, as every separator (3×: within half a pixel).
        #expect(abs(fourth - (moved.minX + moved.width / 4)) <= 1.0 / 6 + 1e-9, "a quarter of the content's width in: \(fourth), \(moved)")
        #expect(abs(fourth * 3 - (fourth * 3).rounded()) < 1e-9)
    }

    @Test func aBadgeOnARowDrawnFromAViewIsShownTrailing() throws {
        let tree = try List {
            HStack { Image(systemName: "bell"); Text("Alerts") }.badge(3).swipeActions { Button("Clear") {} }
            HStack { Image(systemName: "tray"); Text("Inbox") }.badge(0)
            HStack { Image(systemName: "flag"); Text("Flagged") }.badge("New")
        }.listStyle(.plain).layout(width: 393)
        // The row's view: the content, then the badge after it.
        func trailing(_ index: Int) throws -> LayoutNode? { try row(tree, index).node(named: "view")?.children.first?.children.last }
        let count = try #require(try trailing(0))
        #expect(count.text == "3")
        #expect(abs(count.frame.maxX - 377) < 0.01, "trailing at the margin: \(count.frame)")
        #expect(abs(count.frame.midY - (try row(tree, 0)).frame.midY) < 0.5, "vertically centred")
        #expect(try trailing(1)?.text == "Inbox", "a count of 0 shows no badge")
        #expect(try trailing(2)?.text == "New")
    }

    @Test func rowSeparatorsHideAndTakeATint() throws {
        let tree = try List {
            Text("A").listRowSeparator(.hidden)
            Text("B")
            Text("C").listRowSeparator(.hidden, edges: .top)
            Text("D").listRowSeparatorTint(.red)
            Text("E")
            Text("F")
        }.listStyle(.plain).layout(width: 393)
        #expect(try row(tree, 0).node(named: "separator") == nil, "hidden below A")
        #expect(try row(tree, 1).node(named: "separator") == nil, "C hides the line above it")
        #expect(try row(tree, 2).node(named: "separator") != nil)
        let red = DynamicColor.systemRed.resolve(.light)
        #expect(fill(try row(tree, 2).node(named: "separator")) == red, "the line above D takes D's top tint")
        #expect(fill(try row(tree, 3).node(named: "separator")) == red, "and the line under it")
        #expect(fill(try row(tree, 4).node(named: "separator")) == DynamicColor.separator.resolve(.light))

        let plain = try List { Text("A"); Text("B") }.listStyle(.plain).render(width: 393)
        let table = try TableView(style: .plain) { TableSection { Row(text: "A"); Row(text: "B") } }.render(width: 393)
        expectSamePixels(plain, table)
    }

    @Test func sectionSeparatorsOfAPlainList() throws {
        let tree = try List {
            Section("One") { Text("A"); Text("B") }.listSectionSeparator(.hidden, edges: .bottom)
            Section("Two") { Text("C") }.listSectionSeparator(.visible)
        }.listStyle(.plain).layout(width: 393)
        #expect(try row(tree, 1).node(named: "separator") == nil, "no line under the first section")
        #expect(try row(tree, 0, section: 1).node(named: "sectionSeparator") != nil, "a line above the second")
        #expect(try row(tree, 0, section: 1).node(named: "separator") != nil, "and one under its last row")
        let automatic = try List { Section("One") { Text("A"); Text("B") } }.listStyle(.plain).layout(width: 393)
        #expect(try row(automatic, 1).node(named: "separator") == nil, "the table's default: none under the last row")
    }

    @Test func onDeleteAndOnMoveDrawTheTablesEditingControls() throws {
        let names = ["Milk", "Eggs"]
        let list = try List {
            ForEach(names, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
            Text("Static")
        }.environment(\.editMode, .constant(.active)).render(width: 393)
        let table = try TableView {
            TableSection {
                Row(text: "Milk").editing(.delete, reorder: true)
                Row(text: "Eggs").editing(.delete, reorder: true)
                Row(text: "Static").editing(.none)
            }
        }.editing().render(width: 393)
        expectSamePixels(list, table)

        let drawn = try List {
            ForEach(names, id: \.self) { name in HStack { Text(name); Spacer() } }.onDelete { _ in }
        }.environment(\.editMode, .constant(.active)).layout(width: 393)
        let first = try row(drawn, 0)
        #expect(first.node(named: "editingControl")?.text == "delete")
        let moved = try #require(first.node(named: "HStack[0]")).frame.minX
        #expect(abs(moved - (16 + 16 + 38)) < 1e-9, "the view moves aside for the control: \(moved)")
        let rtl = try List {
            ForEach(names, id: \.self) { name in HStack { Text(name); Spacer() } }.onDelete { _ in }
        }.listStyle(.plain).environment(\.editMode, .constant(.active)).layout(width: 393, environment: CellEnvironment(layoutDirection: .rightToLeft))
        let rtlRow = try row(rtl, 0)
        let rtlStack = try #require(rtlRow.node(named: "HStack[0]")).frame.maxX
        #expect(abs(rtlStack - (393 - 16 - 38)) < 1e-9, "right to left, the view moves away from the control on the right: \(rtlStack)")
        #expect((rtlRow.node(named: "editingControl")?.frame.minX ?? 0) > 393 - 16 - 38)
        let resting = try List { ForEach(names, id: \.self) { Text($0) }.onDelete { _ in } }.layout(width: 393)
        #expect(try row(resting, 0).node(named: "editingControl") == nil, "no control outside edit mode")
    }

    @Test func editButtonReadsTheEditMode() throws {
        let rows = { ForEach(["A", "B"], id: \.self) { Text($0) }.onDelete { _ in } }
        let outside = try NavigationStack { List { rows() }.navigationTitle("Items").toolbar { EditButton() } }
            .environment(\.editMode, .constant(.active)).render(width: 393)
        let inside = try NavigationStack {
            List { rows() }.navigationTitle("Items").toolbar { EditButton() }.environment(\.editMode, .constant(.active))
        }.render(width: 393)
        let table = TableView { TableSection { Row(text: "A"); Row(text: "B") } }.editing()
        let screen = try Screen(title: "Items", trailingButtons: [BarButton("Done")], table: table).render(width: 393)
        expectSamePixels(outside, screen)
        expectSamePixels(inside, screen)
        let resting = try NavigationStack { List { rows() }.navigationTitle("Items").toolbar { EditButton() } }.layout(width: 393)
        #expect(resting.node(named: "navigationBar/trailing[0]")?.text == "Edit")
    }

    @Test func aMenuPickerShowsItsValueWithTheUpDownChevrons() throws {
        let tree = try Form {
            Picker("Theme", selection: .constant(1)) { Text("Light").tag(0); Text("Dark").tag(1) }
        }.layout(width: 393)
        let picker = try row(tree, 0)
        let value = try #require(picker.node(named: "detail"))
        let symbol = try #require(picker.node(named: "valueSymbol"))
        #expect(value.text == "Dark")
        guard case let .icon(name, _, color, _) = symbol.content else { Issue.record("not an icon: \(symbol)"); return }
        #expect(name == "chevron.up.chevron.down")
        #expect(color == DynamicColor.secondaryLabel.resolve(.light))
        #expect(value.frame.maxX <= symbol.frame.minX + symbol.frame.width * 3.5 / 16, "the value ends before the glyph")
        let linked = try Form {
            Picker("Theme", selection: .constant(1)) { Text("Light").tag(0); Text("Dark").tag(1) }.pickerStyle(.navigationLink)
        }.layout(width: 393)
        #expect(try row(linked, 0).node(named: "valueSymbol") == nil)
    }

    @Test func searchableDrawsTheSearchFieldUnderTheTitle() throws {
        let list = { List { Text("Inbox"); Text("Sent") }.navigationTitle("Mailboxes") }
        let table = TableView { TableSection { Row(text: "Inbox"); Row(text: "Sent") } }
        let empty = try NavigationStack { list().searchable(text: .constant("")) }.render(width: 393)
        expectSamePixels(empty, try Screen(title: "Mailboxes", searchField: SearchField(), table: table).render(width: 393))
        let prompted = try NavigationStack { list().searchable(text: .constant(""), prompt: "Find a mailbox") }.layout(width: 393)
        #expect(prompted.node(named: "navigationBar/searchField/prompt")?.text == "Find a mailbox")
        let typed = try NavigationStack { list().searchable(text: .constant("Sen"), prompt: "Find") }.layout(width: 393)
        #expect(typed.node(named: "navigationBar/searchField/text")?.text == "Sen")
        let plain = try NavigationStack { list() }.layout(width: 393)
        #expect(plain.node(named: "searchField") == nil)
        #expect(prompted.size.height == plain.size.height + 52, "a 52 pt row under the large title")
    }

    @Test func editingAndSearchMatchTheirReferences() {
        assertSnapshot(of: GroceryScreen(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }
}

/// A grocery list being edited under a search field, with a menu picker and custom separators.
private struct GroceryScreen: View {
    let items = ["Milk", "Eggs", "Bread"]
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker("Store", selection: .constant(1)) { Text("Corner Shop").tag(0); Text("Market").tag(1) }
                }
                Section("To Buy") {
                    ForEach(items, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
                    Text("Add Item").listRowSeparatorTint(.orange).listRowInsets(SwiftUI.EdgeInsets(top: 11, leading: 40, bottom: 11, trailing: 16))
                }
            }
            .navigationTitle("Groceries")
            .searchable(text: .constant(""), prompt: "Search Items")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}
#endif
