@testable import CellShotLayout
import CellShotRaster
import Foundation
import Testing

/// Expected strings are CLDR 47 facts (its JSON, read by hand), not this code's output.
@Suite struct LocaleTests {
    /// Monday 2024-01-15 12:00 UTC and 14:05 UTC.
    let noon = CellEnvironment.defaultNow
    let afternoon = Date(timeIntervalSince1970: 1_705_327_500)

    func dates(_ tag: String) -> DateFormattingUtility { DateFormattingUtility(locale: CellLocale(tag), now: noon) }

    @Test func datesAndTimesPerLocale() throws {
        #expect(dates("en-US").formatTime(afternoon) == "2:05\u{202F}PM")
        #expect(dates("en-GB").formatTime(afternoon) == "14:05")
        #expect(dates("de").formatDate(noon, style: .medium) == "15. Jan. 2024")
        #expect(dates("fr").formatDate(noon, style: .long) == "15 janvier 2024")
        #expect(dates("es").formatDate(noon, style: .long) == "15 de enero de 2024")
        #expect(dates("ja").formatDate(noon, style: .long) == "2024年1月15日")
        #expect(dates("ko").formatTime(afternoon) == "PM 2:05")  // ko's abbreviated day periods are AM/PM
        #expect(dates("th").formatDate(noon, style: .long) == "15 มกราคม ค.ศ. 2024")
        #expect(dates("he").formatDate(noon, style: .long) == "15 בינואר 2024")
        #expect(dates("ar").formatTime(afternoon) == "2:05 م")
        #expect(dates("ru").formatDate(noon, style: .long) == "15 января 2024\u{202F}г.")
        // zh-Hant writes the flexible day period (B): 13:00–19:00 is 下午, 12:00–13:00 中午.
        #expect(dates("zh-Hant").formatTime(afternoon) == "下午2:05")
        #expect(dates("zh-TW").formatTime(noon) == "中午12:00")
        #expect(try dates("en-US").format(afternoon, pattern: "EEEE, MMMM d 'at' h:mm a") == "Monday, January 15 at 2:05 PM")
        #expect(try dates("de").format(afternoon, pattern: "EEE, d. MMMM ''yy HH:mm:ss zzzz")
                == "Mo., 15. Januar '24 14:05:00 GMT")
        let delhi = DateFormattingUtility(locale: .enGB, timeZone: FixedTimeZone(hours: 5, minutes: 30), now: noon)
        #expect(try delhi.format(afternoon, pattern: "HH:mm z / zzzz / xxx") == "19:35 GMT+5:30 / GMT+05:30 / +05:30")
    }

    @Test func relativePhrasesUsePluralRules() {
        let day = 86_400.0
        func rel(_ tag: String, _ days: Double) -> String {
            dates(tag).formatDate(noon.addingTimeInterval(days * day), style: .relative)
        }
        #expect(rel("ru", 3) == "через 3 дня")
        #expect(rel("ru", 5) == "через 5 дней")
        #expect(rel("pl", 2) == "za 2 dni")
        #expect(rel("fr", -1) == "hier")
        #expect(rel("ja", 1) == "明日")
        #expect(rel("en-US", -2) == "2 days ago")
    }

    @Test func pluralCategories() throws {
        let ru = CellLocale("ru")
        #expect([1, 21, 3, 22, 5, 11, 12, 0].map { ru.pluralCategory($0) } == [.one, .one, .few, .few, .many, .many, .many, .many])
        let ar = CellLocale("ar")
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map { ar.pluralCategory($0) }
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other])
        #expect([0, 1, 2].map { CellLocale.fr.pluralCategory($0) } == [.one, .one, .other])
        #expect(CellLocale("ja").pluralCategory(1) == .other)
        let rules = try PluralRules([(.one, "n = 1"), (.few, "n % 10 = 2..4, 7")])
        #expect(rules.category(integer: "1", fraction: "5") == .other)
        #expect(rules.category(integer: "1", fraction: "0") == .one)
        #expect(rules.category(17) == .few && rules.category(15) == .other)
        #expect(throws: PluralRules.Malformed.self) { try PluralRules([(.one, "q = 1")]) }
        #expect(throws: PluralRules.Malformed.self) { try PluralRules([(.one, "n = 3..1")]) }
    }

    @Test func numbersPercentsAndCurrencies() {
        #expect(CellLocale.enUS.formatNumber(1_234_567) == "1,234,567")
        #expect(CellLocale.de.formatNumber(1_234_567.891) == "1.234.567,891")
        #expect(CellLocale.fr.formatNumber(-1_234_567) == "-1\u{202F}234\u{202F}567")
        #expect(CellLocale("en-IN").formatNumber(1_234_567) == "12,34,567")
        #expect(CellLocale("hi").formatNumber(1_234_567) == "12,34,567")
        // es and pl group only from five digits (minimumGroupingDigits 2).
        #expect(CellLocale("es").formatNumber(1234) == "1234" && CellLocale("es").formatNumber(12_345) == "12.345")
        #expect(CellLocale("pl").formatNumber(12_345) == "12\u{A0}345")
        #expect(CellLocale.enUS.formatNumber(Double.pi) == "3.141593")
        #expect(CellLocale.enUS.formatNumber(2.5, maximumFractionDigits: 0) == "2")
        #expect(CellLocale.enUS.formatNumber(0.125, maximumFractionDigits: 2) == "0.12")
        #expect(CellLocale.enUS.formatNumber(0.135, maximumFractionDigits: 2) == "0.14")
        #expect(CellLocale.enUS.formatNumber(0.145, maximumFractionDigits: 2) == "0.14")
        #expect(CellLocale.enUS.formatNumber(9.9996, maximumFractionDigits: 3) == "10")
        #expect(CellLocale.enUS.formatNumber(1e21) == "1,000,000,000,000,000,000,000")
        #expect(CellLocale.enUS.formatNumber(-0.0000001) == "0")
        #expect(CellLocale.enUS.formatNumber(Double.nan) == "NaN")
        #expect(CellLocale.enUS.formatPercent(0.256) == "25.6%")
        #expect(CellLocale.fr.formatPercent(25) == "25\u{A0}%")
        #expect(CellLocale.de.formatPercent(0.5) == "50\u{A0}%")
        #expect(CellLocale.enUS.formatCurrency(1234.5, code: "USD") == "$1,234.50")
        #expect(CellLocale.enUS.formatCurrency(-1234.5, code: "usd") == "-$1,234.50")
        #expect(CellLocale.enUS.formatCurrency(1234.5, code: "JPY") == "¥1,234")
        #expect(CellLocale.enUS.formatCurrency(12, code: "CHF") == "CHF\u{A0}12.00")
        #expect(CellLocale.de.formatCurrency(1234.5, code: "EUR") == "1.234,50\u{A0}€")
        #expect(CellLocale.enGB.formatCurrency(3, code: "USD") == "US$3.00")
        #expect(CellLocale("ja").formatCurrency(1500, code: "JPY") == "￥1,500")
    }

    @Test func lists() {
        #expect(CellLocale.enUS.formatList(["A", "B", "C", "D"]) == "A, B, C, and D")
        #expect(CellLocale.enGB.formatList(["A", "B", "C"]) == "A, B and C")
        #expect(CellLocale.de.formatList(["A", "B", "C"]) == "A, B und C")
        #expect(CellLocale("es").formatList(["A", "B"], type: .or) == "A o B")
        #expect(CellLocale("ja").formatList(["A", "B", "C"]) == "A、B、C")
        #expect(CellLocale.enUS.formatList(["A"]) == "A" && CellLocale.enUS.formatList([]) == "")
        #expect(DateFormattingUtility(locale: .de, now: noon).formatSpan(from: noon.addingTimeInterval(-7_500))
                == "2 Stunden, 5 Minuten")
    }

    @Test func fallbackChain() {
        func resolved(_ tag: String) -> String { CellLocale(tag).resolution.resolved }
        #expect(resolved("en-US") == "en" && resolved("pt-BR") == "pt" && resolved("pt-AO") == "pt-PT")
        #expect(resolved("zh-TW") == "zh-Hant" && resolved("zh-HK") == "zh-Hant-HK" && resolved("zh-Hant-MO") == "zh-Hant-HK")
        #expect(resolved("zh") == "zh" && resolved("zh-Hans-CN") == "zh" && resolved("zh_CN") == "zh")
        #expect(resolved("es-MX") == "es-419" && resolved("en-NZ") == "en-001" && resolved("en-AT") == "en-001")
        #expect(resolved("de-AT") == "de" && resolved("iw") == "he" && resolved("no") == "nb")
        #expect(CellLocale("de_at").rawValue == "de-AT" && CellLocale("DE-at-u-nu-latn").rawValue == "de-AT-u-nu-latn")
        #expect(CellLocale("de-CH").resolution.chain == ["de-CH", "de"])
        #expect(CellLocale.standard == .enUS && CellEnvironment.standard.locale == .enUS)
        #expect(CellLocale("pt-BR").resolution.problem == nil)
    }

    @Test func badTagsFallBackToEnglishAndSayWhy() {
        let unknown = CellLocale("tlh-KX").resolution
        #expect(unknown.resolved == "en" && unknown.problem == .notBundled("tlh-KX"))
        let malformed = CellLocale("not a tag!").resolution
        #expect(malformed.resolved == "en")
        #expect(malformed.problem == .malformedTag(.badSubtag(tag: "not a tag!", index: 0, subtag: "not a tag!")))
        #expect(throws: LocaleTagError.badLength("")) { try CellLocale(validating: "") }
        #expect(throws: LocaleTagError.badSubtag(tag: "en--US", index: 1, subtag: "")) { try CellLocale(validating: "en--US") }
        #expect(throws: LocaleTagError.self) { try CellLocale(validating: String(repeating: "a", count: 65)) }
        #expect(DateFormattingUtility(locale: CellLocale("%%"), now: noon).formatDate(noon, style: .medium) == "Jan 15, 2024")
    }

    @Test func patternsWithUnknownFields() throws {
        let f = dates("en-US")
        #expect(throws: DatePatternError.unknownField("Q", offset: 5, pattern: "yyyy QQ")) { try f.format(noon, pattern: "yyyy QQ") }
        #expect(throws: DatePatternError.tooLong(pattern: "ddddddd")) { try f.format(noon, pattern: "ddddddd") }
        #expect(throws: DatePatternError.self) { try f.format(noon, pattern: String(repeating: "'x'", count: 100)) }
        #expect(try f.format(noon, pattern: "'Q' d 'o''clock") == "Q 15 o'clock")
        #expect(try f.format(noon, pattern: "d 'unterminated") == "15 unterminated")
        #expect(try f.format(Date(timeIntervalSince1970: .infinity), pattern: "d") == "—")
    }

    @Test func truncatedOrDamagedResource() throws {
        let bytes = LocaleStore.shared.bytes
        #expect(bytes.count > 50_000 && bytes.count < 200_000)
        #expect(throws: LocaleResourceError.badHeader(file: "t")) { try LocaleStore(file: "t", bytes: Array("hello\n".utf8)) }
        #expect(throws: LocaleResourceError.malformedLine(file: "t", line: 3)) {
            try LocaleStore(file: "t", bytes: Array("cellshot-cldr 1 47\n@parents\nen-NZ\n".utf8))
        }
        // Cut inside the en section: the store indexes, and en reports a missing key.
        // ar is the first section: the cut leaves it without date.short and later keys.
        let cut = Array(String(decoding: bytes, as: UTF8.self).components(separatedBy: "date.short=")[0].utf8)
        let store = try LocaleStore(file: "t", bytes: cut)
        let (resolution, data) = store.resolve("ar-EG")
        #expect(resolution.resolved == "root" && data.id == "root")
        guard case .resource(.badValue(file: "t", locale: "ar", key: "date.short", expected: _))? = resolution.problem else {
            Issue.record("expected a bad-value problem, got \(String(describing: resolution.problem))"); return
        }
        #expect(LocaleData.root.months["fw"]?.first == "M01")
    }

    @Test func onlyTheLocalesAskedForAreParsed() throws {
        let store = try LocaleStore(file: "t", bytes: LocaleStore.shared.bytes)
        #expect(store.parsedCount == 0 && store.locales.count == 41)
        _ = store.resolve("en-US")
        #expect(store.parsedCount == 1)
        _ = store.resolve("pt-BR")
        #expect(store.parsedCount == 2)
        for id in store.locales { guard case .success? = store.data(id) else { Issue.record("\(id) does not parse"); continue } }
    }
}

