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
    /// The ranges are held by reference: a rule's matches are read without retaining each array.
    enum Match: Sendable {
        case glyph(UInt16)
        indirect case inClass(GlyphRanges, Int)
        indirect case covered(GlyphRanges)

        func test(_ glyph: UInt16) -> Bool {
            switch self {
            case let .glyph(expected): glyph == expected
            case let .inClass(classes, classValue): (classes.value(glyph) ?? 0) == classValue
            case let .covered(coverage): coverage.value(glyph) != nil
            }
        }
    }

    /// A (chained) context rule: the glyphs before (nearest first), the input glyphs after the
    /// first, the glyphs after; then the lookups to apply at positions of the input. Shared, not
    /// copied: trying a rule retains it once.
    final class Rule: Sendable {
        let backtrack: [Match]
        let input: [Match]
        let lookahead: [Match]
        let records: [(position: Int, lookup: Int)]

        init(backtrack: [Match], input: [Match], lookahead: [Match], records: [(position: Int, lookup: Int)]) {
            self.backtrack = backtrack; self.input = input; self.lookahead = lookahead; self.records = records
        }
    }

    /// How a context subtable picks its rule set for the first glyph.
    enum RuleKey: Sendable { case coverageIndex, inputClass(GlyphRanges), only }

    indirect enum Subtable: Sendable {
        case simple(GlyphSubstitution.Subtable)
        /// A context subtable: its rules by set, and what they need around their first glyph
        /// (``ContextFilter``; nil: tried at every covered glyph).
        case context(coverage: GlyphRanges, key: RuleKey, ruleSets: [[Rule]], filter: ContextFilter?)

        /// The subtable with its context filter, paid out of a face's `budget`.
        func filtered(budget: inout Int) -> Subtable {
            guard case let .context(coverage, key, ruleSets, nil) = self else { return self }
            return .context(coverage: coverage, key: key, ruleSets: ruleSets, filter: ContextFilter(ruleSets, budget: &budget))
        }
        /// Reverse chaining single substitution (type 8): the covered glyph becomes its
        /// substitute where the glyphs before (nearest first) and after match.
        case reverse(coverage: GlyphRanges, backtrack: [Match], lookahead: [Match], substitutes: [UInt16])
    }

    /// A buffer's glyphs after its first, as bits, and the ``GlyphBuffer/version`` they were
    /// read at (-1: not read yet).
    struct LaterGlyphs {
        var bits = GlyphBits()
        var version = -1
        /// True when the buffer is scanned instead (``Lookup/mayApply(in:later:)``).
        var scans = false
        /// Buffers shorter than this are scanned: a few glyphs are read faster than bits are made.
        static let minimumCount = 16
    }

    /// Shared, not copied: reading a lookup of a plan retains it once.
    final class Lookup: Sendable {
        let flags: LookupFlags
        let subtables: [Subtable]
        /// A reverse chaining lookup runs from the buffer's end to its start.
        let reverse: Bool
        /// For a lookup of ligatures only (each of two glyphs or more): the glyphs that follow
        /// the first glyph of one of its ligatures; nil for other lookups. A glyph whose next
        /// glyph is none of them starts no ligature of it, and a buffer holding none of them
        /// past its first glyph takes no ligature of it.
        let followers: GlyphBits?

        init(flags: LookupFlags, subtables: [Subtable]) {
            self.flags = flags
            self.subtables = subtables
            reverse = subtables.contains { if case .reverse = $0 { true } else { false } }
            followers = Lookup.followers(subtables)
        }

        /// False when the lookup is one of ligatures and no glyph of `buffer` after its first
        /// is one of the `followers`: then no ligature of it applies anywhere in the buffer.
        func mayApply(in buffer: GlyphBuffer) -> Bool {
            guard let followers else { return true }
            return buffer.glyphs.withUnsafeBufferPointer { glyphs in
                var position = 1
                while position < glyphs.count {
                    if followers.contains(glyphs[position]) { return true }
                    position += 1
                }
                return false
            }
        }

        /// ``mayApply(in:)`` read from `later`, the buffer's glyphs after its first as bits
        /// (made again when the buffer changed since): lookups asking about one buffer in
        /// turn read its glyphs once.
        /// A short buffer (an Indic syllable's), or one whose glyphs would take more words than it
        /// has glyphs (high glyph IDs, a CJK face's), is scanned instead.
        func mayApply(in buffer: GlyphBuffer, later: inout LaterGlyphs) -> Bool {
            guard let followers else { return true }
            if later.version != buffer.version {
                later.scans = buffer.count < LaterGlyphs.minimumCount
                    || Int(buffer.glyphs.dropFirst().max() ?? 0) >> 6 + 1 > buffer.count
                if later.scans { later.bits.removeAll() } else { later.bits.set(buffer.glyphs, from: 1) }
                later.version = buffer.version
            }
            return later.scans ? mayApply(in: buffer) : followers.intersects(later.bits)
        }

        private static func followers(_ subtables: [Subtable]) -> GlyphBits? {
            var found = GlyphBits()
            for subtable in subtables {
                guard case let .simple(.ligature(_, sets)) = subtable else { return nil }
                for ligature in sets.joined() {
                    guard let next = ligature.components.first else { return nil }
                    found.insert(next)
                }
            }
            return subtables.isEmpty ? nil : found
        }
    }

    /// The scripts a composition holds: Hebrew, Arabic, a colour emoji face's default script
    /// (or its first script when it has no default), and the left-to-right alphabets (Latin,
    /// Greek, Cyrillic: the face's `latn`, `grek` or `cyrl` script, else its default).
    enum Script: Int, Sendable, CaseIterable {
        case hebrew, arabic, emoji, latin, greek, cyrillic, thai, lao

        var tags: [String] {
            [["hebr"], ["arab"], ["DFLT"], ["latn", "DFLT"], ["grek", "DFLT"], ["cyrl", "DFLT"], ["thai", "DFLT"], ["lao ", "DFLT"]][rawValue]
        }

        /// Latin, Greek or Cyrillic: the left-to-right alphabets, whose runs take in the digits,
        /// spaces and punctuation between their letters.
        var isAlphabet: Bool { self == .latin || self == .greek || self == .cyrillic }

        /// The features applied, on by default as iOS has them.
        var features: Set<String> {
            isAlphabet || self == .thai || self == .lao ? ["ccmp", "locl", "rlig", "liga", "clig", "calt"] : ["ccmp"]
        }
    }

    /// Parsed lookups by lookup-list index (those the features reach, nested ones included).
    private(set) var lookups: [Int: Lookup] = [:]
    /// The lookup indices of each slot's features, in lookup-list order: a slot per ``Script``,
    /// or per stage of a staged composition (``init(gsub:tags:stages:)``).
    private(set) var features: [[Int]] = Script.allCases.map { _ in [] }
    /// Per slot, a bit per glyph a lookup of its features starts at (its subtables'
    /// coverage), so text none of whose glyphs are there skips the feature; empty for none.
    private var starts: [[UInt64]] = Script.allCases.map { _ in [] }
    /// Coverage ranges read into `starts` before it gives up and marks every glyph.
    static let maxStartRanges = 4096
    /// Per slot, which of its lookups (positions in its feature list) each glyph starts:
    /// a buffer runs only the lookups its glyphs can start.
    private(set) var startIndex: [LookupIndex] = Script.allCases.map { _ in LookupIndex() }
    /// Per slot, its lookups in feature-list order, resolved once (nil where a lookup
    /// could not be read): what ``apply(_:to:gdef:numGlyphs:)`` runs, without a look-up by index.
    private(set) var plans: [[Lookup?]] = Script.allCases.map { _ in [] }

    static let none = GlyphComposition()
    static let maxDepth = 8
    static let maxSteps = 4096
    static let maxLookups = 512
    static let maxSequence = 64
    static let maxRules = 4096
    private init() {}

    var isEmpty: Bool { features.allSatisfy(\.isEmpty) }

    /// What one slot reads: the features of the first of `tags` a table has (with
    /// `firstScriptOtherwise`, its first script when it has none of them).
    private struct Request {
        let slot: Int
        let tags: [String]
        let firstScriptOtherwise: Bool
        var language: String? = nil
        let features: Set<String>
    }

    /// The features of `scripts` in `gsub` (none without a GSUB).
    init(gsub: TableReader?, scripts: [Script] = [.hebrew, .arabic, .latin, .greek, .cyrillic, .thai, .lao]) throws(FontError) {
        try self.init(gsub: gsub, slots: Script.allCases.count, requests: scripts.map {
            Request(slot: $0.rawValue, tags: $0.tags, firstScriptOtherwise: $0 == .emoji, features: $0.features)
        })
    }

    /// A staged composition: slot k holds the lookups of `stages[k]` for the first of `tags` in
    /// `gsub` (in its language system `language` when it has one), applied one stage at a time
    /// with ``apply(stage:to:gdef:numGlyphs:mask:)``.
    init(gsub: TableReader?, tags: [String], language: String? = nil, stages: [Set<String>]) throws(FontError) {
        try self.init(gsub: gsub, slots: stages.count, requests: stages.enumerated().map {
            Request(slot: $0.offset, tags: tags, firstScriptOtherwise: false, language: language, features: $0.element)
        }, dense: true)
    }

    /// With `dense`, the lookups' tables are stored by glyph as well (``DenseRanges``).
    private init(gsub: TableReader?, slots: Int, requests: [Request], dense: Bool = false) throws(FontError) {
        features = Array(repeating: [], count: slots); starts = features.map { _ in [] }
        startIndex = features.map { _ in LookupIndex() }; plans = features.map { _ in [] }
        guard let gsub else { return }
        var list: LayoutFeatures? = nil
        var pending: [Int] = []
        var filterBudget = ContextFilter.faceBudget
        for request in requests {
            let found = try LayoutFeatures(gsub, scripts: request.tags, firstScriptOtherwise: request.firstScriptOtherwise,
                                           language: request.language, features: request.features, extensionType: 7)
            features[request.slot] = Set(found.lookups.values.joined()).sorted()
            pending += features[request.slot]
            list = list ?? found
        }
        guard let list else { return }
        while let index = pending.popLast() {
            guard lookups[index] == nil else { continue }
            try gsub.limit(lookups.count + 1, GlyphComposition.maxLookups, "substitution lookups", at: 8)
            guard let lookup = try list.lookup(index) else { continue }
            let subtables = try GlyphComposition.subtables(lookup).map { $0.filtered(budget: &filterBudget) }
            for case let .context(_, _, ruleSets, _) in subtables {
                for rules in ruleSets { for rule in rules { pending += rule.records.map(\.lookup) } }
            }
            lookups[index] = Lookup(flags: lookup.flags, subtables: subtables)
        }
        if dense {
            // In lookup-list order: the budget goes to the first lookups.
            var ranges = DenseRanges()
            for index in lookups.keys.sorted() {
                guard let lookup = lookups[index] else { continue }
                lookups[index] = Lookup(flags: lookup.flags, subtables: lookup.subtables.map { $0.densified(&ranges) })
            }
        }
        for request in requests {
            let slot = request.slot
            starts[slot] = startBits(slot)
            startIndex[slot] = LookupIndex(features[slot].map(coverages))
            plans[slot] = features[slot].map { lookups[$0] }
        }
    }

    /// The subtables of a substitution lookup (those of unknown types left out).
    private static func subtables(_ lookup: LayoutFeatures.Lookup) throws(FontError) -> [Subtable] {
        var subtables: [Subtable] = []
        for subtable in lookup.subtables {
            switch lookup.type {
            case 1: subtables.append(.simple(try GlyphSubstitution.single(subtable)))
            case 2: subtables.append(.simple(try GlyphSubstitution.multiple(subtable)))
            case 3: subtables.append(.simple(try GlyphSubstitution.alternate(subtable)))
            case 4: subtables.append(.simple(try GlyphSubstitution.ligature(subtable)))
            case 5, 6: subtables.append(try GlyphComposition.context(subtable, chained: lookup.type == 6))
            case 8: subtables.append(try GlyphComposition.reverseChain(subtable))
            default: continue
            }
        }
        return subtables
    }

    /// The coverages of lookup `index`'s subtables: the glyphs it can start at.
    private func coverages(_ index: Int) -> [GlyphRanges] {
        (lookups[index]?.subtables ?? []).map { subtable in
            switch subtable {
            case let .simple(.single(coverage, _, _)), let .simple(.multiple(coverage, _)), let .simple(.alternate(coverage, _)),
                 let .simple(.ligature(coverage, _)), let .context(coverage, _, _, _), let .reverse(coverage, _, _, _):
                coverage
            }
        }
    }

    /// The bits of the glyphs the slot's lookups start at (see `starts`).
    private func startBits(_ slot: Int) -> [UInt64] {
        guard !features[slot].isEmpty else { return [] }
        var bits = [UInt64](repeating: 0, count: 1024), ranges = 0
        for index in features[slot] {
            for coverage in coverages(index) {
                for range in coverage.starts.indices {
                    let first = coverage.starts[range], last = coverage.ends[range]
                    ranges += 1
                    guard ranges <= GlyphComposition.maxStartRanges else { return [UInt64](repeating: ~0, count: 1024) }
                    var glyph = Int(first)
                    while glyph <= Int(last) {
                        if glyph & 63 == 0, Int(last) - glyph >= 63 { bits[glyph >> 6] = ~0; glyph += 64 } else { bits[glyph >> 6] |= 1 << UInt64(glyph & 63); glyph += 1 }
                    }
                }
            }
        }
        return bits
    }

    /// True when a lookup of `script`'s features may start at `glyph`.
    @inline(__always) func starts(_ script: Script, at glyph: UInt16) -> Bool {
        let slot = script.rawValue
        return !starts[slot].isEmpty && starts[slot][Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
    }

    /// True when a lookup of slot `stage` may start at a glyph of `buffer`; with a `mask`, only
    /// glyphs whose buffer mask has one of its bits count (``GlyphBuffer/masks``).
    func starts(stage: Int, anyOf buffer: GlyphBuffer, mask: UInt8) -> Bool {
        guard stage < starts.count, !starts[stage].isEmpty else { return false }
        return starts[stage].withUnsafeBufferPointer { bits in
            for (position, glyph) in buffer.glyphs.enumerated() where bits[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0 {
                if mask == 0 || buffer.masks[position] & mask != 0 { return true }
            }
            return false
        }
    }

    /// True when `script` has lookups.
    func has(_ script: Script) -> Bool { !features[script.rawValue].isEmpty }

    /// True when stage `stage` of a staged composition has lookups.
    func has(stage: Int) -> Bool { stage < features.count && !features[stage].isEmpty }

    /// The position of the last glyph matching `matches` after `start` (`start` when there are
    /// none), skipping glyphs the flags skip; nil when they do not match. Allocates nothing.
    static func lastMatch(_ matches: [Match], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                          _ gdef: GlyphDefinition) -> Int? {
        // Each match tested in place (read through the buffer, not copied out and retained).
        matches.withUnsafeBufferPointer { matches in
            var position = start
            for index in matches.indices {
                position += 1
                while position < glyphs.count, flags.skips(glyphs[position], gdef) { position += 1 }
                guard position < glyphs.count, matches[index].test(glyphs[position]) else { return nil }
            }
            return position
        }
    }

    /// True when the first glyph after `start` the flags do not skip is one of `followers`.
    static func followed(_ start: Int, in glyphs: GlyphBuffer, by followers: GlyphBits, _ flags: LookupFlags,
                         _ gdef: GlyphDefinition) -> Bool {
        var next = start + 1
        while next < glyphs.count, flags.skips(glyphs[next], gdef) { next += 1 }
        return next < glyphs.count && followers.contains(glyphs[next])
    }

    /// True when the glyphs after `start` are `components`, skipping glyphs the flags skip.
    static func matches(_ components: [UInt16], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                        _ gdef: GlyphDefinition) -> Bool {
        var position = start
        for component in components {
            position += 1
            while position < glyphs.count, flags.skips(glyphs[position], gdef) { position += 1 }
            guard position < glyphs.count, glyphs[position] == component else { return false }
        }
        return true
    }

    /// Positions of glyphs matching `matches` after `start`, skipping glyphs the flags skip; nil
    /// when they do not match.
    static func matchForward(_ matches: [Match], after start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                             _ gdef: GlyphDefinition) -> [Int]? {
        var positions: [Int] = []
        positions.reserveCapacity(matches.count)
        let matched = matches.withUnsafeBufferPointer { matches in
            var position = start
            for index in matches.indices {
                position += 1
                while position < glyphs.count, flags.skips(glyphs[position], gdef) { position += 1 }
                guard position < glyphs.count, matches[index].test(glyphs[position]) else { return false }
                positions.append(position)
            }
            return true
        }
        return matched ? positions : nil
    }

    /// True when the glyphs before `start` (nearest first, skipping) match `matches`.
    static func matchBackward(_ matches: [Match], before start: Int, in glyphs: GlyphBuffer, _ flags: LookupFlags,
                              _ gdef: GlyphDefinition) -> Bool {
        matches.withUnsafeBufferPointer { matches in
            var position = start
            for index in matches.indices {
                position -= 1
                while position >= 0, flags.skips(glyphs[position], gdef) { position -= 1 }
                guard position >= 0, matches[index].test(glyphs[position]) else { return false }
            }
            return true
        }
    }
}
