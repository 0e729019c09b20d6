/// A proleptic-Gregorian calendar date with its time of day, computed with integer
/// days-from-civil arithmetic (no Foundation calendar, no machine settings).
struct CivilDate: Hashable, Sendable {
    var year: Int
    /// 1…12
    var month: Int
    /// 1…31
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// 0 = Monday … 6 = Sunday (ISO).
    var weekday: Int
    /// Days since 1970-01-01 of this date.
    var dayNumber: Int

    /// The civil date of `seconds` since 1970-01-01T00:00Z seen at a UTC offset.
    init(secondsSince1970 seconds: Int64, offsetSeconds: Int) {
        let local = seconds + Int64(offsetSeconds)
        let days = Int(Self.floorDiv(local, 86_400))
        let secondOfDay = Int(local - Int64(days) * 86_400)
        dayNumber = days
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3600
        minute = (secondOfDay % 3600) / 60
        second = secondOfDay % 60
        // 1970-01-01 was a Thursday (ISO weekday index 3).
        weekday = Int(Self.floorMod(Int64(days) + 3, 7))
    }

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day count since 1970-01-01 (civil_from_days).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
    static func floorMod(_ a: Int64, _ b: Int64) -> Int64 { a - floorDiv(a, b) * b }
}

extension CivilDate {
    /// Calendar units, largest first, with their CLDR unit names.
    static let spanUnits = ["year", "month", "week", "day", "hour", "minute", "second"]

    /// The whole years, months, weeks, days, hours, minutes and seconds from `earlier` to
    /// `later` (seconds since 1970, `earlier <= later`) seen at a UTC offset, counted as a
    /// calendar counts them: whole months first (a month after 31 January is the last day of
    /// February), then weeks and days of what is left. In the order of `spanUnits`.
    static func span(from earlier: Int64, to later: Int64, offsetSeconds: Int) -> [Int] {
        let start = CivilDate(secondsSince1970: earlier, offsetSeconds: offsetSeconds)
        let end = CivilDate(secondsSince1970: later, offsetSeconds: offsetSeconds)
        let endLocal = later + Int64(offsetSeconds)
        var months = (end.year - start.year) * 12 + end.month - start.month
        var anchor = start.localSeconds(afterMonths: months)
        if anchor > endLocal { months -= 1; anchor = start.localSeconds(afterMonths: months) }
        let rest = endLocal - anchor
        let days = Int(rest / 86_400), secondOfDay = Int(rest % 86_400)
        return [months / 12, months % 12, days / 7, days % 7, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60]
    }

    /// Local seconds since 1970 of this date and time `months` calendar months later, its day
    /// kept or cut to the last of a shorter month.
    func localSeconds(afterMonths months: Int) -> Int64 {
        let index = year * 12 + month - 1 + months
        let newYear = Int(Self.floorDiv(Int64(index), 12)), newMonth = index - newYear * 12 + 1
        let first = Self.days(year: newYear, month: newMonth, day: 1)
        let next = newMonth == 12 ? Self.days(year: newYear + 1, month: 1, day: 1) : Self.days(year: newYear, month: newMonth + 1, day: 1)
        let dayNumber = first + min(day, next - first) - 1
        return Int64(dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }
}
