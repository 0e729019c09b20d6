import CellShotLayout
import Foundation
import Testing

/// `formatSpan` (SwiftUI's `Text(date, style: .relative)`) in calendar units beyond days:
/// years, months and weeks, across month and year boundaries, in CLDR's long unit patterns
/// and plural forms. Expected strings are CLDR 47's `duration-*` and `unit` list patterns.
@Suite struct DateSpanTests {
    static let now = at("2024-03-01T12:00:00Z")

    static func at(_ text: String) -> Date {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime]
        return parser.date(from: text) ?? Date(timeIntervalSince1970: .nan)
    }

    func span(_ tag: String, _ text: String, now: Date = now, zone: FixedTimeZone = .utc) -> String {
        DateFormattingUtility(locale: CellLocale(tag), timeZone: zone, now: now).formatSpan(from: Self.at(text))
    }

    @Test func monthsCountWholeCalendarMonthsAndCutTheDayToAShortMonth() {
        // 31 January + 1 month is 29 February (2024 is a leap year): one more day to 1 March.
        #expect(span("en", "2024-01-31T12:00:00Z") == "1 month, 1 day")
        // 31 January 2023 + 13 months is 29 February 2024.
        #expect(span("en", "2023-01-31T12:00:00Z") == "1 year, 1 month")
        #expect(span("en", "2024-02-14T09:30:00Z") == "2 weeks, 2 days")
        #expect(span("en", "2024-03-01T09:37:00Z") == "2 hours, 23 minutes")
        #expect(span("en", "2024-02-22T12:00:00Z") == "1 week, 1 day")
    }

    @Test func theFutureCountsFromNowForwards() {
        #expect(span("en", "2025-05-01T12:00:00Z") == "1 year, 2 months")
        #expect(span("en", "2024-03-31T12:00:00Z") == "4 weeks, 2 days")
        // Across the turn of the year.
        #expect(span("en", "2025-01-05T08:00:00Z", now: Self.at("2024-12-20T08:00:00Z")) == "2 weeks, 2 days")
        #expect(span("en", "2025-01-20T08:00:00Z", now: Self.at("2024-12-20T08:00:00Z")) == "1 month")
    }

    @Test func theTimeZoneDecidesWhereAMonthEnds() {
        let now = Self.at("2024-04-30T03:00:00Z")
        // UTC: 31 March 02:00 + 1 month is 30 April 02:00. Five hours west: 30 March 21:00 to
        // 29 April 22:00 is not yet a month.
        #expect(span("en", "2024-03-31T02:00:00Z", now: now) == "1 month, 1 hour")
        #expect(span("en", "2024-03-31T02:00:00Z", now: now, zone: FixedTimeZone(hours: -5)) == "4 weeks, 2 days")
    }

    @Test func everyBundledLanguageWritesItsOwnUnitsAndPluralForms() {
        #expect(span("de", "2023-01-31T12:00:00Z") == "1 Jahr, 1 Monat")
        #expect(span("de", "2019-01-01T12:00:00Z") == "5 Jahre, 2 Monate")
        #expect(span("de", "2024-02-14T09:30:00Z") == "2 Wochen, 2 Tage")
        #expect(span("fr", "2023-01-31T12:00:00Z") == "1\u{A0}an et 1\u{A0}mois")
        // CLDR 47 writes "{0} ans" with a plain space, "{0} an" and "{0} mois" with a no-break space.
        #expect(span("fr", "2019-01-01T12:00:00Z") == "5 ans et 2\u{A0}mois")
        #expect(span("ja", "2023-01-31T12:00:00Z") == "1 年 1 か月")
        #expect(span("ja", "2024-02-14T09:30:00Z") == "2 週間 2 日")
        #expect(span("ru", "2023-01-31T12:00:00Z") == "1 год 1 месяц")
        #expect(span("ru", "2019-01-01T12:00:00Z") == "5 лет 2 месяца")
        #expect(span("ru", "2022-01-01T12:00:00Z") == "2 года 2 месяца")
        // Arabic: one and two are words without the number; 3…10 few, 11…99 many.
        #expect(span("ar", "2023-01-31T12:00:00Z") == "سنة وشهر")
        #expect(span("ar", "2022-01-01T12:00:00Z") == "سنتان وشهران")
        #expect(span("ar", "2019-01-01T12:00:00Z") == "5 سنوات وشهران")
        #expect(span("ar", "2022-04-01T12:00:00Z") == "سنة و11 شهرًا")
        #expect(span("ar", "2024-02-14T09:30:00Z") == "أسبوعان ويومان")
    }
}
