/// Both sizes when the images differ in size.
public struct SizeMismatch: Hashable, Sendable, Codable {
    public var referenceWidth: Int
    public var referenceHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int
}

/// How one pixel of the comparison turned out (only non-equal pixels are recorded).
public enum PixelMark: UInt8, Sendable {
    /// Differs; the actual is lighter (or equally bright).
    case different = 1
    /// Differs; the actual is darker (drawn in the second diff colour).
    case differentDarker = 2
    /// Above the threshold but judged anti-aliasing: not counted.
    case antialiased = 3
}

/// The sparse per-pixel outcome: canvas pixel indices (row-major, ascending) and their marks.
/// Pixels outside the overlap of two differently sized images are not listed (they all differ).
public struct PixelMarks: Sendable, Equatable {
    public internal(set) var indices: [UInt32] = []
    public internal(set) var marks: [PixelMark] = []

    mutating func append(_ index: Int, _ mark: PixelMark) {
        indices.append(UInt32(truncatingIfNeeded: index))
        marks.append(mark)
    }
}

/// Why a comparison passed or failed.
public enum DiffVerdict: String, Sendable, Codable {
    /// Byte-identical.
    case identical
    /// No pixel differs under the metric (differences, if any, were tolerated, ignored or anti-aliasing).
    case equivalent
    /// Some pixels differ, within `maxDiffPixels` and `maxDiffRatio`.
    case withinTolerance
    /// More pixels differ than the tolerances allow.
    case different
    /// The images have different sizes (never a pass).
    case sizeMismatch
}

/// The outcome of ``compare(reference:actual:options:)``.
public struct DiffResult: Sendable, Equatable, Encodable {
    /// True when the actual image is accepted as matching the reference.
    public var passed: Bool
    /// Why it passed or failed.
    public var verdict: DiffVerdict
    /// The metric used.
    public var metric: DiffMetric
    /// Differing pixels, including every pixel outside the overlap on a size mismatch.
    public var differentPixels: Int
    /// Pixels above the threshold that were excluded as anti-aliasing.
    public var antialiasedPixels: Int
    /// Differing pixels that were skipped because an ignore region or the mask covers them.
    public var ignoredPixels: Int
    /// Pixels of the canvas (the larger width × the larger height).
    public var totalPixels: Int
    /// differentPixels / totalPixels.
    public var diffRatio: Double
    /// Largest CIEDE2000 ΔE over the compared pixels (metric `.ciede2000` only).
    public var maxDeltaE: Double?
    /// Mean CIEDE2000 ΔE over the compared pixels (metric `.ciede2000` only).
    public var meanDeltaE: Double?
    /// Clusters of differing pixels, largest box first.
    public var regions: [ChangedRegion]
    /// Both sizes, when they differ.
    public var sizeMismatch: SizeMismatch?
    /// Canvas size (the larger width and height).
    public var width: Int
    public var height: Int
    /// Per-pixel outcome for the diff images (not encoded).
    public var marks: PixelMarks

    enum CodingKeys: String, CodingKey {
        case passed, verdict, metric, differentPixels, antialiasedPixels, ignoredPixels, totalPixels
        case diffRatio, maxDeltaE, meanDeltaE, regions, sizeMismatch, width, height
    }

    /// A one-paragraph human summary: counts, ratio and the largest regions.
    public var summary: String {
        var text = passed ? "PASS" : "FAIL"
        text += " (\(verdict.rawValue), \(metric.rawValue)): \(differentPixels) of \(totalPixels) pixels differ"
        text += " (" + DiffResult.percent(diffRatio) + ")"
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased" }
        if ignoredPixels > 0 { text += ", \(ignoredPixels) ignored" }
        if let largest = maxDeltaE, let mean = meanDeltaE {
            text += ", ΔE max " + DiffResult.fixed(largest, 2) + " mean " + DiffResult.fixed(mean, 4)
        }
        if let sm = sizeMismatch {
            text += "\nsize mismatch: reference \(sm.referenceWidth)×\(sm.referenceHeight), actual \(sm.actualWidth)×\(sm.actualHeight)"
        }
        for (i, region) in regions.prefix(10).enumerated() { text += "\nregion \(i + 1): \(region)" }
        if regions.count > 10 { text += "\n… \(regions.count - 10) more regions" }
        return text
    }

    /// Fixed-point formatting without Foundation or locale.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), frac = scaled % Int(scale)
        var digitsText = String(frac)
        while digitsText.count < digits { digitsText = "0" + digitsText }
        return (value < 0 && scaled != 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + digitsText : "")
    }

    static func percent(_ ratio: Double) -> String { fixed(ratio * 100, 4) + "%" }
}
