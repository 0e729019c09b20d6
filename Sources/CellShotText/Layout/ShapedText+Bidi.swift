extension ShapedText {
    /// Per scalar of `string`, its bidi level and its paragraph's level, resolved paragraph by
    /// paragraph (split where lines break: "\n", "\r", U+2028, …); nil when the text has no
    /// right-to-left characters and `defaultLevel` is 0, so Latin text in a left-to-right
    /// paragraph stays on the plain path.
    static func bidiLevels(_ string: String, defaultLevel: UInt8) -> (levels: [UInt8], paragraphLevels: [UInt8])? {
        guard defaultLevel & 1 == 1 || string.unicodeScalars.contains(where: isRightToLeft) else { return nil }
        return bidiLevels(scalars: Array(string.unicodeScalars), defaultLevel: defaultLevel)
    }

    /// ``bidiLevels(_:defaultLevel:)`` of a string's `scalars`.
    static func bidiLevels(scalars: [Unicode.Scalar], defaultLevel: UInt8) -> (levels: [UInt8], paragraphLevels: [UInt8])? {
        guard defaultLevel & 1 == 1 || scalars.contains(where: isRightToLeft) else { return nil }
        var levels: [UInt8] = [], paragraphLevels: [UInt8] = []
        levels.reserveCapacity(scalars.count)
        paragraphLevels.reserveCapacity(scalars.count)
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, !isParagraphEnd(scalars[end]) { end += 1 }
            // A text of one paragraph is handed over whole, not copied.
            let paragraph = BidiParagraph(start == 0 && end == scalars.count ? scalars : Array(scalars[start..<end]),
                                          defaultLevel: defaultLevel)
            levels += paragraph.lineLevels(0..<(end - start))
            paragraphLevels += repeatElement(paragraph.baseLevel, count: end - start)
            if end < scalars.count {
                levels.append(paragraph.baseLevel)
                paragraphLevels.append(paragraph.baseLevel)
            }
            start = end + 1
        }
        return (levels, paragraphLevels)
    }

    /// A strong right-to-left character, an Arabic number or a right-to-left embedding,
    /// override or isolate (nothing below U+0590 is one).
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x590 else { return false }
        switch BidiClass(scalar) {
        case .r, .al, .an, .rle, .rlo, .rli, .fsi: return true
        default: return false
        }
    }

    /// The characters that end a paragraph in ``TextLayout`` (the `newline` cluster kind).
    private static func isParagraphEnd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension ShapedText {
    /// Clusters start..<end from left to right (bidi rule L2), or nil when they all run left to
    /// right at one level (then logical order is the visual order).
    func visualOrder(_ start: Int, _ end: Int) -> [Int]? {
        guard !levels.isEmpty, end > start else { return nil }
        let line = levels[start..<end]
        guard let first = line.first, first & 1 == 0, !line.contains(where: { $0 != first }) else {
            return BidiParagraph.visualOrder(levels: Array(line)).map { $0 + start }
        }
        return nil
    }

    /// Kerning between clusters `left` and `right` shown side by side: the pair's kerning when
    /// they are logical neighbours (in either direction), else 0.
    func kerning(after left: Int, before right: Int) -> Double {
        right == left + 1 ? kernBefore[right] : left == right + 1 ? kernBefore[left] : 0
    }

    /// The advance of clusters in visual `order`, kerning between neighbours included.
    func visualWidth(_ order: [Int]) -> Double {
        var width = 0.0
        for (position, cluster) in order.enumerated() {
            width += advances[cluster] + (position > 0 ? kerning(after: order[position - 1], before: cluster) : 0)
        }
        return width
    }

    /// Appends `cluster`'s glyphs with its pen at `pen`.
    @inline(__always)
    func appendGlyphs(_ cluster: Int, at pen: Double, to glyphs: inout [PositionedGlyph]) {
        for index in glyphStart[cluster]..<glyphStart[cluster + 1] {
            let face = chain[Int(glyphFace[index])]
            glyphs.append(PositionedGlyph(glyphID: glyphIDs[index], face: face.name, x: pen + glyphOffset[index], y: glyphRise[index], faceID: face.id))
        }
    }

    /// Appends the glyphs of `clusters` (logical order, on a line starting at cluster
    /// `lineStart` whose left edge is at `left`), as ``appendGlyphs(_:at:to:)`` for each in turn
    /// would: a face's name and id are read when the face changes, not for every glyph.
    func appendGlyphs(_ clusters: Range<Int>, lineStart: Int, left: Double, to glyphs: inout [PositionedGlyph]) {
        var faceIndex = -1, name = "", id = 0
        for cluster in clusters {
            let pen = left + self.pen(cluster, lineStart: lineStart)
            for index in glyphStart[cluster]..<glyphStart[cluster + 1] {
                let own = Int(glyphFace[index])
                if own != faceIndex {
                    let face = chain[own]
                    name = face.name; id = face.id; faceIndex = own
                }
                glyphs.append(PositionedGlyph(glyphID: glyphIDs[index], face: name, x: pen + glyphOffset[index], y: glyphRise[index], faceID: id))
            }
        }
    }
}
