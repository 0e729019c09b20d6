#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import Foundation

/// UIKit's colour on Linux: a light and a dark variant, resolved when the view is drawn in
/// the snapshot's appearance. Every semantic and system colour has UIKit's published values.
open class UIColor: @unchecked Sendable, Hashable {
    /// The light and dark variants.
    package let dynamic: DynamicColor

    package init(dynamic: DynamicColor) { self.dynamic = dynamic }

    /// A colour from sRGB components (0…1; values outside are clamped when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(dynamic: DynamicColor(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(dynamic: DynamicColor(Color(white: Double(white), alpha: Double(alpha))))
    }

    /// A colour chosen per appearance: `provider` is asked once for light and once for dark traits.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).dynamic.light
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).dynamic.dark
        self.init(dynamic: DynamicColor(light: light, dark: dark))
    }

    /// A colour from the snapshot environment's asset catalogs, looked up when made during a
    /// render; nil outside a render or for a name no catalog has (as UIKit answers for a
    /// missing asset).
    public convenience init?(named name: String) {
        guard let color = CellEnvironment.catalogColor(named: name) else { return nil }
        self.init(dynamic: color)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(dynamic: DynamicColor(light: dynamic.light.withAlpha(Double(alpha)), dark: dynamic.dark.withAlpha(Double(alpha))))
    }

    /// The variant for a trait collection's appearance.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(dynamic: DynamicColor(dynamic.resolve(traits.userInterfaceStyle == .dark ? .dark : .light)))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.dynamic == rhs.dynamic }
    public func hash(into hasher: inout Hasher) { hasher.combine(dynamic) }

    static func system(_ color: SystemColor) -> UIColor { UIColor(dynamic: color.dynamic) }
    static func fixed(_ color: Color) -> UIColor { UIColor(dynamic: DynamicColor(color)) }
}

extension UIColor {
    public static var label: UIColor { system(.label) }
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    public static var quaternaryLabel: UIColor { system(.quaternaryLabel) }
    public static var placeholderText: UIColor { system(.placeholderText) }
    public static var link: UIColor { system(.link) }
    public static var separator: UIColor { system(.separator) }
    public static var opaqueSeparator: UIColor { system(.opaqueSeparator) }
    public static var systemBackground: UIColor { system(.systemBackground) }
    public static var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemGroupedBackground) }
    public static var systemFill: UIColor { system(.systemFill) }
    public static var secondarySystemFill: UIColor { system(.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }
    public static var systemGray: UIColor { system(.systemGray) }
    public static var systemGray2: UIColor { system(.systemGray2) }
    public static var systemGray3: UIColor { system(.systemGray3) }
    public static var systemGray4: UIColor { system(.systemGray4) }
    public static var systemGray5: UIColor { system(.systemGray5) }
    public static var systemGray6: UIColor { system(.systemGray6) }
    public static var systemRed: UIColor { system(.systemRed) }
    public static var systemOrange: UIColor { system(.systemOrange) }
    public static var systemYellow: UIColor { system(.systemYellow) }
    public static var systemGreen: UIColor { system(.systemGreen) }
    public static var systemMint: UIColor { system(.systemMint) }
    public static var systemTeal: UIColor { system(.systemTeal) }
    public static var systemCyan: UIColor { system(.systemCyan) }
    public static var systemBlue: UIColor { system(.systemBlue) }
    public static var systemIndigo: UIColor { system(.systemIndigo) }
    public static var systemPurple: UIColor { system(.systemPurple) }
    public static var systemPink: UIColor { system(.systemPink) }
    public static var systemBrown: UIColor { system(.systemBrown) }
    /// The app's tint (system blue unless an app sets its own).
    public static var tintColor: UIColor { system(.systemBlue) }

    public static var black: UIColor { fixed(.black) }
    public static var white: UIColor { fixed(.white) }
    public static var clear: UIColor { fixed(.clear) }
    public static var darkGray: UIColor { fixed(Color(white: 1.0 / 3)) }
    public static var gray: UIColor { fixed(Color(white: 0.5)) }
    public static var lightGray: UIColor { fixed(Color(white: 2.0 / 3)) }
    public static var red: UIColor { fixed(Color(red: 1, green: 0, blue: 0)) }
    public static var green: UIColor { fixed(Color(red: 0, green: 1, blue: 0)) }
    public static var blue: UIColor { fixed(Color(red: 0, green: 0, blue: 1)) }
    public static var cyan: UIColor { fixed(Color(red: 0, green: 1, blue: 1)) }
    public static var yellow: UIColor { fixed(Color(red: 1, green: 1, blue: 0)) }
    public static var magenta: UIColor { fixed(Color(red: 1, green: 0, blue: 1)) }
    public static var orange: UIColor { fixed(Color(red: 1, green: 0.5, blue: 0)) }
    public static var purple: UIColor { fixed(Color(red: 0.5, green: 0, blue: 0.5)) }
    public static var brown: UIColor { fixed(Color(red: 0.6, green: 0.4, blue: 0.2)) }
}
#endif
