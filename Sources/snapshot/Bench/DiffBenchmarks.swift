enum DiffBenchmarks {
    static var all: [Benchmark] { [] }
}
