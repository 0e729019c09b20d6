import CellShot
import CellShotGallery
import Testing

/// The README's "Tables" example, kept compiling and true.
@Suite struct ReadmeTablesTests {
    @Test func readmeTablesExampleRendersAScreenAndAViewport() throws {
        // --- README example begins
        let showBeer = true
        let table = TableView(style: .insetGrouped) {
            TableSection("Drinks", footer: "Prices include VAT.") {
                Row.Switch(text: "Include Drinks", isOn: true)
                if showBeer { Row.Stepper(text: "Beer", value: 2, in: 0...10) }
                Row(text: "Delivery", value: "Tomorrow").accessory(.disclosureIndicator)
            }
            TableSection.MultiSelection("Toppings", data: ["Cheese", "Olives"], selection: ["Olives"]) { topping in
                Row(text: topping)
            }
            .textColor(.systemIndigo)                    // reaches every row that sets no colour itself
            TableSection {
                Row.Action(text: "Complete Order")
            }
        }
        let screen = Screen(title: "Order", backTitle: "Menu", table: table)
        let image = try screen.render(width: DeviceWidth.pro)            // height = content
        let window = try TableSamples.longList().render(width: 393, viewport: Viewport(height: 749, offset: 20_000))
        let accessory = try table.layout(width: 393).node(named: "section[0]/row[2]/accessory")
        // --- README example ends
        // --- README example begins
        let card = VStackView(alignment: .leading, spacing: 0) {
            TextView("Order").font(.title2, weight: .bold).padding(16)
            table
        }
        let cardImage = try card.render(width: DeviceWidth.pro)
        let beer = try card.layout(width: 393).node(named: "vstack[0]/table[1]/section[0]/row[1]")
        // --- README example ends
        #expect(cardImage.height > (try table.render(width: 393)).height)
        #expect(beer?.text == nil && beer?.children.contains { $0.text == "Beer" } == true)
        #expect(image.width == 1179)
        #expect(window.height == 749 * 3)
        #expect(accessory != nil)
        let toppings = try table.sections()[1].rows()
        #expect(toppings.map(\.attributes.checked) == [false, true])
        #expect(toppings.allSatisfy { $0.attributes.textColor == .systemIndigo })
    }
}
