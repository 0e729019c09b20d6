#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A switch with a label: the label leading, a UISwitch trailing (51 × 31 capsule, 27 pt
/// knob, green or the tint when on) — UIKit's metrics, as CellShot's table rows draw it.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label(); self.isOn = isOn.wrappedValue }
    init(isOn: Binding<Bool>, label: Label) { self.label = label; self.isOn = isOn.wrappedValue }

    public var body: ModifiedContentView {
        let env = EnvironmentValues.current
        let tint = env[ToggleTintKey.self] ?? .systemGreen
        let offTrack = DynamicColor(light: CellShotRaster.Color(red: 233 / 255, green: 233 / 255, blue: 234 / 255),
                                    dark: CellShotRaster.Color(red: 57 / 255, green: 57 / 255, blue: 61 / 255))
        let knob = CircleView().fill(.white).frame(width: 27, height: 27)
            .shadow(color: DynamicColor(CellShotRaster.Color(white: 0, alpha: 0.15)), radius: 8, x: 0, y: 3)
        let control = ZStackView(alignment: isOn ? .trailing : .leading) {
            CapsuleView().fill(isOn ? tint : offTrack)
            knob.padding(2)
        }.frame(width: 51, height: 31).id("switch")
        return HStack {
            label
            Spacer()
            control
        }.opacity(env.isEnabled ? 1 : 0.5).kind("Toggle")
    }
}

extension Toggle where Label == Text {
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(title)) }
}

struct ToggleTintKey: EnvironmentKey { static let defaultValue: DynamicColor? = nil }

/// The switch look (the only one drawn on iOS rows), optionally tinted.
public struct SwitchToggleStyle: Sendable {
    let tint: Color?
    public init(tint: Color? = nil) { self.tint = tint }
    public init() { tint = nil }
}

extension SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { .init() }
    public static var automatic: SwitchToggleStyle { .init() }
}

extension View {
    /// The style of toggles inside (the switch, with its tint).
    public func toggleStyle(_ style: SwitchToggleStyle) -> some View {
        EnvironmentWriter(content: self) { if let tint = style.tint { $0[ToggleTintKey.self] = tint.dynamic } }
    }
}
#endif
