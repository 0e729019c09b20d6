/// What Arabic shaping uses of a face's GSUB, for the Arabic script: the positional forms
/// (`isol`, `init`, `medi`, `fina`: single substitutions) and the required and standard
/// ligatures (`rlig`, `liga`: ligature substitutions, e.g. lam + alef).
struct GlyphSubstitution: Sendable {
    /// A single (type 1), multiple (type 2), alternate (type 3) or ligature (type 4)
    /// substitution subtable.
    enum Subtable: Sendable {
        /// Format 1 adds `delta`; format 2 maps the coverage index to `substitutes`.
        case single(coverage: GlyphRanges, delta: Int, substitutes: [UInt16])
        /// Per covered glyph, the glyphs it becomes (none: the glyph is deleted).
        case multiple(coverage: GlyphRanges, sequences: [[UInt16]])
        /// Per covered glyph, its first alternate (nil for an empty set: not applied), the one a
        /// feature turned on without a value selects.
        case alternate(coverage: GlyphRanges, first: [UInt16?])
        /// Per covered first glyph: (the following components, the ligature glyph), longest first.
        case ligature(coverage: GlyphRanges, sets: [[(components: [UInt16], glyph: UInt16)]])

        /// The last glyph a single substitution covers (nil for the other kinds, or none).
        var lastSingleGlyph: Int? {
            guard case let .single(coverage, _, _) = self else { return nil }
            return coverage.ends.max().map(Int.init)
        }
    }

    /// Per positional form (by raw value), each glyph's form after the form's lookups (the
    /// first matching subtable of each, in order), up to the last glyph a subtable of them
    /// covers; a glyph past the end keeps its form. Worked out when the face is read: a shaped
    /// Arabic letter reads one entry.
    private var formGlyphs: [[UInt16]] = Array(repeating: [], count: JoiningForm.allCases.count)
    /// Per positional form, its lookups when working them out for every glyph up front would
    /// take more than ``maxFormSteps`` subtable visits (a huge or malformed table): then applied
    /// per glyph shaped. Empty otherwise.
    private var formLookups: [[[Subtable]]] = Array(repeating: [], count: JoiningForm.allCases.count)
    private var numGlyphs = 0
    /// True when the face has lookups for a positional form.
    private var hasForms = false
    static let maxFormSteps = 1 << 20
    /// Two-glyph ligatures of `rlig` and `liga`: (first << 16 | second) → ligature; the first
    /// lookup that has a pair wins.
    private(set) var ligatures: [UInt32: UInt16] = [:]
    /// One bit per glyph: the first glyphs of ``ligatures`` (a glyph that starts none is not
    /// looked up).
    private var firstComponents: [UInt64] = []

    static let none = GlyphSubstitution()
    static let maxComponents = 16
    /// The most glyphs one multiple substitution produces, and in all of a subtable's sequences.
    static let maxSequence = 64
    static let maxSequenceGlyphs = 65_536
    private init() {}

    var isEmpty: Bool { !hasForms && ligatures.isEmpty }

    /// Reads the Arabic script's features of `gsub` for a face of `numGlyphs` glyphs (a
    /// substitution past them is not applied); a form whose table would take more than
    /// `maxFormSteps` subtable visits keeps its lookups.
    init(gsub: TableReader?, numGlyphs: Int, maxFormSteps: Int = GlyphSubstitution.maxFormSteps) throws(FontError) {
        self.numGlyphs = numGlyphs
        guard let gsub else { return }
        let tags: [JoiningForm: String] = [.isolated: "isol", .initial: "init", .medial: "medi", .final: "fina"]
        let features = try LayoutFeatures(gsub, scripts: ["arab"], features: Set(tags.values).union(["rlig", "liga"]),
                                          extensionType: 7)
        for form in JoiningForm.allCases {
            guard let tag = tags[form] else { continue }
            let lookups = try GlyphSubstitution.parse(features.lookups(tag))
            guard !lookups.isEmpty else { continue }
            hasForms = true
            let last = lookups.joined().compactMap(\.lastSingleGlyph).max() ?? -1
            if (last + 1) * lookups.joined().count <= maxFormSteps {
                formGlyphs[Int(form.rawValue)] = (0..<last + 1).map { GlyphSubstitution.form(of: UInt16($0), lookups, numGlyphs: numGlyphs) }
            } else {
                formLookups[Int(form.rawValue)] = lookups
            }
        }
        // rlig before liga, each in lookup order (one stage, as shapers apply them).
        var indices = Set(features.lookups["rlig"] ?? [])
        indices.formUnion(features.lookups["liga"] ?? [])
        var list: [LayoutFeatures.Lookup] = []
        for i in indices.sorted() { if let lookup = try features.lookup(i) { list.append(lookup) } }
        for subtables in try GlyphSubstitution.parse(list) {
            var found: [UInt32: UInt16] = [:]
            for case let .ligature(coverage, sets) in subtables {
                for (first, i) in coverage.entries where i < sets.count {
                    for candidate in sets[i] where candidate.components.count == 1 {
                        let key = UInt32(first) << 16 | UInt32(candidate.components[0])
                        if found[key] == nil { found[key] = candidate.glyph }
                    }
                }
            }
            ligatures.merge(found) { earlier, _ in earlier }
        }
        guard !ligatures.isEmpty else { return }
        firstComponents = Array(repeating: 0, count: 1024)
        for key in ligatures.keys { firstComponents[Int(key >> 22)] |= 1 << UInt64((key >> 16) & 63) }
    }

