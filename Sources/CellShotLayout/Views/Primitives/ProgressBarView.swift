/// A determinate progress bar as UIProgressView draws it: a capsule track (4 points high by
/// default) across the proposed width, filled from the leading edge to `value` (clamped to
/// 0…1; NaN is an error).
public struct ProgressBarView: PrimitiveCellView {
    var value: Double
    var height: Double
    var tint: DynamicColor
    var track: DynamicColor

    /// A bar filled to `value` (0…1) in `tint` over `track`.
    public init(value: Double, height: Double = 4, tint: DynamicColor = .systemBlue, track: DynamicColor = .systemFill) {
        self.value = value; self.height = height; self.tint = tint; self.track = track
    }
}
