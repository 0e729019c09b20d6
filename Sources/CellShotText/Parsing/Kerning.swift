import CellShotRaster

/// One PairPos subtable, reduced to what horizontal kerning needs: the first glyph's XAdvance.
/// A class, so that looking a pair up reads its tables in place (it is asked for every pair of
/// glyphs shaped).
final class PairSubtable: Sendable {
    let coverage: GlyphRanges
    /// Format 1: the (second glyph, xAdvance) pairs of every covered first glyph, each glyph's
    /// sorted by second glyph, one glyph's after another; `pairStarts[i]` is where the pairs of
    /// coverage index `i` start (one entry more). One flat list: a look-up reads no inner array.
    let seconds: [UInt16]
    let pairValues: [Int16]
    let pairStarts: [Int]
    /// Format 2 (``isClassPair``): the classes of the first and second glyph, and the
    /// class × class matrix of xAdvance (`class2Count` columns); empty for format 1. Stored
    /// apart, not as one optional tuple, so that a look-up reads them in place (no copy).
    let class1: GlyphRanges
    let class2: GlyphRanges
    let class2Count: Int
    let values: [Int16]
    /// True for format 2.
    let isClassPair: Bool

    /// Format 1: per covered first glyph, its pairs sorted by second glyph.
    convenience init(coverage: GlyphRanges, sets: [[(second: UInt16, value: Int16)]]) {
        let total = sets.reduce(0) { $0 + $1.count }
        var starts = [0]
        starts.reserveCapacity(sets.count + 1)
        for set in sets { starts.append(starts[starts.count - 1] + set.count) }
        // Written in place, set after set (a face's pairs number in the tens of thousands).
        let seconds = [UInt16](unsafeUninitializedCapacity: total) { buffer, count in
            for set in sets { for pair in set { buffer[count] = pair.second; count += 1 } }
        }
        let values = [Int16](unsafeUninitializedCapacity: total) { buffer, count in
            for set in sets { for pair in set { buffer[count] = pair.value; count += 1 } }
        }
        self.init(coverage: coverage, seconds: seconds, pairValues: values, pairStarts: starts)
    }

    private init(coverage: GlyphRanges, seconds: [UInt16], pairValues: [Int16], pairStarts: [Int]) {
        self.coverage = coverage; self.seconds = seconds; self.pairValues = pairValues; self.pairStarts = pairStarts
        class1 = .empty; class2 = .empty; class2Count = 0; values = []; isClassPair = false
    }

    /// Format 2.
    init(coverage: GlyphRanges, class1: GlyphRanges, class2: GlyphRanges, class2Count: Int, values: [Int16]) {
        self.coverage = coverage; seconds = []; pairValues = []; pairStarts = [0]
        self.class1 = class1; self.class2 = class2; self.class2Count = class2Count; self.values = values; isClassPair = true
    }

    /// The subtable with its coverage and class tables also stored by glyph
    /// (``GlyphRanges/densified(budget:)``).
    func densified(budget: inout Int) -> PairSubtable {
        guard isClassPair else {
            return PairSubtable(coverage: coverage.densified(budget: &budget), seconds: seconds, pairValues: pairValues, pairStarts: pairStarts)
        }
        return PairSubtable(coverage: coverage.densified(budget: &budget), class1: class1.densified(budget: &budget),
                            class2: class2.densified(budget: &budget), class2Count: class2Count, values: values)
    }

    /// nil when the subtable does not apply to the pair (then the next subtable is tried).
    /// Called, not inlined, where a pair is looked up now and then (GPOS pair positioning).
    @inline(never)
    func adjustment(_ first: UInt16, _ second: UInt16) -> Int? { pairAdjustment(first, second) }

