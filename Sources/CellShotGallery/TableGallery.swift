/// The table and screen samples of the gallery: each seed's table light and dark, plus an
/// accessibility size, right-to-left, editing, revealed swipe actions and a long table's viewport.
import CellShotLayout
import CellShotText

enum TableGallery {
    static func entries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        func table(_ name: String, _ makeTable: @escaping @Sendable @autoclosure () -> TableView, width: Double = DeviceWidth.pro,
                   _ env: CellEnvironment = .standard, viewport: Viewport? = nil) {
            entries.append(GalleryEntry(name: name, width: width, environment: env) { width, environment in try makeTable().layout(width: width, environment: environment, viewport: viewport) })
        }
        func screen(_ name: String, _ makeScreen: @escaping @Sendable @autoclosure () -> Screen, width: Double = DeviceWidth.pro,
                    _ env: CellEnvironment = .standard, viewport: Viewport? = nil) {
            entries.append(GalleryEntry(name: name, width: width, environment: env) { width, environment in try makeScreen().layout(width: width, environment: environment, viewport: viewport) })
        }
        let dark = Gallery.env(.dark)
        for (suffix, env) in [("light", CellEnvironment.standard), ("dark", dark)] {
            table("table-pizza-order-\(suffix)", TableSamples.pizzaOrder(), env)
            table("table-todos-\(suffix)", TableSamples.toDos(), env)
            table("table-liaison-feed-\(suffix)", TableSamples.liaisonFeed(), env)
            table("table-cellkit-\(suffix)", TableSamples.cellKit(), env)
            screen("screen-settings-\(suffix)", TableSamples.settings(), env)
            screen("screen-decide-\(suffix)", TableSamples.decide(), env)
            // Scrolled: the inline bar's material blurs the icons and rows passing beneath it.
            screen("screen-settings-scrolled-\(suffix)", TableSamples.settings(), env, viewport: Viewport(height: 400, offset: 66))
        }
        screen("screen-settings-accessibilityLarge", TableSamples.settings(), Gallery.env(size: .accessibilityLarge))
        screen("screen-settings-rtl", TableSamples.settings(), Gallery.env(rtl: true))
        table("table-todos-editing-light", TableSamples.toDos(editing: true))
        table("table-liaison-feed-swipe-light", TableSamples.liaisonFeed(swipe: true))
        screen("screen-settings-430-scrolled", TableSamples.settings(), width: DeviceWidth.proMax, viewport: Viewport(height: 300, offset: 120))
        table("table-empty-plain", TableView(style: .plain, sections: []))
        table("table-1000rows-viewport", TableSamples.longList(), Gallery.env(scale: 2), viewport: Viewport(height: 400, offset: 20_000))
        return entries
    }
}
