import CellShotCatalog
import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// `tables:` entries: each YAML table draws the same pixels as the table built in Swift, and
/// bad tables give positioned messages.
@Suite struct TableCatalogTests {
    func pixels(_ yaml: String) throws -> Image {
        let catalog = try Catalog.parse(yaml)
        #expect(catalog.snapshots.count == 1)
        return try #require(catalog.snapshots.first).layout().render()
    }

    func entry(_ body: String) -> String { "tables:\n  - name: t\n    width: 390\n" + body }

    @Test func everyRowKindAndSection() throws {
        let yaml = entry("""
                table:
                  style: insetGrouped
                  tint: systemGreen
                  sections:
                    - header: Network
                      footer: Devices nearby can see this iPhone.
                      rows:
                        - {text: Wi-Fi, detail: Home, style: value1, image: {icon: gear, background: systemBlue}, accessory: disclosureIndicator}
                        - {switch: Bluetooth, isOn: true, image: {icon: bell.fill, background: systemBlue}}
                        - {stepper: Copies, value: 3, range: [1, 10]}
                        - {text: Notes, detail: Three lines, image: doc.text, state: selected, checked: true}
                        - {text: Value2, detail: right, style: value2, textFont: {style: headline}, detailTextColor: systemRed}
                    - header: {view: {text: {string: Custom header, style: footnote}, padding: 8}}
                      textColor: systemIndigo
                      rows:
                        - {card: {title: Pay rent, badge: "3"}}
                        - {view: {hstack: {children: [{circle: {fill: systemPink}, frame: {width: 20, height: 20}}, {text: Anna}]}, padding: 12}}
                        - {action: Sign Out, destructive: true, textAlignment: center}
                        - {text: Fixed, height: 60, numberOfLines: 1, backgroundColor: systemYellow, imageTintColor: systemRed}

            """)
        let table = TableView(style: .insetGrouped, sections: [
            TableSection(header: .title("Network"), footer: .title("Devices nearby can see this iPhone."), rows: [
                Row(text: "Wi-Fi", detailText: "Home", image: .settings("gear", background: .system(.systemBlue)), style: .value1)
                    .accessory(.disclosureIndicator),
                Row.Switch(text: "Bluetooth", isOn: true, image: .settings("bell.fill", background: .system(.systemBlue))).row,
                Row.Stepper(text: "Copies", value: 3, in: 1...10).row,
                Row(text: "Notes", detailText: "Three lines", image: .icon("doc.text")).checked().state(.selected),
                Row(text: "Value2", detailText: "right", style: .value2).textFont(.style(.headline)).detailTextColor(.system(.systemRed)),
            ]),
            TableSection(header: .view(TextView("Custom header").font(.footnote).padding(8)), rows: [
                Row(cell: Cell(title: "Pay rent", badge: "3")),
                Row(view: HStackView { CircleView().fill(.system(.systemPink)).frame(width: 20, height: 20); TextView("Anna") }.padding(12)),
                Row.Action(text: "Sign Out", destructive: true).row.textAlignment(.center),
                Row(text: "Fixed").numberOfLines(1).backgroundColor(.system(.systemYellow)).imageTintColor(.system(.systemRed)).height(60),
            ]).textColor(.system(.systemIndigo)),
        ]).tint(.system(.systemGreen))
        #expect(try pixels(yaml) == table.layout(width: 390).render())
    }

