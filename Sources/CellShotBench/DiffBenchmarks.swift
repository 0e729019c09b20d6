import CellShotDiff
import CellShotPNG
import CellShotRaster
import Foundation

/// Where the memcmp baseline's result goes, so the call cannot be optimised away.
nonisolated(unsafe) private var memcmpSink: Int32 = 0

/// Comparison benchmarks on the synthetic 1125×264 card (a 375×88 pt card at 3×).
enum DiffBenchmarks {
    static var all: [Benchmark] {
        let cardBytes = 1125 * 264 * 4
        return [
            // Baseline: a plain memcmp of the same bytes `diff.identical.card` compares.
            Benchmark("diff.memcmp.card", bytesPerRun: cardBytes) {
                let pixels = SyntheticCard.make(variant: 0).pixels
                let copy = pixels.map { $0 }   // a separate buffer with equal bytes (Array(pixels) would share storage)
                return {
                    let order = pixels.withUnsafeBytes { pa in copy.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) } }
                    memcmpSink &+= order   // a real store: blackHole alone lets the optimiser drop a pure call
                }
            },
            Benchmark("diff.identical.card", bytesPerRun: cardBytes) {
                let reference = SyntheticCard.make(variant: 0)
                var actual = reference
                actual.pixels = reference.pixels.map { $0 }   // separate storage, equal bytes
                return { blackHole(try compare(reference: reference, actual: actual)) }
            },
            // Badge moved 1 px and one glyph of the title changed.
            Benchmark("diff.changed.card", bytesPerRun: cardBytes) {
                let reference = SyntheticCard.make(variant: 0), actual = SyntheticCard.make(variant: 2)
                // Tools/diff/process-timing.sh sets this to get the two cards as PNG files.
                if let dir = ProcessInfo.processInfo.environment["CELLSHOT_DIFF_CARDS_DIR"] {
                    try PNGEncoder().write(reference, to: dir + "/card-0.png")
                    try PNGEncoder().write(actual, to: dir + "/card-2.png")
                }
                return { blackHole(try compare(reference: reference, actual: actual)) }
            },
            Benchmark("diff.changed.card.ciede2000", bytesPerRun: cardBytes) {
                let reference = SyntheticCard.make(variant: 0), actual = SyntheticCard.make(variant: 2)
                let options = DiffOptions(metric: .ciede2000)
                return { blackHole(try compare(reference: reference, actual: actual, options: options)) }
            },
            // Every "text" stroke different (variant 1): many more differing pixels.
            Benchmark("diff.changed.card.text", bytesPerRun: cardBytes) {
                let reference = SyntheticCard.make(variant: 0), actual = SyntheticCard.make(variant: 1)
                return { blackHole(try compare(reference: reference, actual: actual)) }
            },
            // What `snapshot diff card-0.png card-2.png` does in-process: decode both PNGs, compare.
            Benchmark("diff.decode+compare.card", bytesPerRun: cardBytes) {
                let referencePNG = try PNGEncoder().encode(SyntheticCard.make(variant: 0))
                let actualPNG = try PNGEncoder().encode(SyntheticCard.make(variant: 2))
                return {
                    let ia = try PNGDecoder().decode(referencePNG), ib = try PNGDecoder().decode(actualPNG)
                    blackHole(try compare(reference: ia, actual: ib))
                }
            },
            Benchmark("diff.highlight.card", bytesPerRun: cardBytes) {
                let reference = SyntheticCard.make(variant: 0), actual = SyntheticCard.make(variant: 2)
                let result = try compare(reference: reference, actual: actual)
                return { blackHole(DiffImages.highlight(reference: reference, actual: actual, result: result)) }
            },
            Benchmark("diff.changed.4k", bytesPerRun: 3840 * 2160 * 4) {
                let reference = SyntheticCard.make(width: 3840, height: 2160, variant: 0)
                let actual = SyntheticCard.make(width: 3840, height: 2160, variant: 2)
                return { blackHole(try compare(reference: reference, actual: actual)) }
            },
        ]
    }
}
