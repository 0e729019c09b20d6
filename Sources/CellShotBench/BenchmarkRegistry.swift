/// Every benchmark `snapshot bench` knows, grouped by module.
package enum BenchmarkRegistry {
    package static var all: [Benchmark] {
        PNGBenchmarks.all + RasterBenchmarks.all + TextBenchmarks.all + DiffBenchmarks.all + CellBenchmarks.all
            + RasterStrokeShadowBenchmarks.all + ViewBenchmarks.all + TableBenchmarks.all + AssertBenchmarks.all
            + CatalogBenchmarks.all + FontBenchmarks.all + TestRunBenchmarks.all + IconBenchmarks.all + LocaleBenchmarks.all
            + swiftUI
    }

    /// The SwiftUI front's benchmarks (its modules are built on Linux only).
    private static var swiftUI: [Benchmark] {
        #if os(Linux)
        return SwiftUIRowBenchmarks.all + SwiftUIBenchmarks.all + PreviewBenchmarks.all
        #else
        return []
        #endif
    }
}
