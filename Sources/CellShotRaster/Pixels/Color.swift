/// A straight (non-premultiplied) sRGB colour with components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public init(_ p: RGBA8) {
        self.init(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255, alpha: Double(p.a) / 255)
    }
    /// From 0xRRGGBB and an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// Clamps to 0…1 (NaN becomes 0) and rounds half away from zero to 8 bits:
    /// the project's one rule for turning a component into a byte.
    public static func byte(_ v: Double) -> UInt8 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 255 }
        return UInt8((v * 255).rounded())
    }

    /// This colour as straight RGBA8.
    public var rgba8: RGBA8 { RGBA8(Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha)) }

    public var description: String { "Color(\(red), \(green), \(blue), \(alpha))" }
}
