/// What a context subtable's rules need next to their first input glyph, checked before any
/// rule is tried: the glyphs that can come just before it (the first backtrack glyph of every
/// rule) and just after it (every rule's second input glyph, or its first lookahead glyph when
/// the input is one glyph). Nil where some rule needs no glyph there, or accepts a class that
/// holds every glyph outside a class definition (class 0): then nothing is checked on that side.
/// A glyph outside a side's set, or no glyph there at all, matches no rule of the subtable.
struct ContextFilter: Sendable {
    let before: GlyphBits?
    let after: GlyphBits?

    /// The work a face's filters may take, in ranges read and set words kept (``init(_:budget:)``):
    /// a malformed font whose subtables share one huge coverage cannot make them grow without
    /// bound.
    static let faceBudget = 1 << 20

    /// The filter of a subtable with `ruleSets` (no rule at all: nothing passes), paid out of
    /// `budget`; nil when the budget runs out (the subtable is then tried everywhere, as it
    /// would be without a filter).
    init?(_ ruleSets: [[GlyphComposition.Rule]], budget: inout Int) {
        let rules = ruleSets.joined()
        before = ContextFilter.union(rules.map { $0.backtrack.first }, budget: &budget)
        after = ContextFilter.union(rules.map { $0.input.first ?? $0.lookahead.first }, budget: &budget)
        guard budget >= 0 else { return nil }
    }

    /// The glyphs any of `matches` accepts; nil when one is nil or accepts class 0, or (with
    /// `budget` then below zero) when building it takes more than is left.
    private static func union(_ matches: [GlyphComposition.Match?], budget: inout Int) -> GlyphBits? {
        var bits = GlyphBits()
        for match in matches {
            budget -= 1
            switch match {
            case nil: return nil
            case let .glyph(glyph): bits.insert(glyph)
            case let .covered(coverage):
                budget -= coverage.starts.count
                if budget >= 0 { bits.formUnion(GlyphBits(coverage)) }
            case let .inClass(classes, value):
                guard value != 0 else { return nil }
                budget -= classes.starts.count
                if budget >= 0 { bits.formUnion(GlyphBits(classes, value: value)) }
            }
            if budget < 0 { return nil }
        }
        budget -= bits.words.count
        return bits
    }

    /// False when no rule can match at `position`: the nearest glyph before or after it that
    /// `flags` do not skip (what a rule's match compares first) is missing or outside the set.
    @inline(__always)
    func admits(_ position: Int, in buffer: GlyphBuffer, _ flags: LookupFlags, _ gdef: GlyphDefinition) -> Bool {
        if let before {
            var previous = position - 1
            while previous >= 0, flags.skips(buffer[previous], gdef) { previous -= 1 }
            guard previous >= 0, before.contains(buffer[previous]) else { return false }
        }
        if let after {
            var next = position + 1
            while next < buffer.count, flags.skips(buffer[next], gdef) { next += 1 }
            guard next < buffer.count, after.contains(buffer[next]) else { return false }
        }
        return true
    }
}
