import CellShotLayout
import CellShotText

/// A stepper with a label: the label leading, UIKit's stepper trailing (a 94 × 32 rounded
/// track in the tertiary fill, a hairline between − and +, a glyph at its limit dimmed); inside
/// a `List` or `Form` with a text label, the table's stepper row without its value (as iOS
/// draws it, the label is the only place the value appears).
public struct Stepper<Label: View>: View, TableRowConvertible {
    let label: Label
    let atMinimum: Bool, atMaximum: Bool
    /// The whole-number value and range (nil for other values and the increment/decrement form).
    let integral: (value: Int, range: ClosedRange<Int>)?

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        atMinimum = value.wrappedValue <= bounds.lowerBound; atMaximum = value.wrappedValue >= bounds.upperBound
        integral = nil
    }
    public init<V: BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: Int(clamping: value.wrappedValue), range: Int(clamping: bounds.lowerBound)...Int(clamping: bounds.upperBound))
    }
    public init<V: BinaryInteger>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: Int(clamping: value.wrappedValue), range: Int.min...Int.max)
    }
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: label(), onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// A stepper that calls your closures: a missing closure dims its glyph.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), onIncrement: onIncrement, onDecrement: onDecrement)
    }
    init(label: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label
        atMinimum = onDecrement == nil; atMaximum = onIncrement == nil
        integral = nil
    }
    init(label: Label, value: Int, range: ClosedRange<Int>) {
        self.label = label
        atMinimum = value <= range.lowerBound; atMaximum = value >= range.upperBound
        integral = (value, range)
    }

    public var body: ModifiedContentView {
        func glyph(_ symbol: String, dimmed: Bool) -> ModifiedContentView {
            TextView(symbol).font(.system(size: 20, weight: .medium)).foregroundColor(dimmed ? .tertiaryLabel : .label)
                .frame(width: 47, height: 32)
        }
        let control = HStackView(spacing: 0) {
            glyph("−", dimmed: atMinimum)
            DividerView().frame(height: 16)
            glyph("+", dimmed: atMaximum)
        }
        .frame(width: 94, height: 32)
        .background(RoundedRectangleView(cornerRadius: 8).fill(.tertiarySystemFill))
        .id("stepper")
        return HStack { label; Spacer(); control }.kind("Stepper")
    }

    var tableRows: [Row]? {
        guard let title = (ListLowering.single(label) as? Text)?.rowTitle else { return nil }
        // Without a whole-number value, a value and range that dim the same glyphs; the dump
        // then names no value (the stepper has none to show).
        let shown = integral ?? (0, (atMinimum ? 0 : -1)...(atMaximum ? 0 : 1))
        var row = Row.Stepper(text: title, value: shown.value, in: shown.range, showsValue: false).row
        row.listOptions.stepperHasNoValue = integral == nil
        return [row]
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(title)
        atMinimum = value.wrappedValue <= bounds.lowerBound; atMaximum = value.wrappedValue >= bounds.upperBound
        integral = nil
    }
    public init<V: BinaryInteger>(_ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(label: Text(title), value: Int(clamping: value.wrappedValue), range: Int(clamping: bounds.lowerBound)...Int(clamping: bounds.upperBound))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(label: Text(title), value: Int(clamping: value.wrappedValue), range: Int(clamping: bounds.lowerBound)...Int(clamping: bounds.upperBound))
    }
    public init<V: BinaryInteger>(_ title: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(label: Text(title), value: Int(clamping: value.wrappedValue), range: Int.min...Int.max)
    }
    /// A stepper titled `title` that calls your closures: a missing closure dims its glyph.
    public init(_ title: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(title), onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// A view with a value that identifies it among a `Picker`'s options.
struct TaggedView<Content: View>: View {
    let content: Content
    let tag: AnyHashable
    var body: Content { return content }
}

extension View {
    /// The value that identifies this view among a `Picker`'s options.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }
}

/// How a picker draws: `.menu` (the default in a Form) shows the current value trailing in
/// the secondary colour with the up/down chevrons; `.navigationLink` adds the disclosure chevron instead; `.inline` lists the options with
/// a checkmark on the selected one.
public struct PickerStyleKind: Hashable, Sendable {
    let name: String
    public static let automatic = PickerStyleKind(name: "automatic"), menu = PickerStyleKind(name: "menu")
    public static let navigationLink = PickerStyleKind(name: "navigationLink"), inline = PickerStyleKind(name: "inline")
    public static let segmented = PickerStyleKind(name: "segmented"), wheel = PickerStyleKind(name: "wheel")
    public static let palette = PickerStyleKind(name: "palette")
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension View {
    /// The style of pickers inside.
    public func pickerStyle(_ style: PickerStyleKind) -> some View { EnvironmentWriter(content: self) { $0[PickerStyleKey.self] = style } }
}

/// A choice among tagged options, drawn with the selected option's title as its value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, TableRowConvertible {
    let label: Label
    let selection: SelectionValue
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; self.content = content()
    }
    init(label: Label, selection: SelectionValue, content: Content) { self.label = label; self.selection = selection; self.content = content }

    /// The options as (title, tag), in order; untagged options have no tag.
    var options: [(title: String, tag: AnyHashable?)] {
        Picker.options(of: AnyCellView(content), depth: 0)
    }

    private static func options(of view: AnyCellView, depth: Int) -> [(title: String, tag: AnyHashable?)] {
        guard depth < ListLowering.maxDepth else { return [] }
        let inner = view.wrapped
        if let children = inner.listedChildren { return children.flatMap { options(of: $0, depth: depth + 1) } }
        if let tagged = inner as? any TaggedOption { return [(tagged.optionTitle, tagged.optionTag)] }
        if let text = inner as? Text { return [(text.plain, nil)] }
        if inner is any PrimitiveCellView { return [] }
        return options(of: AnyCellView(inner.body), depth: depth + 1)
    }

    /// The selected option's title ("" when no option has the selection's tag).
    var selectedTitle: String { options.first { $0.tag == AnyHashable(selection) }?.title ?? "" }

    /// Outside a list: the label, then the selected value in the tint colour; `.segmented`:
    /// UIKit's segmented control (`segmentedBody`).
    public var body: ModifiedContentView {
        if EnvironmentValues.current[PickerStyleKey.self] == .segmented { return segmentedBody }
        return HStack {
            label
            Spacer()
            Text(verbatim: selectedTitle).foregroundStyle(Color.accentColor)
        }.kind("Picker")
    }

    /// UIKit's segmented control at rest (Apple publishes no metrics; these are iOS 17's as
    /// drawn): a 32-point track in the tertiary fill with 9-point corners, its options sharing
    /// the width equally in 13-point text, the selected one semibold on a raised 7-point-corner
    /// segment (white, dark grey in dark appearance) 2 points inside the track.
    var segmentedBody: ModifiedContentView {
        let selected = AnyHashable(selection)
        let raised = Color(dynamic: DynamicColor(light: .white, dark: CellShotRaster.Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255)))
        return HStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                let isSelected = option.tag == selected
                Text(verbatim: option.title)
                    .font(.system(size: 13, weight: isSelected ? .semibold : .regular))
                    .lineLimit(1)
                    .foregroundStyle(.primary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if isSelected {
                            RoundedRectangle(cornerRadius: 7).fill(raised)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                        }
                    }
            }
        }
        .padding(2)
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(uiColor: .tertiarySystemFill)))
        .kind("Picker")
    }

    var tableRows: [Row]? {
        guard let title = (ListLowering.single(label) as? Text)?.rowTitle else { return nil }
        switch EnvironmentValues.current[PickerStyleKey.self] {
        case .segmented:
            return nil  // the control itself is the row's content
        case .navigationLink:
            return [Row(text: title, value: selectedTitle).accessory(.disclosureIndicator)]
        case .inline:
            return options.map { Row(text: $0.title).checked($0.tag == AnyHashable(selection)) }
        default:
            // iOS 16+ draws a menu picker's value with the up/down chevrons after it.
            var row = Row(text: title, value: selectedTitle)
            row.listOptions.valueSymbol = "chevron.up.chevron.down"
            return [row]
        }
    }
}

extension Picker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), selection: selection.wrappedValue, content: content())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), selection: selection.wrappedValue, content: content())
    }
}

/// A tagged option whatever its content type: its title (a text's, or "") and tag.
protocol TaggedOption {
    var optionTitle: String { get }
    var optionTag: AnyHashable { get }
}

extension TaggedView: TaggedOption {
    var optionTitle: String { ListLowering.title(of: content) }
    var optionTag: AnyHashable { tag }
}
