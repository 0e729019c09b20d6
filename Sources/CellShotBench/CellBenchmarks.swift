import CellShotGallery
import CellShotLayout
import CellShotPNG
import CellShotRaster

/// The card cell end to end: layout only, painting the tree into a display list, layout +
/// rasterization (text included), and rasterization + PNG encoding — all on the `detail3`
/// cell at 375 pt, 3×. `cell.raster.empty` (an empty display list on the same canvas) is the
/// in-run baseline: the floor any render pays.
enum CellBenchmarks {
    /// Detail style, icon, a two-line title, badge, three chips, disclosure indicator.
    static func detail3() -> Cell {
        var cell = Cell(title: "Review the quarterly financial reports and prepare the board summary",
                        icon: "doc.text", badge: "12",
                        metadata: [.text("Work"), .text("16 Jan 2024"), .text("High")],
                        configuration: Gallery.configuration(.detail, chips: 3))
        cell.configuration.iconAlignment = .top
        return cell
    }

    static var all: [Benchmark] {
        [
            Benchmark("cell.layout.detail3") {
                let cell = detail3()
                return { blackHole(try cell.layout(width: 375)) }
            },
            Benchmark("cell.render.detail3", bytesPerRun: 1125 * 300 * 4) {
                let cell = detail3()
                return { blackHole(try cell.render(width: 375)) }
            },
            // The same render with the raster caches (fill coverage, shadow masks) emptied
            // before each run: what the first cell of a layout costs. Glyph masks stay cached.
            Benchmark("cell.render.detail3.cold-raster-caches", bytesPerRun: 1125 * 300 * 4) {
                let cell = detail3()
                return {
                    FillCoverageCache.shared.removeAll()
                    ShadowMaskCache.shared.removeAll()
                    blackHole(try cell.render(width: 375))
                }
            },
            Benchmark("cell.paint.detail3") {
                let tree = try detail3().layout(width: 375)
                return { blackHole(tree.displayList()) }
            },
            Benchmark("cell.raster.empty") {
                let tree = try detail3().layout(width: 375)
                return { blackHole(try DisplayList().render(size: tree.size, scale: 3, background: tree.background)) }
            },
            Benchmark("cell.record.detail3") {
                let cell = detail3()
                let encoder = PNGEncoder()
                return { blackHole(try encoder.encode(try cell.render(width: 375))) }
            },
        ]
    }
}
