/// One bundled locale's CLDR data, checked when parsed so that formatting never fails.
package struct LocaleData: Sendable {
    /// The bundled locale's CLDR identifier (`en`, `pt-PT`, `zh-Hant`) or `root`.
    package let id: String
    /// Month names by `f`/`s` (format / stand-alone) + `w`/`a`/`n` (wide, abbreviated, narrow).
    let months: [String: [String]]
    /// Weekday names (Sunday first), keyed as `months` plus `s` (short).
    let weekdays: [String: [String]]
    let ampm: [String]
    /// The `B` field's periods: name and minutes of the day [from, before).
    let periods: [(name: String, from: Int, before: Int)]
    /// Era abbreviation and name (AD).
    let era: [String]
    /// Date, time and date-time patterns for full, long, medium, short.
    let dateFormats: [String], timeFormats: [String], glue: [String]
    /// Patterns for the skeletons MMMd, yMMMd, yMd, hm, Hm, hms, Hms.
    let skeletons: [String: String]
    /// gmtFormat, gmtZeroFormat and hourFormat (`+HH:mm;-HH:mm`).
    let gmt: [String]
    /// Yesterday, today, tomorrow; the word for "now".
    let relativeDays: [String], relativeNow: String
    /// `rel.<unit>.<future|past>.<plural>` and `unit.<unit>.<plural>` patterns.
    let phrases: [String: String]
    let number: NumberSymbols
    /// `standard` (and), `or`, `unit` list patterns.
    let lists: [String: ListPattern]
    let plural: PluralRules

    init(id: String, values source: LocaleValues, currencyDigits: [String: Int]) throws(LocaleResourceError) {
        self.id = id
        var months: [String: [String]] = [:], weekdays: [String: [String]] = [:]
        for width in ["w", "a", "n"] {
            months["f" + width] = try source.list("M.f" + width, count: 12)
            months["s" + width] = try source.optionalList("M.s" + width, count: 12) ?? months["f" + width]
        }
        for width in ["w", "a", "n", "s"] {
            weekdays["f" + width] = try source.list("E.f" + width, count: 7)
            weekdays["s" + width] = try source.optionalList("E.s" + width, count: 7) ?? weekdays["f" + width]
        }
        self.months = months; self.weekdays = weekdays
        ampm = try source.list("ampm", count: 2)
        periods = try source.periods("periods")
        era = try source.list("era", count: 2)
        let styles = ["full", "long", "medium", "short"]
        dateFormats = try styles.map { style throws(LocaleResourceError) in try source.pattern("date." + style) }
        timeFormats = try styles.map { style throws(LocaleResourceError) in try source.pattern("time." + style) }
        glue = try styles.map { style throws(LocaleResourceError) in try source.string("glue." + style) }
        var skeletons: [String: String] = [:]
        for name in ["MMMd", "yMMMd", "yMd", "hm", "Hm", "hms", "Hms"] { skeletons[name] = try source.pattern("skel." + name) }
        self.skeletons = skeletons
        gmt = try source.list("gmt", count: 3)
        relativeDays = try source.list("rel.days", count: 3)
        relativeNow = try source.string("rel.now")
        phrases = source.values.filter { $0.key.hasPrefix("rel.") || $0.key.hasPrefix("unit.") }
        number = try NumberSymbols(source, currencyDigits: currencyDigits)
        var lists: [String: ListPattern] = [:]
        for kind in ["standard", "or", "unit"] {
            let patterns = try source.list("list." + kind, count: 4)
            lists[kind] = ListPattern(two: patterns[0], start: patterns[1], middle: patterns[2], end: patterns[3])
        }
        self.lists = lists
        plural = try PluralRules(source)
    }

    /// The plural phrase `prefix.<category>`, falling back to `other`.
    func phrase(_ prefix: String, _ category: PluralCategory) -> String? {
        phrases[prefix + "." + category.rawValue] ?? phrases[prefix + ".other"]
    }

    /// CLDR's root data: ISO-like patterns, `M01` month names, Latin digits. Used when the
    /// bundled resource cannot be read.
    package static let root: LocaleData = {
        let text = """
        M.fw=M01|M02|M03|M04|M05|M06|M07|M08|M09|M10|M11|M12
        M.fa=M01|M02|M03|M04|M05|M06|M07|M08|M09|M10|M11|M12
        M.fn=1|2|3|4|5|6|7|8|9|10|11|12
        E.fw=Sun|Mon|Tue|Wed|Thu|Fri|Sat
        E.fa=Sun|Mon|Tue|Wed|Thu|Fri|Sat
        E.fn=S|M|T|W|T|F|S
        E.fs=Sun|Mon|Tue|Wed|Thu|Fri|Sat
        ampm=AM|PM
        periods=
        era=CE|CE
        date.full=y MMMM d, EEEE
        date.long=y MMMM d
        date.medium=y MMM d
        date.short=y-MM-dd
        time.full=HH:mm:ss zzzz
        time.long=HH:mm:ss z
        time.medium=HH:mm:ss
        time.short=HH:mm
        glue.full={1} {0}
        glue.long={1} {0}
        glue.medium={1} {0}
        glue.short={1} {0}
        skel.MMMd=MMM d
        skel.yMMMd=y MMM d
        skel.yMd=y-MM-dd
        skel.hm=h:mm a
        skel.Hm=HH:mm
        skel.hms=h:mm:ss a
        skel.Hms=HH:mm:ss
        gmt=GMT{0}|GMT|+HH:mm;-HH:mm
        rel.days=-1 d|0 d|+1 d
        rel.now=now
        rel.minute.future.other=+{0} min
        rel.minute.past.other=-{0} min
        rel.hour.future.other=+{0} h
        rel.hour.past.other=-{0} h
        rel.day.future.other=+{0} d
        rel.day.past.other=-{0} d
        unit.day.other={0} d
        unit.hour.other={0} h
        unit.minute.other={0} min
        unit.second.other={0} s
        num.digits=0123456789
        num.symbols=.|,|-|+|%
        num.minGroup=1
        pat.decimal=#,##0.###
        pat.percent=#,##0%
        pat.currency=¤ #,##0.00
        list.standard={0}, {1}|{0}, {1}|{0}, {1}|{0}, {1}
        list.or={0} or {1}|{0}, {1}|{0}, {1}|{0} or {1}
        list.unit={0}, {1}|{0}, {1}|{0}, {1}|{0}, {1}
        """
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            values[String(kv[0])] = kv.count > 1 ? String(kv[1]) : ""
        }
        // The text above is complete; a failure here is a defect caught by LocaleDataTests.
        return (try? LocaleData(id: "root", values: LocaleValues(file: "root", locale: "root", values: values),
                                currencyDigits: [:]))!
    }()
}

