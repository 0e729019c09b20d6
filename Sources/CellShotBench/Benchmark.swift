import Foundation

/// One named benchmark. `prepare` runs once, untimed, and returns the body that is timed.
package struct Benchmark {
    package let name: String
    /// Bytes the body processes per run, for MB/s; nil when throughput means nothing here.
    package let bytesPerRun: Int?
    package let prepare: () throws -> () throws -> Void

    package init(_ name: String, bytesPerRun: Int? = nil, prepare: @escaping () throws -> () throws -> Void) {
        self.name = name
        self.bytesPerRun = bytesPerRun
        self.prepare = prepare
    }
}

/// What one benchmark measured.
package struct BenchmarkResult: Encodable {
    package let name: String
    package let medianMs: Double
    package let minMs: Double
    package let mbPerS: Double?
    package let runs: Int

    enum CodingKeys: String, CodingKey {
        case name, runs
        case medianMs = "median_ms"
        case minMs = "min_ms"
        case mbPerS = "mb_per_s"
    }
}

/// The build configuration the benchmarks were compiled in: "debug" (`swift build`, `swift test`,
/// Swift at -Onone) or "release" (`-c release`).
package let buildConfiguration: String = {
    #if DEBUG
    return "debug"
    #else
    return "release"
    #endif
}()

/// Times benchmarks: a warm-up, then runs until both a minimum count and a minimum time are reached.
package struct BenchmarkRunner {
    package var minRuns = 15
    package var minSeconds = 0.4
    package var maxRuns = 20_000

    package init(minSeconds: Double = 0.4) { self.minSeconds = minSeconds }

    package func run(_ benchmark: Benchmark) throws -> BenchmarkResult {
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
