/// The Indic model's final reordering, after the basic shaping forms: a syllable's glyphs move
/// to where the presentation forms expect them.
extension IndicShaper {
    /// Moves a pre-base reordering consonant's form before the base, a pre-base vowel sign past
    /// a halant the basic forms left before the base, and the reph to the end of the syllable
    /// (before its trailing modifiers) or, in Oriya and Sinhala, after the main consonant; marks a pre-base vowel sign at a word's start for `init`.
    func finalReordering(_ syllable: Syllable, glyphs: inout [UInt16], masks: inout [UInt8], in range: Range<Int>) {
        var span = SyllableSpan(glyphs: glyphs, masks: masks, range: range)
        // The arrays are the span's while it works: no copy.
        glyphs = []; masks = []
        defer { (glyphs, masks) = (span.glyphs, span.masks) }
        let count = range.count
        let rephFormed = syllable.hasReph && span.glyph(0) != plan.ra && span.mask(0) & IndicPlan.rphf != 0
        let first = rephFormed ? 1 : 0
        var base = (0..<count).first { span.mask($0) & IndicPlan.base != 0 } ?? count
        // A pre-base reordering form (a glyph the pref stage made after the base) goes before the base.
        if base < count, let pref = (base + 1..<count).first(where: {
            span.mask($0) & IndicPlan.pref != 0 && plan.prefForms.contains(span.glyph($0))
        }) {
            span.move(from: pref, to: base)
            base += 1
        }
        if syllable.hasPreBaseMatra, first < count {
            // After the last halant left between the vowel sign and the base.
            if let halant = (first + 1..<min(base, count)).last(where: { span.glyph($0) == plan.halant }) {
                span.move(from: first, to: halant)
            } else if syllable.startsWord {
                span.masks[range.lowerBound + first] |= IndicPlan.initial
            }
        }
        if rephFormed, count > 1 {
            // To the end, before the modifiers; or after the main consonant and what stays with it.
            var target = max(1, count - 1 - min(syllable.trailingModifiers, count - 1))
            if let afterMain = syllable.afterMain, base < count { target = max(1, min(target, base + afterMain)) }
            span.move(from: 0, to: target)
        }
    }
}

/// One syllable's glyphs and masks: `range` of a run's arrays, read and moved by index within it.
struct SyllableSpan {
    var glyphs: [UInt16]
    var masks: [UInt8]
    let range: Range<Int>

    func glyph(_ index: Int) -> UInt16 { glyphs[range.lowerBound + index] }
    func mask(_ index: Int) -> UInt8 { masks[range.lowerBound + index] }

    /// Moves the glyph at `from` to index `to` (of the syllable without it), with its mask.
    mutating func move(from: Int, to: Int) {
        let source = range.lowerBound + from, target = range.lowerBound + min(max(to, 0), range.count - 1)
        let glyph = glyphs[source], mask = masks[source]
        if target > source {
            for position in source..<target { glyphs[position] = glyphs[position + 1]; masks[position] = masks[position + 1] }
        } else {
            for position in stride(from: source, to: target, by: -1) { glyphs[position] = glyphs[position - 1]; masks[position] = masks[position - 1] }
        }
        glyphs[target] = glyph; masks[target] = mask
    }
}