/// A locale section's `key=value` pairs with typed, checked reads.
struct LocaleValues {
    let file: String, locale: String
    let values: [String: String]

    func fail(_ key: String, _ expected: String) -> LocaleResourceError {
        .badValue(file: file, locale: locale, key: key, expected: expected)
    }

    func string(_ key: String) throws(LocaleResourceError) -> String {
        guard let value = values[key] else { throw fail(key, "a value") }
        return value
    }

    func list(_ key: String, count: Int) throws(LocaleResourceError) -> [String] {
        guard let value = try optionalList(key, count: count) else { throw fail(key, "\(count) items") }
        return value
    }

    func optionalList(_ key: String, count: Int) throws(LocaleResourceError) -> [String]? {
        guard let value = values[key] else { return nil }
        let items = value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard items.count == count else { throw fail(key, "\(count) items separated by |") }
        return items
    }

    /// A date pattern, checked to use only fields the pattern reader knows.
    func pattern(_ key: String) throws(LocaleResourceError) -> String {
        let value = try string(key)
        do { _ = try DatePattern(value) } catch { throw fail(key, "a date pattern (\(error))") }
        return value
    }

    func periods(_ key: String) throws(LocaleResourceError) -> [(name: String, from: Int, before: Int)] {
        let value = try string(key)
        guard !value.isEmpty else { return [] }
        return try value.split(separator: "|").map { item throws(LocaleResourceError) -> (name: String, from: Int, before: Int) in
            let parts = item.split(separator: "@")
            let span = parts.count == 2 ? parts[1].split(separator: "-").compactMap { Int($0) } : []
            guard (1...2).contains(span.count), span.allSatisfy({ (0...1440).contains($0) }) else {
                throw fail(key, "name@minutes or name@from-before")
            }
            return (String(parts[0]), span[0], span.count == 2 ? span[1] : span[0] + 1)
        }
    }
}

/// A CLDR list pattern: `{0}`/`{1}` joiners for two items, and the start, middle and end of longer lists.
struct ListPattern: Sendable { let two, start, middle, end: String }
