import CellShotLayout
import CellShotText
import Testing

/// AveTableBuilder's rule, one test per modifier: a modifier on a section or group reaches the
/// rows inside, and the deepest one wins.
@Suite struct TableModifierTests {
    static let red = DynamicColor.systemRed
    static let green = DynamicColor.systemGreen

    /// The rows of a table with one section holding a modified row, a plain row and a group.
    func rows<Value: Equatable>(_ apply: (Row) -> Row, _ applySection: (TableSection) -> TableSection,
                                _ applyGroup: (Row.Group) -> Row.Group, _ read: (RowAttributes) -> Value?) throws -> [Value?] {
        let section = applySection(TableSection {
            apply(Row(text: "own"))
            Row(text: "inherits")
            applyGroup(Row.Group { Row(text: "in group") })
        })
        return try TableView { section }.sections()[0].rows().map { read($0.attributes) }
    }

    func check<Value: Equatable>(_ inner: Value, _ outer: Value, _ middle: Value,
                                 row: (Row) -> Row, section: (TableSection) -> TableSection, group: (Row.Group) -> Row.Group,
                                 _ read: (RowAttributes) -> Value?) throws {
        #expect(try rows(row, section, group, read) == [inner, outer, middle])
    }

    @Test func backgroundColor() throws {
        try check(Self.red, Self.green, .white, row: { $0.backgroundColor(Self.red) }, section: { $0.backgroundColor(Self.green) },
                  group: { $0.backgroundColor(.white) }) { $0.backgroundColor }
    }
    @Test func textColor() throws {
        try check(Self.red, Self.green, .white, row: { $0.textColor(Self.red) }, section: { $0.textColor(Self.green) },
                  group: { $0.textColor(.white) }) { $0.textColor }
    }
    @Test func detailTextColor() throws {
        try check(Self.red, Self.green, .white, row: { $0.detailTextColor(Self.red) }, section: { $0.detailTextColor(Self.green) },
                  group: { $0.detailTextColor(.white) }) { $0.detailTextColor }
    }
    @Test func textFont() throws {
        try check(RowFont.title3, .footnote, .headline, row: { $0.textFont(.title3) }, section: { $0.textFont(.footnote) },
                  group: { $0.textFont(.headline) }) { $0.textFont }
    }
    @Test func detailTextFont() throws {
        try check(RowFont.title3, .footnote, .headline, row: { $0.detailTextFont(.title3) }, section: { $0.detailTextFont(.footnote) },
                  group: { $0.detailTextFont(.headline) }) { $0.detailTextFont }
    }
    @Test func textAlignment() throws {
        try check(TextAlignment.center, .trailing, .leading, row: { $0.textAlignment(.center) }, section: { $0.textAlignment(.trailing) },
                  group: { $0.textAlignment(.leading) }) { $0.textAlignment }
    }
    @Test func detailTextAlignment() throws {
        try check(TextAlignment.center, .trailing, .leading, row: { $0.detailTextAlignment(.center) },
                  section: { $0.detailTextAlignment(.trailing) }, group: { $0.detailTextAlignment(.leading) }) { $0.detailTextAlignment }
    }
    @Test func numberOfLines() throws {
        try check(0, 2, 3, row: { $0.numberOfLines(0) }, section: { $0.numberOfLines(2) }, group: { $0.numberOfLines(3) }) { $0.numberOfLines }
    }
    @Test func imageTintColor() throws {
        try check(Self.red, Self.green, .white, row: { $0.imageTintColor(Self.red) }, section: { $0.imageTintColor(Self.green) },
                  group: { $0.imageTintColor(.white) }) { $0.imageTintColor }
    }
    @Test func accessory() throws {
        try check(RowAccessory.checkmark, .disclosureIndicator, .detailButton, row: { $0.accessory(.checkmark) },
                  section: { $0.accessory(.disclosureIndicator) }, group: { $0.accessory(.detailButton) }) { $0.accessory }
    }
    @Test func checked() throws {
        try check(false, true, false, row: { $0.checked(false) }, section: { $0.checked(true) }, group: { $0.checked(false) }) { $0.checked }
    }

    @Test func sectionGroupReachesRowsAndSectionsOwnModifierWins() throws {
        let table = TableView {
            TableSection.Group {
                TableSection { Row(text: "a") }
                TableSection { Row(text: "b") }.textColor(Self.red)
            }
            .textColor(Self.green)
        }
        let colors = try table.sections().map { try $0.rows()[0].attributes.textColor }
        #expect(colors == [Self.green, Self.red])
    }

    @Test func sectionGroupHeaderViewReplacesTitleHeaders() throws {
        let table = TableView(style: .plain) {
            TableSection.Group {
                TableSection("First") { Row(text: "a") }
                TableSection { Row(text: "b") }
            }
            .header { title in .view(TextView(title.uppercased()).padding(8)) }
        }
        let tree = try table.layout(width: 375)
        #expect(tree.node(named: "section[0]/header/view") != nil)
        #expect(tree.dump().contains("\"FIRST\""))
        #expect(tree.node(named: "section[1]/header") == nil)
    }

    @Test func multiSelectionChecksSelectedRowsAndRowsOwnCheckedWins() throws {
        let table = TableView {
            TableSection.MultiSelection(data: ["A", "B", "C"], selection: ["A", "C"]) { item in
                if item == "C" { Row(text: item).checked(false) } else { Row(text: item) }
            }
        }
        let checked = try table.sections()[0].rows().map(\.attributes.checked)
        #expect(checked == [true, false, false])
    }

    @Test func builderTakesIfElseOptionalsAndLoops() throws {
        let showBeer = true, showWine = false
        let extra: String? = "Water"
        let table = TableView {
            TableSection("Drinks") {
                Row.Switch(text: "Include Drinks", isOn: true)
                if showBeer { Row.Stepper(text: "Beer", value: 2) }
                if showWine { Row(text: "Wine") } else { Row(text: "No wine") }
                if let extra { Row(text: extra) }
                for i in 0..<2 { Row(text: "Glass \(i)") }
            }
        }
        let texts = try table.sections()[0].rows().map(\.text)
        #expect(texts == ["Include Drinks", "Beer", "No wine", "Water", "Glass 0", "Glass 1"])
    }
}
