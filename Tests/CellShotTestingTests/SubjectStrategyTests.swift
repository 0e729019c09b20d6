import CellShotGallery
import CellShotTesting
import Testing

/// Every subject takes every strategy form: this file compiling is half of the test (each
/// subject × strategy pair appears once in `everyPair`, which is type-checked and never run);
/// the other half runs the strategies and checks what each one laid out.
enum SubjectStrategyPairs {
    static func everyPair(cell: Cell, view: UnreadPill, model: ContactRow, table: TableView, screen: Screen,
                          tree: LayoutTree, dark: CellEnvironment) {
        assertSnapshot(of: cell, as: .image)
        assertSnapshot(of: view, as: .image)
        assertSnapshot(of: model, as: .image)
        assertSnapshot(of: table, as: .image)
        assertSnapshot(of: screen, as: .image)
        assertSnapshot(of: tree, as: .image)

        assertSnapshot(of: cell, as: .image(width: 320))
        assertSnapshot(of: view, as: .image(width: 320))
        assertSnapshot(of: model, as: .image(width: 320))
        assertSnapshot(of: table, as: .image(width: 320))
        assertSnapshot(of: screen, as: .image(width: 320))
        assertSnapshot(of: tree, as: .image(width: 320))

        assertSnapshot(of: cell, as: .image(width: 320, environment: dark))
        assertSnapshot(of: view, as: .image(width: 320, environment: dark))
        assertSnapshot(of: model, as: .image(width: 320, environment: dark))
        assertSnapshot(of: table, as: .image(width: 320, environment: dark))
        assertSnapshot(of: screen, as: .image(width: 320, environment: dark))
        assertSnapshot(of: tree, as: .image(width: 320, environment: dark))

        assertSnapshot(of: cell, as: .layout)
        assertSnapshot(of: view, as: .layout)
        assertSnapshot(of: model, as: .layout)
        assertSnapshot(of: table, as: .layout)
        assertSnapshot(of: screen, as: .layout)
        assertSnapshot(of: tree, as: .layout)

        assertSnapshots(of: cell, as: [.image, .layout])
        assertSnapshots(of: view, as: [.image, .layout])
        assertSnapshots(of: model, as: [.image, .layout])
        assertSnapshots(of: table, as: [.image, .layout])
        assertSnapshots(of: screen, as: [.image, .layout])
        assertSnapshots(of: tree, as: [.image, .layout])

        assertSnapshot(of: cell, matrix: .appearances)
        assertSnapshot(of: view, matrix: .appearances)
        assertSnapshot(of: model, matrix: .appearances)
        assertSnapshot(of: table, matrix: .appearances)
        assertSnapshot(of: screen, matrix: .appearances)
        assertSnapshot(of: tree, matrix: .appearances)

        assertSnapshot(of: "Anna", as: SnapshotStrategy<Cell>.image.pullback { _ in cell })
        assertSnapshot(of: "Anna", as: SnapshotStrategy<UnreadPill>.image.pullback { _ in view })
        assertSnapshot(of: "Anna", as: SnapshotStrategy<ContactRow>.image.pullback { name in ContactRow(name: name) })
        assertSnapshot(of: "Anna", as: SnapshotStrategy<TableView>.image.pullback { _ in TableSamples.toDos() })
        assertSnapshot(of: "Anna", as: SnapshotStrategy<Screen>.image.pullback { _ in TableSamples.settings() })
        assertSnapshot(of: "Anna", as: SnapshotStrategy<LayoutTree>.image.pullback { _ in tree })
    }
}

@Suite struct SubjectStrategyTests {
    /// The width and height in pixels of what `strategy` rendered of `value`.
    private func pixels<V>(_ value: V, _ strategy: SnapshotStrategy<V>) throws -> [Int] {
        guard case let .image(image, layout) = try strategy.snapshot(value) else { return [] }
        #expect(layout != nil)
        return [image.width, image.height]
    }

    @Test func everySubjectLaysOutAtTheRequestedWidthAndScale() throws {
        let env = CellEnvironment(scale: 2)
        let cell = Cell(title: "Buy milk", icon: "doc.text", configuration: .basic(style: .detail))
        #expect(try pixels(cell, .image(width: 320, environment: env)).first == 640)
        #expect(try pixels(UnreadPill(count: 3), .image(width: 320, environment: env)).first == 640)
        #expect(try pixels(ContactRow(name: "Anna"), .image(width: 320, environment: env)).first == 640)
        #expect(try pixels(TableSamples.toDos(), .image(width: 320, environment: env)).first == 640)
        #expect(try pixels(TableSamples.settings().table, .image(width: 320, environment: env)).first == 640)
        let tree = try cell.layout(width: 200, environment: env)
        #expect(try pixels(tree, .image(width: 320)) == [400, Int(tree.size.height * 2)], "a tree is already laid out")
    }

    @Test func heightIsARowForViewsAndAViewportForTables() throws {
        #expect(try pixels(UnreadPill(count: 3), .image(width: 100, height: 30, environment: CellEnvironment(scale: 1))) == [100, 30])
        #expect(try pixels(TableSamples.toDos(), .image(width: 100, height: 90, environment: CellEnvironment(scale: 1))) == [100, 90])
        let viewport = Viewport(height: 80, offset: 20)
        #expect(try pixels(TableSamples.settings(), .image(width: 100, height: 90, environment: CellEnvironment(scale: 1),
                                                           viewport: viewport))[1] > 80, "the bar above the viewport")
    }

    @Test func stateReachesCellsAndCellModels() throws {
        let selected = try SnapshotStrategy<ContactRow>.layout(state: .selected).snapshot(ContactRow(name: "Anna"))
        let normal = try SnapshotStrategy<ContactRow>.layout.snapshot(ContactRow(name: "Anna"))
        guard case let .text(a) = selected, case let .text(b) = normal else { Issue.record("not text"); return }
        #expect(a.contains("selected") && !b.contains("selected"))
        let cell = Cell(title: "Buy milk", state: .selected)
        guard case let .text(own) = try SnapshotStrategy<Cell>.layout.snapshot(cell),
              case let .text(asked) = try SnapshotStrategy<Cell>.layout(state: .normal).snapshot(cell) else { return }
        #expect(own != asked, "nil keeps the cell's own state; a given state wins")
    }
}
