/// Context (type 5) and chained context (type 6) substitution subtables, formats 1–3, as
/// ``GlyphComposition`` rules.
extension GlyphComposition {
    /// Parses a context (type 5) or chained context (type 6) substitution subtable, formats 1–3.
    static func context(_ reader: TableReader, chained: Bool) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        switch format {
        case 1, 2:
            let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
            var classDefs: [GlyphRanges?] = [nil, nil, nil]  // backtrack, input, lookahead
            var cursor = 4
            if format == 2 {
                for part in (chained ? 0..<3 : 1..<2) {
                    let offset = Int(try reader.u16(cursor))
                    classDefs[part] = offset == 0 ? GlyphRanges.empty : try GlyphRanges(classDef: reader.sub(at: offset))
                    cursor += 2
                }
            }
            let match: (Int) -> (UInt16) -> Match = { part in
                { glyph in classDefs[part].map { .inClass($0, Int(glyph)) } ?? .glyph(glyph) }
            }
            let setCount = Int(try reader.u16(cursor))
            try reader.limit(setCount, GlyphRanges.limit, "rule set count", at: cursor)
            var ruleSets: [[Rule]] = []
            for setIndex in 0..<setCount {
                let offset = Int(try reader.u16(cursor + 2 + 2 * setIndex))
                guard offset != 0 else { ruleSets.append([]); continue }
                let set = try reader.sub(at: offset)
                let ruleCount = Int(try set.u16(0))
                try set.limit(ruleCount, maxRules, "rule count", at: 0)
                var rules: [Rule] = []
                for ruleIndex in 0..<ruleCount {
                    let rule = try set.sub(at: Int(try set.u16(2 + 2 * ruleIndex)))
                    rules.append(try GlyphComposition.rule(rule, chained: chained, backtrack: match(0), input: match(1),
                                                           lookahead: match(2)))
                }
                ruleSets.append(rules)
            }
            let key: RuleKey = format == 1 ? .coverageIndex : .inputClass(classDefs[1] ?? .empty)
            return .context(coverage: coverage, key: key, ruleSets: ruleSets, filter: nil)
        case 3:
            var cursor = 2
            /// `count` coverage offsets from `cursor` on (the count read at `countAt`).
            func coverages(_ count: Int, countAt: Int) throws(FontError) -> [Match] {
                try reader.limit(count, maxSequence, "sequence length", at: countAt)
                var list: [Match] = []
                for _ in 0..<count {
                    list.append(.covered(try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(cursor))))))
                    cursor += 2
                }
                return list
            }
            func counted() throws(FontError) -> [Match] {
                let at = cursor
                cursor += 2
                return try coverages(Int(try reader.u16(at)), countAt: at)
            }
            // Chained: counted backtrack, input, lookahead coverages, then the record count.
            // Plain: glyph count, record count, the input coverages.
            var backtrack: [Match] = [], input: [Match], lookahead: [Match] = []
            let countOffset: Int
            if chained {
                backtrack = try counted()
                input = try counted()
                lookahead = try counted()
                countOffset = cursor
                cursor += 2
            } else {
                countOffset = 4
                cursor = 6
                input = try coverages(Int(try reader.u16(2)), countAt: 2)
            }
            guard let first = input.first, case let .covered(coverage) = first else {
                throw reader.invalid("context rule with no input glyph", at: 2)
            }
            let records = try GlyphComposition.records(reader, at: countOffset, after: cursor)
            let rule = Rule(backtrack: backtrack, input: Array(input.dropFirst()), lookahead: lookahead, records: records)
            return .context(coverage: coverage, key: .only, ruleSets: [[rule]], filter: nil)
        default:
            throw reader.invalid("unknown context substitution format \(format)", at: 0)
        }
    }

    /// A format 1 or 2 rule: [backtrack count, backtrack…] input count, input… (first glyph
    /// omitted), [lookahead count, lookahead…] (the bracketed parts when chained), record count,
    /// records.
    private static func rule(_ reader: TableReader, chained: Bool, backtrack: (UInt16) -> Match, input: (UInt16) -> Match,
                             lookahead: (UInt16) -> Match) throws(FontError) -> Rule {
        var cursor = 0
        func sequence(_ make: (UInt16) -> Match, omitFirst: Bool = false) throws(FontError) -> [Match] {
            let count = Int(try reader.u16(cursor))
            try reader.limit(count, maxSequence, "sequence length", at: cursor)
            cursor += 2
            if omitFirst {
                guard count >= 1 else { throw reader.invalid("context rule with no input glyph", at: cursor - 2) }
                if !chained { cursor += 2 }  // the record count sits between the glyph count and the glyphs
            }
            let taken = omitFirst ? count - 1 : count
            var list: [Match] = []
            for _ in 0..<taken { list.append(make(try reader.u16(cursor))); cursor += 2 }
            return list
        }
        if chained {
            let backtrackList = try sequence(backtrack)
            let inputList = try sequence(input, omitFirst: true)
            let lookaheadList = try sequence(lookahead)
            let records = try GlyphComposition.records(reader, at: cursor, after: cursor + 2)
            return Rule(backtrack: backtrackList, input: inputList, lookahead: lookaheadList, records: records)
        }
        let inputList = try sequence(input, omitFirst: true)
        return Rule(backtrack: [], input: inputList, lookahead: [], records: try GlyphComposition.records(reader, at: 2, after: cursor))
    }

    /// The sequence lookup records: their count at `countOffset`, the records from `start`.
    private static func records(_ reader: TableReader, at countOffset: Int, after start: Int) throws(FontError) -> [(position: Int, lookup: Int)] {
        let recordCount = Int(try reader.u16(countOffset))
        try reader.limit(recordCount, maxSequence, "sequence lookup count", at: countOffset)
        var list: [(position: Int, lookup: Int)] = []
        for record in 0..<recordCount { list.append((Int(try reader.u16(start + 4 * record)), Int(try reader.u16(start + 4 * record + 2)))) }
        return list
    }

    /// Parses a reverse chaining single substitution subtable (type 8, format 1): coverage,
    /// backtrack and lookahead coverages, then a substitute per covered glyph.
    static func reverseChain(_ reader: TableReader) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        guard format == 1 else { throw reader.invalid("unknown ReverseChainSingleSubst format \(format)", at: 0) }
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        var cursor = 4
        func counted() throws(FontError) -> [Match] {
            let count = Int(try reader.u16(cursor))
            try reader.limit(count, maxSequence, "sequence length", at: cursor)
            cursor += 2
            var list: [Match] = []
            for _ in 0..<count {
                list.append(.covered(try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(cursor))))))
                cursor += 2
            }
            return list
        }
        let backtrack = try counted(), lookahead = try counted()
        let substituteCount = Int(try reader.u16(cursor))
        try reader.check(cursor + 2, 2 * substituteCount)
        var substitutes: [UInt16] = []
        substitutes.reserveCapacity(substituteCount)
        for entry in 0..<substituteCount { substitutes.append(try reader.u16(cursor + 2 + 2 * entry)) }
        return .reverse(coverage: coverage, backtrack: backtrack, lookahead: lookahead, substitutes: substitutes)
    }
}
