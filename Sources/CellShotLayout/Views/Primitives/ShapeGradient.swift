import CellShotRaster

/// A linear gradient a shape is filled with: stops of colours for each appearance, between two
/// points of the shape's frame in unit coordinates (0…1 on both axes, x from the leading edge).
public struct ShapeGradient: Hashable, Sendable {
    /// A colour at a location along the gradient (0…1).
    public struct Stop: Hashable, Sendable {
        /// Where along the gradient, 0…1.
        public var location: Double
        /// The colour there.
        public var color: DynamicColor
        /// A stop of `color` at `location`.
        public init(location: Double, color: DynamicColor) { self.location = location; self.color = color }
    }

    /// The colours, in order of location (ties keep their order).
    public var stops: [Stop]
    /// Where location 0 is, in the frame's unit square.
    public var start: Point
    /// Where location 1 is, in the frame's unit square.
    public var end: Point

    /// A gradient from `start` to `end` through `stops`.
    public init(stops: [Stop], start: Point, end: Point) { self.stops = stops; self.start = start; self.end = end }

    /// The gradient with its colours resolved for `appearance` (still in unit coordinates).
    func resolved(_ appearance: Appearance) -> LinearGradient {
        LinearGradient(start: start, end: end, stops: stops.map { LinearGradient.Stop(location: $0.location, color: $0.color.resolve(appearance)) })
    }
}

extension CellShape {
    /// Fills the shape with a linear gradient.
    public func fill(_ gradient: ShapeGradient) -> Self {
        var copy = self
        copy.paint.gradient = gradient
        return copy
    }
}

extension LinearGradient {
    /// The unit-square gradient placed over `r`.
    func placed(in r: Rect) -> LinearGradient {
        LinearGradient(start: Point(r.minX + start.x * r.width, r.minY + start.y * r.height),
                       end: Point(r.minX + end.x * r.width, r.minY + end.y * r.height), stops: stops)
    }

    /// The unit-square gradient seen in a mirror.
    var mirrored: LinearGradient {
        LinearGradient(start: Point(1 - start.x, start.y), end: Point(1 - end.x, end.y), stops: stops)
    }
}