    @Test func editingSwipeActionsScreenAndViewport() throws {
        let yaml = entry("""
                table:
                  style: plain
                  editing: true
                  separatorStyle: singleLine
                  sections:
                    - rows:
                        - {text: Milk, editingControl: insert, reorder: true}
                        - {text: Eggs, trailingSwipeActions: {actions: [{title: Delete, style: destructive}, {title: Flag, tint: systemOrange}], revealed: true}}
                        - {text: Bread, leadingSwipeActions: [Pin]}
                screen: {title: Groceries, display: inline, backTitle: Lists, trailingButtons: [{title: Done, prominent: true}], leadingButtons: [{icon: plus}]}
                viewport: {height: 300, offset: 10}

            """)
        let table = TableView(style: .plain, sections: [TableSection(rows: [
            Row(text: "Milk").editing(.insert, reorder: true),
            Row(text: "Eggs").trailingSwipeActions([SwipeAction("Delete", style: .destructive), SwipeAction("Flag", style: .tinted(.system(.systemOrange)))], revealed: true),
            Row(text: "Bread").leadingSwipeActions([SwipeAction("Pin")]),
        ])]).editing().separatorStyle(.singleLine)
        let screen = Screen(title: "Groceries", titleDisplayMode: .inline, backTitle: "Lists", leadingButtons: [BarButton(icon: "plus")],
                            trailingButtons: [BarButton("Done", prominent: true)], table: table)
        #expect(try pixels(yaml) == screen.layout(width: 390, viewport: Viewport(height: 300, offset: 10)).render())
    }

    @Test func theMatrixExpandsTables() throws {
        let yaml = "tables:\n  - name: list-{appearance}\n    matrix: {appearance: [light, dark]}\n    table: {sections: [{rows: [{text: A}]}]}\n"
        let catalog = try Catalog.parse(yaml)
        #expect(catalog.snapshots.map(\.name) == ["list-light", "list-dark"])
        var dark = CellEnvironment.standard
        dark.appearance = .dark
        let table = TableView(sections: [TableSection(rows: [Row(text: "A")])])
        #expect(try catalog.snapshots[1].layout().render() == table.layout(width: DeviceWidth.standard, environment: dark).render())
    }

    func error(_ yaml: String) -> CatalogError? { catalogError(yaml) }

    func rows(_ row: String) -> String { entry("    table: {sections: [{rows: [\(row)]}]}\n") }

    @Test func badRows() throws {
        let accessory = try #require(error(rows("{text: a, accessory: chevron}")))
        #expect(accessory.description == "c.yaml:4:53: tables[0].table.sections[0].rows[0].accessory: unknown value \"chevron\" (expected none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton)")
        let key = try #require(error(rows("{switch: a, isOnn: true}")))
        #expect(key.path == "tables[0].table.sections[0].rows[0].isOnn" && key.message == "unknown key \"isOnn\"; did you mean \"isOn\"?")
        let foreign = try #require(error(rows("{action: a, isOn: true}")))
        #expect(foreign.message.hasPrefix("unknown key \"isOn\""))
        let kinds = try #require(error(rows("{text: a, switch: b}")))
        #expect(kinds.message == "has several row kinds (text, switch)")
        let scalar = try #require(error(rows("Wi-Fi")))
        #expect(scalar.expected.hasPrefix("a row mapping"))
        let stepper = try #require(error(rows("{stepper: a, value: 20, range: [1, 10]}")))
        #expect(stepper.message == "20 is out of range")
        let state = try #require(error(rows("{text: a, state: editing}")))
        #expect(state.expected == "normal, highlighted, selected")
    }

    @Test func badTablesAndScreens() throws {
        let style = try #require(error(entry("    table: {style: grupped, sections: []}\n")))
        #expect(style.line == 4 && style.message == "unknown value \"grupped\"; did you mean \"grouped\"?")
        let missing = try #require(error(entry("    screen: {title: x}\n")))
        #expect(missing.message == "missing field \"table\"")
        let display = try #require(error(entry("    table: {sections: []}\n    screen: {title: x, display: big}\n")))
        #expect(display.path == "tables[0].screen.display" && display.expected == "large, inline")
        let viewport = try #require(error(entry("    table: {sections: []}\n    viewport: {height: -1}\n")))
        #expect(viewport.path == "tables[0].viewport.height" && viewport.message == "\"-1\" is out of range")
        let sections = try #require(error(entry("    table: {sections: {rows: []}}\n")))
        #expect(sections.expected == "a list")
    }
}
