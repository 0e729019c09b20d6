/// A staged composition's coverages and class definitions stored by glyph as well
/// (``GlyphRanges/densified(budget:)``): a shaper looks them up at glyph after glyph, stage
/// after stage, and a look-up then reads one entry instead of searching the ranges.
extension GlyphComposition {
    /// The dense copies made so far, paid out of `budget` (entries, for the whole composition);
    /// tables that share their ranges (a context subtable's class definitions, in each of its
    /// rules) share one copy.
    struct DenseRanges {
        var budget: Int
        /// The last few copies made: shared tables come one after another.
        private var made: [(original: GlyphRanges, dense: GlyphRanges)] = []
        /// The entries a composition's dense tables may take: 128 K (512 KB).
        static let compositionBudget = 1 << 17

        init(budget: Int = compositionBudget) { self.budget = budget }

        /// `ranges` stored by glyph too, when the budget allows.
        mutating func dense(_ ranges: GlyphRanges) -> GlyphRanges {
            for entry in made where entry.original.hasSameRanges(as: ranges) { return entry.dense }
            let dense = ranges.densified(budget: &budget)
            if made.count == 4 { made.removeFirst() }
            made.append((ranges, dense))
            return dense
        }
    }
}

extension GlyphComposition.Subtable {
    /// The subtable with its coverage, classes and rules' tables dense (``GlyphComposition/DenseRanges``).
    func densified(_ ranges: inout GlyphComposition.DenseRanges) -> Self {
        switch self {
        case let .simple(subtable):
            return .simple(subtable.densified(&ranges))
        case let .context(coverage, key, ruleSets, filter):
            let coverage = ranges.dense(coverage)
            let key: GlyphComposition.RuleKey = if case let .inputClass(classes) = key { .inputClass(ranges.dense(classes)) } else { key }
            return .context(coverage: coverage, key: key, ruleSets: ruleSets.map { $0.map { $0.densified(&ranges) } }, filter: filter)
        case let .reverse(coverage, backtrack, lookahead, substitutes):
            return .reverse(coverage: ranges.dense(coverage), backtrack: backtrack.map { $0.densified(&ranges) },
                            lookahead: lookahead.map { $0.densified(&ranges) }, substitutes: substitutes)
        }
    }
}

extension GlyphSubstitution.Subtable {
    /// The subtable with its coverage dense.
    func densified(_ ranges: inout GlyphComposition.DenseRanges) -> Self {
        switch self {
        case let .single(coverage, delta, substitutes): .single(coverage: ranges.dense(coverage), delta: delta, substitutes: substitutes)
        case let .multiple(coverage, sequences): .multiple(coverage: ranges.dense(coverage), sequences: sequences)
        case let .alternate(coverage, first): .alternate(coverage: ranges.dense(coverage), first: first)
        case let .ligature(coverage, sets): .ligature(coverage: ranges.dense(coverage), sets: sets)
        }
    }
}

extension GlyphComposition.Rule {
    /// The rule with its matches' tables dense.
    func densified(_ ranges: inout GlyphComposition.DenseRanges) -> GlyphComposition.Rule {
        GlyphComposition.Rule(backtrack: backtrack.map { $0.densified(&ranges) }, input: input.map { $0.densified(&ranges) },
                              lookahead: lookahead.map { $0.densified(&ranges) }, records: records)
    }
}

extension GlyphComposition.Match {
    /// The match with its table dense.
    func densified(_ ranges: inout GlyphComposition.DenseRanges) -> Self {
        switch self {
        case .glyph: self
        case let .inClass(classes, value): .inClass(ranges.dense(classes), value)
        case let .covered(coverage): .covered(ranges.dense(coverage))
        }
    }
}
