/// Why a locale tag could not be read.
public enum LocaleTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag is empty or longer than 64 characters.
    case badLength(String)
    /// The subtag at `index` (0-based) is not a language, script, region or variant.
    case badSubtag(tag: String, index: Int, subtag: String)

    public var description: String {
        switch self {
        case let .badLength(tag): return "locale tag \"\(tag.prefix(64))\": expected 1…64 characters"
        case let .badSubtag(tag, index, subtag):
            return "locale tag \"\(tag)\": subtag \(index) \"\(subtag)\" is not a language, script or region"
        }
    }
}

/// The parts of a BCP 47 language tag CellShot uses: language, script and region (variants
/// and extensions are read and ignored).
struct LocaleTag: Hashable, Sendable {
    var language: String
    var script: String?
    var region: String?

    /// Reads `tag` (`-` or `_` between subtags, any letter case).
    init(parsing tag: String) throws(LocaleTagError) {
        guard (1...64).contains(tag.utf8.count) else { throw .badLength(tag) }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else {
            throw .badSubtag(tag: tag, index: 0, subtag: String(parts.first ?? ""))
        }
        language = Self.aliases[first.lowercased()] ?? first.lowercased()
        var index = 1
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(Self.isLetter) {
            script = parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased()
            index += 1
        }
        if index < parts.count, Self.isRegion(parts[index]) {
            region = parts[index].uppercased()
            index += 1
        }
        for i in index..<max(index, parts.count) {
            let part = parts[i]
            guard (1...8).contains(part.count), part.allSatisfy({ Self.isLetter($0) || $0.isASCII && $0.isNumber }) else {
                throw .badSubtag(tag: tag, index: i, subtag: String(part))
            }
        }
    }

    /// `language[-Script][-REGION]`.
    var identifier: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }

    /// Deprecated language codes CLDR replaces (Hebrew, Indonesian, Norwegian).
    static let aliases = ["iw": "he", "in": "id", "no": "nb"]

    static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
    static func isRegion(_ subtag: Substring) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(isLetter)) || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }
}
