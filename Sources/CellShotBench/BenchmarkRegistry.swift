/// Every benchmark `snapshot bench` knows, grouped by module.
package enum BenchmarkRegistry {
    package static var all: [Benchmark] {
        PNGBenchmarks.all + RasterBenchmarks.all + TextBenchmarks.all + DiffBenchmarks.all + CellBenchmarks.all
            + RasterStrokeShadowBenchmarks.all + ViewBenchmarks.all + TableBenchmarks.all + AssertBenchmarks.all
            + CatalogBenchmarks.all + FontBenchmarks.all + IconBenchmarks.all
    }
}
