import Foundation

/// Which of a locale's CLDR list patterns joins items.
public enum ListType: String, Hashable, Sendable, CaseIterable {
    /// "A, B, and C"
    case and
    /// "A, B, or C"
    case or
    /// Units of one measure: "2 hours, 5 minutes"
    case unit
}

extension CellLocale {
    /// A whole number with the locale's digits, group separator and minus sign: "1,234,567"
    /// (en), "1.234.567" (de), "1 234 567" (fr, with U+202F).
    public func formatNumber<I: BinaryInteger>(_ value: I) -> String {
        let symbols = data.number
        return symbols.format(DecimalDigits(value), symbols.decimalPattern, minimumFraction: 0)
    }

    /// A number rounded half-even to at most `maximumFractionDigits` (0…15, default 6 as
    /// Foundation's `.number` style): "3.141593", "1.234,5" (de). Not finite: "∞", "NaN".
    public func formatNumber(_ value: Double, maximumFractionDigits: Int = 6) -> String {
        let symbols = data.number
        guard let digits = DecimalDigits(value, maximumFraction: maximumFractionDigits) else { return Self.nonFinite(value) }
        return symbols.format(digits, symbols.decimalPattern, minimumFraction: 0)
    }

    /// A fraction as a percentage (0.256 → "25.6%", "25,6 %" in de), at most
    /// `maximumFractionDigits` after the point.
    public func formatPercent(_ fraction: Double, maximumFractionDigits: Int = 6) -> String {
        let symbols = data.number
        guard let digits = DecimalDigits(fraction * 100, maximumFraction: maximumFractionDigits) else {
            return Self.nonFinite(fraction)
        }
        return symbols.format(digits, symbols.percentPattern, minimumFraction: 0)
    }

    /// A whole percentage (25 → "25%").
    public func formatPercent<I: BinaryInteger>(_ percent: I) -> String {
        let symbols = data.number
        return symbols.format(DecimalDigits(percent), symbols.percentPattern, minimumFraction: 0)
    }

    /// An amount of a currency with the locale's symbol and the currency's digits:
    /// "$1,234.50" (en, USD), "1.234,50 €" (de, EUR), "¥1,235" (en, JPY). A code without a
    /// bundled symbol is written as the code itself.
    public func formatCurrency(_ amount: Double, code: String) -> String {
        let symbols = data.number
        let code = code.uppercased()
        let places = symbols.currencyDigits[code] ?? 2
        guard let digits = DecimalDigits(amount, maximumFraction: places) else { return Self.nonFinite(amount) }
        let symbol = symbols.currencySymbols[code] ?? code
        return symbols.format(digits, symbols.currencyPattern(for: symbol), minimumFraction: places, currency: symbol)
    }

    /// Items joined by the locale's list pattern: "A, B, and C" (en), "A, B und C" (de).
    public func formatList(_ items: [String], type: ListType = .and) -> String {
        guard let pattern = data.lists[type == .and ? "standard" : type.rawValue], items.count > 1 else { return items.first ?? "" }
        func join(_ template: String, _ first: String, _ second: String) -> String {
            DateFormattingUtility.unquote(template).replacingOccurrences(of: "{0}", with: first).replacingOccurrences(of: "{1}", with: second)
        }
        if items.count == 2 { return join(pattern.two, items[0], items[1]) }
        var tail = join(pattern.end, items[items.count - 2], items[items.count - 1])
        for i in stride(from: items.count - 3, through: 1, by: -1) { tail = join(pattern.middle, items[i], tail) }
        return join(pattern.start, items[0], tail)
    }

    /// The CLDR plural category of a whole number in this locale's language ("one", "few", …).
    public func pluralCategory<I: BinaryInteger>(_ number: I) -> PluralCategory { data.plural.category(number) }

    static func nonFinite(_ value: Double) -> String { value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
}
