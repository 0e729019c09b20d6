#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// A format style whose locale can be set: `Text(_:format:)` formats with the environment's
/// locale (CellShot's standard one when the text is made outside a render), never the
/// machine's, when the style is one of these.
protocol LocalizableFormat {
    func locale(_ locale: Locale) -> Self
}

extension IntegerFormatStyle: LocalizableFormat {}
extension IntegerFormatStyle.Percent: LocalizableFormat {}
extension IntegerFormatStyle.Currency: LocalizableFormat {}
extension FloatingPointFormatStyle: LocalizableFormat {}
extension FloatingPointFormatStyle.Percent: LocalizableFormat {}
extension FloatingPointFormatStyle.Currency: LocalizableFormat {}
extension Date.FormatStyle: LocalizableFormat {
    func locale(_ locale: Locale) -> Date.FormatStyle {
        var copy = self
        copy.locale = locale
        copy.timeZone = EnvironmentValues.current.timeZone
        return copy
    }
}

enum FormattedText {
    /// `input` formatted by `format` in the environment's locale (a style whose locale cannot
    /// be set formats with its own, documented in docs/swiftui.md).
    static func string<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        guard let localizable = format as? any LocalizableFormat,
              let fixed = localizable.locale(EnvironmentValues.current.locale) as? F else { return format.format(input) }
        return fixed.format(input)
    }
}
#endif
