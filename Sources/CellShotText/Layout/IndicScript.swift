/// The Indic scripts with a bundled face: each one's Unicode block, its bundled Noto Sans
/// face (read from disk the first time text of the script needs it) and its OpenType script
/// tags (the second-version tag first, as shapers prefer it).
enum IndicScript: Int, Sendable, CaseIterable {
    case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala

    /// The script of `s` (its block, Vedic extensions to Devanagari), nil outside them.
    init?(_ s: Unicode.Scalar) {
        let v = s.value
        switch v {
        case 0x0900...0x0DFF:
            // Oriya's block (0x0B00) has no bundled face: it is listed for its tags only.
            guard let script = IndicScript(rawValue: Int(v - 0x0900) >> 7) else { return nil }
            self = script
        case 0x1CD0...0x1CFF, 0xA8E0...0xA8FF: self = .devanagari
        case 0x111E0...0x111FF: self = .sinhala
        default: return nil
        }
    }

    /// The bundled face's resource name, nil for Oriya (no bundled face).
    var fontFile: String? {
        switch self {
        case .devanagari: "NotoSansDevanagari-Regular"
        case .bengali: "NotoSansBengali-Regular"
        case .gurmukhi: "NotoSansGurmukhi-Regular"
        case .gujarati: "NotoSansGujarati-Regular"
        case .oriya: nil
        case .tamil: "NotoSansTamil-Regular"
        case .telugu: "NotoSansTelugu-Regular"
        case .kannada: "NotoSansKannada-Regular"
        case .malayalam: "NotoSansMalayalam-Regular"
        case .sinhala: "NotoSansSinhala-Regular"
        }
    }

    /// The bundled faces' resource names.
    static let fontFiles = allCases.compactMap(\.fontFile)

    /// True for a bundled Indic face: its marks keep their advances (spacing vowel signs).
    static func keepsMarkAdvances(_ face: FontFace) -> Bool { face.name.hasPrefix("NotoSans") && fontFiles.contains(face.name) }

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
