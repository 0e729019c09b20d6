/// Context (type 5) and chained context (type 6) substitution subtables, formats 1–3, as
/// ``GlyphComposition`` rules.
extension GlyphComposition {
    /// Parses a context (type 5) or chained context (type 6) substitution subtable, formats 1–3.
    static func context(_ r: TableReader, chained: Bool) throws(FontError) -> Subtable {
        let format = try r.u16(0)
        switch format {
        case 1, 2:
            let coverage = try GlyphRanges(coverage: r.sub(at: Int(try r.u16(2))))
            var classDefs: [GlyphRanges?] = [nil, nil, nil]  // backtrack, input, lookahead
            var o = 4
            if format == 2 {
                for k in (chained ? 0..<3 : 1..<2) {
                    let offset = Int(try r.u16(o))
                    classDefs[k] = offset == 0 ? GlyphRanges.empty : try GlyphRanges(classDef: r.sub(at: offset))
                    o += 2
                }
            }
            let match: (Int) -> (UInt16) -> Match = { k in
                { v in classDefs[k].map { .inClass($0, Int(v)) } ?? .glyph(v) }
            }
            let setCount = Int(try r.u16(o))
            try r.limit(setCount, GlyphRanges.limit, "rule set count", at: o)
            var ruleSets: [[Rule]] = []
            for s in 0..<setCount {
                let offset = Int(try r.u16(o + 2 + 2 * s))
                guard offset != 0 else { ruleSets.append([]); continue }
                let set = try r.sub(at: offset)
                let n = Int(try set.u16(0))
                try set.limit(n, maxRules, "rule count", at: 0)
                var rules: [Rule] = []
                for k in 0..<n {
                    let rule = try set.sub(at: Int(try set.u16(2 + 2 * k)))
                    rules.append(try GlyphComposition.rule(rule, chained: chained, backtrack: match(0), input: match(1),
                                                           lookahead: match(2)))
                }
                ruleSets.append(rules)
            }
            let key: RuleKey = format == 1 ? .coverageIndex : .inputClass(classDefs[1] ?? .empty)
            return .context(coverage: coverage, key: key, ruleSets: ruleSets)
        case 3:
            var o = 2
            /// `count` coverage offsets from `o` on (the count read at `countAt`).
            func coverages(_ count: Int, countAt: Int) throws(FontError) -> [Match] {
                try r.limit(count, maxSequence, "sequence length", at: countAt)
                var list: [Match] = []
                for _ in 0..<count {
                    list.append(.covered(try GlyphRanges(coverage: r.sub(at: Int(try r.u16(o))))))
                    o += 2
                }
                return list
            }
            func counted() throws(FontError) -> [Match] {
                let at = o
                o += 2
                return try coverages(Int(try r.u16(at)), countAt: at)
            }
            // Chained: counted backtrack, input, lookahead coverages, then the record count.
            // Plain: glyph count, record count, the input coverages.
            var backtrack: [Match] = [], input: [Match], lookahead: [Match] = []
            let countOffset: Int
            if chained {
                backtrack = try counted()
                input = try counted()
                lookahead = try counted()
                countOffset = o
                o += 2
            } else {
                countOffset = 4
                o = 6
                input = try coverages(Int(try r.u16(2)), countAt: 2)
            }
            guard let first = input.first, case let .covered(coverage) = first else {
                throw r.invalid("context rule with no input glyph", at: 2)
            }
            let records = try GlyphComposition.records(r, at: countOffset, after: o)
            let rule = Rule(backtrack: backtrack, input: Array(input.dropFirst()), lookahead: lookahead, records: records)
            return .context(coverage: coverage, key: .only, ruleSets: [[rule]])
        default:
            throw r.invalid("unknown context substitution format \(format)", at: 0)
        }
    }

    /// A format 1 or 2 rule: [backtrack count, backtrack…] input count, input… (first glyph
    /// omitted), [lookahead count, lookahead…] (the bracketed parts when chained), record count,
    /// records.
    private static func rule(_ r: TableReader, chained: Bool, backtrack: (UInt16) -> Match, input: (UInt16) -> Match,
                             lookahead: (UInt16) -> Match) throws(FontError) -> Rule {
        var o = 0
        func sequence(_ make: (UInt16) -> Match, omitFirst: Bool = false) throws(FontError) -> [Match] {
            let count = Int(try r.u16(o))
            try r.limit(count, maxSequence, "sequence length", at: o)
            o += 2
            if omitFirst {
                guard count >= 1 else { throw r.invalid("context rule with no input glyph", at: o - 2) }
                if !chained { o += 2 }  // the record count sits between the glyph count and the glyphs
            }
            let n = omitFirst ? count - 1 : count
            var list: [Match] = []
            for _ in 0..<n { list.append(make(try r.u16(o))); o += 2 }
            return list
        }
        if chained {
            let b = try sequence(backtrack)
            let i = try sequence(input, omitFirst: true)
            let l = try sequence(lookahead)
            let records = try GlyphComposition.records(r, at: o, after: o + 2)
            return Rule(backtrack: b, input: i, lookahead: l, records: records)
        }
        let i = try sequence(input, omitFirst: true)
        return Rule(backtrack: [], input: i, lookahead: [], records: try GlyphComposition.records(r, at: 2, after: o))
    }

    /// The sequence lookup records: their count at `countOffset`, the records from `start`.
    private static func records(_ r: TableReader, at countOffset: Int, after start: Int) throws(FontError) -> [(position: Int, lookup: Int)] {
        let n = Int(try r.u16(countOffset))
        try r.limit(n, maxSequence, "sequence lookup count", at: countOffset)
        var list: [(position: Int, lookup: Int)] = []
        for k in 0..<n { list.append((Int(try r.u16(start + 4 * k)), Int(try r.u16(start + 4 * k + 2)))) }
        return list
    }

    /// Parses a reverse chaining single substitution subtable (type 8, format 1): coverage,
    /// backtrack and lookahead coverages, then a substitute per covered glyph.
    static func reverseChain(_ r: TableReader) throws(FontError) -> Subtable {
        let format = try r.u16(0)
        guard format == 1 else { throw r.invalid("unknown ReverseChainSingleSubst format \(format)", at: 0) }
        let coverage = try GlyphRanges(coverage: r.sub(at: Int(try r.u16(2))))
        var o = 4
        func counted() throws(FontError) -> [Match] {
            let n = Int(try r.u16(o))
            try r.limit(n, maxSequence, "sequence length", at: o)
            o += 2
            var list: [Match] = []
            for _ in 0..<n {
                list.append(.covered(try GlyphRanges(coverage: r.sub(at: Int(try r.u16(o))))))
                o += 2
            }
            return list
        }
        let backtrack = try counted(), lookahead = try counted()
        let n = Int(try r.u16(o))
        try r.check(o + 2, 2 * n)
        var substitutes: [UInt16] = []
        substitutes.reserveCapacity(n)
        for k in 0..<n { substitutes.append(try r.u16(o + 2 + 2 * k)) }
        return .reverse(coverage: coverage, backtrack: backtrack, lookahead: lookahead, substitutes: substitutes)
    }
}
