/// A capsule: a rectangle whose short ends are half circles (badges, pills, progress bars).
public struct CapsuleView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    /// Fully rounded ends.
    public var outline: NodeShape { .capsule }
    /// A capsule.
    public init() {}
}
