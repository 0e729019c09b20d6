import ArgumentParser
import CellShotBench
import CellShotPNG
import CellShotRaster
import Foundation

/// `snapshot png-sweep`: times every encoder setting (levels × filters × strategies) on the
/// benchmark images and prints a Markdown table of median time and size, to choose
/// `PNGEncoder.Options.default`. Run it in release mode.
struct PNGSweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png-sweep",
        abstract: "Measure PNG encoder settings (use: swift run -c release snapshot png-sweep).",
        shouldDisplay: false)

    @Option(help: "Timed runs per setting (the median is printed).")
    var runs = 5

    @Option(help: "Levels to measure, e.g. 1,2,6.")
    var levels = "1,2,3,4,5,6,7,8,9"

    @Option(help: "Filter sets to measure (none, sub, up, paeth, all, none+up).")
    var filters = "none,sub,up,paeth,all"

    @Option(help: "zlib strategies to measure (default, filtered, rle, huffman).")
    var strategies = "default,filtered,rle"

    @Option(help: "deflateTune sets good/lazy/nice/chain separated by '/', e.g. 4/4/16/4;8/16/32/8.")
    var tunings = ""

    @Flag(help: "Use libpng's row pipeline instead of the fused one.")
    var libpngPipeline = false

    @Flag(help: "Use the fused pipeline with the shim's own fast deflate (levels/strategies ignored).")
    var fastDeflate = false

    @Flag(inversion: .prefixedNo, help: "Alternate every timed run with a run of libpng's defaults, for the speed ratio.")
    var baseline = true

    @Option(help: "Images to measure (card, page).")
    var images = "card,page"

    func run() throws {
        let imageList: [(String, Image)] = list(images).compactMap { name in
            switch name {
            case "card": return ("card 1125×264", PNGBenchmarks.card())
            case "page": return ("page 2048×2048", PNGBenchmarks.page())
            default: return nil
            }
        }
        let filterNames: [String: PNGEncoder.Filters] = [
            "none": .none, "sub": .sub, "up": .up, "avg": .average, "paeth": .paeth, "all": .all,
        ]
        let filterList: [(String, PNGEncoder.Filters)] = list(filters).map { name in
            (name, name.split(separator: "+").reduce(into: PNGEncoder.Filters()) { $0.formUnion(filterNames[String($1)] ?? []) })
        }
        let strategyNames: [String: PNGEncoder.Strategy] = [
            "default": .default, "filtered": .filtered, "rle": .rle, "huffman": .huffmanOnly,
        ]
        let strategyList: [(String, PNGEncoder.Strategy)] = list(strategies).compactMap { name in
            strategyNames[name].map { (name, $0) }
        }
        let levelList = list(levels).compactMap { Int($0) }
        var tuningList: [(String, PNGEncoder.Tuning?)] = [("", nil)]
        for text in tunings.split(separator: ";") {
            let numbers = text.split(separator: "/").compactMap { Int($0) }
            if numbers.count == 4 {
                tuningList.append((" tune \(text)", PNGEncoder.Tuning(goodLength: numbers[0], maxLazy: numbers[1], niceLength: numbers[2], maxChain: numbers[3])))
            }
        }
        for (imageName, image) in imageList {
            let base = measure(image, .libpngDefault)
            print("\n### \(imageName): libpng default \(ms(base.ms)) ms (min of \(runs)), \(base.bytes) bytes\n")
            print("| level | filters | strategy | min ms | bytes | speed vs libpng | size vs libpng |")
            print("|---:|---|---|---:|---:|---:|---:|")
            for level in levelList {
                for (filterName, filterSet) in filterList {
                    for (strategyName, strategy) in strategyList {
                        for (tuningName, tuning) in tuningList {
                            let options = PNGEncoder.Options(
                                compressionLevel: level, filters: filterSet, strategy: strategy,
                                pipeline: libpngPipeline ? .libpng : (fastDeflate ? .fusedFastDeflate : .fused), tuning: tuning)
                            let measured = measure(image, options, against: baseline ? .libpngDefault : nil)
                            let speed = baseline ? String(format: "%.2f×", measured.baseMs / measured.ms) : "–"
                            let size = String(format: "%.3f", Double(measured.bytes) / Double(base.bytes))
                            print("| \(level)\(tuningName) | \(filterName) | \(strategyName) | \(ms(measured.ms)) | \(measured.bytes) | \(speed) | \(size) |")
                        }
                    }
                }
            }
        }
    }

    private func list(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }

    private func ms(_ milliseconds: Double) -> String { String(format: "%.3f", milliseconds) }

    /// Minimum time of `runs` encodes with `options`; with a baseline, each run alternates
    /// with one baseline run so both see the same machine load, and the baseline's minimum
    /// over those runs comes back too.
    private func measure(_ image: Image, _ options: PNGEncoder.Options, against baseline: PNGEncoder.Options? = nil)
        -> (ms: Double, bytes: Int, baseMs: Double, baseBytes: Int) {
        let encoder = PNGEncoder(options: options)
        let base = baseline.map { PNGEncoder(options: $0) }
        var best = Double.infinity, bestBase = Double.infinity
        var bytes = 0, baseBytes = 0
        func time(_ timed: PNGEncoder) -> (Double, Int) {
            let start = DispatchTime.now().uptimeNanoseconds
            let out = (try? timed.encode(image)) ?? []
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, out.count)
        }
        for i in 0..<(runs + 1) {
            let (elapsed, count) = time(encoder)
            bytes = count
            if i > 0 { best = min(best, elapsed) }  // the first run warms up
            if let base {
                let (tb, nb) = time(base)
                baseBytes = nb
                if i > 0 { bestBase = min(bestBase, tb) }
            }
        }
        return (best, bytes, bestBase, baseBytes)
    }
}
