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

    static let empty = CharacterMap(bmp: [], groups: [], numGlyphs: 0)

    private init(bmp: [UInt16], groups: [(start: UInt32, end: UInt32, glyph: UInt32)], numGlyphs: Int) {
        self.bmp = bmp; self.groups = groups; self.numGlyphs = numGlyphs
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
        let g = UInt64(groups[lo].glyph) + UInt64(scalar - groups[lo].start)
        return g < UInt64(numGlyphs) ? UInt16(g) : 0
    }

    /// Parses the best Unicode subtable of `cmap`.
    init(_ r: TableReader, numGlyphs: Int) throws(FontError) {
        self.numGlyphs = numGlyphs
        self.bmp = []
        self.groups = []
        let count = Int(try r.u16(2))
        try r.limit(count, 512, "number of encoding records", at: 2)
        var best12: Int? = nil, best4: Int? = nil
        for i in 0..<count {
            let rec = 4 + i * 8
            let platform = try r.u16(rec), encoding = try r.u16(rec + 2)
            let offset = Int(try r.u32(rec + 4))
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let format = try r.u16(offset)
            if format == 12, best12 == nil { best12 = offset }
            if format == 4, best4 == nil { best4 = offset }
        }
        if let o = best12 {
            try parse12(r.sub(at: o))
        } else if let o = best4 {
            try parse4(r.sub(at: o))
        } else {
            throw r.invalid("no Unicode subtable of format 4 or 12", at: 0)
        }
    }

    private mutating func parse4(_ r: TableReader) throws(FontError) {
        let segCount = Int(try r.u16(6)) / 2
        let ends = 14, starts = 16 + segCount * 2, deltas = starts + segCount * 2, ranges = deltas + segCount * 2
        try r.check(ranges, segCount * 2)
        var table = [UInt16](repeating: 0, count: 0x10000)
        var budget = 0x20000
        for s in 0..<segCount {
            let end = Int(try r.u16(ends + s * 2)), start = Int(try r.u16(starts + s * 2))
            let delta = Int(try r.u16(deltas + s * 2))
            let rangeOffset = Int(try r.u16(ranges + s * 2))
            guard start <= end else { continue }
            budget -= end - start + 1
            guard budget >= 0 else {
                throw .limitExceeded(table: "cmap", offset: r.tableOffset(starts + s * 2), what: "format 4 code points",
                                     value: 0x20000 - budget, limit: 0x20000)
            }
            for c in start...end {
                var g: Int
                if rangeOffset == 0 {
                    g = (c + delta) & 0xFFFF
                } else {
                    g = Int(try r.u16(ranges + s * 2 + rangeOffset + 2 * (c - start)))
                    if g != 0 { g = (g + delta) & 0xFFFF }
                }
                if g < numGlyphs { table[c] = UInt16(g) }
            }
        }
        bmp = table
    }

    private mutating func parse12(_ r: TableReader) throws(FontError) {
        let n = Int(try r.u32(12))
        try r.limit(n, 200_000, "number of format 12 groups", at: 12)
        try r.check(16, n * 12)
        var table = [UInt16](repeating: 0, count: 0x10000)
        var high: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        var budget = 0x20000
        for i in 0..<n {
            let o = 16 + i * 12
            let start = try r.u32(o), end = try r.u32(o + 4), glyph = try r.u32(o + 8)
            guard start <= end, end <= 0x10FFFF else { throw r.invalid("bad group \(start)…\(end)", at: o) }
            if start < 0x10000 {
                budget -= Int(min(end, 0xFFFF) - start) + 1
                try r.limit(0x20000 - budget, 0x20000, "format 12 code points in the BMP", at: o)
                for c in start...min(end, 0xFFFF) {
                    let g = UInt64(glyph) + UInt64(c - start)
                    if g < UInt64(numGlyphs) { table[Int(c)] = UInt16(g) }
                }
            }
            if end >= 0x10000 {
                let s = max(start, 0x10000)
                let g = UInt64(glyph) + UInt64(s - start)
                if g < UInt64(numGlyphs) { high.append((s, end, UInt32(g))) }
            }
        }
        high.sort { ($0.start, $0.end, $0.glyph) < ($1.start, $1.end, $1.glyph) }
        bmp = table
        groups = high
    }
}
