/// GPOS single adjustment (type 1), cursive attachment (type 3, `curs`), context positioning
/// (type 7) and chained context positioning (type 8, formats 1–3), extension lookups (type 9)
/// resolved, for the scripts of ``MarkAttachment/scripts``: the lookups of those types in the
/// script's positioning features (``features``), in lookup-list order. A context rule's records
/// call nested lookups of types 1, 2 (the pair's first-glyph x advance), 3, 7 and 8; nested mark
/// attachments (types 4–6) are not run. Pair adjustment (type 2) and mark attachment (types
/// 4–6) at the top level stay with ``Kerning`` and ``MarkAttachment``.
///
/// A value record's device (and variation) tables are ignored: sizes are not hinted, so only
/// its x and y placement and x advance count (y advance is vertical text's). Nested lookups run
/// at most ``GlyphComposition/maxDepth`` deep and a buffer gets at most
/// ``GlyphComposition/maxSteps`` lookup applications per glyph (cycles end); a record naming a
/// lookup past the list, or a lookup of another type, does nothing.
struct GlyphPositioning: Sendable {
    /// An adjustment in font units: placement (x right, y up) and x advance.
    struct Value: Hashable, Sendable {
        var x = 0, y = 0, advance = 0
        static let zero = Value()
        var isZero: Bool { self == .zero }
    }

    enum Subtable: Sendable {
        /// Format 1 (one value for every covered glyph) and 2 (a value per coverage index).
        case single(coverage: GlyphRanges, values: [Value])
        /// Nested pair adjustment: the first glyph's x advance.
        case pair(PairSubtable)
        /// Per covered glyph its entry and exit anchors.
        case cursive(coverage: GlyphRanges, entry: [MarkAttachment.Anchor?], exit: [MarkAttachment.Anchor?])
        /// Context and chained context rules, as ``GlyphComposition`` matches them.
        case context(coverage: GlyphRanges, key: GlyphComposition.RuleKey, ruleSets: [[GlyphComposition.Rule]])
    }

    /// Shared, not copied: reading a lookup of a plan retains it once.
    final class Lookup: Sendable {
        let flags: LookupFlags
        let subtables: [Subtable]
        /// The glyphs a subtable's coverage holds: the only ones the lookup can start at.
        let starts: GlyphBits

        init(flags: LookupFlags, subtables: [Subtable]) {
            self.flags = flags
            self.subtables = subtables
            var starts = GlyphBits()
            for subtable in subtables {
                switch subtable {
                case let .single(coverage, _), let .cursive(coverage, _, _), let .context(coverage, _, _): starts.formUnion(GlyphBits(coverage))
                case let .pair(pair): starts.formUnion(GlyphBits(pair.coverage))
                }
            }
            self.starts = starts
        }
    }

    /// Parsed lookups by lookup-list index: the features' own and those their rules call.
    private(set) var lookups: [Int: Lookup] = [:]
    /// Per script of ``MarkAttachment/scripts``, its lookups of types 1, 3, 7 and 8 in
    /// lookup-list order.
    private(set) var plans: [[Lookup]] = []

    static let none = GlyphPositioning()
    static let maxEntries = 1 << 16
    private init() {}

    /// True when no script has a lookup of types 1, 3, 7 or 8.
    private(set) var isEmpty = true
    /// Per script, the glyphs a lookup of its plan can start at (``Lookup/starts``).
    private var starts: [GlyphBits] = []

    /// True when a lookup of `script` (an index into ``MarkAttachment/scripts``) can start at `glyph`.
    func starts(_ script: Int, at glyph: UInt16) -> Bool { script >= 0 && script < starts.count && starts[script].contains(glyph) }

    /// The positioning features HarfBuzz turns on by default for horizontal text (and the Indic
    /// scripts' above- and below-base marks).
    static let features: Set<String> = ["kern", "dist", "curs", "mark", "mkmk", "abvm", "blwm"]

    /// The lookups of types 1, 3, 7 and 8 of each script's features in `gpos`, each parsed once.
    init(gpos: TableReader?) throws(FontError) {
        guard let gpos else { return }
        var parsed: [Int: Lookup?] = [:]
        for script in MarkAttachment.scripts {
            let features = try LayoutFeatures(gpos, scripts: script + ["DFLT"], features: GlyphPositioning.features,
                                              extensionType: 9)
            var plan: [Lookup] = []
            for index in Set(features.lookups.values.joined()).sorted() {
                if let lookup = try resolve(index, in: features, parsed: &parsed, depth: 0, topLevel: true) {
                    plan.append(lookup)
                }
            }
            plans.append(plan)
        }
        lookups = parsed.compactMapValues { $0 }
        isEmpty = plans.allSatisfy(\.isEmpty)
        starts = plans.map { plan in plan.reduce(into: GlyphBits()) { $0.formUnion($1.starts) } }
    }

