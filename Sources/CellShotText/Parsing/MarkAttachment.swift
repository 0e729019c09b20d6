/// GPOS mark attachment for the Arabic, Hebrew, Latin, Greek, Cyrillic and Indic scripts: where a
/// mark (haraka, niqqud, accent) sits on its base glyph (`mark` feature, MarkBasePos, type 4),
/// on a component of a ligature (MarkLigPos, type 5: a haraka on the lam or the alef of
/// lam-alef) or on the mark before it (`mkmk`, MarkMarkPos, type 6), with each lookup's flags.
struct MarkAttachment: Sendable {
    /// One MarkBasePos, MarkLigPos or MarkMarkPos subtable: per covered mark its class and
    /// anchor; per covered base (ligature, preceding mark) an anchor per component and class.
    struct Subtable: Sendable {
        let marks: GlyphRanges
        let bases: GlyphRanges
        let markClass: [UInt16]
        let markAnchor: [Anchor]
        let classCount: Int
        /// Per base: components × classCount anchors (nil where it has none for a class); one
        /// component except for ligatures.
        let baseAnchors: [[Anchor?]]

        /// The mark's origin relative to the base's origin, in font units, or nil. `component`
        /// counts a ligature's components in logical order (clamped to the last).
        func offset(mark: UInt16, base: UInt16, component: Int = 0) -> Anchor? {
            guard let markIndex = marks.value(mark), let baseIndex = bases.value(base), markIndex < markClass.count, baseIndex < baseAnchors.count,
                  classCount > 0 else { return nil }
            let classIndex = Int(markClass[markIndex]), row = baseAnchors[baseIndex]
            let components = row.count / classCount
            guard classIndex < classCount, components > 0 else { return nil }
            guard let anchor = row[min(max(component, 0), components - 1) * classCount + classIndex] else { return nil }
            return Anchor(x: anchor.x - markAnchor[markIndex].x, y: anchor.y - markAnchor[markIndex].y)
        }
    }

    /// A lookup's kind, flags and subtables.
    struct Lookup: Sendable {
        /// What a lookup attaches a mark to: a base (type 4), a ligature's component (5) or
        /// the mark before it (6).
        enum Kind: Sendable { case base, ligature, mark }
        let kind: Kind
        let flags: LookupFlags
        let subtables: [Subtable]
    }

    /// A point in font units.
    struct Anchor: Hashable, Sendable { let x: Int; let y: Int }

    /// The mark attachment lookups of each of ``scripts`` (in that order), each script's in
    /// lookup-list order.
    private(set) var byScript: [[Lookup]] = []

    static let none = MarkAttachment()
    static let maxClasses = 1024
    static let maxComponents = 64
    private init() {}

    /// The scripts whose `mark` and `mkmk` lookups are read (each falls back to the default
    /// script when a face does not have it); ``script(of:)`` gives a scalar's index.
    static let scripts = [["arab"], ["hebr"], ["latn"], ["grek"], ["cyrl"], ["thai"], ["lao "]]
        + IndicScript.allCases.map(\.tags)
    /// The index in ``scripts`` of the first Indic script.
    static let firstIndic = 7

