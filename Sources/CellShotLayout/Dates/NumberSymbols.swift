/// A locale's number symbols, digits and patterns (CLDR's default numbering system).
struct NumberSymbols: Sendable {
    /// The ten digits, zero first.
    let digits: [Character]
    let decimal, group, minus, plus, percent: String
    /// Fewest digits before the first group separator is written (2 in es and pl: "1000", "10 000").
    let minimumGrouping: Int
    let decimalPattern, percentPattern, currencyPattern: NumberPattern
    /// The currency pattern when the symbol's letter touches the number ("CHF 12.00"), if the locale has one.
    let currencyAlphaPattern: NumberPattern?
    /// Currency symbols by ISO 4217 code.
    let currencySymbols: [String: String]
    /// Fraction digits by currency code (2 for codes not listed).
    let currencyDigits: [String: Int]

    init(_ source: LocaleValues, currencyDigits: [String: Int]) throws(LocaleResourceError) {
        digits = try Array(source.string("num.digits"))
        guard digits.count == 10 else { throw source.fail("num.digits", "10 digits") }
        let separators = try source.list("num.symbols", count: 5)
        (decimal, group, minus, plus, percent) = (separators[0], separators[1], separators[2], separators[3], separators[4])
        guard let minGroup = try Int(source.string("num.minGroup")), (1...4).contains(minGroup) else { throw source.fail("num.minGroup", "1…4") }
        minimumGrouping = minGroup
        func pattern(_ key: String) throws(LocaleResourceError) -> NumberPattern {
            let text = try source.string(key)
            do { return try NumberPattern(text) } catch { throw source.fail(key, "a number pattern") }
        }
        decimalPattern = try pattern("pat.decimal")
        percentPattern = try pattern("pat.percent")
        currencyPattern = try pattern("pat.currency")
        if source.values["pat.currencyAlpha"] != nil { currencyAlphaPattern = try pattern("pat.currencyAlpha") } else { currencyAlphaPattern = nil }
        var symbols: [String: String] = [:]
        for (key, value) in source.values where key.hasPrefix("cur.") { symbols[String(key.dropFirst(4))] = value }
        currencySymbols = symbols
        self.currencyDigits = currencyDigits
    }

    /// `text`'s ASCII digits written in the locale's digits.
    func localized(_ text: String) -> String {
        guard digits[0] != "0" else { return text }
        return String(text.map { character in character.asciiValue.map { (48...57).contains($0) ? digits[Int($0) - 48] : character } ?? character })
    }
}

/// A parsed CLDR number pattern (`#,##0.###`, `¤#,##0.00`, `#,##,##0%`, `#,##0.00 ¤;(#,##0.00 ¤)`).
struct NumberPattern: Sendable, Equatable {
    /// Affixes as written (with `¤`, `%`, `-` still to be replaced); negative ones nil when implicit.
    var prefix = "", suffix = ""
    var negativePrefix: String?, negativeSuffix: String?
    var minimumIntegerDigits = 1
    var minimumFractionDigits = 0, maximumFractionDigits = 0
    /// Digits in the group nearest the decimal point, and in the groups beyond it (0: no grouping).
    var primaryGroup = 0, secondaryGroup = 0

    struct Malformed: Error {}

    init(_ text: String) throws(Malformed) {
        let halves = Self.split(text)
        let positive = try Self.parts(halves[0])
        (prefix, suffix) = (positive.prefix, positive.suffix)
        if halves.count > 1 {
            let negative = try Self.parts(halves[1])
            (negativePrefix, negativeSuffix) = (negative.prefix, negative.suffix)
        }
        let body = positive.body
        let integer = body.split(separator: ".", omittingEmptySubsequences: false)[0]
        let fraction = body.contains(".") ? body.split(separator: ".", omittingEmptySubsequences: false)[1] : ""
        minimumIntegerDigits = integer.filter { $0 == "0" }.count
        minimumFractionDigits = fraction.filter { $0 == "0" }.count
        maximumFractionDigits = fraction.filter { $0 == "0" || $0 == "#" }.count
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            primaryGroup = groups[groups.count - 1].count
            secondaryGroup = groups.count > 2 ? groups[groups.count - 2].count : primaryGroup
        }
        guard groups.count < 2 || (primaryGroup > 0 && secondaryGroup > 0), maximumFractionDigits <= 15, minimumIntegerDigits <= 15 else {
            throw Malformed()
        }
    }

    /// The positive and negative sub-patterns (split at a `;` outside quotes).
    private static func split(_ text: String) -> [Substring] {
        var quoted = false
        for i in text.indices {
            if text[i] == "'" { quoted.toggle() } else if text[i] == ";" && !quoted {
                return [text[..<i], text[text.index(after: i)...]]
            }
        }
        return [text[...]]
    }

    /// Prefix, numeric body and suffix of one sub-pattern.
    private static func parts(_ text: Substring) throws(Malformed) -> (prefix: String, body: String, suffix: String) {
        let numeric: Set<Character> = ["#", "0", ",", ".", "@"]
        var quoted = false, start: String.Index?, end: String.Index?
        for i in text.indices {
            if text[i] == "'" { quoted.toggle(); continue }
            if !quoted && numeric.contains(text[i]) {
                if start == nil { start = i }
                end = text.index(after: i)
            }
        }
        guard let start, let end else { throw Malformed() }
        return (String(text[..<start]), String(text[start..<end]), String(text[end...]))
    }
}
