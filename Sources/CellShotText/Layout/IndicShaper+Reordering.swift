/// The Indic model's final reordering, after the basic shaping forms: a syllable's glyphs move
/// to where the presentation forms expect them.
extension IndicShaper {
    /// Moves a pre-base reordering consonant's form before the base, a pre-base vowel sign past
    /// a halant the basic forms left before the base, and the reph to the end of the syllable
    /// (before its trailing modifiers) or, in Oriya and Sinhala, after the main consonant; marks a pre-base vowel sign at a word's start for `init`.
    func finalReordering(_ syllable: inout Syllable, wordStart: Bool) {
        let rephFormed = syllable.hasReph && syllable.glyphs.first != plan.ra && (syllable.masks.first ?? 0) & IndicPlan.rphf != 0
        let first = rephFormed ? 1 : 0
        var base = syllable.masks.firstIndex { $0 & IndicPlan.base != 0 } ?? syllable.glyphs.count
        // A pre-base reordering form (a glyph the pref stage made after the base) goes before the base.
        if base < syllable.glyphs.count, let pref = syllable.masks.indices.first(where: {
            $0 > base && syllable.masks[$0] & IndicPlan.pref != 0 && plan.prefForms.contains(syllable.glyphs[$0])
        }) {
            syllable.move(from: pref, to: base)
            base += 1
        }
        if syllable.hasPreBaseMatra, first < syllable.glyphs.count {
            // After the last halant left between the vowel sign and the base.
            if let halant = (first + 1..<min(base, syllable.glyphs.count)).last(where: { syllable.glyphs[$0] == plan.halant }) {
                syllable.move(from: first, to: halant)
            } else if wordStart {
                syllable.masks[first] |= IndicPlan.initial
            }
        }
        if rephFormed, syllable.glyphs.count > 1 {
            // To the end, before the modifiers; or after the main consonant and what stays with it.
            var target = max(1, syllable.glyphs.count - 1 - min(syllable.trailingModifiers, syllable.glyphs.count - 1))
            if let afterMain = syllable.afterMain, base < syllable.glyphs.count { target = max(1, min(target, base + afterMain)) }
            syllable.move(from: 0, to: target)
        }
    }
}

extension IndicShaper.Syllable {
    /// Moves the glyph at `from` to index `to` (of the array without it), with its mask.
    mutating func move(from: Int, to: Int) {
        let glyph = glyphs.remove(at: from), mask = masks.remove(at: from)
        let at = min(max(to, 0), glyphs.count)
        glyphs.insert(glyph, at: at); masks.insert(mask, at: at)
    }
}
