import CellShotDiff

extension DiffOptions {
    /// Every differing byte counts and nothing is tolerated: the comparison every snapshot
    /// gets unless a tolerance is asked for.
    public static let exact = DiffOptions(metric: .exact)

    /// True when nothing is tolerated (the exact metric, no channel, pixel or ratio allowance,
    /// nothing ignored).
    public var isExact: Bool {
        metric == .exact && channelTolerance == 0 && maxDiffPixels == 0 && maxDiffRatio == 0
            && ignoreRegions.isEmpty && mask == nil
    }
}
