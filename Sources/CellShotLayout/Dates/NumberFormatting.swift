/// A number as decimal digits: exact for integers, the shortest round-trip digits of a
/// `Double` (the same on every machine), rounded half-even as CLDR formatters round.
struct DecimalDigits: Equatable {
    var negative = false
    /// Integer digits (no leading zeros; empty for zero).
    var integer: [UInt8] = []
    var fraction: [UInt8] = []

    init<I: BinaryInteger>(_ value: I) {
        negative = value < 0
        integer = value.magnitude.description.utf8.map { $0 - 48 }.drop { $0 == 0 }.map { $0 }
    }

    /// A finite `value` with at most `maximumFraction` fraction digits; nil if not finite.
    init?(_ value: Double, maximumFraction: Int) {
        guard value.isFinite else { return nil }
        let text = value.magnitude.description
        let parts = text.split(separator: "e")
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let whole = mantissa[0].utf8.map { $0 - 48 }
        let digits = whole + (mantissa.count > 1 ? mantissa[1].utf8.map { $0 - 48 } : [])
        let point = whole.count + exponent
        if point <= 0 {
            fraction = Array(repeating: 0, count: -point) + digits
        } else if point >= digits.count {
            integer = digits + Array(repeating: 0, count: point - digits.count)
        } else {
            integer = Array(digits[..<point]); fraction = Array(digits[point...])
        }
        round(to: max(0, min(15, maximumFraction)))
        integer = Array(integer.drop { $0 == 0 })
        negative = value < 0 && !(integer.isEmpty && fraction.allSatisfy { $0 == 0 })
    }

    /// Rounds half-even to `places` fraction digits and drops trailing zeros.
    mutating func round(to places: Int) {
        if fraction.count > places {
            let dropped = fraction[places...]
            fraction.removeLast(fraction.count - places)
            let first = dropped.first ?? 0, rest = dropped.dropFirst().contains { $0 != 0 }
            let last = fraction.last ?? integer.last ?? 0
            if first > 5 || (first == 5 && (rest || last % 2 == 1)) { carry() }
        }
        while fraction.last == 0 { fraction.removeLast() }
    }

    private mutating func carry() {
        var all = integer + fraction
        var position = all.count - 1
        while position >= 0 {
            if all[position] == 9 { all[position] = 0; position -= 1 } else { all[position] += 1; break }
        }
        if position < 0 { all.insert(1, at: 0) }
        integer = Array(all[..<(all.count - fraction.count)]); fraction = Array(all[(all.count - fraction.count)...])
    }
}

extension NumberSymbols {
    /// `value` written with `pattern`, at least `minimumFraction` fraction digits; `currency`
    /// replaces `¤`.
    func format(_ value: DecimalDigits, _ pattern: NumberPattern, minimumFraction: Int, currency: String = "") -> String {
        var integer = value.integer.map { Character(String($0)) }
        while integer.count < max(1, pattern.minimumIntegerDigits) { integer.insert("0", at: 0) }
        var body = ""
        let count = integer.count
        let grouped = pattern.primaryGroup > 0 && count >= pattern.primaryGroup + minimumGrouping
        for (i, digit) in integer.enumerated() {
            let left = count - i
            if grouped && i > 0 && left >= pattern.primaryGroup
                && (left == pattern.primaryGroup || (left - pattern.primaryGroup) % pattern.secondaryGroup == 0) {
                body += group
            }
            body.append(digit)
        }
        var fraction = value.fraction.map { Character(String($0)) }
        while fraction.count < minimumFraction { fraction.append("0") }
        if !fraction.isEmpty { body += decimal + String(fraction) }
        body = localized(body)
        if value.negative {
            if let prefix = pattern.negativePrefix {
                return affix(prefix, currency) + body + affix(pattern.negativeSuffix ?? "", currency)
            }
            return minus + affix(pattern.prefix, currency) + body + affix(pattern.suffix, currency)
        }
        return affix(pattern.prefix, currency) + body + affix(pattern.suffix, currency)
    }

    /// A pattern affix with its quotes removed and `¤ % - +` replaced by the locale's symbols.
    func affix(_ text: String, _ currency: String) -> String {
        var out = "", quoted = false
        for character in text {
            if character == "'" { quoted.toggle(); continue }
            if quoted { out.append(character); continue }
            switch character {
            case "¤": out += currency
            case "%": out += percent
            case "-": out += minus
            case "+": out += plus
            default: out.append(character)
            }
        }
        return out
    }

    /// The currency pattern for `symbol`: the locale's letter-next-to-number variant when a
    /// letter of the symbol would touch the digits.
    func currencyPattern(for symbol: String) -> NumberPattern {
        guard let alpha = currencyAlphaPattern else { return currencyPattern }
        let touching = currencyPattern.prefix.contains("¤") ? symbol.last : symbol.first
        return touching?.isLetter == true ? alpha : currencyPattern
    }
}
