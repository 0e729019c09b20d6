import CellShotGallery
import CellShotLayout
import CellShotRaster
import Testing

/// Bad input to tables: typed errors naming the place, never a crash.
@Suite struct TableInputTests {
    @Test func duplicateRowForEachIdentifierIsNamed() {
        let table = TableView { TableSection { Row.ForEach(["A", "B", "A"]) { Row(text: $0) } } }
        #expect(throws: CellError.at(path: "section[0]/Row.ForEach", .duplicateID("A"))) { try table.layout(width: 375) }
    }

    @Test func duplicateKeyPathIdentifierIsNamed() {
        struct Item { let id: Int; let name: String }
        let items = [Item(id: 1, name: "a"), Item(id: 1, name: "b")]
        let table = TableView { TableSection { Row.ForEach(items, identifiedBy: \.id) { Row(text: $0.name) } } }
        #expect(throws: CellError.at(path: "section[0]/Row.ForEach", .duplicateID("1"))) { try table.layout(width: 375) }
    }

    @Test func duplicateSectionForEachIdentifierIsNamed() {
        let table = TableView { TableSection.ForEach(["X", "X"]) { TableSection($0) { Row(text: "r") } } }
        #expect(throws: CellError.at(path: "TableSection.ForEach", .duplicateID("X"))) { try table.layout(width: 375) }
    }

    @Test func selectionNotInDataIsNamed() {
        let table = TableView { TableSection.MultiSelection(data: ["A", "B"], selection: ["B", "Z", "Q"]) { Row(text: $0) } }
        #expect(throws: CellError.at(path: "section[0]/Row.MultiSelection", .selectionNotInData(["Q", "Z"]))) {
            try table.layout(width: 375)
        }
    }

    @Test func nanAndNegativeHeightsAreRejected() {
        let nan = TableView { TableSection { Row(text: "a"); Row(text: "b").height(.nan) } }
        #expect(throws: CellError.self) { try nan.layout(width: 375) }
        do { _ = try nan.layout(width: 375) } catch {
            guard case let .at(path, .invalidHeight(value)) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "section[0]/row[1]")
            #expect(value.isNaN)
        }
        let negative = TableView(sections: [TableSection(header: .title("H", height: .fixed(-4)), rows: [Row(text: "a")])])
        #expect(throws: CellError.at(path: "section[0]/header", .invalidHeight(-4))) { try negative.layout(width: 375) }
    }

    @Test func stepperOutOfRangeIsClampedAndNoted() throws {
        let tree = try TableView { TableSection { Row.Stepper(text: "Beer", value: 12, in: 0...10) } }.layout(width: 375)
        #expect(tree.node(named: "section[0]/row[0]/detail")?.text == "10")
        #expect(tree.node(named: "section[0]/row[0]/stepper")?.text == "10")
        #expect(tree.notes.contains("section[0]/row[0]: stepper value 12 clamped to 0…10"))
    }

    @Test func emptySectionWithHeaderOnlyDrawsItsHeader() throws {
        let tree = try TableView { TableSection("Empty") {}; TableSection { Row(text: "r") } }.layout(width: 375)
        #expect(tree.node(named: "section[0]/header/text")?.text == "EMPTY")
        #expect(tree.notes.contains("section[0] has no rows"))
    }

    @Test func emptyTableRendersItsBackground() throws {
        let table = TableView(style: .plain, sections: [])
        let tree = try table.layout(width: 375, environment: .standard)
        #expect(tree.size.height == 44)
        #expect(tree.notes.contains("table has no rows"))
        let image = try table.render(width: 100)
        #expect(image[50, 50] == RGBA8(255, 255, 255, 255))
    }

    @Test func hundredThousandRowsRenderAViewportAndRefuseAFullRender() throws {
        let table = TableSamples.longList(rows: 100_000)
        do {
            _ = try table.render(width: 375)
            Issue.record("a 4 400 000 pt render was not refused")
        } catch {
            guard case let .tooTall(pixels, maximum) = error else { Issue.record("wrong error \(error)"); return }
            #expect(pixels > 13_000_000)
            #expect(maximum == TableLimits.maxPixelHeight)
        }
        let tree = try table.layout(width: 375, viewport: Viewport(height: 440, offset: 2_000_000))
        let rows = tree.root.children.flatMap(\.children).filter { $0.name.hasPrefix("row[") }
        #expect(rows.count == 11)
        #expect(tree.size.height == 440)
    }

    @Test func headerTallerThanTheViewportIsCutByIt() throws {
        let header = SectionSupplement.view(TextView("Tall").padding(), height: .fixed(2_000))
        let table = TableView(style: .plain, sections: [TableSection(header: header, rows: [Row(text: "a")])])
        let image = try table.render(width: 200, environment: CellEnvironment(scale: 1), viewport: Viewport(height: 300))
        #expect(image.height == 300)
        let tree = try table.layout(width: 200, viewport: Viewport(height: 300))
        #expect(tree.node(named: "section[0]/row[0]") == nil)
    }

    @Test func badWidthScaleAndViewportAreTyped() {
        let table = TableView { TableSection { Row(text: "a") } }
        #expect(throws: CellError.invalidWidth(0)) { try table.layout(width: 0) }
        #expect(throws: CellError.invalidScale(9)) { try table.layout(width: 375, environment: CellEnvironment(scale: 9)) }
        #expect(throws: CellError.invalidOffset(-1)) { try table.layout(width: 375, viewport: Viewport(height: 100, offset: -1)) }
        #expect(throws: CellError.at(path: "viewport", .invalidHeight(0))) { try table.layout(width: 375, viewport: Viewport(height: 0)) }
    }

    @Test func unknownIconNamesTheRow() {
        let table = TableView { TableSection { Row(text: "a"); Row(text: "b", image: .icon("no.such.icon")) } }
        #expect(throws: CellError.at(path: "section[0]/row[1]", .unknownIcon("no.such.icon"))) { try table.layout(width: 375) }
    }

    @Test func errorsDescribeThePlaceAndTheExpectation() {
        #expect(CellError.at(path: "section[0]/Row.ForEach", .duplicateID("A")).description.contains("section[0]/Row.ForEach"))
        #expect(CellError.tooTall(pixels: 20_000, maximum: 16_384).description.contains("Viewport"))
    }
}
