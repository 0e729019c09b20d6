import CellShotCatalog
import CellShotLayout
import CellShotText
import Testing

/// Row and section compositions and spinner rows in `tables:` entries: the YAML draws the same
/// pixels as the same table built with the Swift DSL, and mistakes give positioned messages.
@Suite struct CompositionCatalogTests {
    func pixels(_ sections: String) throws -> Image {
        let yaml = "tables:\n  - name: t\n    width: 390\n    table:\n      style: insetGrouped\n      sections:\n" + sections
        let catalog = try Catalog.parse(yaml)
        return try #require(catalog.snapshots.first).layout().render()
    }

    func swift(@TableBuilder _ content: () -> [any SectionContent]) throws -> Image {
        try TableView(style: .insetGrouped, content).layout(width: 390).render()
    }

    @Test func rowGroupForEachMultiSelectionAndSpinner() throws {
        let yaml = try pixels("""
                    - header: Order
                      rows:
                        - group: [{text: Margherita}, {text: Funghi, textColor: systemRed}]
                          textColor: systemBlue
                          accessory: disclosureIndicator
                        - forEach: [Small, Large]
                          row: {text: "{item} pizza", detail: "{item}", style: value1}
                        - multiSelection: [Olives, Basil, Chili]
                          selected: [Basil, Chili]
                        - multiSelection: [Cola, Water]
                          selected: [Water]
                          rows: [{text: "{item}", image: tray}]
                          detailTextColor: systemGreen
                        - {spinner: true}

            """)
        let swift = try swift {
            TableSection("Order") {
                Row.Group {
                    Row(text: "Margherita")
                    Row(text: "Funghi").textColor(.system(.systemRed))
                }.textColor(.system(.systemBlue)).accessory(.disclosureIndicator)
                Row.ForEach(["Small", "Large"]) { size in Row(text: "\(size) pizza", detailText: size, style: .value1) }
                Row.MultiSelection(["Olives", "Basil", "Chili"], selection: ["Basil", "Chili"]) { Row(text: $0) }
                Row.MultiSelection(["Cola", "Water"], selection: ["Water"]) { Row(text: $0, image: .icon("tray")) }
                    .detailTextColor(.system(.systemGreen))
                Row.spinner
            }
        }
        #expect(yaml == swift)
    }

    @Test func sectionGroupStylishedForEachAndMultiSelection() throws {
        let yaml = try pixels("""
                    - group:
                        - {header: Drinks, rows: [{text: Cola}]}
                        - {header: Food, rows: [{text: Bread}]}
                      textColor: systemPurple
                    - stylished:
                        - {header: Extras, rows: [{text: Napkins}]}
                    - forEach: [Monday, Tuesday]
                      section: {header: "{item}", rows: [{text: "Open on {item}"}], footer: Hours vary}
                    - multiSelection: [Card, Cash]
                      selected: [Card]
                      header: Payment
                      footer: One at a time.
                      accessory: none

            """)
        let swift = try swift {
            TableSection.Group {
                TableSection("Drinks") { Row(text: "Cola") }
                TableSection("Food") { Row(text: "Bread") }
            }.textColor(.system(.systemPurple))
            TableSection.Stylished { TableSection("Extras") { Row(text: "Napkins") } }
            TableSection.ForEach(["Monday", "Tuesday"]) { day in TableSection(day, footer: "Hours vary") { Row(text: "Open on \(day)") } }
            TableSection.MultiSelection("Payment", footer: "One at a time.", data: ["Card", "Cash"], selection: ["Card"]) { Row(text: $0) }
                .accessory(.none)
        }
        #expect(yaml == swift)
    }

