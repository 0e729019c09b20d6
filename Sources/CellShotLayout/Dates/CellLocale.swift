/// A fixed UTC offset standing in for a time zone (no daylight-saving rules: a snapshot
/// must not change with the machine's zone database).
public struct FixedTimeZone: Hashable, Sendable, CustomStringConvertible {
    /// Seconds east of UTC, limited to ±18 h.
    public let secondsFromGMT: Int

    /// Offsets beyond ±18 h are clamped.
    public init(secondsFromGMT: Int) { self.secondsFromGMT = max(-64_800, min(64_800, secondsFromGMT)) }
    /// `hours` and `minutes` east of UTC (minutes take the sign of hours); clamped to ±18 h.
    public init(hours: Int, minutes: Int = 0) {
        let h = max(-18, min(18, hours)), m = max(0, min(59, minutes))
        self.init(secondsFromGMT: h * 3600 + (h < 0 ? -m : m) * 60)
    }

    public static let utc = FixedTimeZone(secondsFromGMT: 0)

    public var description: String {
        let s = secondsFromGMT, a = abs(s)
        let mm = (a % 3600) / 60
        return "UTC\(s < 0 ? "-" : "+")\(a / 3600)" + (mm == 0 ? "" : ":\(mm < 10 ? "0" : "")\(mm)")
    }
}

/// The locales the date formatter knows, each with its own small built-in table of month
/// names, date patterns and relative phrases. Never read from the machine.
public enum CellLocale: String, Hashable, Sendable, CaseIterable {
    /// English (United Kingdom): "15 Jan", "15 Jan 2024", "15 January 2024".
    case enGB = "en-GB"
    /// English (United States): "Jan 15", "Jan 15, 2024", "January 15, 2024".
    case enUS = "en-US"
    /// German: "15. Jan.", "15. Jan. 2024", "15. Januar 2024".
    case de = "de"
    /// French: "15 janv.", "15 janv. 2024", "15 janvier 2024".
    case fr = "fr"

    var shortMonths: [String] {
        switch self {
        case .enGB, .enUS: return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        case .de: return ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
        case .fr: return ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
        }
    }

    var longMonths: [String] {
        switch self {
        case .enGB, .enUS:
            return ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                    "October", "November", "December"]
        case .de:
            return ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                    "Oktober", "November", "Dezember"]
        case .fr:
            return ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                    "octobre", "novembre", "décembre"]
        }
    }

    /// Day and month ("15 Jan").
    func dayMonth(_ day: Int, _ month: String) -> String {
        switch self {
        case .enGB, .fr: return "\(day) \(month)"
        case .enUS: return "\(month) \(day)"
        case .de: return "\(day). \(month)"
        }
    }

    /// Day, month and year ("15 Jan 2024").
    func dayMonthYear(_ day: Int, _ month: String, _ year: Int) -> String {
        switch self {
        case .enGB, .fr: return "\(day) \(month) \(year)"
        case .enUS: return "\(month) \(day), \(year)"
        case .de: return "\(day). \(month) \(year)"
        }
    }

    /// Relative phrases.
    func relative(_ kind: RelativeKind, _ n: Int, past: Bool) -> String {
        switch self {
        case .enGB, .enUS:
            switch kind {
            case .now: return "just now"
            case .minutes: return past ? "\(n)m ago" : "in \(n)m"
            case .hours: return past ? "\(n)h ago" : "in \(n)h"
            case .adjacentDay: return past ? "yesterday" : "tomorrow"
            case .days: return past ? "\(n) days ago" : "in \(n) days"
            case .today: return "today"
            }
        case .de:
            switch kind {
            case .now: return "gerade eben"
            case .minutes: return past ? "vor \(n) Min." : "in \(n) Min."
            case .hours: return past ? "vor \(n) Std." : "in \(n) Std."
            case .adjacentDay: return past ? "gestern" : "morgen"
            case .days: return past ? "vor \(n) Tagen" : "in \(n) Tagen"
            case .today: return "heute"
            }
        case .fr:
            switch kind {
            case .now: return "à l’instant"
            case .minutes: return past ? "il y a \(n) min" : "dans \(n) min"
            case .hours: return past ? "il y a \(n) h" : "dans \(n) h"
            case .adjacentDay: return past ? "hier" : "demain"
            case .days: return past ? "il y a \(n) jours" : "dans \(n) jours"
            case .today: return "aujourd’hui"
            }
        }
    }

    enum RelativeKind { case now, minutes, hours, adjacentDay, days, today }
}
