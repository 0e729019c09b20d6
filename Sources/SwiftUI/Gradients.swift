#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// An angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / DeterministicMath.pi }
        set { radians = newValue * DeterministicMath.pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * DeterministicMath.pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension Gradient {
    /// The stops as the layout engine's gradient stops.
    var shapeStops: [ShapeGradient.Stop] { stops.map { ShapeGradient.Stop(location: Double($0.location), color: $0.color.dynamic) } }
}

extension UnitPoint {
    var point: CellShotRaster.Point { CellShotRaster.Point(Double(x), Double(y)) }
}

/// A radial gradient: the first stop's colour at `startRadius` points from `center` of the frame
/// it fills, the last at `endRadius`, interpolated in sRGB. Where a style is one colour (text,
/// strokes) it paints its stops' mean.
public struct RadialGradient: View, ShapeStyle, ResolvableStyle, GradientStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    var dynamic: DynamicColor { gradient.mean }
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var shapeGradient: ShapeGradient {
        ShapeGradient(stops: gradient.shapeStops, geometry: .radial(center: center.point, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
    public var body: ModifiedContentView { return RectangleView().fill(shapeGradient).kind("RadialGradient") }
}

/// A radial gradient stretched to the frame it fills: radii are fractions of the frame's width
/// and height (0.5 reaches its edges from the centre).
public struct EllipticalGradient: View, ShapeStyle, ResolvableStyle, GradientStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat
    var dynamic: DynamicColor { gradient.mean }
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    var shapeGradient: ShapeGradient {
        ShapeGradient(stops: gradient.shapeStops, geometry: .elliptical(center: center.point, startRadiusFraction: Double(startRadiusFraction),
                                                                        endRadiusFraction: Double(endRadiusFraction)))
    }
    public var body: ModifiedContentView { return RectangleView().fill(shapeGradient).kind("EllipticalGradient") }
}

/// An angular (conic) gradient around `center`: the first stop's colour at `startAngle`, the
/// last at `endAngle`, angles from the trailing direction, clockwise. Equal angles (the
/// defaults) sweep one whole turn from `startAngle`, as SwiftUI draws them.
public struct AngularGradient: View, ShapeStyle, ResolvableStyle, GradientStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint, startAngle: Angle, endAngle: Angle
    var dynamic: DynamicColor { gradient.mean }
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: one whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    var shapeGradient: ShapeGradient {
        let start = startAngle.radians
        let end = endAngle == startAngle ? start + 2 * DeterministicMath.pi : endAngle.radians
        return ShapeGradient(stops: gradient.shapeStops, geometry: .angular(center: center.point, startAngle: start, endAngle: end))
    }
    public var body: ModifiedContentView { return RectangleView().fill(shapeGradient).kind("AngularGradient") }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
#endif
