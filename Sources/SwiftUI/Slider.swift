#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A slider at rest as UIKit draws one: a 4-point track, the tint up to the value and the
/// system fill beyond, a 28-point white knob with the switch knob's shadow, the minimum and
/// maximum value labels (when given) 8 points before and after it. The label is not drawn,
/// as on iOS.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        fraction = Slider.fraction(value.wrappedValue, bounds)
        minimumLabel = minimumValueLabel(); maximumLabel = maximumValueLabel()
    }
    init(fraction: Double) { self.fraction = fraction; minimumLabel = nil; maximumLabel = nil }

    /// Where `value` lies in `bounds`, 0…1 (0 for an empty range or a value that is not a number).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound), offset = Double(value - bounds.lowerBound)
        guard span > 0, offset.isFinite else { return 0 }
        return min(1, max(0, offset / span))
    }

    public var body: ModifiedContentView {
        let tint = Color(dynamic: EnvironmentValues.current[TintKey.self]), fraction = fraction
        let track = GeometryReader { proxy in
            let width = proxy.size.width, knob = 28.0
            ZStack(alignment: .leading) {
                Capsule().fill(Color(uiColor: .systemFill)).frame(width: width, height: 4)
                Capsule().fill(tint).frame(width: width * fraction, height: 4)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .frame(width: knob, height: knob)
                    .offset(x: (width - knob) * fraction)
            }
            .frame(width: width, height: knob)
        }
        .frame(height: 28)
        return HStack(spacing: 8) {
            if let minimumLabel { minimumLabel.foregroundStyle(.secondary) }
            track
            if let maximumLabel { maximumLabel.foregroundStyle(.secondary) }
        }
        .kind("Slider")
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(fraction: Slider.fraction(value.wrappedValue, bounds))
    }
}
#endif
