#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A button, drawn at rest (never pressed) in its style: the default and `.borderless` draw
/// the label in the tint colour, `.plain` as it is, `.bordered` on a tinted rounded
/// rectangle, `.borderedProminent` in white on the tint; a destructive role is red; a
/// custom `ButtonStyle` gets `isPressed == false`. `.disabled(true)` draws the label in
/// the tertiary label colour.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); role = nil }
    init(label: Label, role: ButtonRole? = nil) { self.label = label; self.role = role }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }

    public var body: ModifiedContentView { return styledButton(AnyCellView(label), role: role, kind: "Button") }
}

/// A label drawn as a button at rest in the environment's button style, tint and enabled
/// state, its node named `kind` (a `Button`, or a `Menu`, which iOS draws as a button).
func styledButton(_ label: AnyCellView, role: ButtonRole?, kind: String) -> ModifiedContentView {
    let env = EnvironmentValues.current
    let style = env[ButtonStyleKey.self]
    var tint = role == .destructive ? DynamicColor.systemRed : env[TintKey.self]
    if !env.isEnabled { tint = .tertiaryLabel }
    let configuration = ButtonStyleConfiguration(label: .init(view: label), role: role, isPressed: false, tint: tint,
                                                 controlSize: env.controlSize, borderShape: env[ButtonBorderShapeKey.self])
    return style.body(configuration).kind(kind)
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) { self.init(label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(label: Text(title)) }
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(label: Text(title), role: role)
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(label: SwiftUI.Label(title, systemImage: systemImage))
    }
    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(label: SwiftUI.Label(title, systemImage: systemImage), role: role)
    }
}

/// A button's purpose.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
}

/// What a button style draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let view: AnyCellView
        public var body: AnyCellView { return view }
    }
    public let label: Label
    public let role: ButtonRole?
    /// Always false: a snapshot shows the button at rest.
    public let isPressed: Bool
    let tint: DynamicColor
    let controlSize: ControlSize
    let borderShape: ButtonBorderShape

    /// A bordered button: the label padded for the control size, on `fill` in the border shape.
    /// iOS 17's metrics: regular (and small, mini) 12 × 7 pt with 8 pt corners, 34 pt tall with
    /// a body label; large and extra large 20 × 14 pt with 12 pt corners, 50 pt tall.
    func bordered(_ label: some View, fill: DynamicColor) -> AnyCellView {
        let large = controlSize == .large || controlSize == .extraLarge
        let padded = label.padding(large ? EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                                         : EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        switch borderShape.corners {
        case .capsule: return AnyCellView(padded.background(CapsuleView().fill(fill)))
        case let .radius(radius): return AnyCellView(padded.background(RoundedRectangleView(cornerRadius: radius).fill(fill)))
        case .automatic: return AnyCellView(padded.background(RoundedRectangleView(cornerRadius: large ? 12 : 8).fill(fill)))
        }
    }
}

/// A custom look for buttons.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The styles SwiftUI calls primitive are button styles here.
public typealias PrimitiveButtonStyle = ButtonStyle

/// A button style in the environment.
struct AnyButtonStyle: @unchecked Sendable {
    let body: (ButtonStyleConfiguration) -> AnyCellView
    init<S: ButtonStyle>(_ style: S) { body = { AnyCellView(style.makeBody(configuration: $0)) } }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(BorderlessButtonStyle()) }

extension View {
    /// The style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0[ButtonStyleKey.self] = AnyButtonStyle(style) }
    }
    /// Draws controls inside as disabled.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { if disabled { $0.isEnabled = false } }
    }
    /// The size of controls inside: bordered buttons are drawn large (`.large`, `.extraLarge`)
    /// or regular (the others).
    public func controlSize(_ size: ControlSize) -> some View {
        EnvironmentWriter(content: self) { $0.controlSize = size }
    }
    /// The shape of bordered buttons inside: a capsule, or a rounded rectangle (the control
    /// size's corners, or the radius given).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        EnvironmentWriter(content: self) { $0[ButtonBorderShapeKey.self] = shape }
    }
}

extension EnvironmentValues {
    /// The size of controls (`.controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

/// Control sizes.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
/// Bordered button shapes.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Corners: Hashable, Sendable { case automatic, capsule, radius(Double) }
    let corners: Corners
    public static let automatic = ButtonBorderShape(corners: .automatic), capsule = ButtonBorderShape(corners: .capsule)
    public static let roundedRectangle = ButtonBorderShape(corners: .automatic)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(corners: .radius(max(0, Double(radius)))) }
}

/// The label in the tint colour (the default in a row).
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundColor(configuration.tint) }
}

/// The label as it is.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint colour on the tint at 15 % opacity, in the border shape (iOS 17's
/// bordered button as measured; the control size sets its padding and corners).
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.bordered(configuration.label.foregroundColor(configuration.tint), fill: configuration.tint.withAlphaScaled(0.15))
    }
}

/// The label in white on the tint (the same metrics as `.bordered`).
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.bordered(configuration.label.foregroundColor(.white), fill: configuration.tint)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
    public static var automatic: BorderlessButtonStyle { .init() }
}
extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
#endif
