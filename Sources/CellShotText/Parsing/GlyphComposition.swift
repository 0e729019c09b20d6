/// The substitution features applied over whole runs of a face's GSUB for one or more scripts
/// (``Script``: `ccmp` for Hebrew, Arabic and the default script of a colour emoji face; `ccmp`,
/// `locl`, `rlig`, `liga`, `clig` and `calt` for Latin, Greek and Cyrillic), their lookups in
/// lookup-list order, applied to a ``GlyphBuffer``: single (type 1),
/// multiple (type 2), alternate (type 3: the first alternate), ligature (type 4), contextual
/// (type 5) and chained contextual (type 6, formats 1–3) substitutions, with lookup flags.
/// E.g. DejaVu Sans draws an ayin with a mark below as U+FB20 and yod + hiriq as U+FB1D; Noto
/// Color Emoji ligates flags, ZWJ and skin-tone sequences and turns an unpaired pair of
/// regional indicators into its unknown-flag glyph (a context rule that deletes the second).
///
/// Each lookup runs over the whole buffer in turn; after a substitution applies, the next
/// position is the one after what it produced (after a context rule's input), as HarfBuzz
/// does. Nested lookups run at most ``maxDepth`` deep and a buffer gets at most ``maxSteps``
/// lookup applications per glyph, so lookups that call each other (cycles) end; a record naming a
/// lookup past the list is skipped; the buffer's limit caps growth.
struct GlyphComposition: Sendable {
    /// One glyph test of a context rule.
    enum Match: Sendable {
        case glyph(UInt16)
        case inClass(GlyphRanges, Int)
        case covered(GlyphRanges)

        func test(_ g: UInt16) -> Bool {
            switch self {
            case let .glyph(x): g == x
            case let .inClass(classes, k): (classes.value(g) ?? 0) == k
            case let .covered(coverage): coverage.value(g) != nil
            }
        }
    }

    /// A (chained) context rule: the glyphs before (nearest first), the input glyphs after the
    /// first, the glyphs after; then the lookups to apply at positions of the input.
    struct Rule: Sendable {
        let backtrack: [Match]
        let input: [Match]
        let lookahead: [Match]
        let records: [(position: Int, lookup: Int)]
    }

    /// How a context subtable picks its rule set for the first glyph.
    enum RuleKey: Sendable { case coverageIndex, inputClass(GlyphRanges), only }

    enum Subtable: Sendable {
        case simple(GlyphSubstitution.Subtable)
        case context(coverage: GlyphRanges, key: RuleKey, ruleSets: [[Rule]])
    }

    struct Lookup: Sendable {
        let flags: LookupFlags
        let subtables: [Subtable]
    }

    /// The scripts a composition holds: Hebrew, Arabic, a colour emoji face's default script
    /// (or its first script when it has no default), and the left-to-right alphabets (Latin,
    /// Greek, Cyrillic: the face's `latn` script, else its default).
    enum Script: Int, Sendable, CaseIterable {
        case hebrew, arabic, emoji, latin

        var tags: [String] { [["hebr"], ["arab"], ["DFLT"], ["latn", "DFLT"]][rawValue] }

        /// The features applied, on by default as iOS has them.
        var features: Set<String> { self == .latin ? ["ccmp", "locl", "rlig", "liga", "clig", "calt"] : ["ccmp"] }
    }

    /// Parsed lookups by lookup-list index (those the features reach, nested ones included).
    private(set) var lookups: [Int: Lookup] = [:]
    /// The lookup indices of each ``Script``'s features, in lookup-list order.
    private(set) var features: [[Int]] = Script.allCases.map { _ in [] }
    /// Per ``Script``, a bit per glyph a lookup of its features starts at (its subtables'
    /// coverage), so text none of whose glyphs are there skips the feature; empty for none.
    private var starts: [[UInt64]] = Script.allCases.map { _ in [] }
    /// Coverage ranges read into `starts` before it gives up and marks every glyph.
    static let maxStartRanges = 4096

