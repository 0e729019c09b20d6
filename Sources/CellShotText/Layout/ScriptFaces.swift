/// The one table of which bundled face draws a script, by weight: the scripts with a bundled
/// Noto Sans face of their own (Debian's fonts-noto-core and fonts-noto-cjk), each face read
/// from disk the first time text of its script needs it (``FontRegistry/face(for:weight:)``).
/// Font fallback adds them to a text's chain: the Indic faces and the CJK face at its end when
/// no face of the chain has a character of the script, the other scripts' right after its first
/// face when that face lacks one (iOS falls back to its own face of a script before any other).
enum ScriptFace: Int, Sendable, CaseIterable {
    case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala
    case armenian, thai, lao, georgian, ethiopic
    case cjk

    /// The face family's resource name stem; its files are "<family>-Regular" and "<family>-Bold".
    var family: String {
        switch self {
        case .devanagari: "NotoSansDevanagari"
        case .bengali: "NotoSansBengali"
        case .gurmukhi: "NotoSansGurmukhi"
        case .gujarati: "NotoSansGujarati"
        case .oriya: "NotoSansOriya"
        case .tamil: "NotoSansTamil"
        case .telugu: "NotoSansTelugu"
        case .kannada: "NotoSansKannada"
        case .malayalam: "NotoSansMalayalam"
        case .sinhala: "NotoSansSinhala"
        case .thai: "NotoSansThai"
        case .lao: "NotoSansLao"
        case .armenian: "NotoSansArmenian"
        case .georgian: "NotoSansGeorgian"
        case .ethiopic: "NotoSansEthiopic"
        case .cjk: "NotoSansCJK"
        }
    }

    /// The resource name of the face that draws the script at `weight`: Regular for regular and
    /// medium, Bold for semibold and bold (the families have no medium or semibold face).
    func file(_ weight: FontWeight) -> String {
        family + (weight == .semibold || weight == .bold ? "-Bold" : "-Regular")
    }

    /// Every bundled script face's resource name.
    static let files = allCases.flatMap { [$0.file(.regular), $0.file(.bold)] }

    /// The face of an Indic script (the Indic cases come first, in ``IndicScript``'s order).
    init(_ script: IndicScript) {
        self = ScriptFace.allCases[script.rawValue]
    }

    /// The script's bit in a set of scripts kept as a `UInt32` mask.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// True for the Indic faces.
    var isIndic: Bool { rawValue <= ScriptFace.sinhala.rawValue }

    /// True for a bundled Indic face: its marks keep their advances (spacing vowel signs).
    static func keepsMarkAdvances(_ face: FontFace) -> Bool { face.keepsMarkAdvances }

    /// True for the resource name of a bundled Indic face.
    static func isIndicFile(_ name: String) -> Bool { indicFiles.contains(name) }
    private static let indicFiles = Set(allCases.filter(\.isIndic).flatMap { [$0.file(.regular), $0.file(.bold)] })

    /// The scripts whose face goes right after the chain's first face: a scalar range each, in range order.
    static let alphabetRanges: [(range: ClosedRange<UInt32>, script: ScriptFace)] = [
        (0x0530...0x058F, .armenian),
        (0x0E00...0x0E7F, .thai),
        (0x0E80...0x0EFF, .lao),
        (0x10A0...0x10FF, .georgian),
        (0x1200...0x139F, .ethiopic),
        (0x1C90...0x1CBF, .georgian),
        (0x2D00...0x2D2F, .georgian),
        (0x2D80...0x2DDF, .ethiopic),
    ]

    /// The script of `scalar` among ``alphabetRanges``, nil for the others.
    static func alphabet(_ scalar: Unicode.Scalar) -> ScriptFace? {
        let value = scalar.value
        // None from Hebrew to Sinhala (U+0590–U+0DFF).
        guard value >= 0x0530, value <= 0x2DDF, value < 0x0590 || value >= 0x0E00 else { return nil }
        return alphabetRanges.first { $0.range.contains(value) }?.script
    }
}

extension ShapedText {
    /// Inserts, right after the chain's first face, the bundled face (of the font's weight) of
    /// each script of ``ScriptFace/alphabetRanges`` in `scalars` when the first face lacks a
    /// character of that script (so the script's face wins over the other fallbacks, e.g. DejaVu
    /// Sans's Lao), in the order of the table. Called before any glyph is appended.
    mutating func addSingleScriptFaces(_ scalars: [Unicode.Scalar]) {
        var needed: UInt32 = 0  // one bit per script, by raw value (fewer than 32 cases)
        for scalar in scalars {
            guard let script = ScriptFace.alphabet(scalar), needed & script.bit == 0, chain[0].glyph(for: scalar) == 0 else { continue }
            needed |= script.bit
        }
        var at = 1
        for script in ScriptFace.allCases where needed & script.bit != 0 {
            guard chain.count < Int(UInt8.max), let face = FontRegistry.shared.face(for: script, weight: font.weight),
                  !chain.contains(where: { $0 === face }) else { continue }
            chain.insert(face, at: min(at, chain.count))
            at += 1
        }
    }

    /// Appends the bundled face of `script` at the font's weight to the chain (once).
    mutating func appendScriptFace(_ script: ScriptFace) {
        guard chain.count < Int(UInt8.max), let face = FontRegistry.shared.face(for: script, weight: font.weight),
              !chain.contains(where: { $0 === face }) else { return }
        chain.append(face)
    }
}
