/// The largest circle centred in the frame (round at every size: avatars, status dots).
public struct CircleView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    /// A centred circle.
    public var outline: NodeShape { .circle }
    /// A circle.
    public init() {}
}

/// The ellipse inscribed in the frame.
public struct EllipseView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    /// An inscribed ellipse.
    public var outline: NodeShape { .ellipse }
    /// An ellipse.
    public init() {}
}
