import CellShotLayout
import Foundation

/// The bundled CLDR data: a locale's first use (index the resource + parse one section) and
/// formatting once parsed; `locale.format.number` is the in-run baseline.
enum LocaleBenchmarks {
    static var all: [Benchmark] {
        let bytes = LocaleStore.shared.bytes
        let date = CellEnvironment.defaultNow
        return [
            Benchmark("locale.index", bytesPerRun: bytes.count) {
                { blackHole(try LocaleStore(file: "bench", bytes: bytes).locales.count) }
            },
            Benchmark("locale.first-use.en-US", bytesPerRun: bytes.count) {
                { blackHole(try LocaleStore(file: "bench", bytes: bytes).resolve("en-US").data.id) }
            },
            Benchmark("locale.first-use.zh-Hant") {
                { blackHole(try LocaleStore(file: "bench", bytes: bytes).resolve("zh-TW").data.id) }
            },
            Benchmark("locale.format.date") {
                let formatter = DateFormattingUtility(locale: .de)
                return { blackHole(formatter.formatDate(date, style: .long)) }
            },
            Benchmark("locale.format.number") {
                { blackHole(CellLocale.de.formatNumber(1_234_567.891)) }
            },
        ]
    }
}
