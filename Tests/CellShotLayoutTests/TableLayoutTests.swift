import CellShotGallery
import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Testing

/// Table metrics, separators, heights, states and paths, checked against UIKit's numbers and
/// analytic pixel expectations.
@Suite struct TableLayoutTests {
    static func settings(_ style: TableStyle = .insetGrouped) -> TableView {
        TableView(style: style) {
            TableSection("First") {
                Row(text: "Wi-Fi", value: "Home", image: .settings("link", background: .systemBlue)).accessory(.disclosureIndicator)
                Row(text: "Plain")
                Row.Switch(text: "On", isOn: true)
            }
            TableSection {
                Row(text: "a"); Row(text: "b"); Row(text: "c"); Row(text: "d").accessory(.checkmark)
            }
        }
    }

    @Test func nodesAreNamedBySectionAndRowPath() throws {
        let tree = try Self.settings().layout(width: 393)
        #expect(tree.node(named: "section[1]/row[3]/accessory") != nil)
        #expect(tree.node(named: "section[0]/row[0]/detail")?.text == "Home")
        #expect(tree.node(named: "section[0]/header/text")?.text == "FIRST")
        // The dump nests rows in sections, so a changed line reads section → row → part.
        let dump = tree.dump()
        let section = try #require(dump.range(of: "\n  section[1] ("))
        let row = try #require(dump.range(of: "\n      row[3] (", range: section.upperBound..<dump.endIndex))
        #expect(dump.range(of: "\n        accessory (", range: row.upperBound..<dump.endIndex) != nil)
    }

    @Test func rowsAre44PointsAndInsetGroupsUseTheMargin() throws {
        let narrow = try Self.settings().layout(width: 375)
        let wide = try Self.settings().layout(width: 430)
        #expect(narrow.node(named: "section[1]/row[0]")?.frame == Rect(x: 16, y: narrow.node(named: "section[1]/row[0]")?.frame.minY ?? 0, width: 343, height: 44))
        #expect(wide.node(named: "section[1]/row[0]")?.frame.minX == 20)
        guard case let .box(top)? = narrow.node(named: "section[1]/row[0]/background")?.content,
              case let .box(bottom)? = narrow.node(named: "section[1]/row[3]/background")?.content else { Issue.record("no backgrounds"); return }
        #expect(top.radii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        #expect(bottom.radii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
    }

