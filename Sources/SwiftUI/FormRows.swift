import CellShotLayout

// The views that are native table rows inside a `List` or `Form`, drawn as iOS draws them there.

extension Text: TableRowConvertible {
    var tableRows: [Row]? { rowTitle.map { [Row(text: $0)] } }
}

extension Toggle: TableRowConvertible {
    /// A switch row (the toggle's tint, green by default).
    var tableRows: [Row]? {
        guard let title = (ListLowering.single(label) as? Text)?.rowTitle, EnvironmentValues.current.isEnabled else { return nil }
        return [Row.Switch(text: title, isOn: isOn, tint: EnvironmentValues.current[ToggleTintKey.self]).row]
    }
}

extension Button: TableRowConvertible {
    /// An action row: the title in the tint colour, red for a destructive role.
    var tableRows: [Row]? {
        let env = EnvironmentValues.current
        guard let title = (ListLowering.single(label) as? Text)?.rowTitle, env.isEnabled else { return nil }
        return [Row.Action(text: title, destructive: role == .destructive).row]
    }
}

extension LabeledContent: TableRowConvertible {
    /// A value1 row: the title leading, the value trailing in the secondary colour.
    var tableRows: [Row]? { valueRow.map { [$0] } }

    var valueRow: Row? {
        guard let title = (ListLowering.single(label) as? Text)?.rowTitle, let value = (ListLowering.single(content) as? Text)?.rowTitle else { return nil }
        return Row(text: title, value: value)
    }
}

extension Label: TableRowConvertible {
    /// A row with the symbol leading in the tint colour and the title in the label colour; a
    /// `.foregroundStyle` on the symbol or the title colours that part.
    var tableRows: [Row]? { symbolRow.map { [$0] } }

    var symbolRow: Row? {
        guard let (title, titleColor) = Self.coloredTitle(self.title), let (image, iconColor) = Self.coloredSymbol(icon),
              case let .symbol(name) = image.source else { return nil }
        var row = Row(text: title, image: .icon(name, tint: EnvironmentValues.current[TintKey.self]))
        row.attributes.textColor = titleColor
        row.attributes.imageTintColor = iconColor ?? image.color
        return row
    }

    /// A text's title and its own colour (nil: a text with a font or style of its own).
    private static func coloredTitle(_ view: Any) -> (String, DynamicColor?)? {
        guard let text = ListLowering.single(view) as? Text else { return nil }
        if let title = text.rowTitle { return (title, nil) }
        var plain = text
        plain.color = nil
        return plain.rowTitle.map { ($0, text.color) }
    }

    /// An image and the colour of the innermost `.foregroundStyle` around it.
    private static func coloredSymbol(_ view: Any) -> (Image, DynamicColor?)? {
        var view = ListLowering.single(view), color: DynamicColor?
        for _ in 0..<ListLowering.maxDepth {
            guard let (outer, content) = (view as? ModifiedContentView)?.foregroundColorChange else { break }
            color = outer
            view = ListLowering.single(content)
        }
        return (view as? Image).map { ($0, color) }
    }
}

/// A row that pushes a destination: its label with the grey disclosure chevron. The
/// destination is never shown in a snapshot.
public struct NavigationLink<Label: View, Destination: View>: View, TableRowConvertible {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    init(label: Label) { self.label = label }

    /// Outside a list: the label, then the chevron.
    public var body: ModifiedContentView {
        return HStack {
            label
            Spacer()
            Image(systemName: "chevron.right").font(.footnote).fontWeight(.semibold).foregroundStyle(.tertiary)
        }.kind("NavigationLink")
    }

    /// The label's native row with the chevron; a custom label is drawn with the chevron.
    var tableRows: [Row]? {
        let native: Row?
        if let text = ListLowering.single(label) as? Text { native = text.rowTitle.map { Row(text: $0) } }
        else if let content = ListLowering.single(label) as? any LabeledContentRow { native = content.valueRow }
        else if let symbol = ListLowering.single(label) as? any SymbolLabelRow { native = symbol.symbolRow }
        else { native = nil }
        return native.map { [$0.accessory(.disclosureIndicator)] }
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.init(label: Text(title)) }
    public init(_ title: LocalizedStringKey, destination: Destination) { self.init(label: Text(title)) }
}

extension NavigationLink where Destination == EmptyView {
    /// A link to a value pushed on a `NavigationStack` path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) { self.label = Text(title) }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

/// Reads a `LabeledContent` label as a value1 row whatever its generic arguments.
protocol LabeledContentRow { var valueRow: Row? { get } }
extension LabeledContent: LabeledContentRow {}
/// Reads a `Label` as a symbol row whatever its generic arguments.
protocol SymbolLabelRow { var symbolRow: Row? { get } }
extension Label: SymbolLabelRow {}
