#if os(Linux)
import CellShotLayout
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// A Form of steppers as SwiftUI code writes them: the value is in the label only.
private struct StepperForm: View {
    var body: some View {
        Form {
            Stepper("Quantity: 3", value: .constant(3), in: 0...9)
            Stepper(value: .constant(1.0), in: 0...1, step: 0.25) { Text("Volume: 100 %") }
            Stepper("Guests", onIncrement: {}, onDecrement: nil)
            Stepper(onIncrement: nil, onDecrement: {}) { Text("Seats") }
        }
    }
}

/// Labels in a list: the icon in the tint colour, an explicit style winning.
private struct LabelList: View {
    var body: some View {
        List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right").tint(.orange)
            Label("Focus", systemImage: "moon.fill").foregroundStyle(.purple)
            Label { Text("Battery") } icon: { Image(systemName: "battery.100").foregroundStyle(.green) }
            HStack { Image(systemName: "bell"); Text("Notifications") }
            Text("General")
        }
        .listStyle(.plain)
    }
}

@Suite struct FormRowLookTests {
    @Test func aFormStepperShowsTheLabelAndTheControlOnly() throws {
        let tree = try StepperForm().layout(width: 393)
        for r in 0..<4 {
            let row = try #require(tree.node(named: "table[0]/section[0]/row[\(r)]"))
            #expect(row.node(named: "detail") == nil, "row \(r): no value beside the control")
            let stepper = try #require(row.node(named: "stepper"))
            #expect(stepper.frame.maxX == 393 - 16 - 16, "row \(r): the control at the trailing margin of the inset card")
        }
        func dimmed(_ r: Int, _ glyph: String) throws -> Bool {
            let node = try #require(tree.node(named: "table[0]/section[0]/row[\(r)]/stepper/\(glyph)"))
            guard case let .box(style) = node.content else { return false }
            return style.fill != DynamicColor.label.resolve(.light)
        }
        #expect(try [dimmed(0, "minus"), dimmed(0, "plus")] == [false, false])
        #expect(try [dimmed(1, "minus"), dimmed(1, "plus")] == [false, true], "1.0 is the range's upper bound")
        #expect(try [dimmed(2, "minus"), dimmed(2, "plus")] == [true, false], "no decrement closure")
        #expect(try [dimmed(3, "minus"), dimmed(3, "plus")] == [false, true], "no increment closure")
        // Only a whole-number value is named in the dump: a stepper over a Double or with
        // closures has no value to name.
        let values = try (0..<4).map { try #require(tree.node(named: "table[0]/section[0]/row[\($0)]/stepper")).text }
        #expect(values == ["3", nil, nil, nil])

        let table = TableView(style: .insetGrouped) {
            TableSection { Row.Stepper(text: "Quantity: 3", value: 3, in: 0...9, showsValue: false) }
        }
        expectSamePixels(try Form { Stepper("Quantity: 3", value: .constant(3), in: 0...9) }.render(width: 393), try table.render(width: 393))
        assertSnapshot(of: StepperForm(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }

    @Test func aTableStepperRowStillShowsItsValueByDefault() throws {
        let tree = try TableView { TableSection { Row.Stepper(text: "Copies", value: 2, in: 1...5) } }.layout(width: 393)
        #expect(tree.node(named: "section[0]/row[0]/detail")?.text == "2")
    }

    @Test func labelIconsTakeTheTintAndAnExplicitStyleWins() throws {
        let tree = try LabelList().layout(width: 393)
        func colors(_ r: Int) throws -> (icon: CellShotRaster.Color?, title: CellShotRaster.Color?) {
            let row = try #require(tree.node(named: "table[0]/section[0]/row[\(r)]"))
            var icon: CellShotRaster.Color?, title: CellShotRaster.Color?
            if case let .icon(_, _, c, _)? = row.node(named: "image")?.content { icon = c }
            if case let .text(_, c)? = row.node(named: "text")?.content { title = c }
            return (icon, title)
        }
        func light(_ c: DynamicColor) -> CellShotRaster.Color { c.resolve(.light) }
        let label = light(.label), purple = light(.systemPurple)
        #expect(try colors(0) == (light(.systemBlue), label), "the accent colour and the label colour")
        #expect(try colors(1) == (light(.systemOrange), label), "the tint")
        #expect(try colors(2) == (purple, purple), "the label's style colours both")
        #expect(try colors(3) == (light(.systemGreen), label), "the icon's style colours the icon")
        assertSnapshot(of: LabelList(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) })
    }

    @Test func separatorsStartAtTheRowsText() throws {
        let tree = try LabelList().layout(width: 393)
        let starts = try (0..<5).map { r in try #require(tree.node(named: "table[0]/section[0]/row[\(r)]/separator")).frame.minX }
        #expect(starts == [61, 61, 61, 61, 41], "after the 29 pt icon slot, after a drawn image")
        #expect(try #require(tree.node(named: "table[0]/section[0]/row[5]")).node(named: "separator")?.frame.minX ?? 16 == 16)
        let wide = try LabelList().layout(width: 430)
        let text = try #require(wide.node(named: "table[0]/section[0]/row[4]/view/HStack[0]/Text[1]"))
        #expect(try #require(wide.node(named: "table[0]/section[0]/row[4]/separator")).frame.minX == text.frame.minX)
        // Right to left, the separator starts at the text's leading (right) edge.
        let rtl = try LabelList().layout(width: 393, environment: CellEnvironment(layoutDirection: .rightToLeft))
        #expect(try #require(rtl.node(named: "table[0]/section[0]/row[4]/separator")).frame.maxX == 393 - 41)
        // A row drawn as a view without text keeps the margin.
        let bare = try List { Image(systemName: "bell"); Text("A") }.listStyle(.plain).layout(width: 393)
        #expect(try #require(bare.node(named: "table[0]/section[0]/row[0]/separator")).frame.minX == 16)
    }
}
#endif
