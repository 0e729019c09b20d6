#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A control that shows a list of actions when tapped. A snapshot shows it closed, as iOS
/// draws a menu in a row: its label as a button at rest (the default and `.borderless` button
/// styles draw it in the tint colour; `.bordered`, `.disabled` and `.tint` apply as to a
/// `Button`). The items are never drawn; the node is named `Menu`.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content`'s items, drawn as `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A menu whose tap runs `primaryAction` (a long press shows the items).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public var body: ModifiedContentView { return styledButton(AnyCellView(label), role: nil, kind: "Menu") }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    /// A menu titled with a string, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
    /// A titled menu whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(titleKey)
    }
    /// A menu titled with a string whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(title)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu drawn as a label with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
    }
    /// A menu drawn as a label with a string title, as it is, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
}

/// How menus inside are drawn. On iOS every style draws a closed menu in a row as a button.
public protocol MenuStyle {}
/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle, Sendable { public init() {} }
/// A menu drawn as a button (it follows the button style).
public struct ButtonMenuStyle: MenuStyle, Sendable { public init() {} }
/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// The order of a menu's items when it opens.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic"), fixed = MenuOrder(name: "fixed"), priority = MenuOrder(name: "priority")
}

extension View {
    /// The style of menus inside (a closed menu is drawn as a button in every style).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// Whether menus inside show an indicator (not drawn: iOS shows none in a row).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// The order of menu items when a menu opens (no effect on a closed menu).
    public func menuOrder(_ order: MenuOrder) -> some View { self }
}
#endif
