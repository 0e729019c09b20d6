/// The substitution features applied over whole runs of a face's GSUB for one or more scripts
/// (``Script``: `ccmp` for Hebrew, Arabic and the default script of a colour emoji face; `ccmp`,
/// `locl`, `rlig`, `liga`, `clig` and `calt` for Latin, Greek and Cyrillic), their lookups in
/// lookup-list order, applied to a ``GlyphBuffer``: single (type 1),
/// multiple (type 2), alternate (type 3: the first alternate), ligature (type 4), contextual
/// (type 5), chained contextual (type 6, formats 1–3) and reverse chaining (type 8, run from
/// the end of the buffer) substitutions, extension lookups (type 7) resolved, with lookup flags.
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
        /// Reverse chaining single substitution (type 8): the covered glyph becomes its
        /// substitute where the glyphs before (nearest first) and after match.
        case reverse(coverage: GlyphRanges, backtrack: [Match], lookahead: [Match], substitutes: [UInt16])
    }

    struct Lookup: Sendable {
        let flags: LookupFlags
        let subtables: [Subtable]
        /// A reverse chaining lookup runs from the buffer's end to its start.
        var reverse: Bool { subtables.contains { if case .reverse = $0 { true } else { false } } }
    }

    /// The scripts a composition holds: Hebrew, Arabic, a colour emoji face's default script
    /// (or its first script when it has no default), and the left-to-right alphabets (Latin,
    /// Greek, Cyrillic: the face's `latn`, `grek` or `cyrl` script, else its default).
    enum Script: Int, Sendable, CaseIterable {
        case hebrew, arabic, emoji, latin, greek, cyrillic

        var tags: [String] { [["hebr"], ["arab"], ["DFLT"], ["latn", "DFLT"], ["grek", "DFLT"], ["cyrl", "DFLT"]][rawValue] }

        /// Latin, Greek or Cyrillic: the left-to-right alphabets, whose runs take in the digits,
        /// spaces and punctuation between their letters.
        var isAlphabet: Bool { self == .latin || self == .greek || self == .cyrillic }

        /// The features applied, on by default as iOS has them.
        var features: Set<String> { isAlphabet ? ["ccmp", "locl", "rlig", "liga", "clig", "calt"] : ["ccmp"] }
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
    /// Per ``Script``, which of its lookups (positions in its feature list) each glyph starts:
    /// a buffer runs only the lookups its glyphs can start.
    private var startIndex: [LookupIndex] = Script.allCases.map { _ in LookupIndex() }

    static let none = GlyphComposition()
    static let maxDepth = 8
    static let maxSteps = 4096
    static let maxLookups = 512
    static let maxSequence = 64
    static let maxRules = 4096
    private init() {}

    var isEmpty: Bool { features.allSatisfy(\.isEmpty) }

    /// The features of `scripts` in `gsub` (none without a GSUB).
    init(gsub: TableReader?, scripts: [Script] = [.hebrew, .arabic, .latin, .greek, .cyrillic]) throws(FontError) {
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
                case 8: subtables.append(try GlyphComposition.reverseChain(r))
                default: continue
                }
            }
            for case let .context(_, _, ruleSets) in subtables {
                for rules in ruleSets { for rule in rules { pending += rule.records.map(\.lookup) } }
            }
            lookups[index] = Lookup(flags: lookup.flags, subtables: subtables)
        }
        for script in scripts {
            starts[script.rawValue] = startBits(script)
            startIndex[script.rawValue] = LookupIndex(features[script.rawValue].map(coverages))
        }
    }

    /// The coverages of lookup `index`'s subtables: the glyphs it can start at.
    private func coverages(_ index: Int) -> [GlyphRanges] {
        (lookups[index]?.subtables ?? []).map { subtable in
            switch subtable {
            case let .simple(.single(c, _, _)), let .simple(.multiple(c, _)), let .simple(.alternate(c, _)),
                 let .simple(.ligature(c, _)), let .context(c, _, _), let .reverse(c, _, _, _):
                c
            }
        }
    }

    /// The bits of the glyphs the script's lookups start at (see `starts`).
    private func startBits(_ script: Script) -> [UInt64] {
        guard has(script) else { return [] }
        var bits = [UInt64](repeating: 0, count: 1024), ranges = 0
        for index in features[script.rawValue] {
            for coverage in coverages(index) {
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

    /// Applies the script's lookups to `buffer`, each lookup over the whole buffer in turn (a
    /// reverse chaining one from the end); lookups none of the buffer's glyphs starts are skipped.
    func apply(_ script: Script, to buffer: inout GlyphBuffer, gdef: GlyphDefinition, numGlyphs: Int) {
        var budget = GlyphComposition.maxSteps * max(1, buffer.count)
        let order = features[script.rawValue], index = startIndex[script.rawValue]
        var pending = index.lookups(startedIn: buffer, count: order.count)
        var slots = index.slots(buffer), seen = buffer.version
        for n in order.indices where pending[n >> 6] & (1 << UInt64(n & 63)) != 0 {
            guard let lookup = lookups[order[n]] else { continue }
            let before = buffer.version
            if lookup.reverse {
                for i in (0..<buffer.count).reversed() where budget > 0 {
                    if seen != buffer.version { slots = index.slots(buffer); seen = buffer.version }
                    guard index.starts(slots[i], n) else { continue }
                    _ = apply(lookup, at: i, to: &buffer, depth: 0, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
                }
            } else {
                var i = 0
                while i < buffer.count, budget > 0 {
                    if seen != buffer.version { slots = index.slots(buffer); seen = buffer.version }
                    guard index.starts(slots[i], n) else { i += 1; continue }
                    i = apply(lookup, at: i, to: &buffer, depth: 0, budget: &budget, gdef: gdef, numGlyphs: numGlyphs) ?? i + 1
                }
            }
            if buffer.version != before { pending = index.lookups(startedIn: buffer, count: order.count) }
        }
    }

    /// Applies lookup `index` at position `i`; when a subtable applied, the position after
    /// what it produced, else nil.
    private func apply(_ index: Int, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard let lookup = lookups[index] else { return nil }
        return apply(lookup, at: i, to: &b, depth: depth, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
    }

    /// Applies `lookup` at position `i`; when a subtable applied, the position after what it
    /// produced, else nil.
    private func apply(_ lookup: Lookup, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard depth <= GlyphComposition.maxDepth, budget > 0, i < b.count else { return nil }
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
                    guard GlyphComposition.matches(ligature.components, after: i, in: b, flags, gdef) else { continue }
                    let components = ligature.components.map(Match.glyph)
                    guard let positions = GlyphComposition.matchForward(components, after: i, in: b, flags, gdef) else { continue }
                    b.ligate(i, components: positions, into: ligature.glyph)
                    return i + 1
                }
            case let .reverse(coverage, backtrack, lookahead, substitutes):
                guard let c = coverage.value(g), c < substitutes.count, Int(substitutes[c]) < numGlyphs,
                      GlyphComposition.matchForward(lookahead, after: i, in: b, flags, gdef) != nil,
                      GlyphComposition.matchBackward(backtrack, before: i, in: b, flags, gdef) else { continue }
                b.replace(i, with: substitutes[c])
                return i + 1
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
                    guard GlyphComposition.matchBackward(rule.backtrack, before: i, in: b, flags, gdef),
                          let last = GlyphComposition.lastMatch(rule.input, after: i, in: b, flags, gdef),
                          GlyphComposition.lastMatch(rule.lookahead, after: last, in: b, flags, gdef) != nil,
                          var positions = GlyphComposition.matchForward(rule.input, after: i, in: b, flags, gdef),
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

    /// The position of the last glyph matching `matches` after `start` (`start` when there are
    /// none), skipping glyphs the flags skip; nil when they do not match. Allocates nothing.
    static func lastMatch(_ matches: [Match], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                          _ gdef: GlyphDefinition) -> Int? {
        var j = start
        for m in matches {
            j += 1
            while j < glyphs.count, flags.skips(glyphs[j], gdef) { j += 1 }
            guard j < glyphs.count, m.test(glyphs[j]) else { return nil }
        }
        return j
    }

    /// True when the glyphs after `start` are `components`, skipping glyphs the flags skip.
    static func matches(_ components: [UInt16], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                        _ gdef: GlyphDefinition) -> Bool {
        var j = start
        for g in components {
            j += 1
            while j < glyphs.count, flags.skips(glyphs[j], gdef) { j += 1 }
            guard j < glyphs.count, glyphs[j] == g else { return false }
        }
        return true
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
