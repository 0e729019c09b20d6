enum RasterBenchmarks {
    static var all: [Benchmark] { [] }
}
