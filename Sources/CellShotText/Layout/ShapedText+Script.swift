/// The script whose GPOS lookups position a cluster. HarfBuzz shapes a run with the lookups of
/// one script, the script of the run's first letter (digits, spaces and punctuation have none),
/// so a Latin word after a Greek one is kerned with the face's Greek `kern` lookups; CellShot
/// gives the Latin, Greek and Cyrillic clusters of a text the script of its first letter of
/// those scripts, and the clusters of the scripts it shapes apart (Arabic, Hebrew, Thai, Lao,
/// Indic) their own.
extension ShapedText {
    /// The index in ``MarkAttachment/scripts`` of the script of the first Latin, Greek or
    /// Cyrillic letter of `string` (letters of the other scripts skipped); Latin when it has none.
    static func alphabetScript(_ string: String) -> Int {
        if let found = string.utf8.withContiguousStorageIfAvailable(alphabetScript(utf8:)) { return found }
        guard string.utf8.contains(where: mayStartLetter) else { return Kerning.latin }
        for scalar in string.unicodeScalars {
            if let script = letterScript(scalar) { return script }
        }
        return Kerning.latin
    }

    /// ``alphabetScript(_:)`` of a string's UTF-8 bytes: only scalars whose first byte
    /// ``mayStartLetter(_:)`` are decoded.
    private static func alphabetScript(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        while start < bytes.count {
            let lead = bytes[start]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            defer { start += length }
            guard mayStartLetter(lead), start + length <= bytes.count else { continue }
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
            for next in start + 1..<start + length { value = value << 6 | UInt32(bytes[next] & 0x3F) }
            if let scalar = Unicode.Scalar(value), let script = letterScript(scalar) { return script }
        }
        return Kerning.latin
    }

    /// The script of `scalar` when it is a Latin, Greek or Cyrillic letter, else nil.
    @inline(__always)
    private static func letterScript(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value & 0xDF) ? Kerning.latin : nil }
        // No Latin, Greek or Cyrillic letter lies in Armenian to Georgian Extended, in
        // Supplemental Punctuation to Cyrillic Extended-B, or past Latin Extended-D.
        let value = scalar.value
        if (0x0530..<0x1C80).contains(value) || (0x2E00..<0xA640).contains(value) || value >= 0xA800 { return nil }
        let script = MarkAttachment.script(of: scalar)
        if script == greek || script == cyrillic { return script }
        if script == Kerning.latin, isLatinLetter(scalar) { return script }
        return nil
    }

    /// True for a UTF-8 byte that can begin a Latin, Greek or Cyrillic letter: an ASCII letter,
    /// or the lead byte of U+00C0–U+053F (0xC3–0xD4), U+1000–U+2FFF (0xE1, 0xE2) or
    /// U+A000–U+AFFF (0xEA). Text with none of them (Thai, Devanagari, CJK, digits and
    /// punctuation) has no such letter, and its scalars need not be decoded.
    static func mayStartLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || (0xC3...0xD4).contains(byte) || byte == 0xE1 || byte == 0xE2 || byte == 0xEA
    }

    static let greek = MarkAttachment.script(of: "α")
    static let cyrillic = MarkAttachment.script(of: "ж")

    /// Latin letters outside ASCII: Latin-1 and Latin Extended-A and B, IPA, Latin Extended
    /// Additional (× and ÷ are not letters).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xD7, 0xF7: false
        case 0xC0...0x2AF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: true
        default: false
        }
    }

    /// The index in ``MarkAttachment/scripts`` of the lookups that kern and place the marks of
    /// a cluster starting with `first`: the text's ``alphabet`` for Latin, Greek, Cyrillic and
    /// script-less characters, else the cluster's own script.
    func script(of first: Unicode.Scalar) -> Int {
        if first.isASCII { return alphabet }
        let own = MarkAttachment.script(of: first)
        return own == Kerning.latin || own == ShapedText.greek || own == ShapedText.cyrillic ? alphabet : own
    }
}

/// The scalar classes that decide which shaping steps a text takes.
extension ShapedText {
    /// True for scalars that always form a grapheme cluster alone (CR aside, which takes a
    /// following LF) and need no bidi or joining analysis: Latin and IPA below U+0300, Greek
    /// and Cyrillic without their combining marks, Vietnamese precomposed letters, the
    /// punctuation of dashes, quotes, bullets and ellipsis, and currency signs.
    static func isOwnCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x1E00...0x1EFF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: true
        default: false
        }
    }

    /// True when every scalar of `string` is a cluster of its own (``isOwnCluster(_:)``), read
    /// from its UTF-8 bytes: ASCII bytes are, and only the other scalars are decoded.
    static func isOwnClusters(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = UInt32(bytes[index])
                if lead < 0x80 { index += 1; continue }
                // A lead byte: 110xxxxx, 1110xxxx or 11110xxx, then its continuation bytes.
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { return false }
                var value = lead & (0x7F >> UInt32(length))
                for next in 1..<length { value = value << 6 | UInt32(bytes[index + next] & 0x3F) }
                guard let scalar = Unicode.Scalar(value), isOwnCluster(scalar) else { return false }
                index += length
            }
            return true
        }
    }

    /// Hebrew, Arabic (and the scripts between), and their presentation forms.
    static func isRightToLeftScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }
}

extension ShapedText {
    /// Han, kana, Hangul, CJK symbols and punctuation, full-width forms.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
             0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// The positional form of each scalar (nil for non-joining ones), or nil when the text has
    /// no Arabic-block character. A cluster takes the form of its first scalar.
    static func joiningForms(_ scalars: [Unicode.Scalar]) -> [JoiningForm?]? {
        guard scalars.contains(where: { (0x0600...0x08FF).contains($0.value) }) else { return nil }
        return JoiningType.forms(scalars.map(JoiningType.init))
    }
}
