import CellShotRaster
import Foundation

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
}

/// A string turned into clusters (grapheme clusters) with glyphs, advances and kerning, in
/// points, in logical order, with each cluster's bidi level (``BidiParagraph``) for the lines
/// to reorder; characters at right-to-left levels draw their mirrored form ("(" as ")").
/// Complex shaping is not implemented: one base glyph per cluster (precomposed when Unicode has a precomposed form), combining marks
/// drawn on top of it, everything else in the cluster (variation selectors, joiners,
/// emoji modifiers) ignored.
struct ShapedText {
    let font: Font
    let chain: [FontFace]
    private(set) var kinds: [ClusterKind] = []
    /// Advance of each cluster.
    private(set) var advances: [Double] = []
    /// Kerning between the previous cluster and this one (0 at a paragraph start).
    private(set) var kernBefore: [Double] = []
    /// prefix[i] = Σ_{j<i} (kernBefore[j] + advances[j]); count + 1 entries.
    private(set) var prefix: [Double] = [0]
    /// Where each cluster starts in the string; count + 1 entries (last = endIndex).
    private(set) var textIndex: [String.Index] = []
    /// First glyph of each cluster; count + 1 entries.
    private(set) var glyphStart: [Int] = [0]
    private(set) var glyphIDs: [UInt16] = []
    /// Index into `chain` of each glyph's face.
    private(set) var glyphFace: [UInt8] = []
    /// X offset of each glyph from its cluster's pen position.
    private(set) var glyphOffset: [Double] = []
    /// The bidi level of each cluster, and of its paragraph; both empty when the text has no
    /// right-to-left characters (everything at level 0, in logical order).
    private(set) var levels: [UInt8] = []
    private(set) var paragraphLevels: [UInt8] = []

    var count: Int { kinds.count }

    /// `direction` is the paragraph direction of paragraphs without a strong character.
    init(_ string: String, font: Font, direction: LayoutDirection = .leftToRight) {
        self.font = font
        chain = font.chain
        let size = font.safeSize
        let bidi = ShapedText.bidiLevels(string, defaultLevel: direction == .rightToLeft ? 1 : 0)
        var scalarIndex = 0
        var lastGlyph: (face: Int, glyph: UInt16)? = nil
        var index = string.startIndex
        for ch in string {
            textIndex.append(index)
            index = string.index(after: index)
            let scalars = ch.unicodeScalars
            guard let first = scalars.first else { continue }
            var rtl = false
            if let bidi {
                let level = bidi.levels[scalarIndex]
                levels.append(level)
                paragraphLevels.append(bidi.paragraphLevels[scalarIndex])
                rtl = level & 1 == 1
            }
            scalarIndex += scalars.count
            let kind = ShapedText.kind(of: ch, first: first)
            var advance = 0.0, kern = 0.0
            switch kind {
            case .newline, .ignorable, .zeroWidthBreak:
                if kind == .newline { lastGlyph = nil }
            case .space, .text, .breakAfter:
                // Tabs and other spaces draw as a space.
                let base = kind == .space && first.value != 0x20 && first.value != 0x3000 ? " " as Unicode.Scalar : first
                var scalar = base
                if scalars.count > 1, kind == .text {
                    let composed = String(ch).precomposedStringWithCanonicalMapping.unicodeScalars
                    if composed.count == 1, let c = composed.first { scalar = c }
                }
                if rtl, let mirror = scalar.bidiMirror, lookup(mirror).1 != 0 { scalar = mirror }
                let (faceIndex, glyph) = lookup(scalar)
                let face = chain[faceIndex]
                let scale = size / Double(face.unitsPerEm)
                advance = Double(face.advance(glyph)) * scale
                if let last = lastGlyph, last.face == faceIndex {
                    kern = Double(face.kerning.value(last.glyph, glyph)) * scale
                }
                appendGlyph(glyph, face: faceIndex, offset: 0)
                lastGlyph = (faceIndex, glyph)
                if scalars.count > 1, scalar == first || scalar == first.bidiMirror {
                    // Combining marks sit after the base's advance (marks have zero advance).
                    for mark in scalars.dropFirst() where ShapedText.isMark(mark) {
                        let g = face.glyph(for: mark)
                        if g != 0 { appendGlyph(g, face: faceIndex, offset: advance) }
                    }
                }
            }
            kinds.append(kind)
            advances.append(advance)
            kernBefore.append(kern)
            prefix.append(prefix[prefix.count - 1] + kern + advance)
            glyphStart.append(glyphIDs.count)
        }
        textIndex.append(string.endIndex)
    }

    private mutating func appendGlyph(_ g: UInt16, face: Int, offset: Double) {
        glyphIDs.append(g); glyphFace.append(UInt8(face)); glyphOffset.append(offset)
    }

    /// The first face in the chain that has the scalar, else the primary face's .notdef.
    private func lookup(_ scalar: Unicode.Scalar) -> (Int, UInt16) {
        for (i, face) in chain.enumerated() {
            let g = face.glyph(for: scalar)
            if g != 0 { return (i, g) }
        }
        return (0, 0)
    }

    static func isMark(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    static func kind(of ch: Character, first: Unicode.Scalar) -> ClusterKind {
        let v = first.value
        switch v {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x0B, 0x0C: return .newline
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthBreak
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: return .breakAfter
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200C...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF:
            return .ignorable
        default: return .text
        }
    }

    /// Width of clusters a..<b (kerning inside the range included), 0 when empty.
    @inline(__always) func width(_ a: Int, _ b: Int) -> Double {
        b > a ? prefix[b] - prefix[a] - kernBefore[a] : 0
    }

    /// Pen x of cluster i relative to a line that starts at cluster `lineStart`.
    @inline(__always) func pen(_ i: Int, lineStart: Int) -> Double {
        i == lineStart ? 0 : prefix[i] - prefix[lineStart] - kernBefore[lineStart] + kernBefore[i]
    }

    /// `end` moved back over trailing spaces (and zero width clusters) after `start`.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, kinds[e - 1] == .space || kinds[e - 1] == .zeroWidthBreak || kinds[e - 1] == .ignorable
                         || kinds[e - 1] == .newline { e -= 1 }
        return e
    }
}
