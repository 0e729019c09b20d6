import CellShotGallery
import CellShotLayout
import CellShotRaster

/// Custom cells described with views: layout only (resolve, size, place, mirror, snap) and
/// layout + paint + rasterization, on the gallery's contact row (11 nodes: row, stacks,
/// round avatar image, presence dot, two texts, chevron, separator) at 375 pt, 3×.
enum ViewBenchmarks {
    static func contact() -> ContactRow {
        ContactRow(name: "Anna Haro", detail: "Online", presence: .online,
                   avatar: SampleImages.avatar(from: Color(hex: 0xF7A072), to: Color(hex: 0xD9534F)))
    }

    static var all: [Benchmark] {
        [
            Benchmark("views.layout.contact") {
                let row = contact()
                return { blackHole(try row.layout(width: 375)) }
            },
            Benchmark("views.render.contact", bytesPerRun: 1125 * 180 * 4) {
                let row = contact()
                return { blackHole(try row.render(width: 375)) }
            },
        ]
    }
}
