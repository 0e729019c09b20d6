enum PNGBenchmarks {
    static var all: [Benchmark] { [] }
}
