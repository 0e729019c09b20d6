import ArgumentParser
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

    func run() throws {
        let images: [(String, Image)] = [("card 1125×264", PNGBenchmarks.card()), ("page 2048×2048", PNGBenchmarks.page())]
        let filters: [(String, PNGEncoder.Filters)] = [
            ("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
        ]
        let strategies: [(String, PNGEncoder.Strategy)] = [("default", .default), ("filtered", .filtered), ("rle", .rle)]
        let levelList = levels.split(separator: ",").compactMap { Int($0) }
        for (imageName, image) in images {
            let base = measure(image, .libpngDefault)
            print("\n### \(imageName): libpng default \(ms(base.ms)) ms, \(base.bytes) bytes\n")
            print("| level | filters | strategy | median ms | bytes | speed vs libpng | size vs libpng |")
            print("|---:|---|---|---:|---:|---:|---:|")
            for level in levelList {
                for (fName, f) in filters {
                    for (sName, s) in strategies {
                        let r = measure(image, PNGEncoder.Options(compressionLevel: level, filters: f, strategy: s))
                        let speed = String(format: "%.2f×", base.ms / r.ms)
                        let size = String(format: "%.3f", Double(r.bytes) / Double(base.bytes))
                        print("| \(level) | \(fName) | \(sName) | \(ms(r.ms)) | \(r.bytes) | \(speed) | \(size) |")
                    }
                }
            }
        }
    }

    private func ms(_ v: Double) -> String { String(format: "%.3f", v) }

    private func measure(_ image: Image, _ options: PNGEncoder.Options) -> (ms: Double, bytes: Int) {
        let encoder = PNGEncoder(options: options)
        var bytes = 0
        var samples: [Double] = []
        for i in 0..<(runs + 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            let out = (try? encoder.encode(image)) ?? []
            let t = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            bytes = out.count
            if i > 0 { samples.append(t) }  // the first run warms up
        }
        samples.sort()
        return (samples[samples.count / 2], bytes)
    }
}
