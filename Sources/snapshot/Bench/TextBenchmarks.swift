enum TextBenchmarks {
    static var all: [Benchmark] { [] }
}
