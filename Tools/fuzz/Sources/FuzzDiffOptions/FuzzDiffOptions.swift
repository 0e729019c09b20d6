import CellShotDiff
import CellShotRaster

/// The diff options as `snapshot diff` builds them: the input is text lines. Line 1 holds the
/// numbers (threshold, perceptual tolerance, max diff pixels, max diff ratio, channel
/// tolerance, merge distance, metric index), every further line is an `--ignore` value. The
/// options are parsed and validated, then two small images differing in a few pixels are
/// compared with them (ignore regions meet pixel loops there).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiffOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let numbers = (lines.first ?? "").split(separator: " ").map { Double($0) }
    func number(_ i: Int, _ fallback: Double) -> Double { i < numbers.count ? numbers[i] ?? fallback : fallback }
    func integer(_ i: Int, _ fallback: Int) -> Int {
        let value = number(i, Double(fallback))
        return value.isFinite && abs(value) < 1e18 ? Int(value) : fallback
    }
    var options = DiffOptions(
        metric: DiffMetric.allCases[abs(integer(6, 0)) % DiffMetric.allCases.count],
        threshold: number(0, 0.1), perceptualTolerance: number(1, 1), channelTolerance: integer(4, 0),
        maxDiffPixels: integer(2, 0), maxDiffRatio: number(3, 0), regionMergeDistance: integer(5, 4))
    for spec in lines.dropFirst() {
        guard let region = try? DiffOptions.region(parsing: String(spec)) else { return 0 }
        options.ignoreRegions.append(region)
    }
    guard (try? options.validate()) != nil else { return 0 }
    var reference = Image(width: 9, height: 7, color: .white)
    var actual = reference
    actual[3, 2] = RGBA8(0, 0, 0)
    actual[8, 6] = RGBA8(250, 250, 250, 128)
    reference[0, 0] = RGBA8(10, 200, 30)
    _ = try? compare(reference: reference, actual: actual, options: options)
    return 0
}
