import Foundation

/// How a date is written in a cell.
public enum CellDateStyle: String, Hashable, Sendable, CaseIterable {
    /// Day and month: "15 Jan".
    case short
    /// Day, month and year: "15 Jan 2024".
    case medium
    /// Full month name: "15 January 2024".
    case long
    /// Relative to now: "just now", "5m ago", "2h ago", "in 3h", "yesterday", "tomorrow",
    /// "3 days ago", "in 3 days"; a week or more away falls back to `.medium`.
    case relative
}

/// Formats dates deterministically against an explicit now, locale and UTC offset (never the
/// machine's clock, locale or time zone), with integer civil-calendar arithmetic.
public struct DateFormattingUtility: Hashable, Sendable {
    public var locale: CellLocale
    public var timeZone: FixedTimeZone
    public var now: Date

    public init(locale: CellLocale = .enGB, timeZone: FixedTimeZone = .utc, now: Date = CellEnvironment.defaultNow) {
        self.locale = locale; self.timeZone = timeZone; self.now = now
    }

    /// The formatter an environment implies.
    public init(environment: CellEnvironment) {
        self.init(locale: environment.locale, timeZone: environment.timeZone, now: environment.now)
    }

    /// A shared formatter with the fixed defaults (en-GB, UTC, now = 15 Jan 2024 12:00 UTC).
    public static let shared = DateFormattingUtility()

    /// `date` in `style`. Non-finite or absurd dates (beyond ±100 000 years) format as "—".
    public func formatDate(_ date: Date, style: CellDateStyle) -> String {
        guard let seconds = Self.seconds(date) else { return "—" }
        let c = CivilDate(secondsSince1970: seconds, offsetSeconds: timeZone.secondsFromGMT)
        switch style {
        case .short:
            return locale.dayMonth(c.day, locale.shortMonths[c.month - 1])
        case .medium:
            return locale.dayMonthYear(c.day, locale.shortMonths[c.month - 1], c.year)
        case .long:
            return locale.dayMonthYear(c.day, locale.longMonths[c.month - 1], c.year)
        case .relative:
            guard let nowSeconds = Self.seconds(now) else { return formatDate(date, style: .medium) }
            return relative(seconds, c, nowSeconds)
        }
    }

    private func relative(_ seconds: Int64, _ c: CivilDate, _ nowSeconds: Int64) -> String {
        let delta = seconds - nowSeconds
        let past = delta < 0
        let a = delta.magnitude
        if a < 60 { return locale.relative(.now, 0, past: past) }
        if a < 3600 { return locale.relative(.minutes, Int(a / 60), past: past) }
        if a < 86_400 { return locale.relative(.hours, Int(a / 3600), past: past) }
        let today = CivilDate(secondsSince1970: nowSeconds, offsetSeconds: timeZone.secondsFromGMT)
        let days = c.dayNumber - today.dayNumber
        switch days.magnitude {
        case 0: return locale.relative(.today, 0, past: past)
        case 1: return locale.relative(.adjacentDay, 1, past: days < 0)
        case 2...6: return locale.relative(.days, Int(days.magnitude), past: days < 0)
        default: return formatDate(Date(timeIntervalSince1970: Double(seconds)), style: .medium)
        }
    }

    /// Whole seconds since 1970 (rounded down), or nil outside ±100 000 years.
    static func seconds(_ date: Date) -> Int64? {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 3.1e12 else { return nil }
        return Int64(t.rounded(.down))
    }
}
