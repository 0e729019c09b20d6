/// Sorted glyph ranges mapping to a value: an OpenType Coverage table (value = coverage index)
/// or ClassDef table (value = class).
struct GlyphRanges: Sendable {
    private var starts: [UInt16] = []
    private var ends: [UInt16] = []
    private var values: [UInt16] = []
    /// For coverage: value = startIndex + (glyph − start). For class defs: value is constant.
    private let incrementing: Bool
    /// Every value by glyph (−1 where no range holds it) from glyph 0 to the last range's end,
    /// when ``densified(budget:)`` made it; else empty and values are binary-searched.
    private var dense: [Int32] = []

    /// The value for `glyph`, or nil when no range holds it.
    func value(_ glyph: UInt16) -> Int? {
        if !dense.isEmpty {
            let i = Int(glyph)
            guard i < dense.count, dense[i] >= 0 else { return nil }
            return Int(dense[i])
        }
        return searched(glyph)
    }

    /// The value for `glyph` by binary search over the ranges.
    private func searched(_ glyph: UInt16) -> Int? {
        var lo = 0, hi = ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] < glyph { lo = mid + 1 } else { hi = mid }
        }
        guard lo < ends.count, starts[lo] <= glyph else { return nil }
        return Int(values[lo]) + (incrementing ? Int(glyph - starts[lo]) : 0)
    }

    /// The ranges' first and last glyphs, in glyph order.
    var bounds: Zip2Sequence<[UInt16], [UInt16]> { zip(starts, ends) }

    /// Every glyph the ranges hold, with its value, in glyph order.
    var entries: [(glyph: UInt16, value: Int)] {
        var result: [(glyph: UInt16, value: Int)] = []
        for i in starts.indices {
            for g in starts[i]...ends[i] { result.append((g, Int(values[i]) + (incrementing ? Int(g - starts[i]) : 0))) }
        }
        return result
    }

    /// The same ranges with their values also stored by glyph, for tables looked up for every
    /// pair of glyphs (kerning), when the array fits in what is left of `budget` (entries,
    /// shared by a face's tables so that a font with many tables stays bounded).
    func densified(budget: inout Int) -> GlyphRanges {
        guard dense.isEmpty, let last = ends.max() else { return self }
        let count = Int(last) + 1
        guard count <= budget else { return self }
        budget -= count
        var copy = self
        // Each glyph's value as the search finds it, so that even overlapping ranges in a
        // malformed table answer the same either way.
        copy.dense = (0..<count).map { g in searched(UInt16(g)).map { Int32($0) } ?? -1 }
        return copy
    }

    private mutating func add(_ s: UInt16, _ e: UInt16, _ v: UInt16) { starts.append(s); ends.append(e); values.append(v) }

    /// Sorts the ranges by start (files should already be sorted; this keeps a bad one from
    /// breaking the binary search).
    private mutating func finish() {
        let order = starts.indices.sorted { (starts[$0], ends[$0], values[$0]) < (starts[$1], ends[$1], values[$1]) }
        starts = order.map { starts[$0] }; ends = order.map { ends[$0] }; values = order.map { values[$0] }
    }

    static let limit = 70_000

    /// No glyph (every glyph in class 0).
    static let empty = GlyphRanges(incrementing: false)
    private init(incrementing: Bool) { self.incrementing = incrementing }

    /// Parses a Coverage table.
    init(coverage r: TableReader) throws(FontError) {
        incrementing = true
        let format = try r.u16(0), n = Int(try r.u16(2))
        try r.limit(n, GlyphRanges.limit, "coverage entries", at: 2)
        switch format {
        case 1:
            for i in 0..<n { let g = try r.u16(4 + 2 * i); add(g, g, UInt16(i)) }
        case 2:
            try addRangeRecords(r, count: n, at: 4, what: "coverage range")
        default: throw r.invalid("unknown coverage format \(format)", at: 0)
        }
        finish()
    }

    /// Parses a ClassDef table.
    init(classDef r: TableReader) throws(FontError) {
        incrementing = false
        let format = try r.u16(0)
        switch format {
        case 1:
            let first = Int(try r.u16(2)), n = Int(try r.u16(4))
            try r.limit(n, GlyphRanges.limit, "class values", at: 4)
            for i in 0..<n where first + i <= 0xFFFF {
                let g = UInt16(first + i)
                add(g, g, try r.u16(6 + 2 * i))
            }
        case 2:
            let n = Int(try r.u16(2))
            try r.limit(n, GlyphRanges.limit, "class ranges", at: 2)
            try addRangeRecords(r, count: n, at: 4, what: "class range")
        default: throw r.invalid("unknown class definition format \(format)", at: 0)
        }
        finish()
    }
}

extension GlyphRanges {
    /// Adds `count` range records (start glyph, end glyph, value: 6 bytes each) from `offset`,
    /// the layout shared by Coverage format 2 and ClassDef format 2.
    fileprivate mutating func addRangeRecords(_ r: TableReader, count: Int, at offset: Int, what: String) throws(FontError) {
        for i in 0..<count {
            let o = offset + 6 * i
            let s = try r.u16(o), e = try r.u16(o + 2), v = try r.u16(o + 4)
            guard s <= e else { throw r.invalid("\(what) \(s) > \(e)", at: o) }
            add(s, e, v)
        }
    }
}