/// The sample of docs/locales.md, verbatim, with its results checked.
@Suite struct LocaleDocsTests {
    @Test func sample() {
        var environment = CellEnvironment()            // en-US, UTC, now = 2024-01-15 12:00 UTC
        environment.locale = CellLocale("pt-BR")       // any BCP 47 tag
        let dates = DateFormattingUtility(environment: environment)
        let text = dates.formatDate(environment.now, style: .long)   // "15 de janeiro de 2024"
        let price = environment.locale.formatCurrency(9.5, code: "BRL")  // "R$ 9,50"
        #expect(text == "15 de janeiro de 2024" && price == "R$\u{A0}9,50")
    }

    /// The environment's locale reaches text: ja and zh-Hans draw 直 and 骨 in their regional
    /// forms, en-US in the CJK face's own (Japanese) forms.
    @Test func localePicksRegionalForms() throws {
        func image(_ tag: String) throws -> Image {
            try TextView("直骨").render(width: 80, environment: CellEnvironment(scale: 2, locale: CellLocale(tag)))
        }
        let ja = try image("ja"), zhHans = try image("zh-Hans"), zhHant = try image("zh-Hant"), en = try image("en-US")
        #expect(ja.pixels != zhHans.pixels)
        #expect(zhHans.pixels != zhHant.pixels)
        #expect(ja.pixels == en.pixels)
    }
}
