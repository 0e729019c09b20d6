/// Flexible empty space along a stack's axis (at least `minLength` points); it takes what
/// the other children leave. Outside a stack it takes the whole proposal. Draws nothing.
public struct SpacerView: PrimitiveCellView {
    var minLength: Double
    /// Space of at least `minLength` points.
    public init(minLength: Double = 0) { self.minLength = minLength }
}
