import CellShotDiff
import CellShotLayout
import CellShotRaster
import Testing

@Suite struct LayoutChangesTests {
    let base = Cell(title: "Buy milk", icon: "doc.text", badge: "3", metadata: [.text("High")],
                    configuration: .dualMetadata(style: .detail))

    func changes(_ edit: (inout Cell) -> Void, environment: CellEnvironment = .standard) throws -> [String] {
        var cell = base
        edit(&cell)
        let old = try base.layout(width: 375), new = try cell.layout(width: 375, environment: environment)
        return new.changes(from: old).map(\.description)
    }

    @Test func sameTreeHasNoChanges() throws {
        #expect(try changes { _ in }.isEmpty)
    }

    @Test func textChangeIsNamed() throws {
        let c = try changes { $0.title = "Buy oat milk" }
        #expect(c.contains("title: text \"Buy milk\" → \"Buy oat milk\""))
    }

    @Test func addedAndRemovedElements() throws {
        #expect(try changes { $0.badge = nil }.contains("badge: removed"))
        #expect(try changes { $0.metadata.append(.text("Low")) }.contains("chip[1]: text \"not set\" → \"Low\""))
        let old = try #require(LayoutDump.parse("cell 9x9 pt @1x  v\nrow (0, 0, 9, 9)\n  chip[0] (0, 0, 1, 1)\n"))
        let new = try #require(LayoutDump.parse("cell 9x9 pt @1x  v\nrow (0, 0, 9, 9)\n  chip[0] (0, 0, 1, 1)\n  chip[1] (2, 0, 1, 1)\n"))
        #expect(new.changes(from: old).map(\.description) == ["chip[1]: added"])
    }

    @Test func colourChangesAreShortHex() throws {
        var dark = CellEnvironment.standard
        dark.appearance = .dark
        let c = try changes({ _ in }, environment: dark)
        #expect(c.contains("card: fill #f5f2ed → #292624"), "\(c)")
        #expect(c.contains { $0.hasPrefix("cell: variant") })
    }

    @Test func movesAreOnScreenAndNotRepeatedForChildren() throws {
        let old = LayoutDump.parse("""
            cell 100x50 pt @3x  v
            row (0, 0, 100, 50)
              card (10, 5, 80, 40) fill=#ffffffff
                badge (60, 10, 20, 20) fill=#ff0000ff "3"
            """)
        let new = LayoutDump.parse("""
            cell 100x50 pt @3x  v
            row (0, 0, 100, 50)
              card (12, 5, 80, 40) fill=#ffffffff
                badge (66, 8, 20, 20) fill=#ff0000ff "3"
            """)
        let c = try #require(new).changes(from: try #require(old)).map(\.description)
        #expect(c == ["card: moved 2 pt right", "badge: moved 6 pt right, 2 pt up"])
    }

    @Test func malformedDumpsAreRejected() {
        #expect(LayoutDump.parse("") == nil)
        #expect(LayoutDump.parse("header\nrow (0, 0, x, 1)") == nil)
        #expect(LayoutDump.parse("header\n   odd (0, 0, 1, 1)") == nil)
        #expect(LayoutDump.parse("header\nrow (0, 0, 1, 1) \"unterminated") == nil)
        #expect(LayoutDump.parse("header\nrow (0, 0, 1, 1)\n    tooDeep (0, 0, 1, 1)") == nil)
    }

    @Test func deepestElementCoversARegion() throws {
        let dump = try #require(LayoutDump.parse(try base.layout(width: 375).dump()))
        let badge = try #require(dump.nodes.first { $0.name == "badge" })
        let inner = Rect(x: badge.frame.minX + 1, y: badge.frame.minY + 1, width: 2, height: 2)
        #expect(dump.deepestNode(covering: inner)?.path.hasSuffix("badge") == true
                || dump.deepestNode(covering: inner)?.path.hasSuffix("badge.label") == true)
    }

    /// A node built in memory reads a quoted attribute (a styled text's runs) as the parser
    /// reads it back from a reference, so an unchanged styled text lists no change.
    @Test func quotedAttributesReadTheSameInMemoryAndParsed() throws {
        let node = LayoutDump.Node(name: "Text[0]", depth: 0, frame: Rect(x: 0, y: 0, width: 60, height: 20),
                                   attributes: " color=#000000ff", text: "€89.50", trailing: " lines=1 runs=\"[€89.50] bold tnum\"")
        let memory = LayoutDump(header: "cell 60x20 pt @3x  v", nodes: [node], notes: [])
        let parsed = try #require(LayoutDump.parse(memory.text))
        #expect(memory.nodes[0].attribute("runs") == "[€89.50] bold tnum")
        #expect(memory.nodes[0].attribute("bold") == nil)
        #expect(memory.changes(from: parsed).isEmpty)
        #expect(parsed.changes(from: memory).isEmpty)
        #expect(memory == parsed)
    }

    /// A bare name beside the same name with an index is not a label alone: "Text" could be any
    /// of the texts, "Text[1].Text" is the one inside the second.
    @Test func bareNameBesideIndexedNamesTakesItsParent() throws {
        func dump(_ color: String) throws -> LayoutDump {
            try #require(LayoutDump.parse("""
                cell 9x9 pt @1x  v
                row (0, 0, 9, 9)
                  Text[0] (0, 0, 1, 1) color=#000000ff "A"
                  Text[1] (0, 2, 1, 1)
                    Text (0, 2, 1, 1) color=\(color) "B"
                """))
        }
        let old = try dump("#ff9500ff"), new = try dump("#ff3b30ff")
        #expect(new.changes(from: old).map(\.description) == ["Text[1].Text: color #ff9500 → #ff3b30"])
        #expect(new.shortName(of: "row.Text[1].Text") == "Text[1].Text")
        #expect(new.shortName(of: "row.Text[0]") == "Text[0]")
    }
}
