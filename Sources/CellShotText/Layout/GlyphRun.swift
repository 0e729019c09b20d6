/// Glyphs of one face and one direction, in visual order: what ``Font/shape(_:direction:)``
/// returns so shaping can be checked against other shapers (HarfBuzz's `hb-shape` reports
/// the same quantities).
public struct GlyphRun: Hashable, Sendable, Codable {
    /// The face's name: a bundled font's resource file name without extension (e.g.
    /// "DejaVuSans"), or the name a font was registered under.
    public let font: String
    /// True for a right-to-left run (its glyphs are listed left to right all the same).
    public let rightToLeft: Bool
    public let glyphs: [ShapedGlyph]
}

/// One shaped glyph, in the face's font units.
public struct ShapedGlyph: Hashable, Sendable, Codable {
    public let id: Int
    /// How far the pen moves after the glyph (0 for marks), kerning with the next glyph included.
    public let advance: Int
    /// Offset of the glyph from the pen (marks placed on their base).
    public let xOffset: Int
    public let yOffset: Int
    /// The index of the first Unicode scalar of the character the glyph belongs to.
    public let cluster: Int
}

extension Font {
    /// `text` shaped as ``TextLayout`` shapes it, each paragraph on one unbounded line, as runs
    /// in visual order. `direction` is the direction of paragraphs without a strong character.
    public func shape(_ text: String, direction: LayoutDirection = .leftToRight) -> [GlyphRun] {
        let shaped = ShapedText(text, font: self, direction: direction)
        var clusterOf: [Int] = []
        clusterOf.reserveCapacity(shaped.count)
        var scalarOffset = 0
        for cluster in 0..<shaped.count {
            clusterOf.append(scalarOffset)
            scalarOffset += text[shaped.textIndex[cluster]..<shaped.textIndex[cluster + 1]].unicodeScalars.count
        }
        var runs: [GlyphRun] = []
        var current: (font: String, rtl: Bool, glyphs: [ShapedGlyph])? = nil
        func flush() {
            if let pending = current, !pending.glyphs.isEmpty { runs.append(GlyphRun(font: pending.font, rightToLeft: pending.rtl, glyphs: pending.glyphs)) }
            current = nil
        }
        var start = 0, lastUnits = 0.0
        while start < shaped.count {
            var end = start
            while end < shaped.count, shaped.kinds[end] != .newline { end += 1 }
            let order = shaped.visualOrder(start, end) ?? Array(start..<end)
            for (position, cluster) in order.enumerated() {
                let rtl = !shaped.levels.isEmpty && shaped.levels[cluster] & 1 == 1
                let next = position + 1 < order.count ? order[position + 1] : nil
                let kern = next.map { shaped.kerning(after: cluster, before: $0) } ?? 0
                let range = shaped.glyphStart[cluster]..<shaped.glyphStart[cluster + 1]
                // A cluster a ligature or syllable took draws nothing: the kerning after it
                // (its pair adjustment with the next glyph) goes to the glyph drawn before it.
                if range.isEmpty {
                    if kern != 0, let last = current?.glyphs.popLast() {
                        current?.glyphs.append(last.kerned(by: Int((kern * lastUnits).rounded())))
                    }
                    continue
                }
                let visual = rtl ? Array(range.reversed()) : Array(range)
                // The base and the spacing glyphs after it move the pen; the last of them takes
                // the rest of the cluster's advance (tracking, kerning).
                let spacing = visual.filter { $0 == range.lowerBound || shaped.isSpacing($0) }
                var pen = 0.0
                for glyphIndex in visual {
                    let face = shaped.chain[Int(shaped.glyphFace[glyphIndex])]
                    let units = Double(face.unitsPerEm) / max(safeSize, .leastNormalMagnitude)
                    lastUnits = units
                    var advance = 0.0
                    if glyphIndex == spacing.last {
                        advance = shaped.advances[cluster] + kern - pen
                    } else if let spacingIndex = spacing.firstIndex(of: glyphIndex) {
                        // An Indic cluster's: up to the next spacing glyph (kerning inside the cluster included).
                        advance = rtl || !ScriptFace.keepsMarkAdvances(face) ? Double(face.advance(shaped.glyphIDs[glyphIndex])) / units
                            : shaped.glyphOffset[spacing[spacingIndex + 1]] - shaped.glyphOffset[glyphIndex]
                    }
                    let glyph = ShapedGlyph(id: Int(shaped.glyphIDs[glyphIndex]), advance: Int((advance * units).rounded()),
                                            xOffset: Int(((shaped.glyphOffset[glyphIndex] - pen) * units).rounded()),
                                            yOffset: Int((shaped.glyphRise[glyphIndex] * units).rounded()), cluster: clusterOf[cluster])
                    pen += advance
                    if current?.font != face.name || current?.rtl != rtl {
                        flush()
                        current = (face.name, rtl, [])
                    }
                    current?.glyphs.append(glyph)
                }
            }
            start = end + 1
        }
        flush()
        return runs
    }
}

extension ShapedGlyph {
    /// The glyph with `kern` font units added to its advance.
    func kerned(by kern: Int) -> ShapedGlyph {
        ShapedGlyph(id: id, advance: advance + kern, xOffset: xOffset, yOffset: yOffset, cluster: cluster)
    }
}
