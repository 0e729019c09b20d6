/// A fixed UTC offset standing in for a time zone (no daylight-saving rules: a snapshot
/// must not change with the machine's zone database).
public struct FixedTimeZone: Hashable, Sendable, CustomStringConvertible {
    /// Seconds east of UTC, limited to ±18 h.
    public let secondsFromGMT: Int

    /// Offsets beyond ±18 h are clamped.
    public init(secondsFromGMT: Int) { self.secondsFromGMT = max(-64_800, min(64_800, secondsFromGMT)) }
    /// `hours` and `minutes` east of UTC (minutes take the sign of hours); clamped to ±18 h.
    public init(hours: Int, minutes: Int = 0) {
        let clampedHours = max(-18, min(18, hours)), clampedMinutes = max(0, min(59, minutes))
        self.init(secondsFromGMT: clampedHours * 3600 + (clampedHours < 0 ? -clampedMinutes : clampedMinutes) * 60)
    }

    public static let utc = FixedTimeZone(secondsFromGMT: 0)

    public var description: String {
        let offset = secondsFromGMT, magnitude = abs(offset)
        let mm = (magnitude % 3600) / 60
        return "UTC\(offset < 0 ? "-" : "+")\(magnitude / 3600)" + (mm == 0 ? "" : ":\(mm < 10 ? "0" : "")\(mm)")
    }
}

/// A locale named by any BCP 47 tag ("en-US", "de", "pt-BR", "zh-Hant-TW"), formatting with
/// CLDR data bundled in CellShot (never the machine's).
///
/// A tag resolves to a bundled locale through a fallback chain (docs/locales.md): CLDR's parent
/// locales (`es-MX` → `es-419`, `en-NZ` → `en-001`), then dropping the last subtag
/// (`pt-BR` → `pt`, `de-AT` → `de`); Chinese without a script takes Traditional for TW, HK
/// and MO and Simplified otherwise. A tag that is malformed or reaches no bundled locale
/// formats as en-US, and ``resolution`` says why.
public struct CellLocale: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The tag as given, with well-formed tags normalised (`de_at` → `de-AT`).
    public let rawValue: String

    /// Any tag; a malformed or unknown one falls back to en-US (see ``resolution``).
    public init(rawValue: String) {
        self.rawValue = (try? LocaleTag(parsing: rawValue))?.normalised(rawValue) ?? rawValue
    }

    /// Any tag; a malformed or unknown one falls back to en-US (see ``resolution``).
    public init(_ identifier: String) { self.init(rawValue: identifier) }

    /// A well-formed tag, or the reason it is not one.
    public init(validating identifier: String) throws(LocaleTagError) {
        rawValue = try LocaleTag(parsing: identifier).normalised(identifier)
    }

    /// English (United States), the default: "Jan 15", "Jan 15, 2024", "January 15, 2024".
    public static let enUS = CellLocale("en-US")
    /// English (United Kingdom): "15 Jan", "15 Jan 2024", "15 January 2024".
    public static let enGB = CellLocale("en-GB")
    /// German: "15. Jan.", "15. Jan. 2024", "15. Januar 2024".
    public static let de = CellLocale("de")
    /// French: "15 janv.", "15 janv. 2024", "15 janvier 2024".
    public static let fr = CellLocale("fr")
    /// The locale snapshots use unless told otherwise: en-US.
    public static let standard = enUS

    public var description: String { rawValue }

    /// Which bundled locale this tag formats with, and why if it fell back.
    public var resolution: LocaleResolution { LocaleStore.shared.resolve(rawValue).resolution }

    /// The bundled data this locale formats with (parsed on first use).
    package var data: LocaleData { LocaleStore.shared.resolve(rawValue).data }
}

/// How a ``CellLocale`` tag resolved against the bundled CLDR locales.
public struct LocaleResolution: Hashable, Sendable {
    /// The tag asked for.
    public let requested: String
    /// The bundled CLDR locale used (`en` is en-US, `pt` pt-BR, `zh` zh-Hans).
    public let resolved: String
    /// The tags tried, in order, ending with the one used.
    public let chain: [String]
    /// Why the locale fell back to en-US (or to CLDR's root data), or nil.
    public let problem: LocaleProblem?
}

/// Why a locale formats with other data than its tag names.
public enum LocaleProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag is not well-formed BCP 47.
    case malformedTag(LocaleTagError)
    /// No bundled locale is on the tag's fallback chain.
    case notBundled(String)
    /// The bundled data could not be read: formats use CLDR root patterns (`y-MM-dd`, `HH:mm`).
    case resource(LocaleResourceError)

    public var description: String {
        switch self {
        case let .malformedTag(error): return "\(error); formatting as en-US"
        case let .notBundled(tag): return "locale \"\(tag)\" has no bundled data; formatting as en-US"
        case let .resource(error): return "\(error); formatting with root patterns"
        }
    }
}

extension LocaleTag {
    /// The canonical spelling of the parsed tag, keeping any variants and extensions as given.
    func normalised(_ original: String) -> String {
        let parts = original.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let used = 1 + (script == nil ? 0 : 1) + (region == nil ? 0 : 1)
        return ([identifier] + parts.dropFirst(used).map(String.init)).joined(separator: "-")
    }

    /// The tags tried for this one, most specific first: CLDR parents, else the tag without
    /// its last subtag.
    func fallbackChain(parents: [String: String]) -> [String] {
        var tag = self
        if tag.language == "zh", tag.script == nil {
            tag.script = ["TW", "HK", "MO"].contains(tag.region ?? "") ? "Hant" : "Hans"
        }
        var chain: [String] = []
        var current = tag.identifier
        while !current.isEmpty, chain.count < 8 {
            chain.append(current)
            if let parent = parents[current] { current = parent; continue }
            current = current.split(separator: "-").dropLast().joined(separator: "-")
        }
        return chain
    }
}