    /// The index in ``scripts`` of the script whose lookups place marks on `base`: Arabic (and
    /// the other right-to-left scripts but Hebrew), Hebrew, Greek, Cyrillic, Thai, Lao, an Indic
    /// script (``IndicScript``), else Latin.
    static func script(of base: Unicode.Scalar) -> Int {
        switch base.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return 1
        case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 0
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return 3
        case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return 4
        case 0x0E00...0x0E7F: return 5
        case 0x0E80...0x0EFF: return 6
        default:
            // No Indic block overlaps the ranges above: they are matched first, being cheaper.
            if base.value >= 0x900, let indic = IndicScript(base) { return firstIndic + indic.rawValue }
            return 2
        }
    }

    /// The `mark` and `mkmk` lookups of each of ``scripts`` in `gpos`, in lookup-list order
    /// (each lookup parsed once).
    init(gpos: TableReader?) throws(FontError) {
        guard let gpos else { return }
        var parsed: [Int: Lookup?] = [:]
        for script in MarkAttachment.scripts {
            let features = try LayoutFeatures(gpos, scripts: script + ["DFLT"], features: MarkAttachment.features, extensionType: 9)
            var lookups: [Lookup] = []
            for index in Set(features.lookups.values.joined()).sorted() {
                if parsed[index] == nil { parsed[index] = try MarkAttachment.lookup(index, in: features) }
                if let found = parsed[index], let lookup = found { lookups.append(lookup) }
            }
            byScript.append(lookups)
        }
    }

    /// The mark positioning features: `mark`, `mkmk`, and the Indic scripts' above- and
    /// below-base marks (`abvm`, `blwm`).
    static let features: Set<String> = ["mark", "mkmk", "abvm", "blwm"]

    /// Lookup `index` of `features`, when it is a mark attachment (types 4–6).
    private static func lookup(_ index: Int, in features: LayoutFeatures) throws(FontError) -> Lookup? {
        guard let lookup = try features.lookup(index), (4...6).contains(lookup.type) else { return nil }
        var subtables: [Subtable] = []
        for reader in lookup.subtables { subtables.append(try MarkAttachment.subtable(reader, ligature: lookup.type == 5)) }
        let kind: Lookup.Kind = switch lookup.type { case 4: .base; case 5: .ligature; default: .mark }
        return subtables.isEmpty ? nil : Lookup(kind: kind, flags: lookup.flags, subtables: subtables)
    }

    /// MarkBasePos, MarkLigPos and MarkMarkPos format 1 share one layout; a ligature's record
    /// is a LigatureAttach table of components.
    private static func subtable(_ reader: TableReader, ligature: Bool) throws(FontError) -> Subtable {
        let format = try reader.u16(0)
        guard format == 1 else { throw reader.invalid("unknown mark attachment format \(format)", at: 0) }
        let marks = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(2))))
        let bases = try GlyphRanges(coverage: reader.sub(at: Int(try reader.u16(4))))
        let classCount = Int(try reader.u16(6))
        try reader.limit(classCount, maxClasses, "mark class count", at: 6)
        let markArray = try reader.sub(at: Int(try reader.u16(8)))
        let baseArray = try reader.sub(at: Int(try reader.u16(10)))
        let markCount = Int(try markArray.u16(0))
        try markArray.check(2, markCount * 4)
        var markClass: [UInt16] = [], markAnchor: [Anchor] = []
        for i in 0..<markCount {
            markClass.append(try markArray.u16(2 + 4 * i))
            markAnchor.append(try anchor(markArray.sub(at: Int(try markArray.u16(4 + 4 * i)))))
        }
        let baseCount = Int(try baseArray.u16(0))
        var baseAnchors: [[Anchor?]] = []
        baseAnchors.reserveCapacity(baseCount)
        if ligature {
            try baseArray.check(2, baseCount * 2)
            for i in 0..<baseCount {
                let attach = try baseArray.sub(at: Int(try baseArray.u16(2 + 2 * i)))
                let components = Int(try attach.u16(0))
                try attach.limit(components, maxComponents, "ligature component count", at: 0)
                baseAnchors.append(try anchors(attach, from: 2, count: components * classCount))
            }
        } else {
            try baseArray.check(2, baseCount * classCount * 2)
            for i in 0..<baseCount {
                baseAnchors.append(try anchors(baseArray, from: 2 + 2 * classCount * i, count: classCount))
            }
        }
        return Subtable(marks: marks, bases: bases, markClass: markClass, markAnchor: markAnchor,
                        classCount: classCount, baseAnchors: baseAnchors)
    }

    /// `count` anchor offsets (relative to `base`, 0 for none) read from `start`.
    private static func anchors(_ base: TableReader, from start: Int, count: Int) throws(FontError) -> [Anchor?] {
        try base.check(start, count * 2)
        var list: [Anchor?] = []
        list.reserveCapacity(count)
        for entry in 0..<count {
            let offset = Int(try base.u16(start + 2 * entry))
            list.append(offset == 0 ? nil : try anchor(base.sub(at: offset)))
        }
        return list
    }

    /// Anchor formats 1–3 start with x and y (device and contour-point refinements ignored).
    static func anchor(_ reader: TableReader) throws(FontError) -> Anchor {
        let format = try reader.u16(0)
        guard (1...3).contains(format) else { throw reader.invalid("unknown anchor format \(format)", at: 0) }
        return Anchor(x: Int(try reader.i16(2)), y: Int(try reader.i16(4)))
    }

    var isEmpty: Bool { byScript.allSatisfy(\.isEmpty) }

    /// Where `mark` sits relative to `base` (origin to origin, font units) by the lookups of
    /// `script` (an index into ``scripts``), or nil; with a `component`, `base` is a ligature
    /// and the mark goes on that component. The last lookup in lookup-list order that applies
    /// gives the place.
    func onBase(_ mark: UInt16, _ base: UInt16, component: Int? = nil, script: Int) -> Anchor? {
        guard script < byScript.count else { return nil }
        var found: Anchor?
        for lookup in byScript[script] where lookup.kind == (component == nil ? .base : .ligature) {
            if let offset = lookup.offset(mark: mark, base: base, component: component ?? 0) { found = offset }
        }
        return found
    }

    /// Where `mark` attaches among `placed` (the glyphs of its cluster before it, base first):
    /// each mark lookup of `script` that does not skip the mark applies in lookup-list order, as
    /// GPOS runs them, and the last that applies wins: mark-to-base on the glyph at `base` (the
    /// nearest before the mark that is not a mark), mark-to-ligature on its `component` when
    /// `base` is 0 and the cluster's base is a ligature, mark-to-mark on the nearest glyph the
    /// lookup does not skip when that is a mark with an anchor for it. Returns the index in
    /// `placed` of the glyph it attaches to and the offset from that glyph's origin.
    func attachment<Placed: RandomAccessCollection<UInt16>>(_ mark: UInt16, to placed: Placed, base: Int, component: Int?,
                                                            _ gdef: GlyphDefinition, script: Int) -> (index: Int, offset: Anchor)?
    where Placed.Index == Int {
        guard script < byScript.count, placed.indices.contains(base) else { return nil }
        let onLigature = base == 0 && component != nil
        var found: (index: Int, offset: Anchor)?
        let lookups = byScript[script]
        // By index: binding each lookup to a name would copy it (and retain its subtables).
        for index in lookups.indices where !lookups[index].flags.skips(mark, gdef) {
            switch lookups[index].kind {
            case .base, .ligature:
                guard (lookups[index].kind == .ligature) == onLigature,
                      let offset = lookups[index].offset(mark: mark, base: placed[base], component: component ?? 0) else { continue }
                found = (base, offset)
            case .mark:
                var nearest = placed.count - 1
                while nearest > 0, lookups[index].flags.skips(placed[nearest], gdef) { nearest -= 1 }
                guard nearest > 0, gdef.isMark(placed[nearest]),
                      let offset = lookups[index].offset(mark: mark, base: placed[nearest]) else { continue }
                found = (nearest, offset)
            }
        }
        return found
    }
}

extension MarkAttachment.Lookup {
    /// The first subtable's offset of `mark` on `base` (``MarkAttachment/Subtable/offset(mark:base:component:)``).
    func offset(mark: UInt16, base: UInt16, component: Int = 0) -> MarkAttachment.Anchor? {
        for index in subtables.indices {
            if let offset = subtables[index].offset(mark: mark, base: base, component: component) { return offset }
        }
        return nil
    }
}
