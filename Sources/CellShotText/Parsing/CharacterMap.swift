import CellShotRaster
/// A parsed `cmap`: Unicode scalar → glyph ID, from a format 12 subtable (preferred) or a
/// format 4 subtable. The Basic Multilingual Plane is expanded into a flat table for fast
/// lookups; supplementary planes are kept as sorted ranges.
struct CharacterMap: Sendable {
    /// 65 536 entries (or empty when the font maps nothing in the BMP).
    private var bmp: [UInt16]
    /// Sorted, non-overlapping-start (start, end, startGlyph) groups above U+FFFF.
    private var groups: [(start: UInt32, end: UInt32, glyph: UInt32)]
    private let numGlyphs: Int
    /// True when every printable ASCII character (U+0020…U+007E) has a glyph: a text of them
    /// needs no face after this one.
    private(set) var mapsPrintableASCII = false

    static let empty = CharacterMap(bmp: [], groups: [], numGlyphs: 0)

    private init(bmp: [UInt16], groups: [(start: UInt32, end: UInt32, glyph: UInt32)], numGlyphs: Int) {
        self.bmp = bmp; self.groups = groups; self.numGlyphs = numGlyphs
        mapsPrintableASCII = CharacterMap.mapsPrintableASCII(bmp)
    }

    /// True when `bmp` has a glyph for every printable ASCII character.
    private static func mapsPrintableASCII(_ bmp: [UInt16]) -> Bool {
        bmp.count > 0x7E && bmp[0x20...0x7E].allSatisfy { $0 != 0 }
    }

    /// The glyph for a scalar, 0 (.notdef) when the font has none.
    func glyph(for scalar: UInt32) -> UInt16 {
        if scalar < 0x10000 {
            return bmp.isEmpty ? 0 : bmp[Int(scalar)]
        }
        var lo = 0, hi = groups.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if groups[mid].end < scalar { lo = mid + 1 } else { hi = mid }
        }
        guard lo < groups.count, groups[lo].start <= scalar else { return 0 }
        let glyphID = UInt64(groups[lo].glyph) + UInt64(scalar - groups[lo].start)
        return glyphID < UInt64(numGlyphs) ? UInt16(glyphID) : 0
    }

    /// Parses the best Unicode subtable of `cmap`.
    init(_ reader: TableReader, numGlyphs: Int) throws(FontError) {
        self.numGlyphs = numGlyphs
        self.bmp = []
        self.groups = []
        let count = Int(try reader.u16(2))
        try reader.limit(count, 512, "number of encoding records", at: 2)
        var best12: Int? = nil, best4: Int? = nil
        for i in 0..<count {
            let rec = 4 + i * 8
            let platform = try reader.u16(rec), encoding = try reader.u16(rec + 2)
            let offset = Int(try reader.u32(rec + 4))
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let format = try reader.u16(offset)
            if format == 12, best12 == nil { best12 = offset }
            if format == 4, best4 == nil { best4 = offset }
        }
        if let subtable = best12 {
            try parse12(reader.sub(at: subtable))
        } else if let subtable = best4 {
            try parse4(reader.sub(at: subtable))
        } else {
            throw reader.invalid("no Unicode subtable of format 4 or 12", at: 0)
        }
    }

    private mutating func parse4(_ reader: TableReader) throws(FontError) {
        let segCount = Int(try reader.u16(6)) / 2
        let ends = 14, starts = 16 + segCount * 2, deltas = starts + segCount * 2, ranges = deltas + segCount * 2
        try reader.check(ranges, segCount * 2)
        var table = [UInt16](repeating: 0, count: 0x10000)
        var budget = 0x20000
        for segment in 0..<segCount {
            let end = Int(try reader.u16(ends + segment * 2)), start = Int(try reader.u16(starts + segment * 2))
            let delta = Int(try reader.u16(deltas + segment * 2))
            let rangeOffset = Int(try reader.u16(ranges + segment * 2))
            guard start <= end else { continue }
            budget -= end - start + 1
            guard budget >= 0 else {
                throw .limitExceeded(table: "cmap", offset: reader.tableOffset(starts + segment * 2), what: "format 4 code points",
                                     value: 0x20000 - budget, limit: 0x20000)
            }
            for code in start...end {
                var glyphID: Int
                if rangeOffset == 0 {
                    glyphID = (code + delta) & 0xFFFF
                } else {
                    glyphID = Int(try reader.u16(ranges + segment * 2 + rangeOffset + 2 * (code - start)))
                    if glyphID != 0 { glyphID = (glyphID + delta) & 0xFFFF }
                }
                if glyphID < numGlyphs { table[code] = UInt16(glyphID) }
            }
        }
        bmp = table
        mapsPrintableASCII = CharacterMap.mapsPrintableASCII(table)
    }

    private mutating func parse12(_ reader: TableReader) throws(FontError) {
        let groupCount = Int(try reader.u32(12))
        try reader.limit(groupCount, 200_000, "number of format 12 groups", at: 12)
        try reader.check(16, groupCount * 12)
        var table = [UInt16](repeating: 0, count: 0x10000)
        var high: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        var budget = 0x20000
        for i in 0..<groupCount {
            let record = 16 + i * 12
            let start = try reader.u32(record), end = try reader.u32(record + 4), glyph = try reader.u32(record + 8)
            guard start <= end, end <= 0x10FFFF else { throw reader.invalid("bad group \(start)…\(end)", at: record) }
            if start < 0x10000 {
                budget -= Int(min(end, 0xFFFF) - start) + 1
                try reader.limit(0x20000 - budget, 0x20000, "format 12 code points in the BMP", at: record)
                for code in start...min(end, 0xFFFF) {
                    let glyphID = UInt64(glyph) + UInt64(code - start)
                    if glyphID < UInt64(numGlyphs) { table[Int(code)] = UInt16(glyphID) }
                }
            }
            if end >= 0x10000 {
                let highStart = max(start, 0x10000)
                let glyphID = UInt64(glyph) + UInt64(highStart - start)
                if glyphID < UInt64(numGlyphs) { high.append((highStart, end, UInt32(glyphID))) }
            }
        }
        high.sort { ($0.start, $0.end, $0.glyph) < ($1.start, $1.end, $1.glyph) }
        bmp = table
        groups = high
        mapsPrintableASCII = CharacterMap.mapsPrintableASCII(table)
    }
}
