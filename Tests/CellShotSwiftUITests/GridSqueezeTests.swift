#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// A key/value grid too wide for a narrow row, and cells anchored in their slots.
private struct SqueezedGrid: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
                GridRow {
                    Text("Route").bold()
                    Text("Harbour front, old town, lighthouse and back along the cliffs")
                    Text("12 km")
                }
                GridRow {
                    Text("Terrain").bold()
                    Text("Cobbles, gravel paths and a steep climb to the lighthouse")
                    Text("Hard")
                }
            }
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow {
                    SwiftUI.Color.orange.frame(width: 60, height: 40)
                    Image(systemName: "star.fill").gridCellAnchor(.topTrailing)
                    SwiftUI.Color.teal.frame(width: 60, height: 40)
                }
                GridRow {
                    Text("A")
                    SwiftUI.Color.pink.frame(width: 80, height: 24)
                    Text("B").gridCellAnchor(UnitPoint(x: 0, y: 1))
                }
            }
        }
        .padding()
    }
}

@Suite struct GridSqueezeTests {
    @Test func gridsMatchTheirReferences() {
        assertSnapshot(of: SqueezedGrid(), as: .image(width: 320))
    }

    @Test func aGridWiderThanOfferedSharesTheWidthNarrowestFirst() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10) {
            GridRow {
                Text("Key")
                Text("A long value that would be far wider than the row if it stayed on one line")
                Text("Another long value, also wider than its share of the row")
            }
        }
        let tree = try grid.layout(width: 200)
        let key = try #require(tree.node(named: "Grid[0]/Text[0]")), first = try #require(tree.node(named: "Grid[0]/Text[1]"))
        let second = try #require(tree.node(named: "Grid[0]/Text[2]"))
        let ideal = try #require(try Text("Key").layout(width: 1000).node(named: "Text[0]")).frame.width
        #expect(abs(key.frame.width - ideal) < 0.34, "the narrowest column keeps its width")
        // The two wide columns share 200 − 2 × 10 − the key's width equally.
        let share = (180 - key.frame.width) / 2
        #expect(first.frame.width <= share + 0.34 && second.frame.width <= share + 0.34 && first.frame.width > share - 12)
        #expect(abs(second.frame.minX - (first.frame.minX + share + 10)) < 0.34)
        #expect(tree.size.width <= 200 && tree.node(named: "Grid[0]")!.frame.width <= 200.01)
        #expect(first.frame.height > key.frame.height * 2, "the squeezed cells wrap")
    }

    @Test func anAnchorPlacesTheCellInItsSlot() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                SwiftUI.Color.red.frame(width: 100, height: 50)
                SwiftUI.Color.blue.frame(width: 20, height: 10).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                SwiftUI.Color.green.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0))
                SwiftUI.Color.gray.frame(width: 60, height: 30)
            }
        }
        let tree = try grid.layout(width: 300)
        let grid0 = try #require(tree.node(named: "Grid[0]")).frame
        let blue = try #require(tree.node(named: "Grid[0]/Color[1]")).frame, green = try #require(tree.node(named: "Grid[0]/Color[2]")).frame
        #expect(blue.maxX - grid0.minX == 160 && blue.maxY - grid0.minY == 50, "bottom trailing of the 60 × 50 slot")
        #expect(abs(green.minX - grid0.minX - 22.5) < 0.34 && green.minY - grid0.minY == 50, "a quarter of the 90 pt spare width (snapped), at the top")
    }
}
#endif
