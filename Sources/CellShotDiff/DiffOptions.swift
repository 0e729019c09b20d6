import CellShotRaster

/// How two pixels are judged different.
public enum DiffMetric: String, Sendable, CaseIterable, Codable {
    /// Any byte that differs (beyond ``DiffOptions/channelTolerance``) is a difference.
    case exact
    /// pixelmatch 7's YIQ colour delta with its anti-aliasing detection.
    case yiq
    /// CIEDE2000 ΔE on CIELAB (D65), with ``DiffOptions/perceptualTolerance``.
    case ciede2000
}

/// What a translucent pixel is blended over before its colour is judged.
public enum AlphaBackground: String, Sendable, Codable {
    /// pixelmatch 7's per-position pattern of 48/207 channel values, so alpha changes show.
    case checkerboard
    /// Plain white (255).
    case white
}

/// Everything ``compare(reference:actual:options:)`` can be told.
public struct DiffOptions: Sendable {
    /// The per-pixel metric. Default `.yiq`.
    public var metric: DiffMetric
    /// YIQ threshold in 0…1: a pixel differs when |delta| > 35215 × threshold². Default 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of excluding them. Default false.
    public var includeAA: Bool
    /// Background for translucent pixels. Default `.checkerboard` (pixelmatch 7).
    public var alphaBackground: AlphaBackground
    /// CIEDE2000: a ΔE at or below this counts as equal. Default 1.0 (about one just-noticeable step).
    public var perceptualTolerance: Double
    /// Pixels whose every channel differs by at most this much (0…255) count as equal. Default 0.
    public var channelTolerance: Int
    /// The comparison passes with at most this many differing pixels. Default 0.
    public var maxDiffPixels: Int
    /// …and at most this fraction (0…1) of all pixels differing. Default 0.
    public var maxDiffRatio: Double
    /// Rectangles (in reference pixel coordinates) whose pixels are never compared.
    public var ignoreRegions: [IntRect]
    /// Same size as the reference: pixels where the mask's alpha is 0 are never compared.
    public var mask: Image?
    /// Differing pixels at most this many pixels apart (in x and in y) join one region. Default 4.
    public var regionMergeDistance: Int

    public init(
        metric: DiffMetric = .yiq, threshold: Double = 0.1, includeAA: Bool = false,
        alphaBackground: AlphaBackground = .checkerboard, perceptualTolerance: Double = 1.0,
        channelTolerance: Int = 0, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0,
        ignoreRegions: [IntRect] = [], mask: Image? = nil, regionMergeDistance: Int = 4
    ) {
        self.metric = metric
        self.threshold = threshold
        self.includeAA = includeAA
        self.alphaBackground = alphaBackground
        self.perceptualTolerance = perceptualTolerance
        self.channelTolerance = channelTolerance
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.ignoreRegions = ignoreRegions
        self.mask = mask
        self.regionMergeDistance = regionMergeDistance
    }

    /// What an ignore region must be, as ``DiffError/invalidOption(name:value:expected:)`` says it.
    static let regionExpectation = "x,y,width,height: four integers, width and height ≥ 0, x + width and y + height below 2^63"

    /// Parses an ignore region written "x,y,width,height" (spaces allowed around each number).
    /// - Throws: ``DiffError/invalidOption(name:value:expected:)`` named "ignoreRegions" for
    ///   anything else, including a region whose far edge overflows.
    public static func region(parsing spec: String) throws(DiffError) -> IntRect {
        func number(_ part: Substring) -> Int? {
            var part = part
            while part.first == " " || part.first == "\t" { part = part.dropFirst() }
            while part.last == " " || part.last == "\t" { part = part.dropLast() }
            return Int(part)
        }
        let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(number)
        guard parts.count == 4, let left = parts[0], let top = parts[1], let width = parts[2], let height = parts[3] else {
            throw .invalidOption(name: "ignoreRegions", value: spec, expected: regionExpectation)
        }
        let rect = IntRect(x: left, y: top, width: width, height: height)
        guard isValidRegion(rect) else { throw .invalidOption(name: "ignoreRegions", value: spec, expected: regionExpectation) }
        return rect
    }

    /// True when `rect` has no negative side and its far edges are representable.
    static func isValidRegion(_ rect: IntRect) -> Bool {
        rect.width >= 0 && rect.height >= 0
            && !rect.x.addingReportingOverflow(rect.width).overflow && !rect.y.addingReportingOverflow(rect.height).overflow
    }

    /// Checks every option's range; ``compare(reference:actual:options:)`` calls this first.
    /// - Throws: ``DiffError/invalidOption(name:value:expected:)`` naming the property.
    public func validate() throws(DiffError) {
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw .invalidOption(name: "threshold", value: "\(threshold)", expected: "a number in 0…1")
        }
        guard perceptualTolerance.isFinite, perceptualTolerance >= 0 else {
            throw .invalidOption(name: "perceptualTolerance", value: "\(perceptualTolerance)", expected: "a finite ΔE ≥ 0")
        }
        guard (0...255).contains(channelTolerance) else {
            throw .invalidOption(name: "channelTolerance", value: "\(channelTolerance)", expected: "an integer in 0…255")
        }
        guard maxDiffPixels >= 0 else {
            throw .invalidOption(name: "maxDiffPixels", value: "\(maxDiffPixels)", expected: "a count ≥ 0")
        }
        guard maxDiffRatio.isFinite, maxDiffRatio >= 0, maxDiffRatio <= 1 else {
            throw .invalidOption(name: "maxDiffRatio", value: "\(maxDiffRatio)", expected: "a number in 0…1")
        }
        for (i, region) in ignoreRegions.enumerated() where !Self.isValidRegion(region) {
            throw .invalidOption(name: "ignoreRegions[\(i)]", value: "\(region.x),\(region.y),\(region.width),\(region.height)",
                                 expected: Self.regionExpectation)
        }
        guard (1...64).contains(regionMergeDistance) else {
            throw .invalidOption(name: "regionMergeDistance", value: "\(regionMergeDistance)", expected: "an integer in 1…64")
        }
    }
}