    static let none = GlyphComposition()
    static let maxDepth = 8
    static let maxSteps = 4096
    static let maxLookups = 512
    static let maxSequence = 64
    static let maxRules = 4096
    private init() {}

    var isEmpty: Bool { features.allSatisfy(\.isEmpty) }

    /// The features of `scripts` in `gsub` (none without a GSUB).
    init(gsub: TableReader?, scripts: [Script] = [.hebrew, .arabic, .latin]) throws(FontError) {
        guard let gsub else { return }
        var list: LayoutFeatures? = nil
        var pending: [Int] = []
        for script in scripts {
            let found = try LayoutFeatures(gsub, scripts: script.tags, firstScriptOtherwise: script == .emoji,
                                           features: script.features, extensionType: 7)
            features[script.rawValue] = Set(found.lookups.values.joined()).sorted()
            pending += features[script.rawValue]
            list = list ?? found
        }
        guard let list else { return }
        while let index = pending.popLast() {
            guard lookups[index] == nil else { continue }
            try gsub.limit(lookups.count + 1, GlyphComposition.maxLookups, "substitution lookups", at: 8)
            guard let lookup = try list.lookup(index) else { continue }
            var subtables: [Subtable] = []
            for r in lookup.subtables {
                switch lookup.type {
                case 1: subtables.append(.simple(try GlyphSubstitution.single(r)))
                case 2: subtables.append(.simple(try GlyphSubstitution.multiple(r)))
                case 3: subtables.append(.simple(try GlyphSubstitution.alternate(r)))
                case 4: subtables.append(.simple(try GlyphSubstitution.ligature(r)))
                case 5, 6: subtables.append(try GlyphComposition.context(r, chained: lookup.type == 6))
                default: continue
                }
            }
            for case let .context(_, _, ruleSets) in subtables {
                for rules in ruleSets { for rule in rules { pending += rule.records.map(\.lookup) } }
            }
            lookups[index] = Lookup(flags: lookup.flags, subtables: subtables)
        }
        for script in scripts { starts[script.rawValue] = startBits(script) }
    }

    /// The bits of the glyphs the script's lookups start at (see `starts`).
    private func startBits(_ script: Script) -> [UInt64] {
        guard has(script) else { return [] }
        var bits = [UInt64](repeating: 0, count: 1024), ranges = 0
        for index in features[script.rawValue] {
            for subtable in lookups[index]?.subtables ?? [] {
                let coverage: GlyphRanges
                switch subtable {
                case let .simple(.single(c, _, _)), let .simple(.multiple(c, _)), let .simple(.alternate(c, _)),
                     let .simple(.ligature(c, _)), let .context(c, _, _):
                    coverage = c
                }
                for (s, e) in coverage.bounds {
                    ranges += 1
                    guard ranges <= GlyphComposition.maxStartRanges else { return [UInt64](repeating: ~0, count: 1024) }
                    var g = Int(s)
                    while g <= Int(e) {
                        if g & 63 == 0, Int(e) - g >= 63 { bits[g >> 6] = ~0; g += 64 } else { bits[g >> 6] |= 1 << UInt64(g & 63); g += 1 }
                    }
                }
            }
        }
        return bits
    }

