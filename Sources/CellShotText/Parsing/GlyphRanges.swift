/// Sorted glyph ranges mapping to a value: an OpenType Coverage table (value = coverage index)
/// or ClassDef table (value = class).
struct GlyphRanges: Sendable {
    /// The ranges' first and last glyphs, in glyph order.
    private(set) var starts: [UInt16] = []
    private(set) var ends: [UInt16] = []
    private var values: [UInt16] = []
    /// For coverage: value = startIndex + (glyph − start). For class defs: value is constant.
    private let incrementing: Bool
    /// Every value by glyph (−1 where no range holds it) from glyph 0 to the last range's end,
    /// when ``densified(budget:)`` made it; else empty and values are binary-searched.
    private var dense: [Int32] = []

    /// The value for `glyph`, or nil when no range holds it.
    func value(_ glyph: UInt16) -> Int? {
        if !dense.isEmpty {
            let index = Int(glyph)
            guard index < dense.count, dense[index] >= 0 else { return nil }
            return Int(dense[index])
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

    /// Every glyph the ranges hold, with its value, in glyph order.
    var entries: [(glyph: UInt16, value: Int)] {
        var result: [(glyph: UInt16, value: Int)] = []
        for i in starts.indices {
            for glyph in starts[i]...ends[i] { result.append((glyph, Int(values[i]) + (incrementing ? Int(glyph - starts[i]) : 0))) }
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
        copy.dense = [Int32](repeating: -1, count: count)
        if isDisjoint {
            for range in starts.indices {
                for glyph in Int(starts[range])...Int(ends[range]) {
                    copy.dense[glyph] = Int32(values[range]) + (incrementing ? Int32(glyph - Int(starts[range])) : 0)
                }
            }
        } else {
            // Each glyph's value as the search finds it, so that even overlapping ranges in a
            // malformed table answer the same either way.
            for glyph in 0..<count { copy.dense[glyph] = searched(UInt16(glyph)).map { Int32($0) } ?? -1 }
        }
        return copy
    }

    /// True when `other` holds the same ranges with the same values (a copy of this table).
    func hasSameRanges(as other: GlyphRanges) -> Bool {
        incrementing == other.incrementing && starts == other.starts && ends == other.ends && values == other.values
    }

    /// The value of range `range`'s first glyph (a class definition's class for the whole range).
    func firstValue(ofRange range: Int) -> Int { Int(values[range]) }

    private mutating func add(_ first: UInt16, _ last: UInt16, _ value: UInt16) { starts.append(first); ends.append(last); values.append(value) }

    /// True when each range ends before the next starts: a glyph is in one range at most, the
    /// one the binary search finds.
    private var isDisjoint: Bool {
        for range in starts.indices.dropFirst() where ends[range - 1] >= starts[range] { return false }
        return true
    }

    /// Sorts the ranges by start (files should already be sorted; this keeps a bad one from
    /// breaking the binary search).
    private mutating func finish() {
        if isDisjoint { return }
        let order = starts.indices.sorted { (starts[$0], ends[$0], values[$0]) < (starts[$1], ends[$1], values[$1]) }
        starts = order.map { starts[$0] }; ends = order.map { ends[$0] }; values = order.map { values[$0] }
    }

    static let limit = 70_000

    /// No glyph (every glyph in class 0).
    static let empty = GlyphRanges(incrementing: false)
    private init(incrementing: Bool) { self.incrementing = incrementing }

    /// Parses a Coverage table.
    init(coverage reader: TableReader) throws(FontError) {
        incrementing = true
        let format = try reader.u16(0), count = Int(try reader.u16(2))
        try reader.limit(count, GlyphRanges.limit, "coverage entries", at: 2)
        switch format {
        case 1:
            starts = try reader.u16s(4, count: count, stride: 2)
            ends = starts
            values = (0..<count).map { UInt16($0) }
        case 2:
            try addRangeRecords(reader, count: count, at: 4, what: "coverage range")
        default: throw reader.invalid("unknown coverage format \(format)", at: 0)
        }
        finish()
    }

    /// Parses a ClassDef table.
    init(classDef reader: TableReader) throws(FontError) {
        incrementing = false
        let format = try reader.u16(0)
        switch format {
        case 1:
            let first = Int(try reader.u16(2)), count = Int(try reader.u16(4))
            try reader.limit(count, GlyphRanges.limit, "class values", at: 4)
            for i in 0..<count where first + i <= 0xFFFF {
                let glyph = UInt16(first + i)
                add(glyph, glyph, try reader.u16(6 + 2 * i))
            }
        case 2:
            let count = Int(try reader.u16(2))
            try reader.limit(count, GlyphRanges.limit, "class ranges", at: 2)
            try addRangeRecords(reader, count: count, at: 4, what: "class range")
        default: throw reader.invalid("unknown class definition format \(format)", at: 0)
        }
        finish()
    }
}

extension GlyphRanges {
    /// Adds `count` range records (start glyph, end glyph, value: 6 bytes each) from `offset`,
    /// the layout shared by Coverage format 2 and ClassDef format 2.
    fileprivate mutating func addRangeRecords(_ reader: TableReader, count: Int, at offset: Int, what: String) throws(FontError) {
        // A table cut short is read record by record: its error is the first bad field's.
        if (try? reader.check(offset, 6 * count)) == nil {
            for i in 0..<count {
                let record = offset + 6 * i
                let first = try reader.u16(record), last = try reader.u16(record + 2)
                _ = try reader.u16(record + 4)
                guard first <= last else { throw reader.invalid("\(what) \(first) > \(last)", at: record) }
            }
        }
        let firsts = try reader.u16s(offset, count: count, stride: 6), lasts = try reader.u16s(offset + 2, count: count, stride: 6)
        let values = try reader.u16s(offset + 4, count: count, stride: 6)
        var record = 0
        while record < count, firsts[record] <= lasts[record] { record += 1 }
        if record < count { throw reader.invalid("\(what) \(firsts[record]) > \(lasts[record])", at: offset + 6 * record) }
        starts += firsts; ends += lasts; self.values += values
    }
}
