import CellShotGallery
import CellShotTesting

// Fifty `assertSnapshot` calls of mixed subjects and strategies, type-checked with every build
// and never run: with one protocol and one overload per strategy name, the type checker solves
// each call on its own. `Tools/typecheck-time.sh` measures how long this file takes.

/// A pill, as a team writes its own view.
private struct FiftyCallsPill: CellView {
    var text: String
    var body: some CellView { TextView(text).padding(horizontal: 8, vertical: 2).background(CapsuleView().fill(.systemRed)) }
}

/// A row model, as a team writes its own cell.
private struct FiftyCallsRow: CellModel {
    var name: String
    var body: some CellView { TextView(name).padding(horizontal: 16, vertical: 11) }
}

enum FiftyAssertions {
    static func all(tree: LayoutTree) {
        let cell = Cell(title: "Buy milk", icon: "doc.text")
        let pill = FiftyCallsPill(text: "3")
        let row = FiftyCallsRow(name: "Anna")
        let table = TableSamples.toDos()
        let screen = TableSamples.settings()
        let dark = CellEnvironment(appearance: .dark)
        assertSnapshot(of: cell, as: .image, named: "0")
        assertSnapshot(of: pill, as: .image(width: 320), named: "1")
        assertSnapshot(of: row, as: .image(width: 320, environment: dark), named: "2")
        assertSnapshot(of: table, as: .layout, named: "3")
        assertSnapshot(of: screen, matrix: .appearances, named: "4")
        assertSnapshot(of: tree, as: .layout(width: 414, state: .selected), named: "5")
        assertSnapshot(of: cell, as: .image(width: 390, height: 60, environment: dark, state: .highlighted), named: "6")
        assertSnapshot(of: pill, as: .image, named: "7")
        assertSnapshot(of: row, as: .image(width: 320), named: "8")
        assertSnapshots(of: table, as: [.image, .layout], named: "9")
        assertSnapshot(of: screen, as: .layout, named: "10")
        assertSnapshot(of: tree, as: .image(height: 44), named: "11")
        assertSnapshot(of: cell, as: .image(viewport: Viewport(height: 300)), named: "12")
        assertSnapshot(of: pill, as: .image(width: 390, height: 60, environment: dark, state: .highlighted), named: "13")
        assertSnapshot(of: row, matrix: .appearances, named: "14")
        assertSnapshot(of: table, as: .image(width: 320), named: "15")
        assertSnapshot(of: screen, as: .image(width: 320, environment: dark), named: "16")
        assertSnapshot(of: tree, as: .layout, named: "17")
        assertSnapshot(of: cell, as: .layout(width: 414, state: .selected), named: "18")
        assertSnapshots(of: pill, as: [.image, .layout], named: "19")
        assertSnapshot(of: row, as: .image(width: 390, height: 60, environment: dark, state: .highlighted), named: "20")
        assertSnapshot(of: table, as: .image, named: "21")
        assertSnapshot(of: screen, as: .image(width: 320), named: "22")
        assertSnapshot(of: tree, as: .image(width: 320, environment: dark), named: "23")
        assertSnapshot(of: cell, matrix: .appearances, named: "24")
        assertSnapshot(of: pill, as: .layout(width: 414, state: .selected), named: "25")
        assertSnapshot(of: row, as: .image(viewport: Viewport(height: 300)), named: "26")
        assertSnapshot(of: table, as: .image(width: 390, height: 60, environment: dark, state: .highlighted), named: "27")
        assertSnapshot(of: screen, as: .image, named: "28")
        assertSnapshots(of: tree, as: [.image, .layout], named: "29")
        assertSnapshot(of: cell, as: .layout, named: "30")
        assertSnapshot(of: pill, as: .image(height: 44), named: "31")
        assertSnapshot(of: row, as: .layout(width: 414, state: .selected), named: "32")
        assertSnapshot(of: table, as: .image(viewport: Viewport(height: 300)), named: "33")
        assertSnapshot(of: screen, matrix: .appearances, named: "34")
        assertSnapshot(of: tree, as: .image, named: "35")
        assertSnapshot(of: cell, as: .image(width: 320, environment: dark), named: "36")
        assertSnapshot(of: pill, as: .layout, named: "37")
        assertSnapshot(of: row, as: .image(height: 44), named: "38")
        assertSnapshots(of: table, as: [.image, .layout], named: "39")
        assertSnapshot(of: screen, as: .image(viewport: Viewport(height: 300)), named: "40")
        assertSnapshot(of: tree, as: .image(width: 390, height: 60, environment: dark, state: .highlighted), named: "41")
        assertSnapshot(of: cell, as: .image(width: 320), named: "42")
        assertSnapshot(of: pill, as: .image(width: 320, environment: dark), named: "43")
        assertSnapshot(of: row, matrix: .appearances, named: "44")
        assertSnapshot(of: table, as: .image(height: 44), named: "45")
        assertSnapshot(of: screen, as: .layout(width: 414, state: .selected), named: "46")
        assertSnapshot(of: tree, as: .image(viewport: Viewport(height: 300)), named: "47")
        assertSnapshot(of: cell, as: .image, named: "48")
        assertSnapshots(of: pill, as: [.image, .layout], named: "49")
    }
}
