#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import UIKit

/// A way to paint: a colour, a hierarchical level of the foreground, a gradient or a material.
public protocol ShapeStyle {}

/// What a style paints with, as CellShot draws it: one colour per appearance.
protocol ResolvableStyle {
    var dynamic: DynamicColor { get }
}

extension ShapeStyle {
    /// The colour CellShot paints this style with (gradients: their stops' mean; materials:
    /// a translucent background; hierarchical levels: label colours).
    var paint: DynamicColor {
        // Colours and foreground levels (most styles) are told by their type: no value cast.
        if let known = plain { return known }
        return (self as? any ResolvableStyle)?.dynamic ?? .label
    }
    /// The colour of a `Color` or a foreground level, found by comparing types; nil for other styles.
    private var plain: DynamicColor? {
        if Self.self == Color.self { return unsafeBitCast(self, to: Color.self).dynamic }
        if Self.self == HierarchicalShapeStyle.self { return unsafeBitCast(self, to: HierarchicalShapeStyle.self).dynamic }
        return nil
    }
    /// How a shape filled with this style is painted: its colour, or its linear gradient.
    var shapePaint: ShapePaint {
        if let known = plain { return ShapePaint(fill: known) }
        if Self.self == AnyShapeStyle.self { return unsafeBitCast(self, to: AnyShapeStyle.self).wrapped }
        // Asking the type first spares other styles a failing value cast.
        guard Self.self is any GradientStyle.Type, let gradient = self as? any GradientStyle else { return ShapePaint(fill: paint) }
        return ShapePaint(fill: paint, gradient: gradient.shapeGradient)
    }

    /// The same style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { Color(dynamic: paint.withAlphaScaled(min(max(opacity, 0), 1))) }

    /// A style with a shadow (drawn without it: see docs/swiftui.md).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { Color(dynamic: paint) }
}

/// A style of any kind (`AnyShapeStyle(.tint)`, `AnyShapeStyle(.secondary)`), as one type where
/// branches choose different styles: paints as the style it wraps.
public struct AnyShapeStyle: ShapeStyle, ResolvableStyle, Sendable {
    let wrapped: ShapePaint
    var dynamic: DynamicColor { wrapped.fill ?? .label }
    public init<S: ShapeStyle>(_ style: S) { wrapped = style.shapePaint }
}

/// A shadow for `ShapeStyle.shadow(_:)`.
public struct ShadowStyle: Hashable, Sendable {
    public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x offsetX: CGFloat = 0, y offsetY: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x offsetX: CGFloat = 0, y offsetY: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

/// The primary, secondary, tertiary and quaternary levels of the foreground.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableStyle, Sendable {
    let level: Int
    var dynamic: DynamicColor {
        switch level {
        case 0: return .label
        case 1: return .secondaryLabel
        case 2: return .tertiaryLabel
        default: return .quaternaryLabel
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// The system fill colours (`.fill`, `.fill.secondary`…).
public struct FillShapeStyle: ShapeStyle, ResolvableStyle, Sendable {
    let color: SystemColor
    var dynamic: DynamicColor { color.dynamic }
    public var secondary: FillShapeStyle { FillShapeStyle(color: .secondarySystemFill) }
    public var tertiary: FillShapeStyle { FillShapeStyle(color: .tertiarySystemFill) }
    public var quaternary: FillShapeStyle { FillShapeStyle(color: .quaternarySystemFill) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(color: .systemFill) }
}

/// The foreground, background and tint (`.foreground`, `.background`, `.tint`).
extension ShapeStyle where Self == Color {
    public static var tint: Color { .accentColor }
    public static var background: Color { Color(dynamic: .systemBackground) }
}

/// A blurred translucent material, approximated as a translucent fill of the system
/// background (no blur of what is behind: see docs/swiftui.md).
public struct Material: ShapeStyle, ResolvableStyle, Sendable {
    let alpha: Double
    var dynamic: DynamicColor { DynamicColor.systemBackground.withAlphaScaled(alpha) }
    public static let ultraThinMaterial = Material(alpha: 0.5)
    public static let thinMaterial = Material(alpha: 0.65)
    public static let regularMaterial = Material(alpha: 0.75)
    public static let thickMaterial = Material(alpha: 0.85)
    public static let ultraThickMaterial = Material(alpha: 0.92)
    public static let bar = Material(alpha: 0.8)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
#endif
