/// Thai and Lao shaping before substitution, as HarfBuzz's Thai shaper does with a face that
/// has GPOS mark positioning (the Noto faces): SARA AM (U+0E33, Lao U+0EB3) becomes NIKHAHIT
/// (U+0E4D / U+0ECD) and SARA AA (U+0E32 / U+0EB2), and the NIKHAHIT moves before the
/// above-base marks just before it (a tone mark then stacks on it through `mkmk`). Marks stack
/// through the face's `mark` and `mkmk` lookups; no presentation forms from the Private Use Area.
enum ThaiShaper {
    /// The scalars of a Thai or Lao cluster after SARA AM's decomposition; nil when the cluster
    /// has no SARA AM (its scalars shape as they are).
    static func decomposed(_ scalars: Character.UnicodeScalarView) -> [Unicode.Scalar]? {
        guard scalars.contains(where: isSaraAm) else { return nil }
        var result: [Unicode.Scalar] = []
        for scalar in scalars {
            guard isSaraAm(scalar) else { result.append(scalar); continue }
            // Same offset in both blocks: Thai U+0E00, Lao U+0E80.
            let block = scalar.value & ~0x7F
            var at = result.count
            while at > 0, isAboveBaseMark(result[at - 1]) { at -= 1 }
            result.insert(Unicode.Scalar(block + 0x4D)!, at: at)
            result.append(Unicode.Scalar(block + 0x32)!)
        }
        return result
    }

    static func isSaraAm(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0x0E33 || scalar.value == 0x0EB3 }

    /// Marks above the base: MAI HAN-AKAT, the above vowels, the tone marks and the other signs
    /// above (the same offsets in the Thai and Lao blocks).
    static func isAboveBaseMark(_ scalar: Unicode.Scalar) -> Bool {
        guard (0x0E00...0x0EFF).contains(scalar.value) else { return false }
        switch scalar.value & 0x7F {
        case 0x31, 0x34...0x37, 0x3B, 0x47...0x4E: return true
        default: return false
        }
    }
}

extension ShapedText {
    /// A Thai or Lao cluster's glyphs when it has a SARA AM (``ThaiShaper/decomposed(_:)``): the
    /// first scalar's glyph from the first face that has it, the others' in that face; nil for
    /// other clusters.
    func thaiGlyphs(_ scalars: Character.UnicodeScalarView) -> ClusterGlyphs? {
        guard let first = scalars.first, (0x0E00...0x0EFF).contains(first.value),
              let list = ThaiShaper.decomposed(scalars) else { return nil }
        let (faceIndex, base) = lookup(list[0])
        var cluster = ClusterGlyphs(face: faceIndex, base: base, marks: [], missing: base == 0)
        for scalar in list.dropFirst() where !scalar.isDefaultIgnorable {
            let glyph = chain[faceIndex].glyph(for: scalar)
            if glyph == 0 { cluster.missing = true }
            cluster.marks.append(glyph)
        }
        return cluster
    }
}
