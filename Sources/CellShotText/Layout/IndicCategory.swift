/// What a character does in an Indic syllable, as the OpenType Indic shaping model classes
/// them: consonants (Ra apart, which can form a reph), independent vowels, nukta, halant
/// (virama), dependent vowel signs (matras: pre-base ones, which draw before the consonants,
/// apart), syllable modifiers (candrabindu, anusvara, visarga), joiners, the placeholders a
/// vowel sign can stand on (dotted circle, no-break space) and everything else.
enum IndicCategory: UInt8, Sendable {
    case other, consonant, ra, vowel, nukta, halant, matra, preBaseMatra, modifier, zwj, zwnj, placeholder

    /// A consonant, Ra included.
    var isConsonant: Bool { self == .consonant || self == .ra }

    /// A dependent vowel sign, pre-base or not.
    var isMatra: Bool { self == .matra || self == .preBaseMatra }

    /// A sign that needs a base: at a syllable's start it takes a dotted circle.
    var needsBase: Bool {
        switch self {
        case .matra, .preBaseMatra, .halant, .nukta, .modifier: true
        default: false
        }
    }

    /// The category of `scalar` in `script` (scalars outside the script's block: joiners,
    /// placeholders, else other).
    init(_ scalar: Unicode.Scalar, script: IndicScript) {
        let value = scalar.value
        if value &- script.blockStart < 0x80 {
            self = IndicCategory.blocks[Int(value - IndicScript.devanagari.blockStart)]
            return
        }
        self.init(classifying: scalar, script: script)
    }

    /// The category of each scalar of the ten scripts' blocks (U+0900–U+0DFF) in its own
    /// script, worked out once.
    private static let blocks: [IndicCategory] = (IndicScript.devanagari.blockStart..<IndicScript.sinhala.blockStart + 0x80).map { value in
        let scalar = Unicode.Scalar(value)!
        return IndicCategory(classifying: scalar, script: IndicScript(scalar)!)
    }

    /// The category of `scalar` in `script`, from its script's classes (what the table holds).
    init(classifying scalar: Unicode.Scalar, script: IndicScript) {
        switch scalar.value {
        case 0x200D: self = .zwj; return
        case 0x200C: self = .zwnj; return
        case 0x25CC, 0x00A0: self = .placeholder; return
        default: break
        }
        guard IndicScript(scalar) == script else { self = .other; return }
        if script.preBaseMatras.contains(scalar.value) { self = .preBaseMatra; return }
        if scalar.value == script.ra || (script == .bengali && scalar.value == 0x09F0) { self = .ra; return }
        self = script == .sinhala ? IndicCategory.sinhala(scalar) : IndicCategory.brahmic(scalar, script: script)
    }

    /// The nine ISCII-derived blocks share one layout (Sinhala's differs).
    private static func brahmic(_ scalar: Unicode.Scalar, script: IndicScript) -> IndicCategory {
        let offset = scalar.value - script.blockStart
        let general = scalar.generalCategory
        let isMark = general == .nonspacingMark || general == .spacingMark
        let isLetter = general == .otherLetter
        switch offset {
        case 0x3C: return .nukta
        case 0x4D: return .halant
        case 0x00...0x03: return isMark ? .modifier : .other
        case 0x04...0x14, 0x60, 0x61, 0x72...0x77: return isLetter ? .vowel : isMark ? .modifier : .other
        case 0x15...0x39, 0x58...0x5F, 0x78...0x7F: return isLetter ? .consonant : isMark ? .matra : .other
        case 0x3A, 0x3B, 0x3E...0x4C, 0x4E, 0x4F, 0x55...0x57, 0x62, 0x63: return isMark ? .matra : .other
        case 0x70, 0x71: return script == .gurmukhi ? .modifier : isLetter ? .consonant : .other
        default: return isMark ? .modifier : .other
        }
    }

    private static func sinhala(_ scalar: Unicode.Scalar) -> IndicCategory {
        switch scalar.value {
        case 0x0D81...0x0D83: .modifier
        case 0x0D85...0x0D96: .vowel
        case 0x0D9A...0x0DC6: .consonant
        case 0x0DCA: .halant
        case 0x0DCF...0x0DDF, 0x0DF2, 0x0DF3: .matra
        default: .other
        }
    }
}

extension IndicScript {
    /// The script's Ra, which forms a reph before another consonant.
    var ra: UInt32 { self == .sinhala ? 0x0DBB : blockStart + 0x30 }

    /// Dependent vowel signs drawn before the consonants they follow in the text (after
    /// canonical decomposition of the split ones).
    var preBaseMatras: [UInt32] {
        switch self {
        case .devanagari: [0x093F, 0x094E]
        case .bengali: [0x09BF, 0x09C7, 0x09C8]
        case .gurmukhi: [0x0A3F]
        case .gujarati: [0x0ABF]
        case .oriya: [0x0B47]
        case .tamil: [0x0BC6, 0x0BC7, 0x0BC8]
        case .telugu, .kannada: []
        case .malayalam: [0x0D46, 0x0D47, 0x0D48]
        case .sinhala: [0x0DD9, 0x0DDA, 0x0DDB]
        }
    }

    /// How a reph forms: before another consonant (implicit), only as Ra, halant, ZWJ
    /// (explicit), or not at all.
    enum RephMode { case implicit, explicit, none }

    var rephMode: RephMode {
        switch self {
        case .devanagari, .bengali, .gujarati, .oriya, .kannada: .implicit
        case .telugu, .sinhala: .explicit
        case .gurmukhi, .tamil, .malayalam: .none
        }
    }

    /// The reph goes after the main consonant (and the above-base vowel signs with it), not to
    /// the syllable's end (HarfBuzz's reph position for the script).
    var rephAfterMain: Bool { self == .oriya || self == .sinhala }

    /// Below-base forms apply to the consonants before the base as well as after it.
    var belowFormsBeforeBase: Bool { self != .telugu && self != .kannada && self != .malayalam }
}
