#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// A format style whose locale can be set: `Text(_:format:)` formats with the environment's
/// locale (CellShot's standard one when the text is made outside a render), never the
/// machine's, when the style is one of these.
protocol LocalizableFormat {
    func locale(_ locale: Locale) -> Self
}

/// A format style CellShot writes itself from the locale's bundled CLDR data when the style
/// has its default configuration (`.number`, `.percent`, `.currency(code:)`,
/// `Date.FormatStyle(date:time:)`); nil when it is configured further.
protocol CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String?
}

extension IntegerFormatStyle: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, self == IntegerFormatStyle(locale: locale) else { return nil }
        return env.locale.formatNumber(value)
    }
}
extension IntegerFormatStyle.Percent: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, self == IntegerFormatStyle.Percent(locale: locale) else { return nil }
        return env.locale.formatPercent(value)
    }
}
extension IntegerFormatStyle.Currency: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, let amount = Double(exactly: value),
              self == IntegerFormatStyle.Currency(code: currencyCode, locale: locale) else { return nil }
        return env.locale.formatCurrency(amount, code: currencyCode)
    }
}
extension FloatingPointFormatStyle: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, self == FloatingPointFormatStyle(locale: locale) else { return nil }
        return env.locale.formatNumber(Double(value))
    }
}
extension FloatingPointFormatStyle.Percent: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, self == FloatingPointFormatStyle.Percent(locale: locale) else { return nil }
        return env.locale.formatPercent(Double(value))
    }
}
extension FloatingPointFormatStyle.Currency: LocalizableFormat, CLDRFormat {
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let value = input as? Value, self == FloatingPointFormatStyle.Currency(code: currencyCode, locale: locale)
        else { return nil }
        return env.locale.formatCurrency(Double(value), code: currencyCode)
    }
}
extension Date.FormatStyle: LocalizableFormat, CLDRFormat {
    func locale(_ locale: Locale) -> Date.FormatStyle {
        var copy = self
        copy.locale = locale
        copy.timeZone = EnvironmentValues.current.timeZone
        return copy
    }

    /// The date and time styles this style was made with, matched against every combination
    /// (`.dateTime` with no fields counts as numeric date, shortened time, as Foundation writes it).
    func cldrString(_ input: Any, _ env: CellEnvironment) -> String? {
        guard let date = input as? Date else { return nil }
        func style(_ dateStyle: DateStyle?, _ timeStyle: TimeStyle?) -> Date.FormatStyle {
            Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: timeZone,
                             capitalizationContext: capitalizationContext)
        }
        let utility = DateFormattingUtility(environment: env)
        if self == style(nil, nil) { return utility.format(date, date: .numeric, time: .shortened) }
        let dates: [(DateStyle, DateFieldStyle?)] = [(.omitted, nil), (.numeric, .numeric), (.abbreviated, .abbreviated),
                                                     (.long, .long), (.complete, .complete)]
        let times: [(TimeStyle, TimeFieldStyle?)] = [(.omitted, nil), (.shortened, .shortened), (.standard, .standard),
                                                     (.complete, .complete)]
        for (dateStyle, cellDate) in dates {
            for (timeStyle, cellTime) in times where self == style(dateStyle, timeStyle) {
                return cellDate == nil && cellTime == nil ? nil : utility.format(date, date: cellDate, time: cellTime)
            }
        }
        return nil
    }
}

enum FormattedText {
    /// `input` formatted by `format` in the environment's locale: from the bundled CLDR data
    /// for the default styles above; other configurations of these styles through Foundation
    /// with the environment's locale; a style whose locale cannot be set formats with its own
    /// (docs/swiftui.md).
    static func string<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        let env = EnvironmentValues.current
        if let cldr = format as? any CLDRFormat, let text = cldr.cldrString(input, env.cell) { return text }
        guard let localizable = format as? any LocalizableFormat,
              let fixed = localizable.locale(env.locale) as? F else { return format.format(input) }
        return fixed.format(input)
    }
}
#endif
