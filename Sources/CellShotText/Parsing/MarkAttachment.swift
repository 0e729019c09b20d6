/// GPOS mark attachment for the Arabic and Hebrew scripts: where a mark (haraka, niqqud) sits
/// on its base glyph (`mark` feature, MarkBasePos, type 4) or on the mark before it (`mkmk`,
/// MarkMarkPos, type 6).
struct MarkAttachment: Sendable {
    /// One MarkBasePos or MarkMarkPos subtable: per covered mark its class and anchor; per
    /// covered base (or preceding mark) an anchor per class.
    struct Subtable: Sendable {
        let marks: GlyphRanges
        let bases: GlyphRanges
        let markClass: [UInt16]
        let markAnchor: [Anchor]
        let classCount: Int
        /// bases.count × classCount anchors (nil where the base has none for a class).
        let baseAnchors: [Anchor?]

        /// The mark's origin relative to the base's origin, in font units, or nil.
        func offset(mark: UInt16, base: UInt16) -> Anchor? {
            guard let m = marks.value(mark), let b = bases.value(base), m < markClass.count else { return nil }
            let c = Int(markClass[m])
            guard c < classCount, b * classCount + c < baseAnchors.count, let anchor = baseAnchors[b * classCount + c] else {
                return nil
            }
            return Anchor(x: anchor.x - markAnchor[m].x, y: anchor.y - markAnchor[m].y)
        }
    }

    /// A point in font units.
    struct Anchor: Hashable, Sendable { let x: Int; let y: Int }

    private(set) var toBase: [[Subtable]] = []
    private(set) var toMark: [[Subtable]] = []

    static let none = MarkAttachment()
    static let maxClasses = 1024
    private init() {}

    init(gpos: TableReader?) throws(FontError) {
        guard let gpos else { return }
        for script in ["arab", "hebr"] {
            let features = try LayoutFeatures(gpos, scripts: [script], features: ["mark", "mkmk"], extensionType: 9)
            toBase += try MarkAttachment.parse(features.lookups("mark"), type: 4)
            toMark += try MarkAttachment.parse(features.lookups("mkmk"), type: 6)
        }
    }

    private static func parse(_ lookups: [LayoutFeatures.Lookup], type: UInt16) throws(FontError) -> [[Subtable]] {
        var result: [[Subtable]] = []
        for lookup in lookups where lookup.type == type {
            var subtables: [Subtable] = []
            for r in lookup.subtables { subtables.append(try subtable(r)) }
            if !subtables.isEmpty { result.append(subtables) }
        }
        return result
    }

    /// MarkBasePos and MarkMarkPos format 1 share one layout.
    private static func subtable(_ r: TableReader) throws(FontError) -> Subtable {
        let format = try r.u16(0)
        guard format == 1 else { throw r.invalid("unknown mark attachment format \(format)", at: 0) }
        let marks = try GlyphRanges(coverage: r.sub(at: Int(try r.u16(2))))
        let bases = try GlyphRanges(coverage: r.sub(at: Int(try r.u16(4))))
        let classCount = Int(try r.u16(6))
        try r.limit(classCount, maxClasses, "mark class count", at: 6)
        let markArray = try r.sub(at: Int(try r.u16(8)))
        let baseArray = try r.sub(at: Int(try r.u16(10)))
        let markCount = Int(try markArray.u16(0))
        try markArray.check(2, markCount * 4)
        var markClass: [UInt16] = [], markAnchor: [Anchor] = []
        for i in 0..<markCount {
            markClass.append(try markArray.u16(2 + 4 * i))
            markAnchor.append(try anchor(markArray.sub(at: Int(try markArray.u16(4 + 4 * i)))))
        }
        let baseCount = Int(try baseArray.u16(0))
        try baseArray.check(2, baseCount * classCount * 2)
        var baseAnchors: [Anchor?] = []
        baseAnchors.reserveCapacity(baseCount * classCount)
        for i in 0..<(baseCount * classCount) {
            let o = Int(try baseArray.u16(2 + 2 * i))
            baseAnchors.append(o == 0 ? nil : try anchor(baseArray.sub(at: o)))
        }
        return Subtable(marks: marks, bases: bases, markClass: markClass, markAnchor: markAnchor,
                        classCount: classCount, baseAnchors: baseAnchors)
    }

    /// Anchor formats 1–3 start with x and y (device and contour-point refinements ignored).
    private static func anchor(_ r: TableReader) throws(FontError) -> Anchor {
        let format = try r.u16(0)
        guard (1...3).contains(format) else { throw r.invalid("unknown anchor format \(format)", at: 0) }
        return Anchor(x: Int(try r.i16(2)), y: Int(try r.i16(4)))
    }

    var isEmpty: Bool { toBase.isEmpty && toMark.isEmpty }

    /// Where `mark` sits relative to `base` (origin to origin, font units), or nil.
    func onBase(_ mark: UInt16, _ base: UInt16) -> Anchor? { MarkAttachment.first(toBase, mark, base) }

    /// Where `mark` sits relative to the mark `previous` before it, or nil.
    func onMark(_ mark: UInt16, _ previous: UInt16) -> Anchor? { MarkAttachment.first(toMark, mark, previous) }

    private static func first(_ lookups: [[Subtable]], _ mark: UInt16, _ base: UInt16) -> Anchor? {
        for subtables in lookups {
            for s in subtables { if let a = s.offset(mark: mark, base: base) { return a } }
        }
        return nil
    }
}
