#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import UIKit

/// A colour, as a view (it fills the space it is offered) and as a style. System colours
/// have UIKit's light and dark values; components outside 0…1 are clamped when drawn.
public struct Color: View, ShapeStyle, ResolvableStyle, Hashable, Sendable {
    let dynamic: DynamicColor

    init(dynamic: DynamicColor) { self.dynamic = dynamic }
    init(system: SystemColor) { dynamic = system.dynamic }

    /// A colour from UIKit's.
    public init(uiColor: UIColor) { dynamic = uiColor.dynamic }
    /// A colour from UIKit's.
    public init(_ uiColor: UIColor) { dynamic = uiColor.dynamic }
    /// An sRGB colour.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        dynamic = DynamicColor(CellShotRaster.Color(red: red, green: green, blue: blue, alpha: opacity))
    }
    /// An sRGB colour in a colour space (every space is treated as sRGB).
    public init(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A grey.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A grey in a colour space.
    public init(_ space: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    /// A colour from the snapshot environment's asset catalogs (`CellEnvironment.resources`),
    /// looked up when the colour is made inside a view's body during a render; made outside a
    /// render (a `static let`), with no catalog, or for a name no catalog has, it is the
    /// documented placeholder, system grey (docs/swiftui.md).
    public init(_ name: String, bundle: Bundle? = nil) {
        dynamic = CellEnvironment.catalogColor(named: name) ?? SystemColor.systemGray.dynamic
    }

    /// The catalog colour of a generated asset symbol (`Color(.brand)`), looked up as
    /// `Color("name")` is.
    public init(_ resource: ColorResource) { self.init(resource.name) }

    /// sRGB colour spaces.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// The colour at an opacity (multiplied with its own).
    public func opacity(_ opacity: Double) -> Color { Color(dynamic: dynamic.withAlphaScaled(min(max(opacity, 0), 1))) }

    /// A colour fills the space it is offered.
    public var body: ModifiedContentView { return RectangleView().fill(dynamic).kind("Color") }

    public static let red = Color(system: .systemRed)
    public static let orange = Color(system: .systemOrange)
    public static let yellow = Color(system: .systemYellow)
    public static let green = Color(system: .systemGreen)
    public static let mint = Color(system: .systemMint)
    public static let teal = Color(system: .systemTeal)
    public static let cyan = Color(system: .systemCyan)
    public static let blue = Color(system: .systemBlue)
    public static let indigo = Color(system: .systemIndigo)
    public static let purple = Color(system: .systemPurple)
    public static let pink = Color(system: .systemPink)
    public static let brown = Color(system: .systemBrown)
    public static let gray = Color(system: .systemGray)
    public static let black = Color(dynamic: .black)
    public static let white = Color(dynamic: .white)
    public static let clear = Color(dynamic: .clear)
    public static let primary = Color(system: .label)
    public static let secondary = Color(system: .secondaryLabel)
    /// The app's accent colour: system blue.
    public static let accentColor = Color(system: .systemBlue)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

/// Stops of a gradient.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }

    /// The stops' mean colour per appearance: how CellShot paints a gradient (docs/swiftui.md).
    var mean: DynamicColor {
        guard !stops.isEmpty else { return .clear }
        func avg(_ pick: (Stop) -> CellShotRaster.Color) -> CellShotRaster.Color {
            var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
            for stop in stops { let colour = pick(stop); red += colour.red; green += colour.green; blue += colour.blue; alpha += colour.alpha }
            let count = Double(stops.count)
            return CellShotRaster.Color(red: red / count, green: green / count, blue: blue / count, alpha: alpha / count)
        }
        return DynamicColor(light: avg { $0.color.dynamic.light }, dark: avg { $0.color.dynamic.dark })
    }
}

/// A point in a unit square (`.top`, `.bottomTrailing`…).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x unitX: CGFloat, y unitY: CGFloat) { self.x = unitX; self.y = unitY }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A linear gradient from `startPoint` to `endPoint` of the frame it fills, its colours
/// interpolated in sRGB. Where a style is one colour (text, strokes) it paints its stops' mean.
public struct LinearGradient: View, ShapeStyle, ResolvableStyle, GradientStyle, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    var dynamic: DynamicColor { gradient.mean }
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var shapeGradient: ShapeGradient { ShapeGradient(stops: gradient.shapeStops, start: startPoint.point, end: endPoint.point) }
    public var body: ModifiedContentView { return RectangleView().fill(shapeGradient).kind("LinearGradient") }
}

/// A style that fills shapes with a gradient.
protocol GradientStyle {
    var shapeGradient: ShapeGradient { get }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
#endif
