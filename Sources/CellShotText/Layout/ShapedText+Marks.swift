/// A cluster's glyphs after its base: combining marks placed by the face's GPOS `mark` and
/// `mkmk` anchors, and spacing glyphs (a `.notdef` box for a character the face lacks, the
/// spacing parts of a multiple substitution) that widen the cluster.
extension ShapedText {
    /// Appends a cluster's glyphs after its base (already appended at offset 0) and returns the
    /// cluster's advance with the spacing ones added. A mark goes where the face's anchors put
    /// it (on the base, the given component of a ligature base, or the mark before), else on
    /// the base's origin in right-to-left text and after the base's advance in left-to-right
    /// text (as fonts design zero-advance marks). A spacing glyph goes after the cluster in
    /// left-to-right text, before it (on the left) in right-to-left text. `adjustments`: the
    /// cluster's GPOS adjustments (base first, ``ClusterGlyphs/adjustments``), added to each
    /// glyph's place and advance; a mark on the base moves with the base's.
    mutating func appendMarks(_ marks: [UInt16], face faceIndex: Int, base: UInt16, component: Int? = nil,
                              advance: Double, rightToLeft: Bool, script: Int, scale: Double,
                              adjustments: [GlyphPositioning.Value] = []) -> Double {
        let face = chain[faceIndex]
        var glyphs = marks
        if rightToLeft {
            glyphs.removeAll(keepingCapacity: true)
            for mark in marks {
                // Mark pairs with a ligature glyph (shadda + fatha) merge.
                if let last = glyphs.last, let ligature = face.substitution.ligature(last, mark) {
                    glyphs[glyphs.count - 1] = ligature
                } else {
                    glyphs.append(mark)
                }
            }
        }
        // The placed glyphs live on the stack: a cluster has a few.
        return withUnsafeTemporaryAllocation(of: PlacedGlyph.self, capacity: glyphs.count + 1) { placed in
            place(glyphs, in: placed, face: faceIndex, base: base, component: component, advance: advance, rightToLeft: rightToLeft,
                  script: script, scale: scale, adjustments: adjustments)
        }
    }

    /// A glyph of a cluster as ``appendMarks(_:face:base:component:advance:rightToLeft:script:scale:adjustments:)``
    /// placed it: what a later mark can attach to.
    typealias PlacedGlyph = (glyph: UInt16, x: Double, y: Double)

    /// ``appendMarks(_:face:base:component:advance:rightToLeft:script:scale:adjustments:)`` of
    /// `glyphs` (the marks in drawing order), with room in `placed` for them and the base.
    private mutating func place(_ glyphs: [UInt16], in placed: UnsafeMutableBufferPointer<PlacedGlyph>, face faceIndex: Int, base: UInt16,
                                component: Int?, advance: Double, rightToLeft: Bool, script: Int, scale: Double,
                                adjustments: [GlyphPositioning.Value]) -> Double {
        let face = chain[faceIndex]
        let first = glyphIDs.count - 1
        var width = advance, pen = advance, boxes = 0.0
        // Indic clusters kern their spacing glyphs with the one before, as the script's GPOS does.
        let kerns = script >= MarkAttachment.firstIndic
        var lastSpacing = base
        // Placed glyphs of the cluster so far, base first: what a mark can attach to.
        let adjusted = adjustments.count == glyphs.count + 1
        func adjustment(_ position: Int) -> (x: Double, y: Double, advance: Double) {
            guard adjusted else { return (0, 0, 0) }
            let value = adjustments[position]
            return (Double(value.x) * scale, Double(value.y) * scale, Double(value.advance) * scale)
        }
        let own = adjustment(0)
        placed.initialize(repeating: (base, own.x, own.y))
        var count = 1
        // The last placed glyph that is not a mark: what a mark goes on when no mark takes it.
        var baseIndex = 0
        for (position, glyph) in glyphs.enumerated() {
            defer { if !face.isMarkGlyph(glyph) { baseIndex = count - 1 } }
            let markAdjustment = adjustment(position + 1)
            if ShapedText.isSpacing(glyph, face: face) {
                let spacingWidth = Double(face.advance(glyph)) * scale + markAdjustment.advance
                if rightToLeft {
                    // Left of everything so far; the cluster moves right by the boxes' width at the end.
                    boxes += spacingWidth
                    appendGlyph(glyph, face: faceIndex, offset: -boxes, rise: 0)
                    placed[count] = (glyph, -boxes, 0); count += 1
                } else {
                    if kerns { width += Double(face.kerning.value(lastSpacing, glyph, script: script)) * scale }
                    appendGlyph(glyph, face: faceIndex, offset: width + markAdjustment.x, rise: markAdjustment.y)
                    placed[count] = (glyph, width + markAdjustment.x, markAdjustment.y); count += 1
                    pen = width + spacingWidth
                }
                width += spacingWidth
                lastSpacing = glyph
                continue
            }
            var markX = rightToLeft ? placed[0].x : pen, markY = 0.0
            if let at = ShapedText.attachment(glyph, to: UnsafeBufferPointer(rebasing: placed[..<count]), base: baseIndex, component: component,
                                              script: script, face: face) {
                markX = at.x + Double(at.offset.x) * scale; markY = at.y + Double(at.offset.y) * scale
            }
            markX += markAdjustment.x; markY += markAdjustment.y
            width += markAdjustment.advance
            appendGlyph(glyph, face: faceIndex, offset: markX, rise: markY)
            placed[count] = (glyph, markX, markY); count += 1
        }
        if boxes > 0 { shiftGlyphs(from: first, by: boxes) }
        return width
    }

