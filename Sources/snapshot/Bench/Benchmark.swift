import Foundation

/// One named benchmark. `prepare` runs once, untimed, and returns the body that is timed.
struct Benchmark {
    let name: String
    /// Bytes the body processes per run, for MB/s; nil when throughput means nothing here.
    let bytesPerRun: Int?
    let prepare: () throws -> () throws -> Void

    init(_ name: String, bytesPerRun: Int? = nil, prepare: @escaping () throws -> () throws -> Void) {
        self.name = name
        self.bytesPerRun = bytesPerRun
        self.prepare = prepare
    }
}

/// What one benchmark measured.
struct BenchmarkResult: Encodable {
    let name: String
    let medianMs: Double
    let minMs: Double
    let mbPerS: Double?
    let runs: Int

    enum CodingKeys: String, CodingKey {
        case name, runs
        case medianMs = "median_ms"
        case minMs = "min_ms"
        case mbPerS = "mb_per_s"
    }
}

/// Times benchmarks: a warm-up, then runs until both a minimum count and a minimum time are reached.
struct BenchmarkRunner {
    var minRuns = 15
    var minSeconds = 0.4
    var maxRuns = 20_000

    func run(_ benchmark: Benchmark) throws -> BenchmarkResult {
        let body = try benchmark.prepare()
        for _ in 0..<3 { try body() }
        var samples: [UInt64] = []
        samples.reserveCapacity(1024)
        let budget = UInt64(minSeconds * 1e9)
        var elapsed: UInt64 = 0
        while samples.count < maxRuns && (samples.count < minRuns || elapsed < budget) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let ns = DispatchTime.now().uptimeNanoseconds - start
            samples.append(ns)
            elapsed += ns
        }
        samples.sort()
        let mid = samples.count / 2
        let medianNs = samples.count % 2 == 1
            ? Double(samples[mid]) : (Double(samples[mid - 1]) + Double(samples[mid])) / 2
        let medianMs = medianNs / 1e6
        let mbPerS = benchmark.bytesPerRun.map { Double($0) / 1e6 / (medianNs / 1e9) }
        return BenchmarkResult(
            name: benchmark.name, medianMs: medianMs, minMs: Double(samples[0]) / 1e6,
            mbPerS: mbPerS, runs: samples.count)
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it: the body is
/// compiled without optimisation, so the optimiser cannot prove the call has no effect.
@_optimize(none) @inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
