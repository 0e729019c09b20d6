import CellShotDiff
import CellShotGallery
import CellShotLayout
import CellShotRaster
import Testing

/// The card ``Cell`` is a cell model whose body is the card: laid out through its body (as any
/// team's cell model is) it draws what its own row layout draws.
@Suite struct CardModelTests {
    /// `model` laid out the way every cell model is: through its body.
    func viaBody<M: CellModel>(_ model: M, width: Double, environment: CellEnvironment) throws -> LayoutTree {
        try model.layout(width: width, environment: environment)
    }

    @Test func everyGalleryCardDrawsTheSamePixelsThroughItsBody() throws {
        var compared = 0
        for entry in Gallery.entries() {
            guard let cell = entry.cell, cell.height == nil else { continue }
            let own = try cell.layout(width: entry.width, environment: entry.environment)
            guard !own.notes.contains(where: { $0.contains("clamped") }) else { continue }
            let body = try viaBody(cell, width: entry.width, environment: entry.environment)
            #expect(body.layoutDump.nodes == own.layoutDump.nodes, "\(entry.name)")
            #expect(body.size == own.size && body.background == own.background, "\(entry.name)")
            #expect(try body.render() == own.render(), "\(entry.name)")
            compared += 1
        }
        #expect(compared >= 60)
    }

    @Test func aCardIsATableRowLikeAnyModel() throws {
        let cell = Cell(title: "Buy milk", icon: "tag", badge: "2", configuration: .dualMetadata(style: .detail))
        let table = TableView(style: .plain) {
            TableSection { Row(model: cell); Row(cell: cell) }
        }
        let tree = try table.layout(width: 375)
        let rows = tree.root.children.flatMap(\.children).filter { $0.name.hasPrefix("row") }
        #expect(rows.count == 2)
        #expect(rows.count == 2 && rows[0].frame.height == rows[1].frame.height)
        let own = try cell.layout(width: 375)
        #expect(rows.first?.frame.height == own.size.height)
    }

    @Test func aCardSitsInAStackAndFollowsItsEnvironment() throws {
        var dark = CellEnvironment.standard
        dark.appearance = .dark
        let cell = Cell(title: "Pay rent", icon: "doc.text", configuration: .basic(style: .detail))
        let stacked = try VStackView(spacing: 0) { cell; cell }.layout(width: 320, environment: dark)
        let one = try cell.layout(width: 320, environment: dark)
        #expect(stacked.size.height == 2 * one.size.height)
        #expect(stacked.root.children.first?.children.first?.name == "card")
    }

    @Test func tooManyChipsThroughTheBodyIsTheSameTypedError() {
        var cell = Cell(title: "x")
        cell.configuration.metadataViewCount = 4
        #expect(throws: CellError.tooManyMetadataViews(count: 4, maximum: 3)) {
            try viaBody(cell, width: 375, environment: .standard)
        }
    }
}