    /// The glyphs the last cluster drew after `glyph` (its marks, when `glyph` is its base):
    /// what a pair adjustment between `glyph` and the next cluster's base has to skip.
    @inline(__always) func marksAfter(_ glyph: UInt16) -> ArraySlice<UInt16> {
        // A cluster without marks ends with its base: nothing to slice.
        if glyphIDs.last == glyph { return [] }
        let start = glyphStart.count > 1 ? glyphStart[glyphStart.count - 2] : 0
        var end = glyphIDs.count
        while end > start, glyphIDs[end - 1] != glyph { end -= 1 }
        return end > start ? glyphIDs[end...] : []
    }

    /// True when the glyph at `index` (not a cluster's first) takes room of its own (``isSpacing(_:face:)``).
    func isSpacing(_ index: Int) -> Bool { ShapedText.isSpacing(glyphIDs[index], face: chain[Int(glyphFace[index])]) }

    /// True for a glyph after a cluster's base that takes room of its own: `.notdef` (a box
    /// for a missing character) and glyphs that are neither GDEF marks nor zero-width (in an
    /// Indic face, marks with an advance too: the Indic model keeps their advances).
    static func isSpacing(_ glyph: UInt16, face: FontFace) -> Bool {
        glyph == 0 || (face.advance(glyph) > 0 && (!face.isMarkGlyph(glyph) || ScriptFace.keepsMarkAdvances(face)))
    }

    /// Where `mark` attaches among the cluster's glyphs placed before it, as GPOS does with the
    /// lookups of `script` (``MarkAttachment/script(of:)``) in the font's lookup order
    /// (``MarkAttachment/attachment(_:to:base:component:_:script:)``): to the glyph at `base` or
    /// to a mark before it. Returns that glyph's position and the offset.
    static func attachment(_ mark: UInt16, to placed: UnsafeBufferPointer<PlacedGlyph>, base baseIndex: Int,
                           component: Int? = nil, script: Int,
                           face: FontFace) -> (x: Double, y: Double, offset: MarkAttachment.Anchor)? {
        guard let (target, anchor) = face.marks.attachment(mark, to: placed.lazy.map(\.glyph), base: baseIndex, component: component,
                                                            face.definition, script: script) else { return nil }
        return (placed[target].x, placed[target].y, anchor)
    }

    /// The scalars of a cluster after its base that draw: default-ignorable ones (joiners,
    /// variation selectors, bidi controls) are left out; for Arabic and Hebrew in the order
    /// shapers draw them (HarfBuzz's modified combining classes: shadda first in Arabic, shin
    /// and sin dots first in Hebrew).
    static func ordered(_ marks: some Sequence<Unicode.Scalar>, rightToLeft: Bool) -> [Unicode.Scalar] {
        let list = marks.filter { !$0.isDefaultIgnorable }
        guard rightToLeft, list.count > 1 else { return list }
        return list.enumerated().sorted { first, second in
            let ka = modifiedCombiningClass(first.element), kb = modifiedCombiningClass(second.element)
            return ka != kb ? ka < kb : first.offset < second.offset
        }.map(\.element)
    }

    /// HarfBuzz's reordering of Hebrew (10…26) and Arabic (27…35) combining classes.
    static func modifiedCombiningClass(_ scalar: Unicode.Scalar) -> Int {
        let ccc = Int(scalar.properties.canonicalCombiningClass.rawValue)
        let hebrewAndArabic = [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26,
                               28, 29, 30, 31, 32, 33, 27, 34, 35]
        return (10...35).contains(ccc) ? hebrewAndArabic[ccc - 10] : ccc
    }
}
