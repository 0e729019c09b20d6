import CellShotText
import Foundation

/// Where and how one snapshot is drawn: a width, an environment and a visual state, named by
/// the matrix values that made it. The catalog's `matrix:` and the tests' `SnapshotMatrix`
/// both expand into these through one `VariantMatrix`.
public struct Variant: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Appearance, Dynamic Type size, scale, direction, locale, time zone and now.
    public var environment: CellEnvironment
    /// The visual state to show (nil: the subject's own).
    public var state: VisualState?
    /// The name part each matrix axis gave this variant, in axis order (empty outside a matrix).
    public var parts: [Part]

    /// One axis's contribution to a variant's name: `appearance` → `dark`.
    public struct Part: Hashable, Sendable {
        /// The axis (`appearance`, `contentSize`, `direction`, `width`, `scale`, …).
        public var axis: String
        /// The value's text in names (`dark`, `rtl`, `375pt`, `2x`).
        public var text: String

        /// `axis` named `text` in a variant's name.
        public init(axis: String, text: String) { self.axis = axis; self.text = text }
    }

    /// A variant at `width` in `environment`, showing `state`.
    public init(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard, state: VisualState? = nil) {
        self.width = width; self.environment = environment; self.state = state; self.parts = []
    }

    /// The one naming rule: `prefix` (when given) and the parts in axis order, joined by
    /// `separator` (`dark.large.ltr.375pt.3x`; `card.dark` with prefix `card`).
    public func name(prefix: String? = nil, separator: String = ".") -> String {
        ((prefix.map { [$0] } ?? []) + parts.map(\.text)).joined(separator: separator)
    }

    /// The variant's name: its parts joined by dots (`dark.large.ltr.375pt.3x`).
    public var name: String { name() }

    /// The text `axis` gave this variant, or nil when no axis of that name made it.
    public func part(_ axis: String) -> String? { parts.first { $0.axis == axis }?.text }

    /// `value` as it reads in a name: whole numbers without a fraction (`375`, `2`, `375.5`).
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Axes of values expanded into every combination, in one stable order: the first axis
/// outermost, the last innermost; each variant names itself by its values in axis order.
package struct VariantMatrix: Sendable {
    /// One value of an axis: its text in names and what it changes in a variant.
    package struct Value: Sendable {
        package var text: String
        package var apply: @Sendable (inout Variant) -> Void

        package init(text: String, apply: @escaping @Sendable (inout Variant) -> Void) {
            self.text = text; self.apply = apply
        }
    }

    /// A named axis and its values, in the order they expand.
    package struct Axis: Sendable {
        package var name: String
        package var values: [Value]

        package init(_ name: String, _ values: [Value]) { self.name = name; self.values = values }
    }

    package var axes: [Axis]

    package init(_ axes: [Axis]) { self.axes = axes }

    /// How many variants the matrix expands into (saturating at `Int.max`).
    package var count: Int {
        axes.reduce(1) { total, axis in
            let (product, overflow) = total.multipliedReportingOverflow(by: axis.values.count)
            return overflow ? Int.max : product
        }
    }

    /// Every combination of the axes' values applied to `base`, with their name parts.
    package func variants(from base: Variant) -> [Variant] {
        var combinations = [base]
        for axis in axes {
            combinations = combinations.flatMap { combination in
                axis.values.map { value in
                    var variant = combination
                    value.apply(&variant)
                    variant.parts.append(Variant.Part(axis: axis.name, text: value.text))
                    return variant
                }
            }
        }
        return combinations
    }
}

extension VariantMatrix.Value {
    /// Light or dark, named by its raw value.
    package static func appearance(_ appearance: Appearance) -> Self {
        Self(text: appearance.rawValue) { $0.environment.appearance = appearance }
    }

    /// A Dynamic Type size, named by its raw value (`large`, `accessibilityLarge`).
    package static func contentSize(_ size: ContentSizeCategory) -> Self {
        Self(text: size.rawValue) { $0.environment.contentSize = size }
    }

    /// A layout direction, named `ltr` or `rtl`.
    package static func direction(_ direction: LayoutDirection) -> Self {
        Self(text: direction == .leftToRight ? "ltr" : "rtl") { $0.environment.layoutDirection = direction }
    }

    /// A width in points, named `text`.
    package static func width(_ width: Double, text: String) -> Self {
        Self(text: text) { $0.width = width }
    }

    /// A device scale, named `2x`.
    package static func scale(_ scale: Double) -> Self {
        Self(text: "\(Variant.number(scale))x") { $0.environment.scale = scale }
    }

    /// A locale, named by its canonical tag.
    package static func locale(_ locale: CellLocale) -> Self {
        Self(text: locale.rawValue) { $0.environment.locale = locale }
    }

    /// A time zone, named `text`.
    package static func timeZone(_ timeZone: FixedTimeZone, text: String) -> Self {
        Self(text: text) { $0.environment.timeZone = timeZone }
    }

    /// The clock's now, named `text`.
    package static func now(_ now: Date, text: String) -> Self {
        Self(text: text) { $0.environment.now = now }
    }

    /// A visual state, named by its stable name.
    package static func state(_ state: VisualState) -> Self {
        Self(text: state.name) { $0.state = state }
    }
}
