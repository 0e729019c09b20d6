/// A rectangle filling its frame.
public struct RectangleView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    /// A plain rectangle.
    public var outline: NodeShape { .rectangle }
    /// A rectangle (fill it with `fill(_:)`).
    public init() {}
}
