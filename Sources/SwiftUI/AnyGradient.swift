#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A gradient as a style: a linear gradient of its stops from the top (start point (0.5, 0))
/// to the bottom (end point (0.5, 1)) of the frame it fills, as SwiftUI documents for
/// `AnyGradient`. Where a style is one colour (text, strokes) it paints its stops' mean.
public struct AnyGradient: ShapeStyle, ResolvableStyle, GradientStyle, Hashable, Sendable {
    let gradient: Gradient
    var dynamic: DynamicColor { gradient.mean }

    /// A style drawing `gradient` from top to bottom.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    var shapeGradient: ShapeGradient { gradient.shapeGradient }
}

/// A gradient used directly as a style (`.fill(Gradient(colors: [.blue, .purple]))`) draws as
/// SwiftUI (iOS 16) draws it: a linear gradient from the top to the bottom of the frame it fills.
extension Gradient: ShapeStyle, ResolvableStyle, GradientStyle {
    var dynamic: DynamicColor { mean }
    var shapeGradient: ShapeGradient { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).shapeGradient }
}

extension ShapeStyle where Self == LinearGradient {
    /// `gradient`'s stops along the axis from `startPoint` to `endPoint` (`.red.gradient` sideways).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// How much lighter the top of a colour's standard gradient is: each sRGB component goes
    /// this fraction of the way to white. Apple publishes no numbers for `Color.gradient`
    /// for `Color.gradient`; 20 % is chosen to show at a glance while keeping the colour recognisable.
    static let gradientLightening = 0.2

    /// A subtle vertical gradient of this colour, as iOS draws `Color.gradient`: lighter at
    /// the top, the colour itself at the bottom (see `gradientLightening`).
    public var gradient: AnyGradient {
        let base = dynamic
        func lightened(_ colour: CellShotRaster.Color) -> CellShotRaster.Color {
            func toWhite(_ component: Double) -> Double { component + (1 - component) * Self.gradientLightening }
            return CellShotRaster.Color(red: toWhite(colour.red), green: toWhite(colour.green), blue: toWhite(colour.blue), alpha: colour.alpha)
        }
        let top = Color(dynamic: DynamicColor(light: lightened(base.light), dark: lightened(base.dark)))
        return AnyGradient(Gradient(stops: [.init(color: top, location: 0), .init(color: self, location: 1)]))
    }
}
#endif
