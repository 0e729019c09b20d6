#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker as iOS draws its compact style (the default in a row): the label leading, then
/// the date ("Dec 1, 2025") and the time ("8:00 AM"), each in the body font on a rounded
/// tertiary-fill chip, trailing, in the snapshot's locale and time zone. Every style is drawn
/// compact (the wheel and the calendar are not).
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Date
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, components: displayedComponents)
    }
    /// A picker limited to `range` (`a...b`, `a...`, `...b`: the limits draw nothing at rest).
    public init<R: RangeExpression>(selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                                    @ViewBuilder label: () -> Label) where R.Bound == Date {
        self.init(label: label(), selection: selection.wrappedValue, components: displayedComponents)
    }
    init(label: Label, selection: Date, components: DatePickerComponents) {
        self.label = label; self.selection = selection; self.components = components
    }

    public var body: ModifiedContentView {
        func chip(_ text: Text) -> some View {
            text.foregroundStyle(.primary).padding(.horizontal, 11).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .tertiarySystemFill)))
        }
        let date = selection, shows = components.isEmpty ? [.date, .hourAndMinute] : components
        return HStack {
            label
            Spacer()
            HStack(spacing: 6) {
                if shows.contains(.date) { chip(Text(date, format: .dateTime.month(.abbreviated).day().year())) }
                if shows.contains(.hourAndMinute) { chip(Text(date, style: .time)) }
            }
        }
        .kind("DatePicker")
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection.wrappedValue, components: displayedComponents)
    }
    public init<R: RangeExpression>(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: R,
                                    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where R.Bound == Date {
        self.init(label: Text(titleKey), selection: selection.wrappedValue, components: displayedComponents)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection.wrappedValue, components: displayedComponents)
    }
}

/// How date pickers draw (every style is drawn compact: see `DatePicker`).
public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

extension View {
    /// The style of the date pickers inside (all drawn compact).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
#endif
