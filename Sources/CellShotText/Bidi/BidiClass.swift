/// The bidirectional character type of a Unicode scalar (its Bidi_Class, UAX #9 table 4),
/// named by the standard's abbreviations.
package enum BidiClass: UInt8, Hashable, Sendable, CaseIterable {
    /// Strong: left-to-right, right-to-left, Arabic letter.
    case l, r, al
    /// Weak: European number, European separator, European terminator, Arabic number, common
    /// separator, nonspacing mark, boundary neutral.
    case en, es, et, an, cs, nsm, bn
    /// Neutral: paragraph separator, segment separator, white space, other neutral.
    case b, s, ws, on
    /// Explicit embeddings and overrides, and their terminator.
    case lre, lro, rle, rlo, pdf
    /// Explicit isolates and their terminator.
    case lri, rli, fsi, pdi

    /// The class of `scalar` (Unicode's default class for unassigned code points).
    package init(_ scalar: Unicode.Scalar) {
        let code = scalar.value
        if code < UnicodeTables.denseCount {
            self = BidiClass.firstBlocks[Int(code)]
            return
        }
        let raw = UnicodeTables.lookup(code, starts: UnicodeTables.bidiStarts, values: UnicodeTables.bidiClasses)
        self = BidiClass(rawValue: raw) ?? .l
    }

    /// The code points below ``UnicodeTables/denseCount`` (Latin to the Indic scripts), read
    /// without a table search.
    private static let firstBlocks = UnicodeTables.dense(starts: UnicodeTables.bidiStarts, values: UnicodeTables.bidiClasses)
        .map { BidiClass(rawValue: $0) ?? .l }

    /// Removed by rule X9: embeddings, overrides, PDF and boundary neutrals.
    var isRemovedByX9: Bool {
        switch self {
        case .lre, .rle, .lro, .rlo, .pdf, .bn: true
        default: false
        }
    }

    /// LRI, RLI or FSI.
    var isIsolateInitiator: Bool { self == .lri || self == .rli || self == .fsi }

    /// Neutral or isolate formatting character (NI in rules N1 and N2).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .b, .s, .ws, .on, .lri, .rli, .fsi, .pdi: true
        default: false
        }
    }

    /// Reset to the paragraph level before a separator or a line end by rule L1.
    var isTrailingWhitespace: Bool {
        switch self {
        case .ws, .lri, .rli, .fsi, .pdi, .bn, .lre, .rle, .lro, .rlo, .pdf: true
        default: false
        }
    }
}

extension Unicode.Scalar {
    /// The character drawn in place of this one at a right-to-left level (Bidi_Mirroring_Glyph),
    /// e.g. ")" for "(", or nil when it has none.
    package var bidiMirror: Unicode.Scalar? {
        // Between U+00BC and U+2000 only four Tibetan and two Ogham brackets mirror.
        if value > 0xBB && value < 0x2000 && !(0xF3A...0xF3D).contains(value) && value != 0x169B && value != 0x169C {
            return nil
        }
        guard let index = UnicodeTables.index(of: value, in: UnicodeTables.mirrorKeys) else { return nil }
        return Unicode.Scalar(UnicodeTables.mirrorValues[index])
    }

    /// The paired bracket and whether this one opens (Bidi_Paired_Bracket, _Type), or nil.
    var bidiBracket: (pair: UInt32, opens: Bool)? {
        guard let index = UnicodeTables.index(of: value, in: UnicodeTables.bracketKeys) else { return nil }
        return (UnicodeTables.bracketPairs[index], UnicodeTables.bracketTypes[index] == 1)
    }
}

extension UnicodeTables {
    /// How many code points, from U+0000, a property's table by code point holds (``dense(starts:values:)``).
    static let denseCount: UInt32 = 0x1000

    /// A sorted range table's values by code point, for the first ``denseCount`` code points.
    static func dense(starts: [UInt32], values: [UInt8]) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: Int(denseCount))
        for (range, start) in starts.enumerated() where start < denseCount {
            let end = range + 1 < starts.count ? min(denseCount, starts[range + 1]) : denseCount
            for code in Int(start)..<Int(end) { table[code] = values[range] }
        }
        return table
    }

    /// The value of the range holding `codePoint` in a sorted range table.
    static func lookup(_ codePoint: UInt32, starts: [UInt32], values: [UInt8]) -> UInt8 {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= codePoint { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? values[lo - 1] : 0
    }

    /// The position of `codePoint` in a sorted key list, or nil.
    static func index(of codePoint: UInt32, in keys: [UInt32]) -> Int? {
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < codePoint { lo = mid + 1 } else { hi = mid }
        }
        return lo < keys.count && keys[lo] == codePoint ? lo : nil
    }
}
