import CellShotRaster

/// A gradient a shape is filled with: stops of colours for each appearance, laid over the
/// shape's frame by its geometry (unit coordinates: 0…1 on both axes, x from the leading edge).
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

    /// Where a gradient's locations lie in the frame.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` (location 0) to `end` (location 1), unit coordinates.
        case linear(start: Point, end: Point)
        /// Circles around `center` (unit coordinates), radii in points.
        case radial(center: Point, startRadius: Double, endRadius: Double)
        /// Ellipses around `center` (unit coordinates), radii as fractions of the frame's width
        /// and height (0.5 reaches the edges of the frame from its centre).
        case elliptical(center: Point, startRadiusFraction: Double, endRadiusFraction: Double)
        /// Around `center` (unit coordinates), angles in radians from the trailing direction,
        /// clockwise on screen.
        case angular(center: Point, startAngle: Double, endAngle: Double)
    }

    /// The colours, in order of location (ties keep their order).
    public var stops: [Stop]
    /// Where the locations lie in the frame.
    public var geometry: Geometry

    /// A gradient of `stops` laid out by `geometry`.
    public init(stops: [Stop], geometry: Geometry) { self.stops = stops; self.geometry = geometry }

    /// A linear gradient from `start` to `end` through `stops`.
    public init(stops: [Stop], start: Point, end: Point) { self.init(stops: stops, geometry: .linear(start: start, end: end)) }

    /// The gradient with its colours resolved for `appearance` (still in unit coordinates).
    func resolved(_ appearance: Appearance) -> ResolvedGradient {
        ResolvedGradient(stops: stops.map { LinearGradient.Stop(location: $0.location, color: $0.color.resolve(appearance)) }, geometry: geometry)
    }
}

/// A shape gradient with its colours resolved, still in its frame's unit coordinates.
public struct ResolvedGradient: Hashable, Sendable {
    /// The colours by location.
    public var stops: [LinearGradient.Stop]
    /// Where the locations lie in the frame.
    public var geometry: ShapeGradient.Geometry

    /// The paint of this gradient laid over `rect` (points).
    func paint(in rect: Rect) -> Paint {
        func place(_ point: Point) -> Point { Point(rect.minX + point.x * rect.width, rect.minY + point.y * rect.height) }
        switch geometry {
        case let .linear(start, end):
            return .linearGradient(LinearGradient(start: place(start), end: place(end), stops: stops))
        case let .radial(center, startRadius, endRadius):
            return .radialGradient(RadialGradient(center: place(center), startRadius: startRadius, endRadius: endRadius, stops: stops))
        case let .elliptical(center, start, end):
            return .radialGradient(RadialGradient(center: place(center), startRadius: start * rect.width, endRadius: end * rect.width,
                                                  yScale: rect.width > 0 ? rect.height / rect.width : 0, stops: stops))
        case let .angular(center, startAngle, endAngle):
            return .angularGradient(AngularGradient(center: place(center), startAngle: startAngle, endAngle: endAngle, stops: stops))
        }
    }

    /// The gradient seen in a mirror (an angular one turns the other way).
    var mirrored: ResolvedGradient {
        func flip(_ point: Point) -> Point { Point(1 - point.x, point.y) }
        var copy = self
        switch geometry {
        case let .linear(start, end): copy.geometry = .linear(start: flip(start), end: flip(end))
        case let .radial(center, startRadius, endRadius): copy.geometry = .radial(center: flip(center), startRadius: startRadius, endRadius: endRadius)
        case let .elliptical(center, startFraction, endFraction): copy.geometry = .elliptical(center: flip(center), startRadiusFraction: startFraction, endRadiusFraction: endFraction)
        case let .angular(center, startAngle, endAngle):
            copy.geometry = .angular(center: flip(center), startAngle: DeterministicMath.pi - startAngle, endAngle: DeterministicMath.pi - endAngle)
        }
        return copy
    }

    /// The gradient's kind and colours for the layout dump: `#a>#b` for a linear gradient,
    /// `radial:#a>#b`, `angular:#a>#b` for the others.
    var dumpText: String {
        let colors = stops.map { LayoutTree.hex($0.color) }.joined(separator: ">")
        switch geometry {
        case .linear: return colors
        case .radial, .elliptical: return "radial:" + colors
        case .angular: return "angular:" + colors
        }
    }
}

extension CellShape {
    /// Fills the shape with a gradient.
    public func fill(_ gradient: ShapeGradient) -> Self {
        var copy = self
        copy.paint.gradient = gradient
        return copy
    }
}
