import CellShotLayout
import Foundation
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

private struct Mailbox: Identifiable {
    let id: Int
    let name: String
}

/// A Settings form as SwiftUI code writes it.
struct SettingsFormProbe: View {
    var body: some View {
        Form {
            Section {
                Toggle("Airplane Mode", isOn: .constant(false))
                NavigationLink("Wi-Fi") { Text("Networks") }
                NavigationLink { Text("Devices") } label: { LabeledContent("Bluetooth", value: "On") }
            }
            Section("General") {
                LabeledContent("Version", value: "17.4")
                Stepper("Copies", value: .constant(2), in: 1...5)
                Picker("Theme", selection: .constant(1)) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }.pickerStyle(.navigationLink)
            } footer: {
                Text("Automatic updates install overnight.")
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}

/// The same screen written with CellShot's table builder.
func settingsTableProbe() -> TableView {
    TableView(style: .insetGrouped) {
    TableSection {
        Row.Switch(text: "Airplane Mode", isOn: false)
        Row(text: "Wi-Fi").accessory(.disclosureIndicator)
        Row(text: "Bluetooth", value: "On").accessory(.disclosureIndicator)
    }
    TableSection("General", footer: "Automatic updates install overnight.") {
        Row(text: "Version", value: "17.4")
        Row.Stepper(text: "Copies", value: 2, in: 1...5, showsValue: false)
        Row(text: "Theme", value: "Dark").accessory(.disclosureIndicator)
    }
    TableSection {
        Row.Action(text: "Sign Out", destructive: true)
    }
    }
}

@Suite struct ListTests {
    @Test func aFormAndTheSameTableViewGiveTheSamePixels() throws {
        for environment in [CellEnvironment.standard, CellEnvironment(appearance: .dark, contentSize: .accessibilityLarge)] {
            let form = try SettingsFormProbe().render(width: 393, environment: environment)
            let table = try settingsTableProbe().render(width: 393, environment: environment)
            expectSamePixels(form, table)
        }
    }

    @Test func listOfDataMakesOneRowPerElementInOneSection() throws {
        let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Trash")]
        let list = try List(boxes) { Text($0.name) }.listStyle(.plain).render(width: 393)
        let table = try TableView(style: .plain) { TableSection { Row(text: "Inbox"); Row(text: "Sent"); Row(text: "Trash") } }.render(width: 393)
        expectSamePixels(list, table)
    }

    @Test func customRowsAreDrawnInsideTheCellMargins() throws {
        let tree = try List { HStack { Text("Custom"); Spacer(); Text("row") } }.listStyle(.plain).layout(width: 393)
        let text = try #require(tree.node(named: "table[0]/section[0]/row[0]/view/HStack[0]"))
        #expect(text.frame.minX == 16 && text.frame.maxX == 393 - 16, "UIKit's 16 pt layout margins on a 393 pt phone")
        #expect(try #require(tree.node(named: "table[0]/section[0]/row[0]")).frame.height == 44)
    }

    @Test func swipeActionsAndEditingAreTheTableEngines() throws {
        let list = try List {
            Text("Meeting notes")
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Flag") {}.tint(Color.orange)
                }
                .swipeActionsRevealed()
            Text("Lunch?").badge(3)
        }.listStyle(.plain).render(width: 393)
        let table = try TableView(style: .plain) {
            TableSection {
                Row(text: "Meeting notes").trailingSwipeActions([SwipeAction("Delete", style: .destructive),
                                                                 SwipeAction("Flag", style: .tinted(.systemOrange))], revealed: true)
                Row(text: "Lunch?", value: "3")
            }
        }.render(width: 393)
        expectSamePixels(list, table)

        // Rows without `.onDelete`/`.onMove` show no editing control (ListRowOptionsTests has those).
        let editing = try List { Text("A"); Text("B") }.environment(\.editMode, .constant(.active)).render(width: 393)
        expectSamePixels(editing, try TableView { TableSection { Row(text: "A").editing(.none); Row(text: "B").editing(.none) } }.editing().render(width: 393))
    }

    @Test func aListRevealsOneRowsSwipeActionsAsASnapshotOption() throws {
        let list = try List {
            ForEach(["A", "B"], id: \.self) { name in
                Text(name).swipeActions(edge: .leading) { Button("Pin") {}.tint(Color.yellow) }
            }
        }.swipeActionsRevealed(row: 1, edge: .leading).listStyle(.plain).render(width: 393)
        let table = try TableView(style: .plain) {
            TableSection {
                Row(text: "A").leadingSwipeActions([SwipeAction("Pin", style: .tinted(.systemYellow))])
                Row(text: "B").leadingSwipeActions([SwipeAction("Pin", style: .tinted(.systemYellow))], revealed: true)
            }
        }.render(width: 393)
        expectSamePixels(list, table)
    }

    @Test func anAbsentHeaderViewIsNoHeader() throws {
        let show = false
        let list = try Form { Section { Text("A") } header: { if show { Text("Hidden") } } }.render(width: 393)
        expectSamePixels(list, try TableView { TableSection { Row(text: "A") } }.render(width: 393))
    }

    @Test func listStylesMapOntoTheTableStyles() throws {
        let rows = { Section("Fruit") { Text("Apple"); Text("Pear") } }
        for (style, table) in [(AnyListStyle.grouped, TableStyle.grouped), (.plain, .plain), (.automatic, .insetGrouped)] {
            let list = try style.apply(List { rows() }).render(width: 393)
            expectSamePixels(list, try TableView(style: table) { TableSection("Fruit") { Row(text: "Apple"); Row(text: "Pear") } }.render(width: 393))
        }
    }

    @Test func aNavigationStackIsAScreen() throws {
        let stack = try NavigationStack {
            SettingsFormProbe()
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
        }.render(width: 393)
        let screen = Screen(title: "Settings", leadingButtons: [BarButton("Edit")], trailingButtons: [BarButton("Done", prominent: true)],
                            table: settingsTableProbe())
        expectSamePixels(stack, try screen.render(width: 393))

        let inline = try NavigationStack(pushedFrom: "Back") { SettingsFormProbe().navigationTitle("General").navigationBarTitleDisplayMode(.inline) }
            .render(width: 393)
        expectSamePixels(inline, try Screen(title: "General", titleDisplayMode: .inline, backTitle: "Back", table: settingsTableProbe()).render(width: 393))
    }

    /// The same list's full render is refused as too tall: `ScreenRenderPathTests`
    /// (`aHugeListsFullRenderIsTheTableEnginesTooTallError`) checks that error and its sizes.
    @Test func aHugeListRendersThroughAViewport() throws {
        let list = List(0..<100_000, id: \.self) { Text("Item \($0)") }.listStyle(.plain)
        let window = try NavigationStack { list.navigationTitle("Items").navigationViewport(Viewport(height: 700, offset: 44 * 5_000)) }
            .layout(width: 393)
        #expect(window.size.height > 700 && window.size.height < 900)
    }

    @Test func oddInputStaysBounded() throws {
        let empty = try Form {}.layout(width: 393)
        #expect(empty.size.height >= 0)
        let long = String(repeating: "Title ", count: 1_700)
        let tree = try NavigationStack { Form { Text("A") }.navigationTitle(long) }.layout(width: 393)
        #expect(tree.size.height < 400, "a long title is cut to the bar, not wrapped")
    }

    @Test func aTabViewDrawsItsBarAndTheSelectedTab() throws {
        let tabs = TabView(selection: .constant("b")) {
            Text("First").tabItem { Label("Inbox", systemImage: "tray") }.tag("a")
            Text("Second").tabItem { Label("Settings", systemImage: "gear") }.tag("b")
        }
        let tree = try tabs.layout(width: 393)
        #expect(tree.node(named: "TabView[0]/Text[0]")?.text == "Second")
        #expect(tree.root.children.first.map { $0.frame.height } ?? 0 > 49)
    }

    /// A `.badge` on a tab, before or after its `.tag`, keeps the tab's item and shows the count
    /// on it (reference looked at when recorded: a red "2" at the Mail symbol's top trailing corner).
    @Test func aTabsBadgeShowsOnItsItemInEitherOrder() throws {
        let tabs = TabView(selection: .constant(0)) {
            Text("Mail").tabItem { Label("Mail", systemImage: "envelope") }.tag(0).badge(2)
            Text("Chats").tabItem { Label("Chats", systemImage: "message") }.badge("New").tag(1)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag(2).badge(0)
        }
        let dump = try tabs.layout(width: 393).dump()
        for text in ["\"Mail\"", "\"Chats\"", "\"Settings\"", "\"2\"", "\"New\""] { #expect(dump.contains(text), "\(text) in \(dump)") }
        #expect(!dump.contains("\"0\""), "a zero badge is not drawn")
        assertSnapshot(of: tabs, as: .image(width: 393), named: "badges")
    }
}

/// Expects two renders to be the same size with no differing pixel (a count, not a dump, when not).
func expectSamePixels(_ a: CellShotRaster.Image, _ b: CellShotRaster.Image, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.width == b.width && a.height == b.height, "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)", sourceLocation: sourceLocation)
    guard a.width == b.width, a.height == b.height else { return }
    let differing = differingPixels(a.pixels, b.pixels)
    #expect(differing == 0, "\(differing) pixels differ", sourceLocation: sourceLocation)
}

/// The number of RGBA pixels at which two buffers of the same size differ: one `memcmp` when
/// they are the same (a per-pixel slice comparison costs seconds per screen in a debug build).
func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBytes { x in
        b.withUnsafeBytes { y in
            guard x.count == y.count, x.count > 0 else { return x.count == y.count ? 0 : max(x.count, y.count) / 4 }
            if memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 { return 0 }
            var differing = 0
            for i in stride(from: 0, to: x.count, by: 4)
            where x.loadUnaligned(fromByteOffset: i, as: UInt32.self) != y.loadUnaligned(fromByteOffset: i, as: UInt32.self) {
                differing += 1
            }
            return differing
        }
    }
}

/// A list style as a value, to loop over styles.
private enum AnyListStyle {
    case plain, grouped, automatic
    func apply(_ view: some View) -> AnyView {
        switch self {
        case .plain: return AnyView(view.listStyle(.plain))
        case .grouped: return AnyView(view.listStyle(.grouped))
        case .automatic: return AnyView(view.listStyle(.automatic))
        }
    }
}
