import CellShotRaster

/// A custom outline: a path drawn in a unit square (x and y in 0…1) stretched over the
/// frame, mirrored in right-to-left layouts (e.g. a chat bubble's tail).
public struct PathView: CellShape {
    /// How it is painted (the foreground colour by default).
    public var paint = ShapePaint()
    var unitPath: Path
    /// The path stretched over the frame.
    public var outline: NodeShape { .path(unitPath) }
    /// A shape from `unitPath`, whose coordinates run from 0 to 1 across the frame.
    public init(unitPath: Path) { self.unitPath = unitPath }
}
