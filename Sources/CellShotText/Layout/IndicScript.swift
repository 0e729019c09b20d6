/// The Indic scripts: each one's Unicode block and its OpenType script tags (the second-version
/// tag first, as shapers prefer it); the face that draws each is in ``ScriptFace``.
enum IndicScript: Int, Sendable, CaseIterable {
    case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala

    /// The script of `scalar` (its block, Vedic extensions to Devanagari), nil outside them.
    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x0900...0x0DFF:
            guard let script = IndicScript(rawValue: Int(value - 0x0900) >> 7) else { return nil }
            self = script
        case 0x1CD0...0x1CFF, 0xA8E0...0xA8FF: self = .devanagari
        case 0x111E0...0x111FF: self = .sinhala
        default: return nil
        }
    }

    /// OpenType script tags, preferred first.
    var tags: [String] {
        switch self {
        case .devanagari: ["dev2", "deva"]
        case .bengali: ["bng2", "beng"]
        case .gurmukhi: ["gur2", "guru"]
        case .gujarati: ["gjr2", "gujr"]
        case .oriya: ["ory2", "orya"]
        case .tamil: ["tml2", "taml"]
        case .telugu: ["tel2", "telu"]
        case .kannada: ["knd2", "knda"]
        case .malayalam: ["mlm2", "mlym"]
        case .sinhala: ["sinh"]
        }
    }

    /// The first scalar of the script's block.
    var blockStart: UInt32 { 0x0900 + UInt32(rawValue) << 7 }
}