    @Test func separatorsAreOnePixelAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let tree = try Self.settings().layout(width: 375, environment: CellEnvironment(scale: scale))
            let line = try #require(tree.node(named: "section[1]/row[0]/separator"))
            #expect(line.frame.height * scale == 1)
        }
    }

    @Test func stepperDividerIsOneDevicePixelWide() throws {
        for scale in [1.0, 2.0, 3.0] {
            let tree = try TableView { TableSection { Row.Stepper(text: "Beer", value: 1) } }.layout(width: 375, environment: CellEnvironment(scale: scale))
            #expect(try #require(tree.node(named: "section[0]/row[0]/stepper/divider")).frame.width * scale == 1)
        }
    }

    @Test func separatorStartsAfterTheImageAndEndsAtTheCardEdge() throws {
        let tree = try Self.settings().layout(width: 375)
        let withImage = try #require(tree.node(named: "section[0]/row[0]/separator"))
        let text = try #require(tree.node(named: "section[0]/row[0]/text"))
        #expect(withImage.frame.minX == text.frame.minX)
        #expect(withImage.frame.maxX == 375 - 16)
        #expect(tree.node(named: "section[1]/row[1]/separator")?.frame.minX == 32)
    }

    @Test func noSeparatorAfterTheLastRowOfAnInsetGroup() throws {
        let tree = try Self.settings().layout(width: 375)
        #expect(tree.node(named: "section[0]/row[2]/separator") == nil)
        #expect(tree.node(named: "section[1]/row[3]/separator") == nil)
    }

    @Test func groupedSectionsHaveFullWidthTopAndBottomHairlines() throws {
        let tree = try Self.settings(.grouped).layout(width: 375)
        #expect(tree.node(named: "section[1]/topSeparator")?.frame.width == 375)
        #expect(tree.node(named: "section[1]/bottomSeparator")?.frame.minX == 0)
    }

    @Test func separatorStyleNoneDrawsNoLines() throws {
        let tree = try Self.settings(.grouped).separatorStyle(.none).layout(width: 375)
        #expect(!tree.dump().contains("separator"))
    }

    @Test func hairlineIsExactlyOneDevicePixelRow() throws {
        let table = TableView(style: .plain, sections: [TableSection(rows: [Row(text: ""), Row(text: "")])])
        let image = try table.render(width: 100, environment: CellEnvironment(scale: 2))
        // Row 0 spans pixels 0..<88; its separator is the last pixel row (87), from x = 16 pt.
        let background = image[60, 80], line = image[60, 87]
        #expect(background == RGBA8(255, 255, 255))
        #expect(line != background)
        #expect(image[60, 86] == background)
        #expect(image[60, 88] == background)
        #expect(image[20, 87] == background)
    }

    @Test func heightsAreStaticComputedOrAutomatic() throws {
        let table = TableView(style: .plain) {
            TableSection {
                Row(text: "fixed").height(60)
                Row(text: "computed").height(.computed(from: 3) { Double($0) * 25 })
                Row(text: "automatic")
                Row(text: "A long text that wraps over several lines in a narrow table row").numberOfLines(0)
            }
        }
        let tree = try table.layout(width: 200)
        #expect(tree.node(named: "section[0]/row[0]")?.frame.height == 60)
        #expect(tree.node(named: "section[0]/row[1]")?.frame.height == 75)
        #expect(tree.node(named: "section[0]/row[2]")?.frame.height == 44)
        #expect((tree.node(named: "section[0]/row[3]")?.frame.height ?? 0) > 60)
    }

    @Test func switchOnIsSystemGreenAndOffIsGrey() throws {
        let table = TableView(style: .plain) { TableSection { Row.Switch(text: "", isOn: true); Row.Switch(text: "", isOn: false) } }
        let image = try table.render(width: 200, environment: CellEnvironment(scale: 1))
        // Track 51×31 ending at 200 − 16; the green shows left of the knob when on.
        #expect(image[200 - 16 - 45, 22] == RGBA8(52, 199, 89))
        #expect(image[200 - 16 - 6, 44 + 22] == RGBA8(233, 233, 234))
    }

    @Test func separatorsAroundASelectedRowAreHidden() throws {
        let tree = try TableView(style: .plain) { TableSection { Row(text: "a"); Row(text: "b").state(.selected); Row(text: "c"); Row(text: "d") } }
            .layout(width: 375)
        #expect(tree.node(named: "section[0]/row[0]/separator") == nil)
        #expect(tree.node(named: "section[0]/row[1]/separator") == nil)
        #expect(tree.node(named: "section[0]/row[2]/separator") != nil)
    }

    @Test func selectedRowUsesSystemGray4() throws {
        let table = TableView(style: .plain) { TableSection { Row(text: "").state(.selected) } }
        let image = try table.render(width: 100, environment: CellEnvironment(scale: 1))
        #expect(image[50, 20] == RGBA8(209, 209, 214))
    }

    @Test func checkedRowShowsTheTintedCheckmarkOverItsAccessory() throws {
        let tree = try TableView { TableSection { Row(text: "a").accessory(.disclosureIndicator).checked() } }.layout(width: 375)
        guard case let .icon(name, _, color, _)? = tree.node(named: "section[0]/row[0]/accessory")?.content else {
            Issue.record("no checkmark"); return
        }
        #expect(name == "checkmark")
        #expect(color == SystemColor.systemBlue.resolve(.light))
    }

    @Test func editingShowsControlsAndHidesAccessories() throws {
        let table = TableView { TableSection { Row(text: "a").accessory(.disclosureIndicator).editing(.insert, reorder: true) } }.editing()
        let tree = try table.layout(width: 375)
        #expect(tree.node(named: "section[0]/row[0]/editingControl")?.text == "insert")
        #expect(tree.node(named: "section[0]/row[0]/reorder") != nil)
        #expect(tree.node(named: "section[0]/row[0]/accessory") == nil)
        let textX = try #require(tree.node(named: "section[0]/row[0]/text")).frame.minX
        #expect(textX == 70, "\(textX.bitPattern)")
    }

    @Test func revealedTrailingSwipeSlidesContentAndOrdersActionsOutsideIn() throws {
        let row = Row(text: "Mail").trailingSwipeActions([SwipeAction("Delete", style: .destructive), SwipeAction("More")], revealed: true)
        let tree = try TableView(style: .plain) { TableSection { row } }.layout(width: 375)
        let delete = try #require(tree.node(named: "section[0]/row[0]/trailingAction[0]"))
        let more = try #require(tree.node(named: "section[0]/row[0]/trailingAction[1]"))
        #expect(delete.frame.maxX == 375)
        #expect(more.frame.maxX == delete.frame.minX)
        #expect((tree.node(named: "section[0]/row[0]/text")?.frame.minX ?? 0) < 0)
    }

    @Test func rightToLeftMirrorsAccessoriesAndText() throws {
        var env = CellEnvironment.standard
        env.layoutDirection = .rightToLeft
        let tree = try Self.settings().layout(width: 375, environment: env)
        let chevron = try #require(tree.node(named: "section[0]/row[0]/accessory"))
        #expect(chevron.frame.minX == 32)
        #expect((tree.node(named: "section[0]/row[0]/image")?.frame.maxX ?? 0) == 375 - 32)
    }

    @Test func viewportLaysOutOnlyVisibleRows() throws {
        let table = TableSamples.longList(rows: 1_000)
        let tree = try table.layout(width: 375, environment: CellEnvironment(scale: 2), viewport: Viewport(height: 440, offset: 4_400))
        let rows = tree.root.children.flatMap(\.children).filter { $0.name.hasPrefix("row[") }
        #expect(rows.count == 11)
        #expect(rows.first?.name == "row[99]")
    }

    @Test func plainHeadersPinToTheTopOfAScrolledViewport() throws {
        let table = TableView(style: .plain, sections: [
            TableSection(header: .title("A"), rows: (0..<20).map { Row(text: "a\($0)") }),
            TableSection(header: .title("B"), rows: (0..<20).map { Row(text: "b\($0)") }),
        ])
        let tree = try table.layout(width: 375, viewport: Viewport(height: 300, offset: 200))
        let header = try #require(tree.node(named: "section[0]/header"))
        #expect(header.frame.minY == 0)
        #expect(header.text == "pinned")
        // Near the end of section 0 the next header pushes it up.
        let a = try table.layout(width: 375).node(named: "section[1]")?.frame.minY ?? 0
        let pushed = try table.layout(width: 375, viewport: Viewport(height: 300, offset: a - 10))
        #expect(abs((pushed.node(named: "section[0]/header")?.frame.maxY ?? 0) - 10) < 1e-9)
    }

    @Test func cardCellRowsKeepTheirOwnLayout() throws {
        let cell = Cell(title: "Task", icon: "doc")
        let tree = try TableView(style: .plain) { TableSection { Row(cell: cell) } }.layout(width: 375)
        let alone = try cell.layout(width: 375)
        #expect(tree.node(named: "section[0]/row[0]")?.frame.height == alone.size.height)
        #expect(tree.node(named: "section[0]/row[0]/cell/title")?.frame == alone.node(named: "title")?.frame)
    }

    @Test func screenStacksTheBarAboveTheTable() throws {
        let screen = Screen(title: "Decide", backTitle: "Back", trailingButtons: [BarButton("Edit")], table: Self.settings())
        let tree = try screen.layout(width: 393)
        let table = try Self.settings().layout(width: 393)
        #expect(tree.size.height == 44 + 52 + table.size.height)
        #expect(tree.node(named: "navigationBar/largeTitle")?.text == "Decide")
        #expect(tree.node(named: "navigationBar/back/label")?.text == "Back")
        #expect(tree.node(named: "navigationBar/trailing[0]")?.text == "Edit")
        let scrolled = try screen.layout(width: 393, viewport: Viewport(height: 300, offset: 10))
        #expect(scrolled.size.height == 44 + 300)
        #expect(scrolled.node(named: "navigationBar/title")?.text == "Decide")
        #expect(scrolled.node(named: "navigationBar/separator") != nil)
        let inline = Screen(title: "Wi-Fi", titleDisplayMode: .inline, table: Self.settings())
        #expect(try inline.layout(width: 393).node(named: "navigationBar/title")?.text == "Wi-Fi")
    }
}

