import CellShotGallery
import CellShotLayout
import CellShotPNG
import CellShotRaster

/// Tables end to end: a 20-row inset-grouped Settings screen at 393 pt (layout, layout + paint +
/// raster at 3×, and + PNG), and a 1 000-row plain table laid out for a phone viewport in the
/// middle of the list (every row measured, only the visible rows built), and a phone window of
/// the screen scrolled under its blurred bar. `table.raster.empty`
/// and `table.encode.settings` split the record cost into its floor and its PNG part.
enum TableBenchmarks {
    /// Four sections of five rows: icons on coloured squares, value1 rows, switches, a footer.
    static func settings20() -> Screen {
        let icons = ["gear", "bell.fill", "star.fill", "folder.fill", "link"]
        let colors: [DynamicColor] = [.systemGray, .systemRed, .systemIndigo, .systemBlue, .systemGreen]
        let table = TableView(style: .insetGrouped) {
            for section in 0..<4 {
                TableSection(section == 0 ? nil : "Section \(section)", footer: section == 3 ? "Changes apply to every device signed in." : nil) {
                    for row in 0..<5 {
                        let image = RowImage.settings(icons[row], background: colors[(row + section) % colors.count])
                        if row == 2 {
                            Row.Switch(text: "Option \(section).\(row)", isOn: section % 2 == 0, image: image)
                        } else {
                            Row(text: "Setting \(section).\(row)", value: row == 1 ? "On" : "Value \(row)", image: image).accessory(.disclosureIndicator)
                        }
                    }
                }
            }
        }
        return Screen(title: "Settings", table: table)
    }

    static var all: [Benchmark] {
        [
            Benchmark("table.layout.settings") {
                let screen = settings20()
                return { blackHole(try screen.layout(width: 393)) }
            },
            Benchmark("table.render.settings") {
                let screen = settings20()
                return { blackHole(try screen.render(width: 393)) }
            },
            // A phone window scrolled 66 pt: the inline bar blurs the rows beneath it.
            Benchmark("table.render.settings.scrolled") {
                let screen = settings20()
                return { blackHole(try screen.render(width: 393, viewport: Viewport(height: 749, offset: 66))) }
            },
            // The floor of the render above: the same canvas filled with the background only.
            Benchmark("table.raster.empty") {
                let tree = try settings20().layout(width: 393)
                return { blackHole(try DisplayList().render(size: tree.size, scale: 3, background: tree.background)) }
            },
            // PNG encoding alone of the rendered screen (1179 × ~3400 px).
            Benchmark("table.encode.settings") {
                let image = try settings20().render(width: 393)
                let encoder = PNGEncoder()
                return { blackHole(try encoder.encode(image)) }
            },
            Benchmark("table.record.settings") {
                let screen = settings20()
                let encoder = PNGEncoder()
                return { blackHole(try encoder.encode(try screen.render(width: 393))) }
            },
            Benchmark("table.layout.1000rows") {
                let table = TableSamples.longList(rows: 1_000)
                return { blackHole(try table.layout(width: 393, viewport: Viewport(height: 749, offset: 22_000))) }
            },
        ]
    }
}
