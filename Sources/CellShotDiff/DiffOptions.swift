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

    /// Throws ``DiffError/invalidOption(name:value:expected:)`` for an out-of-range option.
    func validate() throws(DiffError) {
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
        guard (1...64).contains(regionMergeDistance) else {
            throw .invalidOption(name: "regionMergeDistance", value: "\(regionMergeDistance)", expected: "an integer in 1…64")
        }
    }
}