    /// ``adjustment(_:_:)`` inlined in the kerning loops (every pair of every shaped text).
    @inline(__always)
    func pairAdjustment(_ first: UInt16, _ second: UInt16) -> Int? {
        guard let coverageIndex = coverage.value(first) else { return nil }
        if isClassPair {
            let c1 = class1.value(first) ?? 0, c2 = class2.value(second) ?? 0
            let cell = c1 * class2Count + c2
            guard c2 < class2Count, cell < values.count else { return nil }
            return Int(values[cell])
        }
        guard coverageIndex + 1 < pairStarts.count else { return nil }
        let end = pairStarts[coverageIndex + 1]
        return seconds.withUnsafeBufferPointer { seconds in
            var lo = pairStarts[coverageIndex], hi = end
            while lo < hi {
                let mid = (lo + hi) / 2
                if seconds[mid] < second { lo = mid + 1 } else { hi = mid }
            }
            guard lo < end, seconds[lo] == second else { return nil }
            return Int(pairValues[lo])
        }
    }
}

/// Pair kerning of a face in font units: per script of ``MarkAttachment/scripts`` the lookups
/// of type 2 (also through extension lookups, type 9) of its `kern` feature (and an Indic
/// script's `dist`), in lookup-list order, as HarfBuzz picks a run's features by its script; or
/// the legacy `kern` table (format 0) when the font has no GPOS kerning.
struct Kerning: Sendable {
    /// Each lookup's flags: which glyphs between a pair it skips.
    private var flags: [LookupFlags] = []
    /// The subtables of each script of ``MarkAttachment/scripts``'s lookups in lookup-list
    /// order, script after script, each with its lookup (an index into `flags`), and where each
    /// script's start (one entry more): a pair walks one list.
    private var scriptSubtables: [PairSubtable] = []
    private var scriptLookups: [Int] = []
    private var scriptStarts: [Int] = [0]
    /// Per entry of the lists, where its lookup's entries end: a pair that one subtable
    /// adjusted goes on with the next lookup.
    private var lookupEnds: [Int] = []
    /// Per script, by first glyph, the entry (from the script's start) of the first subtable
    /// whose coverage holds the glyph (``PairIndex``): a pair starts there.
    private var firstEntries: [PairIndex] = []
    /// Legacy kern format 0: sorted keys (left << 16 | right) and values.
    private var legacyKeys: [UInt32] = []
    private var legacyValues: [Int16] = []

    static let none = Kerning()
    private init() {}

    var isEmpty: Bool { flags.isEmpty && legacyKeys.isEmpty }