    /// True when a lookup of `script`'s features may start at `glyph`.
    @inline(__always) func starts(_ script: Script, at glyph: UInt16) -> Bool {
        let bits = starts[script.rawValue]
        return !bits.isEmpty && bits[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
    }

    /// True when `script` has lookups.
    func has(_ script: Script) -> Bool { !features[script.rawValue].isEmpty }

    /// Applies the script's lookups to `buffer`, each lookup over the whole buffer in turn.
    func apply(_ script: Script, to buffer: inout GlyphBuffer, gdef: GlyphDefinition, numGlyphs: Int) {
        var budget = GlyphComposition.maxSteps * max(1, buffer.count)
        for index in features[script.rawValue] {
            var i = 0
            while i < buffer.count, budget > 0 {
                i = apply(index, at: i, to: &buffer, depth: 0, budget: &budget, gdef: gdef, numGlyphs: numGlyphs) ?? i + 1
            }
        }
    }

    /// Applies lookup `index` at position `i`; when a subtable applied, the position after
    /// what it produced, else nil.
    private func apply(_ index: Int, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard depth <= GlyphComposition.maxDepth, budget > 0, i < b.count, let lookup = lookups[index] else { return nil }
        budget -= 1
        let g = b[i], flags = lookup.flags
        guard !flags.skips(g, gdef) else { return nil }
        for subtable in lookup.subtables {
            switch subtable {
            case let .simple(.single(coverage, delta, substitutes)):
                guard let c = coverage.value(g) else { continue }
                let s = substitutes.isEmpty ? (Int(g) + delta) & 0xFFFF : c < substitutes.count ? Int(substitutes[c]) : numGlyphs
                guard s < numGlyphs else { return nil }
                b.replace(i, with: UInt16(s))
                return i + 1
            case let .simple(.multiple(coverage, sequences)):
                guard let c = coverage.value(g) else { continue }
                guard c < sequences.count, sequences[c].allSatisfy({ Int($0) < numGlyphs }),
                      b.replace(i, with: sequences[c]) else { return nil }
                return i + sequences[c].count
            case let .simple(.alternate(coverage, first)):
                guard let c = coverage.value(g) else { continue }
                guard c < first.count, let s = first[c], Int(s) < numGlyphs else { return nil }
                b.replace(i, with: s)
                return i + 1
            case let .simple(.ligature(coverage, sets)):
                guard let c = coverage.value(g), c < sets.count else { continue }
                for ligature in sets[c] {
                    let components = ligature.components.map(Match.glyph)
                    guard let positions = GlyphComposition.matchForward(components, after: i, in: b, flags, gdef) else { continue }
                    b.ligate(i, components: positions, into: ligature.glyph)
                    return i + 1
                }
            case let .context(coverage, key, ruleSets):
                guard let c = coverage.value(g) else { continue }
                let set: Int
                switch key {
                case .coverageIndex: set = c
                case let .inputClass(classes): set = classes.value(g) ?? 0
                case .only: set = 0
                }
                guard set < ruleSets.count else { continue }
                for rule in ruleSets[set] {
                    guard var positions = GlyphComposition.matchForward(rule.input, after: i, in: b, flags, gdef),
                          GlyphComposition.matchForward(rule.lookahead, after: positions.last ?? i, in: b, flags, gdef) != nil,
                          GlyphComposition.matchBackward(rule.backtrack, before: i, in: b, flags, gdef) else { continue }
                    positions.insert(i, at: 0)
                    var end = (positions.last ?? i) + 1
                    for record in rule.records where record.position < positions.count {
                        let at = positions[record.position], before = b.count
                        _ = apply(record.lookup, at: at, to: &b, depth: depth + 1, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
                        let change = b.count - before
                        if change != 0 {
                            for k in positions.indices where positions[k] > at { positions[k] += change }
                            end += change
                        }
                    }
                    return max(end, i)
                }
            }
        }
        return nil
    }

    /// Positions of glyphs matching `matches` after `start`, skipping glyphs the flags skip; nil
    /// when they do not match.
    static func matchForward(_ matches: [Match], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                             _ gdef: GlyphDefinition) -> [Int]? {
        var positions: [Int] = []
        var j = start
        for m in matches {
            j += 1
            while j < glyphs.count, flags.skips(glyphs[j], gdef) { j += 1 }
            guard j < glyphs.count, m.test(glyphs[j]) else { return nil }
            positions.append(j)
        }
        return positions
    }

    /// True when the glyphs before `start` (nearest first, skipping) match `matches`.
    static func matchBackward(_ matches: [Match], before start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                              _ gdef: GlyphDefinition) -> Bool {
        var j = start
        for m in matches {
            j -= 1
            while j >= 0, flags.skips(glyphs[j], gdef) { j -= 1 }
            guard j >= 0, m.test(glyphs[j]) else { return false }
        }
        return true
    }
}

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
}
