import CellShotGallery
import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Testing

/// Tables and screens inside views: laid out for the offered width, as tall as their content,
/// the same pixels as alone, named by today's table paths under their node.
@Suite struct EmbeddedTableTests {
    static var table: TableView { TableLayoutTests.settings() }

    /// A header text above the table.
    static func card(_ table: TableView) -> some CellView {
        VStackView(alignment: .leading, spacing: 0) {
            TextView("Settings").font(.title2, weight: .bold).padding(16)
            table
        }
    }

    /// The rows `from..<from + count` of `image`, as bytes.
    static func rows(_ image: Image, from: Int, count: Int) -> ArraySlice<UInt8> {
        image.pixels[(from * image.stride)..<((from + count) * image.stride)]
    }

    /// Whether two byte ranges hold the same bytes: one `memcmp` (a debug build compares slices
    /// element by element through generic code, seconds per comparison of a whole table).
    static func same(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { firstBytes in
            second.withUnsafeBytes { secondBytes in
                firstBytes.isEmpty || memcmp(firstBytes.baseAddress!, secondBytes.baseAddress!, firstBytes.count) == 0
            }
        }
    }

    /// The table alone and inside the card render the same pixels, shifted down by the header.
    func expectShifted(_ environment: CellEnvironment) throws {
        let alone = try Self.table.render(width: 393, environment: environment)
        let tree = try Self.card(Self.table).layout(width: 393, environment: environment)
        let node = try #require(tree.node(named: "vstack[0]/table[1]"))
        let top = Int((node.frame.minY * environment.scale).rounded())
        #expect(top > 0)
        #expect(Double(top) == node.frame.minY * environment.scale)
        let image = try tree.render()
        #expect(image.width == alone.width)
        // The header's height is not a whole number of pixels: the row rounds up by at most one.
        #expect(image.height - (top + alone.height) == 0 || image.height - (top + alone.height) == 1)
        #expect(Self.same(Self.rows(image, from: top, count: alone.height), Self.rows(alone, from: 0, count: alone.height)))
        // The header's band is not the table's background: something was drawn above it.
        #expect(!Self.same(Self.rows(image, from: 0, count: top), Self.rows(alone, from: 0, count: top)))
    }

    @Test func tableInAStackIsTheTableAloneShiftedDown() throws {
        try expectShifted(.standard)
        try expectShifted(CellEnvironment(appearance: .dark, scale: 2))
    }

    @Test func rightToLeftTableInAStackIsTheTableAloneShiftedDown() throws {
        let rtl = CellEnvironment(layoutDirection: .rightToLeft)
        try expectShifted(rtl)
        let tree = try Self.card(Self.table).layout(width: 393, environment: rtl)
        let accessory = try #require(tree.node(named: "vstack[0]/table[1]/section[1]/row[3]/accessory"))
        #expect(accessory.frame.maxX < 393 / 2)
        let alone = try #require(try Self.table.layout(width: 393, environment: rtl).node(named: "section[1]/row[3]/accessory"))
        #expect(accessory.frame.minX == alone.frame.minX)
    }

    @Test func dumpNamesTablePathsUnderTheEmbeddingNode() throws {
        let tree = try Self.card(Self.table).layout(width: 393)
        #expect(tree.node(named: "vstack[0]/table[1]/section[1]/row[3]/accessory") != nil)
        #expect(tree.node(named: "vstack[0]/table[1]/section[0]/header/text")?.text == "FIRST")
        #expect(tree.node(named: "vstack[0]/table[1]/section[0]/row[0]/detail")?.text == "Home")
        let dump = tree.dump()
        let table = try #require(dump.range(of: "\n    table[1] ("))
        #expect(dump.range(of: "\n      section[0] (", range: table.upperBound..<dump.endIndex) != nil)
    }

    @Test func tableIsAsWideAsOfferedAndAsTallAsItsContent() throws {
        let narrow = try HStackView(spacing: 0) { RectangleView().fill(.systemRed).frame(width: 18); Self.table }.layout(width: 393)
        let node = try #require(narrow.node(named: "hstack[0]/table[1]"))
        let alone = try Self.table.layout(width: 375)
        #expect(node.frame.minX == 18 && node.frame.width == 375)
        #expect((node.frame.height * 3).rounded() == (alone.size.height * 3).rounded())
        let row = try #require(narrow.node(named: "hstack[0]/table[1]/section[1]/row[0]"))
        #expect((row.frame.minX * 3).rounded() == (18 + 16) * 3)
        // No width offered: the standard width.
        let ideal = try Self.table.fixedSize().layout(width: 430)
        #expect(ideal.node(named: "table[0]")?.frame.width == DeviceWidth.standard)
    }

    @Test func screenInAViewIsTheScreenWithItsBarOnThePixelGrid() throws {
        let screen = Screen(title: "Settings", backTitle: "Back", table: Self.table)
        let alone = try screen.render(width: 393)
        let tree = try VStackView { screen }.layout(width: 393)
        let image = try tree.render()
        #expect(image.width == alone.width && image.height == alone.height)
        // The table below the bar is the same pixels; the bar's parts are snapped to whole pixels.
        let bar = try #require(tree.node(named: "vstack[0]/screen[0]/navigationBar"))
        let top = Int((bar.frame.maxY * 3).rounded())
        #expect(Self.same(Self.rows(image, from: top, count: alone.height - top), Self.rows(alone, from: top, count: alone.height - top)))
        let chevron = try #require(tree.node(named: "vstack[0]/screen[0]/navigationBar/back/chevron"))
        #expect((chevron.frame.minY * 3).rounded() == chevron.frame.minY * 3)
    }

    @Test func badTablesInsideViewsAreTypedErrors() {
        let negative = TableView { TableSection { Row(text: "a").height(-1) } }
        #expect(throws: CellError.at(path: "section[0]/row[0]", .invalidHeight(-1))) {
            try Self.card(negative).layout(width: 375)
        }
        #expect(throws: CellError.invalidWidth(5000)) { try Self.table.frame(width: 5000).layout(width: 375) }
        let duplicate = TableView { TableSection { Row.ForEach(["A", "A"]) { Row(text: $0) } } }
        #expect(throws: CellError.at(path: "section[0]/Row.ForEach", .duplicateID("A"))) { try Self.card(duplicate).render(width: 375) }
        let screen = Screen(title: "Bad", table: negative)
        #expect(throws: CellError.at(path: "section[0]/row[0]", .invalidHeight(-1))) { try VStackView { screen }.layout(width: 375) }
        // 100 000 rows at full height: refused with a typed error, not drawn.
        do {
            _ = try Self.card(TableSamples.longList(rows: 100_000)).layout(width: 375)
            Issue.record("a 100 000-row table inside a view was laid out")
        } catch {
            guard case let .tooTall(pixels, maximum) = error else { Issue.record("wrong error \(error)"); return }
            #expect(pixels > maximum)
        }
        let error = CellError.invalidWidth(5000)
        #expect(error.description.contains("invalid width 5000"))
    }

    @Test func aTableOfferedNoRoomShowsNothing() throws {
        let tree = try Self.table.frame(width: 0.5).layout(width: 375)
        #expect(tree.node(named: "section[0]") == nil)
    }
}
