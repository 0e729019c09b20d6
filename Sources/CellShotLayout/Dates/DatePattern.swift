import Foundation

/// Why a date pattern could not be read.
public enum DatePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A letter that is not one of the fields CellShot writes (G y M L d E c a B h H K k m s
    /// z Z O v V x X) at `offset` (in characters).
    case unknownField(Character, offset: Int, pattern: String)
    /// The pattern is longer than 256 characters, or a field repeats more than 6 times.
    case tooLong(pattern: String)

    public var description: String {
        switch self {
        case let .unknownField(c, offset, pattern): return "date pattern \"\(pattern)\": unknown field \"\(c)\" at \(offset)"
        case let .tooLong(pattern): return "date pattern \"\(pattern.prefix(32))…\": longer than 256 characters or a field of 7+ letters"
        }
    }
}

/// A CLDR date pattern ("MMM d, y", "h:mm a", "d. MMMM y 'um' HH:mm") read into literal text
/// and fields. Text in single quotes is literal (`''` is a quote; an unterminated quote runs
/// to the end); every other ASCII letter must be a known field.
struct DatePattern: Sendable {
    enum Token: Sendable, Equatable {
        case literal(String)
        case field(Character, Int)
    }

    let tokens: [Token]
    static let fields: Set<Character> = Set("GyMLdEcaBhHKkmszZOvVxX")

    init(_ pattern: String) throws(DatePatternError) {
        let chars = Array(pattern)
        guard chars.count <= 256 else { throw .tooLong(pattern: pattern) }
        var tokens: [Token] = [], literal = "", quoted = false, i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { literal.append("'"); i += 2; continue }
                quoted.toggle(); i += 1; continue
            }
            guard !quoted, c.isASCII, c.isLetter else { literal.append(c); i += 1; continue }
            guard Self.fields.contains(c) else { throw .unknownField(c, offset: i, pattern: pattern) }
            var count = 1
            while i + count < chars.count, chars[i + count] == c { count += 1 }
            guard count <= 6 else { throw .tooLong(pattern: pattern) }
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
            tokens.append(.field(c, count))
            i += count
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        self.tokens = tokens
    }

    /// The pattern written for `date` at UTC offset `offset` (seconds) in `data`'s names and digits.
    func format(_ date: CivilDate, offset: Int, _ data: LocaleData) -> String {
        var out = ""
        for token in tokens {
            switch token {
            case let .literal(text): out += text
            case let .field(c, n): out += Self.field(c, n, date, offset, data)
            }
        }
        return out
    }

    private static func field(_ c: Character, _ n: Int, _ d: CivilDate, _ offset: Int, _ data: LocaleData) -> String {
        let digits = data.number
        func number(_ value: Int, _ width: Int) -> String {
            let text = String(value.magnitude)
            return (value < 0 ? "-" : "") + digits.localized(String(repeating: "0", count: max(0, width - text.count)) + text)
        }
        let weekday = (d.weekday + 1) % 7
        let width = n == 4 ? "w" : n == 5 ? "n" : "a"
        switch c {
        case "G": return data.era[n == 4 ? 1 : 0]
        case "y": return n == 2 ? number(((d.year % 100) + 100) % 100, 2) : number(d.year, n)
        case "M", "L":
            guard n >= 3 else { return number(d.month, n) }
            return data.months[(c == "M" ? "f" : "s") + width]?[d.month - 1] ?? ""
        case "d": return number(d.day, n)
        case "E", "c":
            if c == "c" && n <= 2 { return number(weekday + 1, 1) }
            let key = (c == "E" ? "f" : "s") + (n == 6 ? "s" : width)
            return data.weekdays[key]?[weekday] ?? ""
        case "a": return data.ampm[d.hour < 12 ? 0 : 1]
        case "B": return period(d, data)
        case "h": return number(d.hour % 12 == 0 ? 12 : d.hour % 12, n)
        case "H": return number(d.hour, n)
        case "K": return number(d.hour % 12, n)
        case "k": return number(d.hour == 0 ? 24 : d.hour, n)
        case "m": return number(d.minute, n)
        case "s": return number(d.second, n)
        default: return zone(c, n, offset, data)
        }
    }

    /// The flexible day period (`B`): an exact-minute period (noon) first, then the range.
    private static func period(_ d: CivilDate, _ data: LocaleData) -> String {
        let minute = d.hour * 60 + d.minute
        let exact = data.periods.first { $0.before - $0.from == 1 && $0.from == minute && d.second == 0 }
        let range = data.periods.first { p in
            p.from < p.before ? p.before - p.from > 1 && p.from <= minute && minute < p.before
                : minute >= p.from || minute < p.before  // a period across midnight ("at night")
        }
        return (exact ?? range)?.name ?? data.ampm[d.hour < 12 ? 0 : 1]
    }

    /// Time zone fields for a fixed offset: localized GMT ("GMT+1", "GMT+01:00") or ISO 8601.
    private static func zone(_ c: Character, _ n: Int, _ offset: Int, _ data: LocaleData) -> String {
        let a = abs(offset), h = a / 3600, m = (a % 3600) / 60
        let sign = offset < 0 ? "-" : "+"
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        switch (c, n) {
        case ("Z", 1...3): return data.number.localized(sign + two(h) + two(m))
        case ("x", _), ("X", _):
            if c == "X" && offset == 0 { return "Z" }
            let colon = n == 3 || n == 5
            return data.number.localized(sign + two(h) + (n == 1 && m == 0 ? "" : (colon ? ":" : "") + two(m)))
        case ("Z", 5): return offset == 0 ? "Z" : data.number.localized(sign + two(h) + ":" + two(m))
        default: return gmt(offset, long: n == 4, data)
        }
    }

    /// CLDR's localized GMT format: `gmtFormat` around `hourFormat`, short form dropping zero minutes.
    static func gmt(_ offset: Int, long: Bool, _ data: LocaleData) -> String {
        guard offset != 0 else { return data.gmt[1] }
        let a = abs(offset), h = a / 3600, m = (a % 3600) / 60
        let halves = data.gmt[2].split(separator: ";")
        var hours = String(offset < 0 && halves.count > 1 ? halves[1] : halves[0])
        if !long {
            hours = hours.replacingOccurrences(of: "HH", with: "H")
            if m == 0, let h = hours.firstIndex(of: "H"), let mm = hours.range(of: "mm") {
                hours.removeSubrange(hours.index(after: h)..<mm.upperBound)
            }
        }
        let hh = long || h >= 10 ? (h < 10 ? "0\(h)" : "\(h)") : "\(h)"
        let text = hours.replacingOccurrences(of: "HH", with: hh).replacingOccurrences(of: "H", with: hh)
            .replacingOccurrences(of: "mm", with: m < 10 ? "0\(m)" : "\(m)")
        return data.gmt[0].replacingOccurrences(of: "{0}", with: data.number.localized(text))
    }
}