/// Users' views and cell models as rows and headers.
@Suite struct TableViewRowTests {
    struct Badge: CellModel {
        var separatorInset: EdgeInsets? { EdgeInsets(leading: 20) }
        var height: Double? { 50 }
        var body: some CellView { TextView("Badge").padding(8) }
    }

    @Test func anyViewIsARowAndAHeader() throws {
        let table = TableView(style: .plain, sections: [
            TableSection(header: .view(TextView("Custom").padding(8)), rows: [Row(view: TextView("Hello").padding(12)), Row(text: "b")]),
        ])
        let tree = try table.layout(width: 375)
        #expect(tree.node(named: "section[0]/header/view")?.children.isEmpty == false)
        #expect(tree.dump().contains("\"Custom\""))
        #expect(tree.node(named: "section[0]/row[0]/view") != nil)
        #expect(tree.node(named: "section[0]/row[0]/separator") != nil)
    }

    @Test func cellModelKeepsItsHeightAndSeparator() throws {
        let tree = try TableView(style: .plain) { TableSection { Row(model: Badge()); Row(text: "b") } }.layout(width: 375)
        #expect(tree.node(named: "section[0]/row[0]")?.frame.height == 50)
        #expect(tree.node(named: "section[0]/row[0]/model/separator")?.frame.minX == 20)
        #expect(tree.node(named: "section[0]/row[0]")?.children.map(\.name) == ["background", "model"])
    }
}