    private static func parse(_ lookups: [LayoutFeatures.Lookup]) throws(FontError) -> [[Subtable]] {
        var result: [[Subtable]] = []
        for lookup in lookups {
            var subtables: [Subtable] = []
            for subtable in lookup.subtables {
                switch lookup.type {
                case 1: subtables.append(try single(subtable))
                case 4: subtables.append(try ligature(subtable))
                default: continue
                }
            }
            if !subtables.isEmpty { result.append(subtables) }
        }
        return result
    }

    static func single(_ reader: TableReader) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        switch format {
        case 1:
            return .single(coverage: coverage, delta: Int(try reader.i16(4)), substitutes: [])
        case 2:
            let count = Int(try reader.u16(4))
            try reader.check(6, 2 * count)
            var glyphs: [UInt16] = []
            glyphs.reserveCapacity(count)
            for i in 0..<count { glyphs.append(try reader.u16(6 + 2 * i)) }
            return .single(coverage: coverage, delta: 0, substitutes: glyphs)
        default:
            throw reader.invalid("unknown SingleSubst format \(format)", at: 0)
        }
    }

    /// A MultipleSubst (format 1) subtable.
    static func multiple(_ reader: TableReader) throws(FontError) -> Subtable {
        let (coverage, sets) = try glyphSets(reader, kind: "MultipleSubst")
        return .multiple(coverage: coverage, sequences: sets)
    }

    /// An AlternateSubst (format 1) subtable, reduced to each set's first alternate.
    static func alternate(_ reader: TableReader) throws(FontError) -> Subtable {
        let (coverage, sets) = try glyphSets(reader, kind: "AlternateSubst")
        return .alternate(coverage: coverage, first: sets.map(\.first))
    }

    /// The coverage and glyph sequences of a MultipleSubst or AlternateSubst subtable (the two
    /// share a layout: format, coverage, count, offsets to counted glyph arrays).
    private static func glyphSets(_ reader: TableReader, kind: String) throws(FontError) -> (GlyphRanges, [[UInt16]]) {
        let format = try reader.u16(0)
        guard format == 1 else { throw reader.invalid("unknown \(kind) format \(format)", at: 0) }
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let setCount = Int(try reader.u16(4))
        try reader.check(6, 2 * setCount)
        var sets: [[UInt16]] = []
        sets.reserveCapacity(setCount)
        var total = 0
        for i in 0..<setCount {
            let set = try reader.sub(at: Int(try reader.u16(6 + 2 * i)))
            let count = Int(try set.u16(0))
            try set.limit(count, maxSequence, "\(kind) glyph count", at: 0)
            total += count
            try reader.limit(total, maxSequenceGlyphs, "\(kind) glyphs", at: 4)
            try set.check(2, 2 * count)
            var glyphs: [UInt16] = []
            glyphs.reserveCapacity(count)
            for entry in 0..<count { glyphs.append(try set.u16(2 + 2 * entry)) }
            sets.append(glyphs)
        }
        return (coverage, sets)
    }

    /// A LigatureSubst (format 1) subtable.
    static func ligature(_ reader: TableReader) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        guard format == 1 else { throw reader.invalid("unknown LigatureSubst format \(format)", at: 0) }
        let coverage = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let setCount = Int(try reader.u16(4))
        var sets: [[(components: [UInt16], glyph: UInt16)]] = []
        sets.reserveCapacity(setCount)
        for i in 0..<setCount {
            let set = try reader.sub(at: Int(try reader.u16(6 + 2 * i)))
            let count = Int(try set.u16(0))
            var ligatures: [(components: [UInt16], glyph: UInt16)] = []
            for ligatureIndex in 0..<count {
                let lig = try set.sub(at: Int(try set.u16(2 + 2 * ligatureIndex)))
                let glyph = try lig.u16(0)
                let components = Int(try lig.u16(2))
                guard components >= 1 else { throw lig.invalid("ligature with no components", at: 2) }
                try lig.limit(components, maxComponents, "ligature component count", at: 2)
                var rest: [UInt16] = []
                for component in 1..<components { rest.append(try lig.u16(4 + 2 * (component - 1))) }
                ligatures.append((rest, glyph))
            }
            sets.append(ligatures)
        }
        return .ligature(coverage: coverage, sets: sets)
    }

    /// `glyph` in a positional form (the first matching subtable of each of the form's lookups).
    func substitute(_ glyph: UInt16, form: JoiningForm) -> UInt16 {
        let table = formGlyphs[Int(form.rawValue)]
        if Int(glyph) < table.count { return table[Int(glyph)] }
        let lookups = formLookups[Int(form.rawValue)]
        return lookups.isEmpty ? glyph : GlyphSubstitution.form(of: glyph, lookups, numGlyphs: numGlyphs)
    }

    /// `glyph` after `lookups`: the first matching single subtable of each, in order.
    private static func form(of glyph: UInt16, _ lookups: [[Subtable]], numGlyphs: Int) -> UInt16 {
        var current = glyph
        for subtables in lookups {
            for case let .single(coverage, delta, substitutes) in subtables {
                guard let coverageIndex = coverage.value(current) else { continue }
                let replacement = substitutes.isEmpty ? (Int(current) + delta) & 0xFFFF : coverageIndex < substitutes.count ? Int(substitutes[coverageIndex]) : Int(current)
                if replacement < numGlyphs { current = UInt16(replacement) }
                break
            }
        }
        return current
    }

    /// The ligature of `first` followed by `next` (two glyphs), or nil.
    func ligature(_ first: UInt16, _ next: UInt16) -> UInt16? {
        guard !firstComponents.isEmpty, firstComponents[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0 else { return nil }
        return ligatures[UInt32(first) << 16 | UInt32(next)]
    }
}

