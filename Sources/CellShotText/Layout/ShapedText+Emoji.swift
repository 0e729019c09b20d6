/// Colour emoji: clusters shown in emoji presentation take their glyphs from a colour bitmap
/// face, with the face's `ccmp` applied (ZWJ sequences, skin tones, flags, keycaps, unpaired
/// regional indicators, tag sequences).
extension ShapedText {
    /// The scalars below U+2000 with the Emoji property.
    static let emojiBelow2000: Set<UInt32> = [0x23, 0x2A, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0xA9, 0xAE]

    /// True when `ch` is shown as an emoji: Unicode shows it as one, or it is an emoji no face
    /// of the chain has.
    func isEmoji(_ ch: Character) -> Bool {
        var scalars = ch.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        return isEmoji(first: first, several: scalars.next() != nil) { ch }
    }

    /// ``isEmoji(_:)`` of the character `character` makes, whose first scalar is `first`, with
    /// more than one scalar when `several`.
    @inline(__always)
    func isEmoji(first: Unicode.Scalar, several: Bool, character: () -> Character) -> Bool {
        // Below U+2000 only "#", "*", the digits, "©" and "®" are emoji (emoji-data.txt), and
        // one of them alone shows as text: an Arabic letter with its harakat is not asked for
        // its properties.
        if first.value < 0x2000, !several || !ShapedText.emojiBelow2000.contains(first.value) { return false }
        return ShapedText.isEmojiPresentation(character()) || (first.properties.isEmoji && lookup(first).1 == 0)
    }

    /// Shapes `ch` with the colour emoji face (a colour bitmap face of the chain, else the
    /// bundled Noto Color Emoji) when Unicode shows it as an emoji (see
    /// ``isEmojiPresentation(_:)``), or when it is an emoji no face of the chain has. Returns
    /// the cluster's advance and kerning, or nil when the cluster is ordinary text. A glyph the
    /// face cannot draw (malformed bitmap) makes the cluster a .notdef box noted as missing.
    mutating func appendEmoji(_ ch: Character, size: Double,
                              lastGlyph: inout (face: Int, glyph: UInt16)?) -> (advance: Double, kern: Double)? {
        let scalars = ch.unicodeScalars
        guard isEmoji(ch), let face = chain.first(where: { $0.colorBitmaps != nil }) ?? FontRegistry.shared.emojiFace,
              face.colorBitmaps != nil else { return nil }
        var nominal: [UInt16] = []
        for scalar in scalars {
            let glyph = face.glyph(for: scalar)
            if glyph != 0 { nominal.append(glyph) } else if !scalar.isDefaultIgnorable { return nil }
        }
        guard !nominal.isEmpty else { return nil }
        var buffer = GlyphBuffer(nominal, clusters: Array(repeating: 0, count: nominal.count))
        face.composition.apply(.emoji, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
        let glyphs = buffer.glyphs
        guard !glyphs.isEmpty else { return (0, 0) }  // the face's ccmp deleted every glyph: nothing to draw
        // Every glyph must decode (in the largest strike; decoded bitmaps are cached).
        let cache = ColorGlyphCache.shared
        guard glyphs.allSatisfy({ (try? cache.bitmap(face: face, glyph: $0, pixelSize: .infinity).get()) != nil }) else {
            missing.append(kinds.count)
            let notdef = chain[0]
            appendGlyph(0, face: 0, offset: 0, rise: 0)
            lastGlyph = nil
            return (Double(notdef.advance(0)) * size / Double(notdef.unitsPerEm) + tracking, 0)
        }
        let faceIndex: Int
        if let existing = chain.firstIndex(where: { $0 === face }) { faceIndex = existing } else {
            guard chain.count <= Int(UInt8.max) else { return nil }
            chain.append(face); faceIndex = chain.count - 1
        }
        let scale = size / Double(face.unitsPerEm)
        var pen = 0.0
        for glyph in glyphs {
            appendGlyph(glyph, face: faceIndex, offset: pen, rise: 0)
            pen += Double(face.advance(glyph)) * scale
        }
        lastGlyph = (faceIndex, glyphs[glyphs.count - 1])
        return (pen + tracking, 0)
    }

    /// The largest ascent and descent, in points at the font's size, of the colour bitmap faces
    /// whose glyphs clusters start..<end draw; nil when they draw none (as CoreText sizes a line by
    /// the fonts of its runs, a line with emoji grows to fit the emoji face's metrics).
    func colorFaceExtent(_ start: Int, _ end: Int) -> (ascent: Double, descent: Double)? {
        guard chain.contains(where: { $0.colorBitmaps != nil }), start < end else { return nil }
        var extent: (ascent: Double, descent: Double)? = nil
        for index in glyphStart[start]..<glyphStart[end] {
            let face = chain[Int(glyphFace[index])]
            guard face.colorBitmaps != nil else { continue }
            let scale = font.safeSize / Double(face.unitsPerEm)
            let ascent = Double(face.ascender) * scale, descent = Double(-face.descender) * scale
            extent = (max(extent?.ascent ?? ascent, ascent), max(extent?.descent ?? descent, descent))
        }
        return extent
    }

    /// True when Unicode (UTS #51) shows the character as an emoji: an emoji with default
    /// emoji presentation not followed by VS15 (U+FE0E), or any emoji followed by VS16
    /// (U+FE0F), or an emoji modifier or ZWJ sequence.
    static func isEmojiPresentation(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji, !scalars.contains("\u{FE0E}") else { return false }
        return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}")
            || scalars.dropFirst().contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" }
    }
}
