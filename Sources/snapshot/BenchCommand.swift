import ArgumentParser
import CellShotBench
import Foundation

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the benchmarks (release figures: swift run -c release snapshot bench).",
        discussion: "The JSON output names the build configuration measured (debug or release).")

    @Option(name: .long, help: "Run only benchmarks whose name contains this text.")
    var filter: String?

    @Flag(name: .long, help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(name: .long, help: "List benchmark names and exit.")
    var list = false

    @Option(name: .long, help: "Minimum seconds of timed runs per benchmark.")
    var minSeconds: Double = 0.4

    func validate() throws {
        guard minSeconds.isFinite, minSeconds >= 0, minSeconds <= 600 else {
            throw ValidationError("--min-seconds '\(minSeconds)': expected seconds in 0…600")
        }
    }

    func run() throws {
        let selected = BenchmarkRegistry.all.filter { filter == nil || $0.name.contains(filter!) }
        if list {
            selected.forEach { print($0.name) }
            return
        }
        if selected.isEmpty {
            throw ValidationError("no benchmark matches '\(filter ?? "")'; try --list")
        }
        if !json { print("configuration: \(buildConfiguration)") }
        let runner = BenchmarkRunner(minSeconds: minSeconds)
        var results: [BenchmarkResult] = []
        for benchmark in selected {
            let result = try runner.run(benchmark)
            results.append(result)
            if !json { print(Self.row(result)) }
        }
        if json {
            struct Report: Encodable { let benchmarks: [BenchmarkResult]; let configuration: String }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(Report(benchmarks: results, configuration: buildConfiguration)), as: UTF8.self))
        }
    }

    static func row(_ result: BenchmarkResult) -> String {
        let name = result.name.padding(toLength: 34, withPad: " ", startingAt: 0)
        let median = String(format: "%10.4f ms", result.medianMs)
        let min = String(format: "min %10.4f ms", result.minMs)
        let rate = result.mbPerS.map { String(format: "%9.1f MB/s", $0) } ?? ""
        return "\(name)\(median)  \(min)  \(String(format: "%6d runs", result.runs))  \(rate)"
    }
}
