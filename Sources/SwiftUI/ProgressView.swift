#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// Progress: with a value, a linear bar (UIProgressView's 4 pt capsule track, filled in the
/// tint); without one, or in the `.circular` style, the indeterminate spinner drawn at a fixed
/// phase (eight capsule spokes, darkest at the top, 20 pt — the same image on every run): an
/// app on iOS has no determinate circular style, and Apple documents that circular progress
/// views then use an indeterminate one (`Gauge` with `.accessoryCircularCapacity` draws the ring).
public struct ProgressView<Label: View>: View {
    let value: Double?
    let total: Double
    let label: Label?

    /// A bar filled to `value` of `total` (nil: the spinner) under `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = value.map { Double($0) }; self.total = Double(total); self.label = label()
    }
    /// The spinner with `label`.
    public init(@ViewBuilder label: () -> Label) { value = nil; total = 1; self.label = label() }

    public var body: ModifiedContentView {
        let env = EnvironmentValues.current
        let tint = env[TintKey.self]
        guard let value, !env[ProgressStyleKey.self] else {
            // A spinner's label goes under it in the secondary colour, as iOS draws it.
            guard let label else { return Spinner().kind("ProgressView") }
            return VStack(spacing: 8) { Spinner(); label.foregroundStyle(.secondary) }.kind("ProgressView")
        }
        let fraction = total > 0 ? value / total : .nan
        let bar = ProgressBarView(value: fraction.isNaN ? .nan : fraction, tint: tint)
        guard let label else { return bar.kind("ProgressView") }
        return VStackView(alignment: .leading, spacing: 4) { label; bar }.kind("ProgressView")
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate spinner.
    public init() { value = nil; total = 1; label = nil }
    /// A bar filled to `value` of `total` (nil: the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }; self.total = Double(total); label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ title: LocalizedStringKey) { value = nil; total = 1; label = Text(title) }
    public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }; self.total = Double(total); label = Text(title)
    }
}

/// The indeterminate spinner at a fixed phase.
struct Spinner: View {
    var body: ModifiedContentView {
        // Eight spokes on a 20 pt circle: unit-square capsules rotated in 45° steps (the
        // rotations are exact multiples of √½, so no trigonometry is evaluated).
        let half = 0.5.squareRoot()
        let directions: [(Double, Double)] = [(0, -1), (half, -half), (1, 0), (half, half), (0, 1), (-half, half), (-1, 0), (-half, -half)]
        return ZStackView {
            for (index, direction) in directions.enumerated() {
                PathView(unitPath: Spinner.spoke(direction)).fill(DynamicColor.secondaryLabel.withAlphaScaled(1 - Double(index) * 0.1))
            }
        }.frame(width: 20, height: 20)
    }

    /// A spoke from 45 % to 95 % of the radius along `direction`, 0.09 wide, in the unit square.
    static func spoke(_ direction: (Double, Double)) -> CellShotRaster.Path {
        let (dx, dy) = direction, halfWidth = 0.045
        let nx = -dy * halfWidth, ny = dx * halfWidth
        func point(_ radius: Double, _ side: Double) -> CellShotRaster.Point {
            CellShotRaster.Point(0.5 + dx * radius * 0.5 + nx * side, 0.5 + dy * radius * 0.5 + ny * side)
        }
        var path = CellShotRaster.Path()
        path.move(to: point(0.45, 1)); path.line(to: point(0.95, 1)); path.line(to: point(0.95, -1)); path.line(to: point(0.45, -1)); path.close()
        return path
    }
}

/// Progress view styles: linear (a value draws the bar, none the spinner) or circular (the spinner).
public struct ProgressViewStyleChoice: Sendable {
    let isCircular: Bool
    public static let linear = ProgressViewStyleChoice(isCircular: false), automatic = ProgressViewStyleChoice(isCircular: false)
    public static let circular = ProgressViewStyleChoice(isCircular: true)
}

/// Whether progress views inside are circular.
struct ProgressStyleKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// The style of progress views inside.
    public func progressViewStyle(_ style: ProgressViewStyleChoice) -> some View {
        EnvironmentWriter(content: self) { $0[ProgressStyleKey.self] = style.isCircular }
    }
}
#endif
