import Foundation

/// How a date is written in a cell (examples in en-US).
public enum CellDateStyle: String, Hashable, Sendable, CaseIterable {
    /// Day and abbreviated month (CLDR skeleton `MMMd`): "Jan 15".
    case short
    /// Day, abbreviated month and year (skeleton `yMMMd`): "Jan 15, 2024".
    case medium
    /// The locale's long date format: "January 15, 2024".
    case long
    /// Relative to now: "now", "5m ago", "2h ago", "in 3h", "yesterday", "tomorrow",
    /// "3 days ago", "in 3 days"; a week or more away falls back to `.medium`.
    case relative
}

/// The date part of a Foundation-style date format (`Date.FormatStyle.DateStyle`).
package enum DateFieldStyle: Int, Sendable, CaseIterable { case numeric, abbreviated, long, complete }
/// The time part of a Foundation-style date format (`Date.FormatStyle.TimeStyle`).
package enum TimeFieldStyle: Sendable, CaseIterable { case shortened, standard, complete }

/// Formats dates deterministically against an explicit now, locale and UTC offset (never the
/// machine's clock, locale or time zone), with integer civil-calendar arithmetic and the
/// locale's bundled CLDR patterns.
public struct DateFormattingUtility: Hashable, Sendable {
    public var locale: CellLocale
    public var timeZone: FixedTimeZone
    public var now: Date

    public init(locale: CellLocale = .standard, timeZone: FixedTimeZone = .utc, now: Date = CellEnvironment.defaultNow) {
        self.locale = locale; self.timeZone = timeZone; self.now = now
    }

    /// The formatter an environment implies.
    public init(environment: CellEnvironment) {
        self.init(locale: environment.locale, timeZone: environment.timeZone, now: environment.now)
    }

    /// A shared formatter with the fixed defaults (en-US, UTC, now = 15 Jan 2024 12:00 UTC).
    public static let shared = DateFormattingUtility()

    /// `date` in `style`. Non-finite or absurd dates (beyond ±100 000 years) format as "—".
    public func formatDate(_ date: Date, style: CellDateStyle) -> String {
        let data = locale.data
        switch style {
        case .short: return write(date, data.skeletons["MMMd"] ?? "", data)
        case .medium: return write(date, data.skeletons["yMMMd"] ?? "", data)
        case .long: return write(date, data.dateFormats[1], data)
        case .relative:
            guard let seconds = Self.seconds(date), let nowSeconds = Self.seconds(now) else {
                return formatDate(date, style: .medium)
            }
            return relative(seconds, nowSeconds, data)
        }
    }

    /// The time of day in the locale's short time format: "2:05 PM" (en-US), "14:05" (de).
    public func formatTime(_ date: Date) -> String {
        let data = locale.data
        return write(date, data.timeFormats[3], data)
    }

    /// `date` written with a CLDR date pattern ("EEE d MMM", "HH:mm"), in this locale's
    /// names and digits; a letter that is no known field is an error, never guessed.
    public func format(_ date: Date, pattern: String) throws(DatePatternError) -> String {
        let parsed = try DatePattern(pattern)
        return write(date, parsed, locale.data)
    }

    /// `date` as Foundation's `Date.FormatStyle(date:time:)` writes it, from this locale's
    /// CLDR patterns: dates `yMd`, `yMMMd`, long, full; times `hm`/`Hm` (the locale's hour
    /// cycle), `hms`/`Hms`, long; joined by the locale's date-time pattern.
    package func format(_ date: Date, date dateStyle: DateFieldStyle?, time timeStyle: TimeFieldStyle?) -> String {
        let data = locale.data
        let twelveHour = data.timeFormats[3].contains { $0 == "h" || $0 == "K" }
        let datePattern: String? = switch dateStyle {
        case .numeric?: data.skeletons["yMd"]
        case .abbreviated?: data.skeletons["yMMMd"]
        case .long?: data.dateFormats[1]
        case .complete?: data.dateFormats[0]
        case nil: nil
        }
        let timePattern: String? = switch timeStyle {
        case .shortened?: data.skeletons[twelveHour ? "hm" : "Hm"]
        case .standard?: data.skeletons[twelveHour ? "hms" : "Hms"]
        case .complete?: data.timeFormats[1]
        case nil: nil
        }
        let dateText = datePattern.map { write(date, $0, data) }, timeText = timePattern.map { write(date, $0, data) }
        guard let dateText, let timeText, let dateStyle else { return dateText ?? timeText ?? "" }
        return Self.unquote(data.glue[3 - dateStyle.rawValue]).replacingOccurrences(of: "{1}", with: dateText)
            .replacingOccurrences(of: "{0}", with: timeText)
    }

