import CellShotRaster

/// A rectangle with equal rounded corners.
public struct RoundedRectangleView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    var cornerRadius: Double
    var curve: CornerCurve
    /// Rounded corners of `cornerRadius` points.
    public var outline: NodeShape { .roundedRectangle(CornerRadii(all: cornerRadius), curve) }
    /// A rounded rectangle; iOS draws most rounded UI with `.continuous` corners.
    public init(cornerRadius: Double, style: CornerCurve = .continuous) {
        self.cornerRadius = cornerRadius; self.curve = style
    }
}

/// A rectangle with a radius per corner, named by layout direction (they mirror in
/// right-to-left layouts): e.g. a chat bubble with a small corner by its tail.
public struct UnevenRoundedRectangleView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    var radii: CornerRadii
    var curve: CornerCurve
    /// The corners as left-to-right radii (top-left = top-leading).
    public var outline: NodeShape { .roundedRectangle(radii, curve) }
    /// Radii for the four corners.
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0,
                style: CornerCurve = .continuous) {
        radii = CornerRadii(topLeft: topLeading, topRight: topTrailing, bottomRight: bottomTrailing, bottomLeft: bottomLeading)
        curve = style
    }
}
