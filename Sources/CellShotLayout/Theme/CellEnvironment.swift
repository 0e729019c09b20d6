import CellShotRaster
import CellShotText
import Foundation

/// Everything outside the cell that changes its pixels: appearance, Dynamic Type, display
/// scale, layout direction, and the locale / time zone / "now" used for dates. Every default
/// is fixed, so a render never depends on the machine it runs on.
public struct CellEnvironment: Hashable, Sendable {
    public var appearance: Appearance
    /// The Dynamic Type size (UIKit's content size category).
    public var contentSize: ContentSizeCategory
    /// Device pixels per point: 1, 2 or 3 (any value in 0.5…4 is accepted).
    public var scale: Double
    public var layoutDirection: LayoutDirection
    public var locale: CellLocale
    public var timeZone: FixedTimeZone
    /// The instant relative dates ("2h ago") are measured from.
    public var now: Date
    /// Icons and asset catalogs looked up by name.
    public var resources: CellResources = .standard
    /// The Increase Contrast setting: asset catalog colours and images with a high-contrast
    /// variant use it when `.increased` (UIKit's `accessibilityContrast`).
    public var contrast: ColorContrast = .standard

    /// Monday 15 January 2024, 12:00 UTC: the fixed default "now".
    public static let defaultNow = Date(timeIntervalSince1970: 1_705_320_000)

    public init(appearance: Appearance = .light, contentSize: ContentSizeCategory = .large, scale: Double = 3,
                layoutDirection: LayoutDirection = .leftToRight, locale: CellLocale = .standard,
                timeZone: FixedTimeZone = .utc, now: Date = CellEnvironment.defaultNow) {
        self.appearance = appearance; self.contentSize = contentSize; self.scale = scale
        self.layoutDirection = layoutDirection; self.locale = locale; self.timeZone = timeZone; self.now = now
    }

    /// Light, Large text, 3×, left-to-right, en-US, UTC, 15 Jan 2024 12:00.
    public static let standard = CellEnvironment()

    /// Resolves a dynamic colour in this environment's appearance.
    @_disfavoredOverload public func color(_ color: DynamicColor) -> Color { color.resolve(appearance) }
    public func color(_ color: SystemColor) -> Color { color.resolve(appearance) }
}

/// Normal or increased contrast (UIAccessibilityContrast; SwiftUI's `ColorSchemeContrast`).
public enum ColorContrast: String, Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// Common device widths in points (portrait).
public enum DeviceWidth {
    /// iPhone SE (1st gen) and other 4-inch phones.
    public static let compact: Double = 320
    /// iPhone 6/7/8/SE (2nd/3rd gen), iPhone 12/13 mini.
    public static let standard: Double = 375
    /// iPhone 14 Pro / 15 / 15 Pro / 16.
    public static let pro: Double = 393
    /// iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus.
    public static let proMax: Double = 430
    /// iPad mini / 9.7-inch iPad.
    public static let iPad: Double = 768
    /// iPad Air / 10th-gen iPad.
    public static let iPadAir: Double = 820
    /// All presets, narrowest first.
    public static let all: [Double] = [compact, standard, pro, proMax, iPad, iPadAir]
}

extension CellEnvironment {
    /// The earlier name of ``contentSize``.
    @available(*, deprecated, renamed: "contentSize")
    public var sizeCategory: ContentSizeCategory {
        get { contentSize }
        set { contentSize = newValue }
    }

    /// The earlier spelling of ``init(appearance:contentSize:scale:layoutDirection:locale:timeZone:now:)``.
    @available(*, deprecated, renamed: "init(appearance:contentSize:scale:layoutDirection:locale:timeZone:now:)")
    public init(appearance: Appearance = .light, sizeCategory: ContentSizeCategory, scale: Double = 3,
                layoutDirection: LayoutDirection = .leftToRight, locale: CellLocale = .standard,
                timeZone: FixedTimeZone = .utc, now: Date = CellEnvironment.defaultNow) {
        self.init(appearance: appearance, contentSize: sizeCategory, scale: scale, layoutDirection: layoutDirection,
                  locale: locale, timeZone: timeZone, now: now)
    }
}