    @Test func nestedForEachNamesItsItems() throws {
        let yaml = try pixels("""
                    - forEach: [Mon, Tue]
                      as: day
                      section: {header: "{day}", rows: [{forEach: [Lunch, Dinner], row: {text: "{item} on {day}"}}]}

            """)
        let swift = try swift {
            TableSection.ForEach(["Mon", "Tue"]) { day in
                TableSection(day) { Row.ForEach(["Lunch", "Dinner"]) { meal in Row(text: "\(meal) on \(day)") } }
            }
        }
        #expect(yaml == swift)
        let bad = try #require(error("        - {forEach: [a], as: \"{x}\", section: {rows: []}}\n"))
        #expect(bad.message == "\"{x}\" is not a placeholder name" && bad.path == "tables[0].table.sections[0].as")
    }

    @Test func cardHeader() throws {
        let yaml = try pixels("        - {header: {card: {title: Drinks, badge: \"2\"}, height: 80}, rows: [{text: Cola}]}\n")
        let swift = try swift { TableSection(header: .cell(Cell(title: "Drinks", badge: "2"), height: .fixed(80))) { Row(text: "Cola") } }
        #expect(yaml == swift)
        let both = try #require(error("        - {header: {title: a, card: {title: b}}, rows: []}\n"))
        #expect(both.message == "has title and card" && both.expected == "one of {title, height}, {view, height} or {card, height}")
    }

    @Test func groupHeaderViewFromTheTitle() throws {
        let yaml = try pixels("""
                    - group: [{header: Drinks, rows: [{text: Cola}]}, {header: Food, rows: [{text: Bread}]}]
                      headerView: {text: {string: "{title}!", style: headline}, padding: 8}

            """)
        let swift = try swift {
            TableSection.Group {
                TableSection("Drinks") { Row(text: "Cola") }
                TableSection("Food") { Row(text: "Bread") }
            }.header { .view(TextView("\($0)!").font(.headline).padding(8)) }
        }
        #expect(yaml == swift)
        let bad = try #require(error("        - {group: [], headerView: {text: \"{title}\", padding: wide}}\n"))
        #expect(bad.path == "tables[0].table.sections[0].headerView.padding" && bad.line == 5, "\(bad)")
    }

    func error(_ sections: String) -> CatalogError? {
        catalogError("tables:\n  - name: t\n    table:\n      sections:\n" + sections)
    }

    @Test func badCompositions() throws {
        let repeated = try #require(error("        - rows: [{forEach: [A, B, A]}]\n"))
        #expect(repeated.description == "c.yaml:5:35: tables[0].table.sections[0].rows[0].forEach[2]: item \"A\" appears twice (expected unique items (each identifies its rows))")
        let selected = try #require(error("        - rows: [{multiSelection: [Small, Large], selected: [Smal]}]\n"))
        #expect(selected.path == "tables[0].table.sections[0].rows[0].selected[0]")
        #expect(selected.message == "\"Smal\" is not one of the items; did you mean \"Small\"?" && selected.expected == "Small, Large")
        let misspelt = try #require(error("        - rows: [{forEch: [A], row: {text: a}}]\n"))
        #expect(misspelt.message == "unknown key \"forEch\"; did you mean \"forEach\"?", "\(misspelt)")
        let both = try #require(error("        - rows: [{forEach: [A], row: {text: a}, rows: [{text: b}]}]\n"))
        #expect(both.message == "is given together with \"rows\"" && both.expected == "either row or rows")
        let inner = try #require(error("        - rows: [{group: [{text: a, accessory: chevron}]}]\n"))
        #expect(inner.path == "tables[0].table.sections[0].rows[0].group[0].accessory")
        let spinner = try #require(error("        - rows: [{spinner: yes}]\n"))
        #expect(spinner.expected == "true (a pagination row with an activity indicator)")
        let template = try #require(error("        - forEach: [A]\n          section: {header: \"{item}\", rowz: []}\n"))
        #expect(template.line == 6 && template.path == "tables[0].table.sections[0].section.rowz", "\(template)")
        #expect(template.message == "unknown key \"rowz\"; did you mean \"rows\"?")
        let sectionKind = try #require(error("        - {grup: [], rows: []}\n"))
        #expect(sectionKind.message == "unknown key \"grup\"; did you mean \"group\"?", "\(sectionKind)")
    }
}