    /// Lookup `index`, parsed when first reached, with the lookups its rules call (at most
    /// ``GlyphComposition/maxDepth`` deep); nil when it is past the list or of a type not run
    /// here (at the top level: 2, 4–6 are read elsewhere).
    private mutating func resolve(_ index: Int, in features: LayoutFeatures, parsed: inout [Int: Lookup?], depth: Int,
                                  topLevel: Bool) throws(FontError) -> Lookup? {
        if let known = parsed[index] { return topLevel && known.map(GlyphPositioning.isPair) == true ? nil : known }
        guard depth <= GlyphComposition.maxDepth, parsed.count < GlyphComposition.maxLookups else { return nil }
        parsed[index] = .some(nil)  // a lookup that calls itself ends here
        guard let raw = try features.lookup(index), [1, 2, 3, 7, 8].contains(raw.type) else { return nil }
        var subtables: [Subtable] = []
        for subtable in raw.subtables {
            switch raw.type {
            case 1: subtables.append(try GlyphPositioning.single(subtable))
            case 2: subtables.append(.pair(try Kerning.parsePair(subtable)))
            case 3: subtables.append(try GlyphPositioning.cursive(subtable))
            default:
                guard case let .context(coverage, key, ruleSets, _) = try GlyphComposition.context(subtable, chained: raw.type == 8) else { continue }
                for rule in ruleSets.joined() {
                    for record in rule.records {
                        _ = try resolve(record.lookup, in: features, parsed: &parsed, depth: depth + 1, topLevel: false)
                    }
                }
                subtables.append(.context(coverage: coverage, key: key, ruleSets: ruleSets))
            }
        }
        let lookup = Lookup(flags: raw.flags, subtables: subtables)
        parsed[index] = lookup
        return topLevel && raw.type == 2 ? nil : lookup
    }

    private static func isPair(_ lookup: Lookup) -> Bool {
        lookup.subtables.contains { if case .pair = $0 { true } else { false } }
    }

    /// SinglePosFormat1 and 2.
    private static func single(_ reader: TableReader) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let valueFormat = try reader.u16(4)
        switch format {
        case 1:
            return .single(coverage: coverage, values: [try value(reader, at: 6, format: valueFormat)])
        case 2:
            let valueCount = Int(try reader.u16(6))
            try reader.limit(valueCount, maxEntries, "value count", at: 6)
            let size = valueSize(valueFormat)
            try reader.check(8, valueCount * size)
            var values: [Value] = []
            values.reserveCapacity(valueCount)
            for entry in 0..<valueCount { values.append(try value(reader, at: 8 + entry * size, format: valueFormat)) }
            return .single(coverage: coverage, values: values)
        default:
            throw reader.invalid("unknown SinglePos format \(format)", at: 0)
        }
    }

    /// Bytes in a value record of `format`: two per field, device offsets included.
    static func valueSize(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// The x placement, y placement and x advance of the value record at `offset` (device tables
    /// and y advance skipped).
    static func value(_ reader: TableReader, at offset: Int, format: UInt16) throws(FontError) -> Value {
        try reader.check(offset, valueSize(format))
        var result = Value(), field = offset
        for (bit, path) in [(UInt16(0x1), \Value.x), (0x2, \Value.y), (0x4, \Value.advance), (0x8, nil)] as [(UInt16, WritableKeyPath<Value, Int>?)] {
            guard format & bit != 0 else { continue }
            if let path { result[keyPath: path] = Int(try reader.i16(field)) }
            field += 2
        }
        return result
    }

    /// CursivePosFormat1: per covered glyph an entry and an exit anchor offset (0: none).
    private static func cursive(_ reader: TableReader) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        guard format == 1 else { throw reader.invalid("unknown CursivePos format \(format)", at: 0) }
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let entryCount = Int(try reader.u16(4))
        try reader.limit(entryCount, maxEntries, "entry-exit count", at: 4)
        try reader.check(6, 4 * entryCount)
        var entry: [MarkAttachment.Anchor?] = [], exit: [MarkAttachment.Anchor?] = []
        for record in 0..<entryCount {
            let entryOffset = Int(try reader.u16(6 + 4 * record)), exitOffset = Int(try reader.u16(8 + 4 * record))
            entry.append(entryOffset == 0 ? nil : try MarkAttachment.anchor(reader.sub(at: entryOffset)))
            exit.append(exitOffset == 0 ? nil : try MarkAttachment.anchor(reader.sub(at: exitOffset)))
        }
        return .cursive(coverage: coverage, entry: entry, exit: exit)
    }
}