/// The shape an Arabic letter takes from its neighbours (Unicode joining, ArabicShaping.txt).
enum JoiningForm: UInt8, Hashable, Sendable, CaseIterable {
    case isolated, initial, medial, final
}

/// Unicode's Joining_Type: how a character connects to its neighbours.
enum JoiningType: UInt8, Sendable {
    /// Non-joining, join-causing (ZWJ, tatweel), dual-joining, right-joining, left-joining, transparent.
    case u, c, d, r, l, t

    init(_ scalar: Unicode.Scalar) {
        if scalar.value < UnicodeTables.denseCount {
            self = JoiningType.firstBlocks[Int(scalar.value)]
            return
        }
        let raw = UnicodeTables.lookup(scalar.value, starts: UnicodeTables.joiningStarts, values: UnicodeTables.joiningTypes)
        self = JoiningType(rawValue: raw) ?? .u
    }

    /// The code points below ``UnicodeTables/denseCount`` (Arabic and Syriac among them), read
    /// without a table search.
    private static let firstBlocks = UnicodeTables.dense(starts: UnicodeTables.joiningStarts, values: UnicodeTables.joiningTypes)
        .map { JoiningType(rawValue: $0) ?? .u }

    /// Joins to the character before it (in logical order).
    var joinsBefore: Bool { self == .d || self == .r || self == .c }
    /// Joins to the character after it.
    var joinsAfter: Bool { self == .d || self == .l || self == .c }

    /// The form of each character of a sequence of joining types (nil for non-joining ones);
    /// transparent characters are skipped over.
    static func forms(_ types: [JoiningType]) -> [JoiningForm?] {
        var forms = [JoiningForm?](repeating: nil, count: types.count)
        var previous: Int? = nil
        for i in types.indices where types[i] != .t {
            let joining = types[i]
            if joining == .d || joining == .r || joining == .l { forms[i] = .isolated }
            if let before = previous, types[before].joinsAfter, joining.joinsBefore {
                if forms[before] == .isolated { forms[before] = .initial } else if forms[before] == .final { forms[before] = .medial }
                if forms[i] == .isolated { forms[i] = .final }
            }
            previous = i
        }
        return forms
    }
}
