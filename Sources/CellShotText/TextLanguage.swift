/// The language text is written in, as a BCP 47 tag ("ja", "zh-Hant-TW", "ko"). It picks the
/// regional forms of the ideographs Chinese, Japanese and Korean share — iOS draws 直, 骨 and 写
/// one way in Japanese and another in Simplified Chinese — through the face's `locl` feature
/// under the language's OpenType language system (``regionalForms``).
///
/// A render binds its environment's locale here (CellShotLayout's `CellEnvironment.locale`);
/// text shaped outside a render, and text in a language without regional forms, is in
/// ``undetermined``: the bundled CJK face's own forms, which are Japanese.
public struct TextLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag as given.
    public let tag: String
    /// The regional forms the tag picks, nil for none (the face's own forms).
    package let regionalForms: RegionalForms?

    /// Any tag; "_" separates subtags as "-" does, and case does not matter.
    public init(_ tag: String) {
        self.tag = tag
        regionalForms = RegionalForms(languageTag: tag)
    }

    /// No language: the face's own forms.
    public static let undetermined = TextLanguage("und")

    /// The language text is shaped in on this task (``undetermined`` unless a render binds one).
    @TaskLocal public static var current: TextLanguage = .undetermined

    public var description: String { tag }
}

/// The regional glyph forms of the ideographs Chinese, Japanese and Korean share: one per
/// OpenType language system of Noto Sans CJK and of the regional faces iOS ships.
package enum RegionalForms: UInt8, Hashable, Sendable, CaseIterable {
    /// Japanese (`ja`): language system JAN.
    case japanese
    /// Korean (`ko`): KOR.
    case korean
    /// Simplified Chinese (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`): ZHS.
    case simplifiedChinese
    /// Traditional Chinese (`zh-Hant`, `zh-TW`): ZHT.
    case traditionalChinese
    /// Traditional Chinese as written in Hong Kong and Macao (`zh-HK`, `zh-MO`, `zh-Hant-HK`,
    /// `yue`): ZHH.
    case hongKongChinese

    /// The forms a BCP 47 tag picks: by its language, then its script subtag (Hans, Hant), then
    /// its region (TW; HK, MO); nil for other languages.
    init?(languageTag: String) {
        guard RegionalForms.mayHaveForms(languageTag) else { return nil }
        let subtags = languageTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first else { return nil }
        let script = subtags.dropFirst().first { $0.count == 4 }
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        let hongKong = region == "hk" || region == "mo"
        switch language {
        case "ja", "jpn": self = .japanese
        case "ko", "kor": self = .korean
        case "zh", "zho", "chi", "yue", "cmn":
            if script == "hans" {
                self = .simplifiedChinese
            } else if hongKong || (language == "yue" && script == nil) {
                self = .hongKongChinese
            } else if script == "hant" || region == "tw" {
                self = .traditionalChinese
            } else {
                self = .simplifiedChinese
            }
        default: return nil
        }
    }

    /// Whether the tag's language subtag is one with regional forms (ja, jpn, ko, kor, zh, zho,
    /// chi, yue, cmn), read from its bytes: most tags are not, and say so without allocating.
    private static func mayHaveForms(_ tag: String) -> Bool {
        var code: UInt32 = 0
        var count = 0
        for byte in tag.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { break }
            count += 1
            if count > 3 { return false }
            code = code << 8 | UInt32(byte | 0x20)   // ASCII letters to lower case
        }
        switch count {
        case 2: return code == 0x6A61 || code == 0x6B6F || code == 0x7A68   // ja ko zh
        case 3: return [0x6A706E, 0x6B6F72, 0x7A686F, 0x636869, 0x797565, 0x636D6E].contains(code)
        default: return false
        }
    }

    /// The OpenType language system tag.
    var languageSystem: String {
        switch self {
        case .japanese: "JAN "
        case .korean: "KOR "
        case .simplifiedChinese: "ZHS "
        case .traditionalChinese: "ZHT "
        case .hongKongChinese: "ZHH "
        }
    }
}
