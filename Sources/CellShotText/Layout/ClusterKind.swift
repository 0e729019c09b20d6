/// How a cluster (one grapheme) takes part in line breaking.
enum ClusterKind: UInt8, Sendable {
    /// Ordinary visible text.
    case text
    /// White space: a line may break after it, and it hangs (does not count) at a line's end.
    case space
    /// A hyphen or dash: a line may break after it.
    case breakAfter
    /// Zero width space: a break opportunity that draws nothing.
    case zeroWidthBreak
    /// A line break ("\n", "\r\n", "\r", U+2028, U+2029, U+0085): ends the paragraph.
    case newline
    /// Control and format characters: no glyph, no width.
    case ignorable
    /// A Chinese or Japanese character (ideograph, kana, CJK symbol): a line may break before
    /// and after it, except as ``closing`` and ``opening`` forbid (kinsoku).
    case ideograph
    /// CJK closing punctuation, small kana, the prolonged sound mark, iteration marks: no line
    /// starts with one.
    case closing
    /// CJK opening brackets: no line ends with one.
    case opening
    /// Other text that closes (closing brackets and quotes, sentence and clause punctuation,
    /// ellipses, percent): ordinary text, except that no line breaks between CJK and it.
    case closingText
    /// Other text that opens (opening brackets and quotes): ordinary text, except that no line
    /// breaks between it and CJK.
    case openingText

    /// True for clusters that draw glyphs: text, spaces, break-after characters and CJK.
    var isVisible: Bool { self != .zeroWidthBreak && self != .newline && self != .ignorable }

    /// True for the CJK kinds, which break lines between characters.
    var isIdeographic: Bool { self == .ideograph || self == .closing || self == .opening }
}

extension ShapedText {
    /// How a cluster starting with `first` takes part in line breaking.
    @inline(__always)
    static func kind(of first: Unicode.Scalar) -> ClusterKind {
        let value = first.value
        // ASCII letters and digits first, in place: most text is made of them.
        if (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10 { return .text }
        return value < UnicodeTables.denseCount ? firstBlockKinds[Int(value)] : otherKind(value)
    }

    /// ``otherKind(_:)`` of the first ``UnicodeTables/denseCount`` code points (Latin to the
    /// Indic scripts), read without going through the cases.
    private static let firstBlockKinds = (0..<UnicodeTables.denseCount).map(otherKind)

    /// ``kind(of:)`` of a scalar other than an ASCII letter or digit.
    private static func otherKind(_ value: UInt32) -> ClusterKind {
        switch value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x0B, 0x0C: return .newline
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthBreak
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return .breakAfter
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200C...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF:
            return .ignorable
        case 0x2E80...0x2FFF, 0x3001...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF01...0xFF9F, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return ideographicKind(value)
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x203A, 0x2025, 0x2026,
             0x203C, 0x2047...0x2049, 0x2030, 0x2103:
            return .closingText
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039:
            return .openingText
        default: return .text
        }
    }

    /// The CJK kind of an ideographic scalar: kinsoku's line-start and line-end prohibitions
    /// (JIS X 4051 and the W3C's Requirements for Japanese Text Layout: opening brackets; closing
    /// brackets, commas and full stops, the middle dot, colons, question and exclamation marks,
    /// iteration marks, the prolonged sound mark, small kana, full- and half-width forms of each;
    /// a full-width currency sign opens, the full-width percent sign closes).
    static func ideographicKind(_ value: UInt32) -> ClusterKind {
        switch value {
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F,
             0xFF62, 0xFF04, 0xFFE1, 0xFFE5, 0xFFE6:
            return .opening
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301C,
             0x301E, 0x301F, 0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x3095, 0x3096, 0x309B...0x309E, 0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5,
             0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB...0x30FE, 0x31F0...0x31FF, 0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E,
             0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63...0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F,
             0xFFE0:
            return .closing
        default:
            return .ideograph
        }
    }

    /// True when a line may break between `cluster` and the next one because one of them is CJK
    /// (not before closing punctuation, CJK or other, not after an opening bracket or quote,
    /// not before a space), or between two Thai or Lao words (`wordBreaks`, ``WordBreaks``).
    @inline(__always) func breaksBetween(_ cluster: Int) -> Bool {
        let kind = kinds[cluster], next = kinds[cluster + 1]
        return (kind.isIdeographic || next.isIdeographic) && next != .closing && next != .closingText && kind != .opening
            && kind != .openingText && next.isVisible && next != .space
            || !wordBreaks.isEmpty && wordBreaks[cluster + 1]
    }
}
