import ArgumentParser
import CellShotDiff
import CellShotPNG
import CellShotRaster
import Foundation

extension DiffMetric: ExpressibleByArgument {}

/// `snapshot diff A.png B.png`: compares two PNG files.
/// Exit status 0 when they match, 1 when they differ, 2 for a usage or I/O error (named).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images (exit 0 same, 1 different, 2 usage or I/O error).")

    @Argument(help: "The reference PNG.") var reference: String
    @Argument(help: "The actual PNG.") var actual: String

    // Numeric options take the next word whatever it is, so "-1" is a value (then refused with
    // its range), not an unknown flag.
    @Option(parsing: .unconditional, help: "YIQ threshold in 0…1 (pixelmatch semantics).") var threshold: Double = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.") var includeAA = false
    @Option(help: "exact (default: any differing byte fails), yiq or ciede2000 (tolerant, opt-in).")
    var metric: DiffMetric = .exact
    @Option(name: .customLong("perceptual-tolerance"), parsing: .unconditional, help: "CIEDE2000: a ΔE at or below this counts as equal.")
    var perceptualTolerance: Double = 1.0
    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: "Pass with at most this many differing pixels.")
    var maxDiffPixels: Int = 0
    @Option(name: .customLong("max-diff-ratio"), parsing: .unconditional, help: "Pass with at most this fraction (0…1) of pixels differing.")
    var maxDiffRatio: Double = 0
    @Option(name: .customLong("ignore"), help: "Ignore the rectangle x,y,w,h (repeatable).")
    var ignore: [String] = []
    @Option(help: "Write the diff image (faded reference, changes in red) here.") var output: String?
    @Option(name: .customLong("side-by-side"), help: "Write reference | diff | actual with regions boxed here.")
    var sideBySide: String?
    @Option(name: .customLong("heat-map"), help: "Write a CIEDE2000 heat map here.") var heatMap: String?
    @Flag(help: "Print the whole result as one JSON object.") var json = false

    func run() throws {
        var options = DiffOptions(metric: metric, threshold: threshold, includeAA: includeAA,
                                  perceptualTolerance: perceptualTolerance, maxDiffPixels: maxDiffPixels,
                                  maxDiffRatio: maxDiffRatio)
        do {
            options.ignoreRegions = try ignore.map(DiffOptions.region(parsing:))
            try options.validate()
        } catch { throw Self.fail(Self.flagMessage(error)) }
        for (flag, path) in [("--output", output), ("--side-by-side", sideBySide), ("--heat-map", heatMap)] where path == "" {
            throw Self.fail("\(flag) '': expected a file path")
        }
        let decoder = PNGDecoder(limits: Self.limits)
        let ref: Image, act: Image
        do { ref = try decoder.decode(contentsOf: reference) } catch { throw Self.fail(Self.named(error, reference)) }
        do { act = try decoder.decode(contentsOf: actual) } catch { throw Self.fail(Self.named(error, actual)) }

        let result: DiffResult
        do { result = try compare(reference: ref, actual: act, options: options) } catch {
            throw Self.fail("\(reference) vs \(actual): \(error.description)")
        }
        if let output {
            try Self.write(DiffImages.highlight(reference: ref, actual: act, result: result), to: output)
        }
        if let sideBySide {
            try Self.write(DiffImages.sideBySide(reference: ref, actual: act, result: result), to: sideBySide)
        }
        if let heatMap {
            do {
                try Self.write(try DiffImages.heatMap(reference: ref, actual: act, options: options), to: heatMap)
            } catch let error as DiffError {
                throw Self.fail("heat map: \(error.description)")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(result.summary)
        }
        throw ExitCode(result.passed ? 0 : 1)
    }

    /// The memory budget: each image at most 16 777 216 pixels (4096 × 4096), refused from its
    /// header before any pixel memory is taken; two such images with every output stay under
    /// 512 MB.
    static let limits = PNGDecoder.Limits(maxPixels: 4096 * 4096)

    /// The flag each ``DiffOptions`` property comes from.
    static let flags = [
        "threshold": "--threshold", "perceptualTolerance": "--perceptual-tolerance",
        "maxDiffPixels": "--max-diff-pixels", "maxDiffRatio": "--max-diff-ratio", "ignoreRegions": "--ignore",
    ]

    /// An option error as the user typed it: "--perceptual-tolerance 'nan': expected a finite ΔE ≥ 0".
    static func flagMessage(_ error: DiffError) -> String {
        guard case let .invalidOption(name, value, expected) = error, let flag = flags[name] else { return error.description }
        return "\(flag) '\(value)': expected \(expected)"
    }

    /// A PNG error's message, naming the file when the error does not already.
    static func named(_ error: PNGError, _ path: String) -> String {
        let text = error.description
        return text.hasPrefix(path) ? text : "\(path): \(text)"
    }

    static func write(_ image: Image, to path: String) throws {
        do { try PNGEncoder().write(image, to: path) } catch { throw fail(named(error, path)) }
    }

    /// Prints `message` to standard error and returns exit status 2.
    static func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("snapshot diff: \(message)\n".utf8))
        return ExitCode(2)
    }
}