    /// The horizontal adjustment between `left` and `right` (font units, usually negative) by
    /// the lookups of `script` (an index into ``MarkAttachment/scripts``; Latin by default).
    func value(_ left: UInt16, _ right: UInt16, script: Int = Kerning.latin) -> Int {
        if !flags.isEmpty {
            guard script + 1 < scriptStarts.count, let first = firstEntries[script].entry(left) else { return 0 }
            // A lookup's first subtable that applies ends the lookup.
            var total = 0, entry = scriptStarts[script] + first
            let end = scriptStarts[script + 1]
            while entry < end {
                if let adjustment = scriptSubtables[entry].pairAdjustment(left, right) {
                    total += adjustment
                    entry = lookupEnds[entry]
                } else {
                    entry += 1
                }
            }
            return total
        }
        guard !legacyKeys.isEmpty else { return 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        var lo = 0, hi = legacyKeys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if legacyKeys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < legacyKeys.count && legacyKeys[lo] == key ? Int(legacyValues[lo]) : 0
    }

    /// The index of Latin in ``MarkAttachment/scripts``.
    static let latin = MarkAttachment.script(of: "a")

    /// The adjustment between `left` and `right` with the marks `between` them (a cluster's
    /// marks after `left`): a lookup pairs the two only when its flags skip every one of the
    /// marks, as OpenType's pair matching does (a lookup that does not ignore marks sees
    /// `left` followed by a mark, not by `right`).
    func value(_ left: UInt16, _ right: UInt16, across between: ArraySlice<UInt16>, gdef: GlyphDefinition,
               script: Int = Kerning.latin) -> Int {
        guard !between.isEmpty, !flags.isEmpty else { return value(left, right, script: script) }
        guard script + 1 < scriptStarts.count else { return 0 }
        var total = 0
        var done = -1
        for entry in scriptStarts[script]..<scriptStarts[script + 1] where scriptLookups[entry] != done {
            guard between.allSatisfy({ flags[scriptLookups[entry]].skips($0, gdef) }) else { continue }
            if let adjustment = scriptSubtables[entry].pairAdjustment(left, right) { total += adjustment; done = scriptLookups[entry] }
        }
        return total
    }

    /// Reads GPOS (if given) and falls back to `kern` (if given).
    init(gpos: TableReader?, kern: TableReader?) throws(FontError) {
        if let gpos {
            // Every pair of glyphs looks its first glyph up in each subtable's coverage and
            // classes: those tables are also stored by glyph, up to 64 Ki entries a face.
            var budget = 1 << 16
            let parsed = try Kerning.parseGPOS(gpos)
            // The subtables of every lookup, lookup after lookup, and where each lookup's start.
            var subtables: [PairSubtable] = [], subtableStarts = [0]
            for lookup in parsed.lookups {
                subtables += lookup.subtables.map { $0.densified(budget: &budget) }
                subtableStarts.append(subtables.count)
                flags.append(lookup.flags)
            }
            // Scripts with the same lookups share their index.
            var indices: [[Int]: PairIndex] = [:]
            for own in parsed.byScript {
                let start = scriptLookups.count
                for lookup in own {
                    scriptSubtables += subtables[subtableStarts[lookup]..<subtableStarts[lookup + 1]]
                    scriptLookups += Array(repeating: lookup, count: subtableStarts[lookup + 1] - subtableStarts[lookup])
                    lookupEnds += Array(repeating: scriptLookups.count, count: subtableStarts[lookup + 1] - subtableStarts[lookup])
                }
                scriptStarts.append(scriptLookups.count)
                let index = indices[own] ?? PairIndex(scriptSubtables[start...].map(\.coverage))
                indices[own] = index
                firstEntries.append(index)
            }
        }
        if flags.isEmpty, let kern { try parseLegacy(kern) }
    }

    /// The pair lookups of each script's `kern` (and an Indic script's `dist`) feature: a script
    /// the table lacks takes the default script's, else Latin's, as HarfBuzz falls back (Latin
    /// also takes the table's first script when it has none of those).
    private static func parseGPOS(_ table: TableReader) throws(FontError)
        -> (lookups: [(flags: LookupFlags, subtables: [PairSubtable])], byScript: [[Int]]) {
        var lookups: [(flags: LookupFlags, subtables: [PairSubtable])] = []
        // Lookup-list index → its place in `lookups` (nil: not a pair lookup).
        var parsed: [Int: Int?] = [:]
        var byScript: [[Int]] = []
        for (script, tags) in MarkAttachment.scripts.enumerated() {
            let indic = script >= MarkAttachment.firstIndic
            let features = try LayoutFeatures(table, scripts: tags + ["DFLT", "dflt", "latn"], firstScriptOtherwise: script == latin,
                                              features: indic ? ["kern", "dist"] : ["kern"], extensionType: 9)
            var own: [Int] = []
            for index in Set(features.lookups.values.joined()).sorted() {
                if parsed[index] == nil {
                    parsed[index] = .some(nil)
                    if let lookup = try features.lookup(index), lookup.type == 2 {
                        var subtables: [PairSubtable] = []
                        for sub in lookup.subtables { subtables.append(try parsePair(sub)) }
                        if !subtables.isEmpty {
                            parsed[index] = lookups.count
                            lookups.append((lookup.flags, subtables))
                        }
                    }
                }
                if let position = parsed[index] ?? nil { own.append(position) }
            }
            byScript.append(own)
        }
        return (lookups, byScript)
    }

    /// Bytes in a ValueRecord of this format, and the byte offset of its XAdvance (nil if absent).
    private static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
        let size = 2 * (format & 0xFF).nonzeroBitCount
        guard format & 0x4 != 0 else { return (size, nil) }
        return (size, 2 * (format & 0x3).nonzeroBitCount)
    }

