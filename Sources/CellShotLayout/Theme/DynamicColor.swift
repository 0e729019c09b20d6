import CellShotRaster

/// Light or dark appearance (UIUserInterfaceStyle).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A colour with a light and a dark variant, resolved against an ``Appearance``.
/// Components outside 0…1 (or NaN) are clamped when resolved, never trusted.
public struct DynamicColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color

    public init(light: Color, dark: Color) { self.light = light; self.dark = dark }
    /// The same colour in both appearances.
    public init(_ color: Color) { self.init(light: color, dark: color) }

    /// The variant for `appearance`, with every component clamped to 0…1 (NaN → 0).
    public func resolve(_ appearance: Appearance) -> Color {
        let variant = appearance == .light ? light : dark
        return Color(red: Self.clamp(variant.red), green: Self.clamp(variant.green), blue: Self.clamp(variant.blue), alpha: Self.clamp(variant.alpha))
    }

    /// This colour with its alpha multiplied by `factor` in both appearances.
    public func withAlphaScaled(_ factor: Double) -> DynamicColor {
        DynamicColor(light: light.withAlpha(light.alpha * factor), dark: dark.withAlpha(dark.alpha * factor))
    }

    static func clamp(_ value: Double) -> Double { value > 0 ? (value < 1 ? value : 1) : 0 }

    public static let white = DynamicColor(.white)
    public static let black = DynamicColor(.black)
    public static let clear = DynamicColor(.clear)
}

extension Color {
    /// From 8-bit sRGB components and an alpha.
    static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }
}
