#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A title with an icon. The default style draws the icon then the title, 8 points apart,
/// centred on each other (as iOS draws a label in a row); `LabelStyle`s choose otherwise.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    init(title: Title, icon: Icon) { self.title = title; self.icon = icon }

    public var body: ModifiedContentView {
        let configuration = LabelStyleConfiguration(title: .init(view: AnyCellView(title)), icon: .init(view: AnyCellView(icon)))
        return EnvironmentValues.current[LabelStyleKey.self].body(configuration).kind("Label")
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage name: String) { self.init(title: Text(title), icon: Image(systemName: name)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: Text(title), icon: Image(systemName: name)) }
    public init(_ title: LocalizedStringKey, image name: String) { self.init(title: Text(title), icon: Image(name)) }
}

/// What a label style draws a label from.
public struct LabelStyleConfiguration {
    /// The title, as a view.
    public struct Title: View {
        let view: AnyCellView
        public var body: AnyCellView { return view }
    }
    /// The icon, as a view.
    public struct Icon: View {
        let view: AnyCellView
        public var body: AnyCellView { return view }
    }
    public let title: Title
    public let icon: Icon
}

/// A custom look for labels.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

struct AnyLabelStyle: @unchecked Sendable {
    let body: (LabelStyleConfiguration) -> AnyCellView
    init<S: LabelStyle>(_ style: S) { body = { AnyCellView(style.makeBody(configuration: $0)) } }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle(TitleAndIconLabelStyle()) }

extension View {
    /// The style of labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0[LabelStyleKey.self] = AnyLabelStyle(style) }
    }
}

/// Icon, then title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.icon; configuration.title }
    }
}
/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// iOS's default in a row: icon and title.
public typealias DefaultLabelStyle = TitleAndIconLabelStyle

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
    public static var automatic: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

/// A label and its value: the label leading, the value trailing in the secondary colour
/// (as iOS draws it in a row).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    init(content: Content, label: Label) { self.content = content; self.label = label }

    public var body: ModifiedContentView {
        return HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }.kind("LabeledContent")
    }
}

extension LabeledContent where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content(), label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content(), label: Text(title)) }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ title: LocalizedStringKey, value: S) { self.init(content: Text(value), label: Text(title)) }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { self.init(content: Text(value), label: Text(title)) }
    public init<F: FormatStyle>(_ title: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: Text(value, format: format), label: Text(title))
    }
}
#endif
