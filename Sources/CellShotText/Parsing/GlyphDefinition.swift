/// What a face's GDEF table says about its glyphs: their classes (base, ligature, mark,
/// component), the mark attachment classes and the mark glyph sets that lookup flags filter by.
/// A class: every glyph test of shaping and kerning reads it, and passing it on copies nothing.
final class GlyphDefinition: Sendable {
    /// Glyph classes: 1 base, 2 ligature, 3 mark, 4 component; nil without GDEF.
    let classes: GlyphRanges?
    /// Mark attachment classes (`LookupFlags` MarkAttachmentType), nil when absent.
    let markAttachClasses: GlyphRanges?
    /// Mark glyph sets (GDEF 1.2, `LookupFlags` UseMarkFilteringSet).
    let markGlyphSets: [GlyphRanges]

    static let none = GlyphDefinition(classes: nil, markAttachClasses: nil, markGlyphSets: [])
    static let maxMarkGlyphSets = 1024

    init(classes: GlyphRanges?, markAttachClasses: GlyphRanges?, markGlyphSets: [GlyphRanges]) {
        self.classes = classes; self.markAttachClasses = markAttachClasses; self.markGlyphSets = markGlyphSets
    }

    /// Parses GDEF (versions 1.0–1.3; the variation store is not read).
    init(gdef reader: TableReader) throws(FontError) {
        let minor = try reader.u16(2)
        func classDef(at field: Int) throws(FontError) -> GlyphRanges? {
            let offset = Int(try reader.u16(field))
            return offset == 0 ? nil : try GlyphRanges(classDef: reader.sub(at: offset))
        }
        classes = try classDef(at: 4)
        markAttachClasses = try classDef(at: 10)
        var sets: [GlyphRanges] = []
        if minor >= 2, case let offset = Int(try reader.u16(12)), offset != 0 {
            let setsTable = try reader.sub(at: offset)
            let format = try setsTable.u16(0)
            guard format == 1 else { throw setsTable.invalid("unknown mark glyph sets format \(format)", at: 0) }
            let setCount = Int(try setsTable.u16(2))
            try setsTable.limit(setCount, GlyphDefinition.maxMarkGlyphSets, "mark glyph set count", at: 2)
            for i in 0..<setCount { sets.append(try GlyphRanges(coverage: setsTable.sub(at: Int(try setsTable.u32(4 + 4 * i))))) }
        }
        markGlyphSets = sets
    }

    /// The glyph's class (0 when unclassed or without GDEF).
    func glyphClass(_ glyph: UInt16) -> Int { classes?.value(glyph) ?? 0 }

    /// True when GDEF classes the glyph as a mark (every glyph counts as one without GDEF).
    func isMark(_ glyph: UInt16) -> Bool { classes.map { $0.value(glyph) == 3 } ?? true }
}

/// A lookup's flags (OpenType LookupFlag) and mark filtering set: which glyphs the lookup
/// skips over when it matches a sequence or looks for a base.
struct LookupFlags: Hashable, Sendable {
    let raw: UInt16
    /// The GDEF mark glyph set index, when UseMarkFilteringSet is on.
    let markFilteringSet: Int?

    static let ignoreBaseGlyphs: UInt16 = 0x2
    static let ignoreLigatures: UInt16 = 0x4
    static let ignoreMarks: UInt16 = 0x8
    static let useMarkFilteringSet: UInt16 = 0x10

    static let none = LookupFlags(raw: 0, markFilteringSet: nil)

    /// True when a lookup with these flags skips `glyph`: a base, ligature or mark it is told to
    /// ignore, or a mark outside its attachment type or filtering set (a set index past GDEF's
    /// sets filters every mark out).
    func skips(_ glyph: UInt16, _ gdef: GlyphDefinition) -> Bool {
        guard raw & 0xFF1E != 0 else { return false }
        switch gdef.glyphClass(glyph) {
        case 1: return raw & LookupFlags.ignoreBaseGlyphs != 0
        case 2: return raw & LookupFlags.ignoreLigatures != 0
        case 3:
            if raw & LookupFlags.ignoreMarks != 0 { return true }
            if let set = markFilteringSet {
                return set >= gdef.markGlyphSets.count || gdef.markGlyphSets[set].value(glyph) == nil
            }
            let type = Int(raw >> 8)
            return type != 0 && gdef.markAttachClasses?.value(glyph) != type
        default: return false
        }
    }
}
