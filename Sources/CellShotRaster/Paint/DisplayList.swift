/// How overlapping subpaths decide what is inside.
public enum FillRule: Hashable, Sendable { case nonZero, evenOdd }

public enum LineCap: Hashable, Sendable { case butt, round, square }
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

/// How a path is stroked. Widths are in points.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    /// Alternating on/off lengths; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A linear gradient between two points, colours interpolated in straight sRGB between stops.
public struct LinearGradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) { self.location = location; self.color = color }
    }
    public var start: Point
    public var end: Point
    public var stops: [Stop]
    public init(start: Point, end: Point, stops: [Stop]) { self.start = start; self.end = end; self.stops = stops }
}

/// A radial gradient: location 0 at `startRadius` from `center`, location 1 at `endRadius`,
/// colours interpolated in straight sRGB between stops. A `yScale` other than 1 stretches the
/// circles vertically into ellipses (distance = √(dx² + (dy / yScale)²)).
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    public var yScale: Double
    public var stops: [LinearGradient.Stop]
    public init(center: Point, startRadius: Double, endRadius: Double, yScale: Double = 1, stops: [LinearGradient.Stop]) {
        self.center = center; self.startRadius = startRadius; self.endRadius = endRadius; self.yScale = yScale; self.stops = stops
    }
}

/// An angular (conic) gradient around `center`: location 0 at `startAngle`, location 1 at
/// `endAngle`, angles in radians from the +x axis, growing clockwise on screen (y down). An
/// `endAngle` below `startAngle` sweeps counterclockwise.
public struct AngularGradient: Hashable, Sendable {
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var stops: [LinearGradient.Stop]
    public init(center: Point, startAngle: Double, endAngle: Double, stops: [LinearGradient.Stop]) {
        self.center = center; self.startAngle = startAngle; self.endAngle = endAngle; self.stops = stops
    }
}

/// What fills a shape.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
}

/// Per-corner radii in points (top-left, top-right, bottom-right, bottom-left).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft, topRight, bottomRight, bottomLeft: Double
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    public init(all radius: Double) { self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius) }
    public static let zero = CornerRadii(all: 0)
}

/// A drop shadow: offset and blur in points (σ = blur / 2), colour including its opacity.
public struct Shadow: Hashable, Sendable {
    public var offset: Point
    public var blur: Double
    public var color: Color
    public init(offset: Point, blur: Double, color: Color) { self.offset = offset; self.blur = blur; self.color = color }
}

/// An immutable list of drawing operations in points, executed by a `Canvas` at a scale.
public struct DisplayList: Hashable, Sendable {
    public enum Operation: Hashable, Sendable {
        /// Fill a path.
        case fill(Path, Paint, FillRule)
        /// Stroke a path.
        case stroke(Path, StrokeStyle, Paint)
        /// Fill a rounded rectangle (optionally with iOS-style continuous corners).
        case roundedRect(Rect, CornerRadii, continuous: Bool, Paint)
        /// The drop shadow of a rounded rectangle (the shape itself is not filled).
        case roundedRectShadow(Rect, CornerRadii, continuous: Bool, Shadow)
        /// A rounded rectangle's drop shadow, then its fill: the pixels of `roundedRectShadow`
        /// followed by `roundedRect`, faster — the shadow is not computed where an opaque solid
        /// fill will cover it (a card).
        case shadowedRoundedRect(Rect, CornerRadii, continuous: Bool, Shadow, Paint)
        /// The drop shadow of any path (the shape itself is not filled).
        case pathShadow(Path, FillRule, Shadow)
        /// Draw glyphs in a colour, rasterized by their source at the canvas's scale.
        case glyphs(PlacedGlyphs, Color)
        /// Draw a bitmap stretched over a rectangle (points), bilinearly sampled.
        case image(Image, Rect)
        /// Intersect the clip with a rounded rectangle (radius 0 for a plain rect) until the matching pop.
        case pushClip(Rect, CornerRadii, continuous: Bool)
        /// Intersect the clip with a path until the matching pop.
        case pushClipPath(Path, FillRule)
        case popClip
        /// Draw what follows, up to the matching `endLayer`, into a layer composited with this opacity.
        case beginLayer(opacity: Double)
        case endLayer
        /// Blur what is already drawn inside a rectangle, in place (a bar's material backdrop):
        /// three box blurs per axis approximating a Gaussian of standard deviation `radius`
        /// points, the rectangle's edge pixels repeated beyond it.
        case backdropBlur(Rect, radius: Double)
    }

    public private(set) var operations: [Operation] = []

    public init() {}
    public init(_ operations: [Operation]) { self.operations = operations }

    public mutating func append(_ op: Operation) { operations.append(op) }
    /// Removes the last operation (none when the list is empty).
    package mutating func removeLast() { _ = operations.popLast() }
    public mutating func append(contentsOf other: DisplayList) { operations.append(contentsOf: other.operations) }
}
