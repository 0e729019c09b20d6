/// The Indic model's final reordering, after the basic shaping forms: a syllable's glyphs move
/// to where the presentation forms expect them.
extension IndicShaper {
    /// Moves a pre-base reordering consonant's form before the base, a pre-base vowel sign past
    /// a halant the basic forms left before the base, and the reph to the end of the syllable
    /// (before its trailing modifiers) or, in Oriya and Sinhala, after the main consonant; marks a pre-base vowel sign at a word's start for `init`.
    func finalReordering(_ s: inout Syllable, wordStart: Bool) {
        let rephFormed = s.hasReph && s.glyphs.first != plan.ra && (s.masks.first ?? 0) & IndicPlan.rphf != 0
        let first = rephFormed ? 1 : 0
        var base = s.masks.firstIndex { $0 & IndicPlan.base != 0 } ?? s.glyphs.count
        // A pre-base reordering form (a glyph the pref stage made after the base) goes before the base.
        if base < s.glyphs.count, let pref = s.masks.indices.first(where: {
            $0 > base && s.masks[$0] & IndicPlan.pref != 0 && plan.prefForms.contains(s.glyphs[$0])
        }) {
            s.move(from: pref, to: base)
            base += 1
        }
        if s.hasPreBaseMatra, first < s.glyphs.count {
            // After the last halant left between the vowel sign and the base.
            if let halant = (first + 1..<min(base, s.glyphs.count)).last(where: { s.glyphs[$0] == plan.halant }) {
                s.move(from: first, to: halant)
            } else if wordStart {
                s.masks[first] |= IndicPlan.initial
            }
        }
        if rephFormed, s.glyphs.count > 1 {
            // To the end, before the modifiers; or after the main consonant and what stays with it.
            var target = max(1, s.glyphs.count - 1 - min(s.trailingModifiers, s.glyphs.count - 1))
            if let afterMain = s.afterMain, base < s.glyphs.count { target = max(1, min(target, base + afterMain)) }
            s.move(from: 0, to: target)
        }
    }
}

extension IndicShaper.Syllable {
    /// Moves the glyph at `from` to index `to` (of the array without it), with its owner and mask.
    mutating func move(from: Int, to: Int) {
        let g = glyphs.remove(at: from), o = owners.remove(at: from), m = masks.remove(at: from)
        let at = min(max(to, 0), glyphs.count)
        glyphs.insert(g, at: at); owners.insert(o, at: at); masks.insert(m, at: at)
    }
}
