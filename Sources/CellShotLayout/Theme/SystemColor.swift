import CellShotRaster

/// Apple's published iOS system colours (UIColor's dynamic system colours, iOS 15+ values,
/// sRGB), each with its light and dark variant. Names match UIKit's.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    // Labels
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    // Separators
    case separator, opaqueSeparator
    // Backgrounds
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Fills
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Greys
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // Tints
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown

    /// The light and dark values.
    public var dynamic: DynamicColor {
        let (light, dark) = Self.values(self)
        return DynamicColor(light: light, dark: dark)
    }

    /// The value in one appearance.
    public func resolve(_ appearance: Appearance) -> Color { dynamic.resolve(appearance) }

    private static func values(_ color: SystemColor) -> (Color, Color) {
        typealias C = Color
        switch color {
        case .label: return (.rgb(0, 0, 0), .rgb(255, 255, 255))
        case .secondaryLabel: return (.rgb(60, 60, 67, 0.6), .rgb(235, 235, 245, 0.6))
        case .tertiaryLabel: return (.rgb(60, 60, 67, 0.3), .rgb(235, 235, 245, 0.3))
        case .quaternaryLabel: return (.rgb(60, 60, 67, 0.18), .rgb(235, 235, 245, 0.16))
        case .placeholderText: return (.rgb(60, 60, 67, 0.3), .rgb(235, 235, 245, 0.3))
        case .link: return (.rgb(0, 122, 255), .rgb(9, 132, 255))
        case .separator: return (.rgb(60, 60, 67, 0.29), .rgb(84, 84, 88, 0.6))
        case .opaqueSeparator: return (.rgb(198, 198, 200), .rgb(56, 56, 58))
        case .systemBackground: return (.rgb(255, 255, 255), .rgb(0, 0, 0))
        case .secondarySystemBackground: return (.rgb(242, 242, 247), .rgb(28, 28, 30))
        case .tertiarySystemBackground: return (.rgb(255, 255, 255), .rgb(44, 44, 46))
        case .systemGroupedBackground: return (.rgb(242, 242, 247), .rgb(0, 0, 0))
        case .secondarySystemGroupedBackground: return (.rgb(255, 255, 255), .rgb(28, 28, 30))
        case .tertiarySystemGroupedBackground: return (.rgb(242, 242, 247), .rgb(44, 44, 46))
        case .systemFill: return (.rgb(120, 120, 128, 0.2), .rgb(120, 120, 128, 0.36))
        case .secondarySystemFill: return (.rgb(120, 120, 128, 0.16), .rgb(120, 120, 128, 0.32))
        case .tertiarySystemFill: return (.rgb(118, 118, 128, 0.12), .rgb(118, 118, 128, 0.24))
        case .quaternarySystemFill: return (.rgb(116, 116, 128, 0.08), .rgb(118, 118, 128, 0.18))
        case .systemGray: return (.rgb(142, 142, 147), .rgb(142, 142, 147))
        case .systemGray2: return (.rgb(174, 174, 178), .rgb(99, 99, 102))
        case .systemGray3: return (.rgb(199, 199, 204), .rgb(72, 72, 74))
        case .systemGray4: return (.rgb(209, 209, 214), .rgb(58, 58, 60))
        case .systemGray5: return (.rgb(229, 229, 234), .rgb(44, 44, 46))
        case .systemGray6: return (.rgb(242, 242, 247), .rgb(28, 28, 30))
        case .systemRed: return (.rgb(255, 59, 48), .rgb(255, 69, 58))
        case .systemOrange: return (.rgb(255, 149, 0), .rgb(255, 159, 10))
        case .systemYellow: return (.rgb(255, 204, 0), .rgb(255, 214, 10))
        case .systemGreen: return (.rgb(52, 199, 89), .rgb(48, 209, 88))
        case .systemMint: return (.rgb(0, 199, 190), .rgb(99, 230, 226))
        case .systemTeal: return (.rgb(48, 176, 199), .rgb(64, 200, 224))
        case .systemCyan: return (.rgb(50, 173, 230), .rgb(100, 210, 255))
        case .systemBlue: return (.rgb(0, 122, 255), .rgb(10, 132, 255))
        case .systemIndigo: return (.rgb(88, 86, 214), .rgb(94, 92, 230))
        case .systemPurple: return (.rgb(175, 82, 222), .rgb(191, 90, 242))
        case .systemPink: return (.rgb(255, 45, 85), .rgb(255, 55, 95))
        case .systemBrown: return (.rgb(162, 132, 94), .rgb(172, 142, 104))
        }
    }
}

extension DynamicColor {
    /// A system colour as a dynamic colour.
    public static func system(_ color: SystemColor) -> DynamicColor { color.dynamic }
}