    static func parsePair(_ reader: TableReader) throws(FontError) -> PairSubtable {
        let format = try reader.u16(0)
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let v1 = valueLayout(try reader.u16(4)), v2 = valueLayout(try reader.u16(6))
        switch format {
        case 1:
            let setCount = Int(try reader.u16(8))
            var sets: [[(second: UInt16, value: Int16)]] = []
            sets.reserveCapacity(setCount)
            for i in 0..<setCount {
                let set = try reader.sub(at: Int(try reader.u16(10 + 2 * i)))
                let count = Int(try set.u16(0))
                let rec = 2 + v1.size + v2.size
                try set.check(2, count * rec)
                let seconds = try set.u16s(2, count: count, stride: rec)
                let advances = try v1.xAdvance.map { (advanceOffset: Int) throws(FontError) in try set.u16s(4 + advanceOffset, count: count, stride: rec) }
                    ?? [UInt16](repeating: 0, count: count)
                var pairs: [(second: UInt16, value: Int16)] = []
                pairs.reserveCapacity(count)
                var sorted = true
                for pairIndex in 0..<count {
                    let second = seconds[pairIndex], value = Int16(bitPattern: advances[pairIndex])
                    if pairIndex > 0, pairs[pairIndex - 1].second > second || (pairs[pairIndex - 1].second == second && pairs[pairIndex - 1].value > value) {
                        sorted = false
                    }
                    pairs.append((second, value))
                }
                // Files list the pairs sorted; a bad one is sorted here for the binary search.
                if !sorted { pairs.sort { ($0.second, $0.value) < ($1.second, $1.value) } }
                sets.append(pairs)
            }
            return PairSubtable(coverage: coverage, sets: sets)
        case 2:
            let class1 = try GlyphRanges(classDef: reader.sub(at: Int(try reader.u16(8))))
            let class2 = try GlyphRanges(classDef: reader.sub(at: Int(try reader.u16(10))))
            let c1 = Int(try reader.u16(12)), c2 = Int(try reader.u16(14))
            try reader.limit(c1 * c2, 1_000_000, "class1Count × class2Count", at: 12)
            let rec = v1.size + v2.size
            try reader.check(16, c1 * c2 * rec)
            var values = [Int16](repeating: 0, count: c1 * c2)
            if let advanceOffset = v1.xAdvance {
                values = try reader.u16s(16 + advanceOffset, count: c1 * c2, stride: rec).map { Int16(bitPattern: $0) }
            }
            return PairSubtable(coverage: coverage, class1: class1, class2: class2, class2Count: c2, values: values)
        default:
            throw reader.invalid("unknown PairPos format \(format)", at: 0)
        }
    }

    private mutating func parseLegacy(_ reader: TableReader) throws(FontError) {
        guard try reader.u16(0) == 0 else { return }  // Apple's version 1 kern is not read.
        let subtableCount = Int(try reader.u16(2))
        try reader.limit(subtableCount, 64, "kern subtable count", at: 2)
        var cursor = 4
        var entries: [(UInt32, Int16)] = []
        for _ in 0..<subtableCount {
            let length = Int(try reader.u16(cursor + 2)), coverage = try reader.u16(cursor + 4)
            let format = coverage >> 8
            // Horizontal (bit 0), not minimum (bit 1), not cross-stream (bit 2), not override.
            if format == 0, coverage & 0x0F == 0x01 {
                let pairs = Int(try reader.u16(cursor + 6))
                try reader.check(cursor + 14, pairs * 6)
                for pairIndex in 0..<pairs {
                    let record = cursor + 14 + pairIndex * 6
                    entries.append((UInt32(try reader.u16(record)) << 16 | UInt32(try reader.u16(record + 2)), try reader.i16(record + 4)))
                }
                // The u16 length overflows in big tables: step by the pairs actually read.
                cursor += 14 + pairs * 6
            } else {
                guard length >= 6 else { throw reader.invalid("kern subtable length \(length)", at: cursor + 2) }
                cursor += length
            }
        }
        entries.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        legacyKeys = entries.map { $0.0 }
        legacyValues = entries.map { $0.1 }
    }
}
