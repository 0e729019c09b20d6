import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// A stack places each child with the offer it sized the child with, as SwiftUI's stacks do.
/// Offered only its own size, a row of an icon-and-title and a date shares that size out
/// least flexible first and wraps the title, which made a column as wide as that row draw it
/// on two lines below the column's end.
@Suite struct StackPlacementTests {
    static func column() -> some CellView {
        HStackView(alignment: .top, spacing: 12) {
            VStackView(alignment: .leading, spacing: 4) {
                TextView("DESIGN NOTES").font(.caption1, weight: .semibold)
                HStackView(spacing: 6) {
                    HStackView(spacing: 8) {
                        IconView("clock")
                        TextView("12 min")
                    }
                    TextView("Nov 13")
                }
                .font(.footnote)
            }
            SpacerView(minLength: 0)
        }
    }

    @Test func aRowAsWideAsItsColumnKeepsItsLines() throws {
        let tree = try Self.column().layout(width: 375)
        let column = try #require(tree.node(named: "hstack[0]/vstack[0]")).frame
        let line = try #require(tree.node(named: "hstack[0]/vstack[0]/hstack[1]")).frame
        let minutes = try #require(tree.node(named: "hstack[0]/vstack[0]/hstack[1]/hstack[0]/text[1]"))
        #expect(minutes.text == "12 min", "the title stays on one line")
        #expect(line.width <= column.width + 0.01 && line.maxY <= column.maxY + 0.01, "the row fits its column")
        #expect(tree.size.height >= line.maxY - 0.01)
    }
}
