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
        case let .unknownField(character, offset, pattern): return "date pattern \"\(pattern)\": unknown field \"\(character)\" at \(offset)"
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
            let character = chars[i]
            if character == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { literal.append("'"); i += 2; continue }
                quoted.toggle(); i += 1; continue
            }
            guard !quoted, character.isASCII, character.isLetter else { literal.append(character); i += 1; continue }
            guard Self.fields.contains(character) else { throw .unknownField(character, offset: i, pattern: pattern) }
            var count = 1
            while i + count < chars.count, chars[i + count] == character { count += 1 }
            guard count <= 6 else { throw .tooLong(pattern: pattern) }
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
            tokens.append(.field(character, count))
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
            case let .field(letter, length): out += Self.field(letter, length, date, offset, data)
            }
        }
        return out
    }

    private static func field(_ letter: Character, _ length: Int, _ date: CivilDate, _ offset: Int, _ data: LocaleData) -> String {
        let digits = data.number
        func number(_ value: Int, _ width: Int) -> String {
            let text = String(value.magnitude)
            return (value < 0 ? "-" : "") + digits.localized(String(repeating: "0", count: max(0, width - text.count)) + text)
        }
        let weekday = (date.weekday + 1) % 7
        let width = length == 4 ? "w" : length == 5 ? "n" : "a"
        switch letter {
        case "G": return data.era[length == 4 ? 1 : 0]
        case "y": return length == 2 ? number(((date.year % 100) + 100) % 100, 2) : number(date.year, length)
        case "M", "L":
            guard length >= 3 else { return number(date.month, length) }
            return data.months[(letter == "M" ? "f" : "s") + width]?[date.month - 1] ?? ""
        case "d": return number(date.day, length)
        case "E", "c":
            if letter == "c" && length <= 2 { return number(weekday + 1, 1) }
            let key = (letter == "E" ? "f" : "s") + (length == 6 ? "s" : width)
            return data.weekdays[key]?[weekday] ?? ""
        case "a": return data.ampm[date.hour < 12 ? 0 : 1]
        case "B": return period(date, data)
        case "h": return number(date.hour % 12 == 0 ? 12 : date.hour % 12, length)
        case "H": return number(date.hour, length)
        case "K": return number(date.hour % 12, length)
        case "k": return number(date.hour == 0 ? 24 : date.hour, length)
        case "m": return number(date.minute, length)
        case "s": return number(date.second, length)
        default: return zone(letter, length, offset, data)
        }
    }

    /// The flexible day period (`B`): an exact-minute period (noon) first, then the range.
    private static func period(_ date: CivilDate, _ data: LocaleData) -> String {
        let minute = date.hour * 60 + date.minute
        let exact = data.periods.first { $0.before - $0.from == 1 && $0.from == minute && date.second == 0 }
        let range = data.periods.first { candidate in
            candidate.from < candidate.before ? candidate.before - candidate.from > 1 && candidate.from <= minute && minute < candidate.before
                : minute >= candidate.from || minute < candidate.before  // a period across midnight ("at night")
        }
        return (exact ?? range)?.name ?? data.ampm[date.hour < 12 ? 0 : 1]
    }

    /// Time zone fields for a fixed offset: localized GMT ("GMT+1", "GMT+01:00") or ISO 8601.
    private static func zone(_ letter: Character, _ length: Int, _ offset: Int, _ data: LocaleData) -> String {
        let magnitude = abs(offset), wholeHours = magnitude / 3600, minutes = (magnitude % 3600) / 60
        let sign = offset < 0 ? "-" : "+"
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        switch (letter, length) {
        case ("Z", 1...3): return data.number.localized(sign + two(wholeHours) + two(minutes))
        case ("x", _), ("X", _):
            if letter == "X" && offset == 0 { return "Z" }
            let colon = length == 3 || length == 5
            return data.number.localized(sign + two(wholeHours) + (length == 1 && minutes == 0 ? "" : (colon ? ":" : "") + two(minutes)))
        case ("Z", 5): return offset == 0 ? "Z" : data.number.localized(sign + two(wholeHours) + ":" + two(minutes))
        default: return gmt(offset, long: length == 4, data)
        }
    }

    /// CLDR's localized GMT format: `gmtFormat` around `hourFormat`, short form dropping zero minutes.
    static func gmt(_ offset: Int, long: Bool, _ data: LocaleData) -> String {
        guard offset != 0 else { return data.gmt[1] }
        let magnitude = abs(offset), wholeHours = magnitude / 3600, minutes = (magnitude % 3600) / 60
        let halves = data.gmt[2].split(separator: ";")
        var hours = String(offset < 0 && halves.count > 1 ? halves[1] : halves[0])
        if !long {
            hours = hours.replacingOccurrences(of: "HH", with: "H")
            if minutes == 0, let hourIndex = hours.firstIndex(of: "H"), let mm = hours.range(of: "mm") {
                hours.removeSubrange(hours.index(after: hourIndex)..<mm.upperBound)
            }
        }
        let hh = long || wholeHours >= 10 ? (wholeHours < 10 ? "0\(wholeHours)" : "\(wholeHours)") : "\(wholeHours)"
        let text = hours.replacingOccurrences(of: "HH", with: hh).replacingOccurrences(of: "H", with: hh)
            .replacingOccurrences(of: "mm", with: minutes < 10 ? "0\(minutes)" : "\(minutes)")
        return data.gmt[0].replacingOccurrences(of: "{0}", with: data.number.localized(text))
    }
}
