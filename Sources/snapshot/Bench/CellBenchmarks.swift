enum CellBenchmarks {
    static var all: [Benchmark] { [] }
}
