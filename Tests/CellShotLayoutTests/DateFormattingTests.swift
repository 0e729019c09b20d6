import CellShotLayout
import Foundation
import Testing

@Suite struct DateFormattingTests {
    /// 2024-01-15 12:00 UTC, the default now.
    let now = CellEnvironment.defaultNow
    func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: now.timeIntervalSince1970 + seconds) }

    @Test func absoluteStylesInEveryLocale() {
        let f = DateFormattingUtility(locale: .enGB, now: now)
        #expect(f.formatDate(now, style: .short) == "15 Jan")
        #expect(f.formatDate(now, style: .medium) == "15 Jan 2024")
        #expect(f.formatDate(now, style: .long) == "15 January 2024")
        let us = DateFormattingUtility(now: now)
        #expect(us.formatDate(now, style: .short) == "Jan 15")
        #expect(us.formatDate(now, style: .medium) == "Jan 15, 2024")
        #expect(us.formatDate(now, style: .long) == "January 15, 2024")
        #expect(DateFormattingUtility(locale: .de, now: now).formatDate(now, style: .long) == "15. Januar 2024")
        #expect(DateFormattingUtility(locale: .fr, now: now).formatDate(now, style: .short) == "15 janv.")
    }

    @Test func civilCalendarEdges() {
        let f = DateFormattingUtility(locale: .enGB, now: now)
        // 2024-02-29 00:00 UTC = 1709164800 (leap day); 1969-12-31 23:59 UTC = -60.
        #expect(f.formatDate(Date(timeIntervalSince1970: 1_709_164_800), style: .medium) == "29 Feb 2024")
        #expect(f.formatDate(Date(timeIntervalSince1970: -60), style: .medium) == "31 Dec 1969")
        #expect(f.formatDate(Date(timeIntervalSince1970: 0), style: .long) == "1 January 1970")
        #expect(f.formatDate(Date(timeIntervalSince1970: 951_782_400), style: .medium) == "29 Feb 2000")
        #expect(f.formatDate(Date(timeIntervalSince1970: .nan), style: .medium) == "—")
    }

    @Test func timeZoneOffsetMovesTheDay() {
        // 2024-01-15 23:30 UTC is already the 16th in UTC+1 and still the 15th in UTC-5.
        let d = Date(timeIntervalSince1970: 1_705_361_400)
        #expect(DateFormattingUtility(timeZone: FixedTimeZone(hours: 1), now: now).formatDate(d, style: .short) == "Jan 16")
        #expect(DateFormattingUtility(timeZone: FixedTimeZone(hours: -5), now: now).formatDate(d, style: .short) == "Jan 15")
        #expect(FixedTimeZone(hours: 5, minutes: 30).description == "UTC+5:30")
        #expect(FixedTimeZone(hours: Int.max).secondsFromGMT == 64_800)
        #expect(FixedTimeZone(secondsFromGMT: Int.min).secondsFromGMT == -64_800)
    }

    @Test func relativePhrases() {
        let f = DateFormattingUtility(now: now)
        // CLDR 47 en: second relative-type-0 "now", minute-narrow "{0}m ago", day "in {0} days".
        #expect(f.formatDate(at(-20), style: .relative) == "now")
        #expect(f.formatDate(at(-300), style: .relative) == "5m ago")
        #expect(f.formatDate(at(-7_200), style: .relative) == "2h ago")
        #expect(f.formatDate(at(3 * 3600), style: .relative) == "in 3h")
        #expect(f.formatDate(at(-86_400), style: .relative) == "yesterday")
        #expect(f.formatDate(at(86_400), style: .relative) == "tomorrow")
        #expect(f.formatDate(at(3 * 86_400), style: .relative) == "in 3 days")
        #expect(f.formatDate(at(-4 * 86_400), style: .relative) == "4 days ago")
        #expect(f.formatDate(at(30 * 86_400), style: .relative) == "Feb 14, 2024")
        #expect(f.formatDate(at(0), style: .relative) == "now")
        let de = DateFormattingUtility(locale: .de, now: now)
        #expect(de.formatDate(at(-86_400), style: .relative) == "gestern")
        #expect(de.formatDate(at(3 * 86_400), style: .relative) == "in 3 Tagen")
    }
}