    /// The span between `date` and now as whole calendar units in the time zone, the largest
    /// `units` non-zero ones of years, months, weeks, days, hours, minutes and seconds joined as
    /// the locale's unit lists ("2 hours, 5 minutes", "1 year, 1 month").
    public func formatSpan(from date: Date, units: Int = 2) -> String {
        guard let dateSeconds = Self.seconds(date), let nowSeconds = Self.seconds(now) else { return "—" }
        let data = locale.data
        let amounts = CivilDate.span(from: min(dateSeconds, nowSeconds), to: max(dateSeconds, nowSeconds), offsetSeconds: timeZone.secondsFromGMT)
        var parts: [String] = []
        for (name, amount) in zip(CivilDate.spanUnits, amounts) where amount > 0 || (parts.isEmpty && name == "second") {
            let pattern = data.phrase("unit." + name, data.plural.category(amount)) ?? "{0}"
            parts.append(pattern.replacingOccurrences(of: "{0}", with: locale.formatNumber(amount)))
            if parts.count == units { break }
        }
        return locale.formatList(parts, type: .unit)
    }

    private func write(_ date: Date, _ pattern: String, _ data: LocaleData) -> String {
        // Bundled patterns were checked when the locale was parsed; a failure here writes nothing.
        guard let parsed = try? DatePattern(pattern) else { return "—" }
        return write(date, parsed, data)
    }

    private func write(_ date: Date, _ pattern: DatePattern, _ data: LocaleData) -> String {
        guard let seconds = Self.seconds(date) else { return "—" }
        let civil = CivilDate(secondsSince1970: seconds, offsetSeconds: timeZone.secondsFromGMT)
        return pattern.format(civil, offset: timeZone.secondsFromGMT, data)
    }

    private func relative(_ seconds: Int64, _ nowSeconds: Int64, _ data: LocaleData) -> String {
        let delta = seconds - nowSeconds
        let distance = delta.magnitude
        if distance < 60 { return data.relativeNow }
        if distance < 3600 { return phrase("minute", Int(distance / 60), past: delta < 0, data) }
        if distance < 86_400 { return phrase("hour", Int(distance / 3600), past: delta < 0, data) }
        let offset = timeZone.secondsFromGMT
        let days = CivilDate(secondsSince1970: seconds, offsetSeconds: offset).dayNumber
            - CivilDate(secondsSince1970: nowSeconds, offsetSeconds: offset).dayNumber
        switch days.magnitude {
        case 0...1: return data.relativeDays[days + 1]
        case 2...6: return phrase("day", Int(days.magnitude), past: days < 0, data)
        default: return write(Date(timeIntervalSince1970: Double(seconds)), data.skeletons["yMMMd"] ?? "", data)
        }
    }

    private func phrase(_ unit: String, _ amount: Int, past: Bool, _ data: LocaleData) -> String {
        let pattern = data.phrase("rel.\(unit).\(past ? "past" : "future")", data.plural.category(amount)) ?? "{0}"
        return pattern.replacingOccurrences(of: "{0}", with: locale.formatNumber(amount))
    }

    /// A CLDR message pattern's quotes removed (`''` is a quote).
    static func unquote(_ text: String) -> String {
        guard text.contains("'") else { return text }
        return text.replacingOccurrences(of: "''", with: "\u{0}").replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "\u{0}", with: "'")
    }

    /// Whole seconds since 1970 (rounded down), or nil outside ±100 000 years.
    static func seconds(_ date: Date) -> Int64? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 3.1e12 else { return nil }
        return Int64(interval.rounded(.down))
    }
}
