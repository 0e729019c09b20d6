#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A value within a range, shown as a bar (`.linearCapacity`, the default on iOS) or a ring
/// (`.accessoryCircular`, `.accessoryCircularCapacity`), in the tint; see docs/swiftui.md for
/// the metrics.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?

    /// A gauge with a label, its current value and its bounds' labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Gauge.fraction(value, bounds)
        self.label = label(); current = currentValueLabel(); minimum = minimumValueLabel(); maximum = maximumValueLabel()
    }

    init(fraction: Double, label: Label, current: CurrentValueLabel?) {
        self.fraction = fraction; self.label = label; self.current = current; minimum = nil; maximum = nil
    }

    /// `value`'s place in `bounds`, 0…1 (NaN or an empty range: 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    public var body: ModifiedContentView {
        let env = EnvironmentValues.current
        let tint = env[TintKey.self]
        switch env[GaugeStyleKey.self] {
        case .linear:
            return VStackView(alignment: .leading, spacing: 4) {
                HStackView(spacing: defaultSpacing) { label; SpacerView(minLength: 0); if let current { current } }
                ProgressBarView(value: fraction, tint: tint)
                if minimum != nil || maximum != nil {
                    HStack { if let minimum { minimum }; Spacer(minLength: 0); if let maximum { maximum } }.font(.caption).foregroundStyle(.secondary)
                }
            }.kind("Gauge")
        case .circular:
            return circular(tint, capacity: false)
        case .circularCapacity:
            return circular(tint, capacity: true)
        }
    }

    /// The ring, the value in its middle and the bounds in its opening (a capacity ring is
    /// closed and shows no bounds).
    private func circular(_ tint: DynamicColor, capacity: Bool) -> ModifiedContentView {
        let pi = DeterministicMath.pi, t = GaugeMetrics.ringThickness / GaugeMetrics.side
        let start = capacity ? -pi / 2 : 3 * pi / 4, sweep = capacity ? 2 * pi : 3 * pi / 2
        return ZStackView {
            if capacity {
                PathView(unitPath: Ring.arc(start: start, sweep: sweep, thickness: t)).fill(tint.withAlphaScaled(0.3))
                PathView(unitPath: Ring.arc(start: start, sweep: sweep * fraction, thickness: t)).fill(tint)
            } else {
                PathView(unitPath: Ring.arc(start: start, sweep: sweep, thickness: t)).fill(tint)
                PathView(unitPath: Ring.dot(at: start + sweep * fraction, ringThickness: t, diameter: t * 1.6)).fill(.systemBackground)
                PathView(unitPath: Ring.dot(at: start + sweep * fraction, ringThickness: t, diameter: t * 0.8)).fill(tint)
            }
            (current.map { AnyCellView($0) } ?? AnyCellView(label)).font(SwiftUI.Font.system(size: 17, weight: .semibold))
            if !capacity {
                HStack(spacing: 0) { if let minimum { minimum }; Spacer(minLength: 0); if let maximum { maximum } }
                    .font(SwiftUI.Font.system(size: 10, weight: .medium))
                    .frame(maxHeight: .infinity, alignment: .bottom)
                    .padding(.horizontal, 10)
            }
        }.frame(width: GaugeMetrics.side, height: GaugeMetrics.side).kind("Gauge")
    }
}

/// The circular gauge's size: Apple publishes none for a gauge inside an app; 58 pt is the
/// Lock Screen's circular accessory on a 6.1" iPhone less its margins, with a 6 pt ring.
enum GaugeMetrics {
    static let side = 58.0, ringThickness = 6.0
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Gauge.fraction(value, bounds), label: label(), current: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Gauge.fraction(value, bounds), label: label(), current: currentValueLabel())
    }
}

/// How gauges inside are drawn.
public struct GaugeStyleChoice: Sendable {
    enum Kind: Sendable { case linear, circular, circularCapacity }
    let kind: Kind
    /// A bar filling from the leading edge (iOS's default).
    public static let linearCapacity = GaugeStyleChoice(kind: .linear), automatic = GaugeStyleChoice(kind: .linear)
    /// The bar, as drawn in an app (`.linearCapacity`).
    public static let accessoryLinear = GaugeStyleChoice(kind: .linear), accessoryLinearCapacity = GaugeStyleChoice(kind: .linear)
    /// A ring open at the bottom with a dot at the value, the value in the middle and the bounds in the opening.
    public static let accessoryCircular = GaugeStyleChoice(kind: .circular)
    /// A closed ring filled clockwise from the top, the value in the middle.
    public static let accessoryCircularCapacity = GaugeStyleChoice(kind: .circularCapacity)
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleChoice.Kind.linear }

extension View {
    /// The style of gauges inside.
    public func gaugeStyle(_ style: GaugeStyleChoice) -> some View {
        EnvironmentWriter(content: self) { $0[GaugeStyleKey.self] = style.kind }
    }
}
#endif
