import CellShotRaster
/// A face's colour glyph bitmaps: the strikes of `CBLC` (bitmap sizes and their index
/// subtables, formats 1–5) and the glyph records of `CBDT` (formats 17, 18 and 19: metrics and
/// PNG data), as colour emoji fonts (Noto Color Emoji) store them. Every size and offset read
/// from the file is checked; a bad one is a ``FontError`` naming the table and offset.
struct ColorBitmaps: Sendable {
    /// Metrics of one bitmap in strike pixels (CBLC/CBDT "small" or "big" glyph metrics).
    struct Metrics: Hashable, Sendable {
        let width: Int
        let height: Int
        /// From the pen to the bitmap's left edge.
        let bearingX: Int
        /// From the baseline up to the bitmap's top edge.
        let bearingY: Int
        let advance: Int
    }

    /// One glyph's bitmap record: its metrics, the strike's pixels per em and the PNG bytes.
    struct Bitmap: Sendable {
        let metrics: Metrics
        let ppem: Int
        let png: [UInt8]
        /// Where the PNG data starts in CBDT (for error messages).
        let offset: Int
    }

    /// One index subtable: glyphs first…last of a strike and where their records are.
    struct IndexRange: Sendable {
        let first: UInt16
        let last: UInt16
        let indexFormat: UInt16
        let imageFormat: UInt16
        /// The subtable (header included) in CBLC.
        let table: TableReader
        /// Offset of the range's glyph records in CBDT.
        let imageDataOffset: Int
    }

    /// One bitmap size.
    struct Strike: Sendable {
        let ppem: Int
        let ranges: [IndexRange]
    }

    let strikes: [Strike]
    let data: TableReader

    static let maxStrikes = 64
    static let maxRanges = 4096
    /// The largest glyph record accepted (PNG bytes).
    static let maxRecordBytes = 1 << 20

    /// Parses `CBLC` (`index`) against `CBDT` (`data`).
    init(index: TableReader, data: TableReader) throws(FontError) {
        self.data = data
        let major = try index.u16(0)
        guard major == 2 || major == 3 else { throw index.invalid("CBLC version \(major) (expected 3)", at: 0) }
        let numSizes = Int(try index.u32(4))
        try index.limit(numSizes, ColorBitmaps.maxStrikes, "bitmap size count", at: 4)
        var strikes: [Strike] = []
        for strikeIndex in 0..<numSizes {
            let record = 8 + 48 * strikeIndex
            let arrayOffset = Int(try index.u32(record))
            let count = Int(try index.u32(record + 8))
            try index.limit(count, ColorBitmaps.maxRanges, "index subtable count", at: record + 8)
            let ppem = Int(try index.u8(record + 45))
            guard ppem > 0 else { throw index.invalid("strike \(strikeIndex) has ppem 0", at: record + 45) }
            let array = try index.sub(at: arrayOffset)
            try array.check(0, 8 * count)
            var ranges: [IndexRange] = []
            ranges.reserveCapacity(count)
            for i in 0..<count {
                let first = try array.u16(8 * i), last = try array.u16(8 * i + 2)
                guard first <= last else { throw array.invalid("index subtable \(i): glyph range \(first)…\(last) is reversed", at: 8 * i) }
                let table = try array.sub(at: Int(try array.u32(8 * i + 4)))
                let indexFormat = try table.u16(0), imageFormat = try table.u16(2)
                guard (1...5).contains(indexFormat) else { throw table.invalid("unknown index subtable format \(indexFormat)", at: 0) }
                guard (17...19).contains(imageFormat) else {
                    throw table.invalid("image format \(imageFormat) is not a PNG format (17, 18 or 19)", at: 2)
                }
                ranges.append(IndexRange(first: first, last: last, indexFormat: indexFormat, imageFormat: imageFormat,
                                         table: table, imageDataOffset: Int(try table.u32(4))))
            }
            strikes.append(Strike(ppem: ppem, ranges: ranges))
        }
        self.strikes = strikes
    }

    /// The strike for a device pixel size: the smallest at least that large, else the largest
    /// (nil when there are none).
    func strike(forPixelSize size: Double) -> Int? {
        let larger = strikes.indices.filter { Double(strikes[$0].ppem) >= size }
        if let fitting = larger.min(by: { strikes[$0].ppem < strikes[$1].ppem }) { return fitting }
        return strikes.indices.max(by: { strikes[$0].ppem < strikes[$1].ppem })
    }

    /// The glyph's record in strike `strikeIndex`: nil when the strike has no bitmap for it.
    func bitmap(_ glyph: UInt16, strike strikeIndex: Int) throws(FontError) -> Bitmap? {
        guard strikes.indices.contains(strikeIndex),
              let range = strikes[strikeIndex].ranges.first(where: { $0.first <= glyph && glyph <= $0.last }),
              let (offset, length, shared) = try ColorBitmaps.location(of: glyph, in: range)
        else { return nil }
        guard length > 0 else { return nil }
        let at = range.imageDataOffset + offset
        let record = try data.sub(at: at, length: length)
        let metrics: Metrics, pngStart: Int
        switch range.imageFormat {
        case 17: metrics = try ColorBitmaps.metrics(record, at: 0); pngStart = 5
        case 18: metrics = try ColorBitmaps.metrics(record, at: 0); pngStart = 8
        default:
            guard let shared else { throw range.table.invalid("image format 19 needs index format 2 or 5 (shared metrics)", at: 2) }
            metrics = shared; pngStart = 0
        }
        let pngLength = Int(try record.u32(pngStart))
        try record.limit(pngLength, ColorBitmaps.maxRecordBytes, "PNG data length", at: pngStart)
        try record.check(pngStart + 4, pngLength)
        let from = record.start + pngStart + 4
        return Bitmap(metrics: metrics, ppem: strikes[strikeIndex].ppem, png: Array(record.bytes[from..<from + pngLength]),
                      offset: record.tableOffset(pngStart + 4))
    }

    /// Where the glyph's record is, relative to the range's image data, and its length; and
    /// the range's shared metrics (formats 2 and 5). Nil when the range does not hold the glyph.
    static func location(of glyph: UInt16, in range: IndexRange) throws(FontError) -> (Int, Int, Metrics?)? {
        let table = range.table, slot = Int(glyph - range.first)
        switch range.indexFormat {
        case 1, 3:
            let wide = range.indexFormat == 1
            func offset(_ entry: Int) throws(FontError) -> Int {
                wide ? Int(try table.u32(8 + 4 * entry)) : Int(try table.u16(8 + 2 * entry))
            }
            let start = try offset(slot), end = try offset(slot + 1)
            guard start <= end else { throw table.invalid("glyph \(glyph): offsets \(start) > \(end) are decreasing", at: 8) }
            return (start, end - start, nil)
        case 2:
            let size = Int(try table.u32(8))
            try table.limit(size, maxRecordBytes, "image size", at: 8)
            return (size * slot, size, try bigMetrics(table, at: 12))
        case 4:
            let glyphCount = Int(try table.u32(8))
            try table.limit(glyphCount, Int(UInt16.max) + 1, "glyph count", at: 8)
            try table.check(12, 4 * (glyphCount + 1))
            for entry in 0..<glyphCount where try table.u16(12 + 4 * entry) == glyph {
                let start = Int(try table.u16(14 + 4 * entry)), end = Int(try table.u16(18 + 4 * entry))
                guard start <= end else { throw table.invalid("glyph \(glyph): offsets \(start) > \(end) are decreasing", at: 14 + 4 * entry) }
                return (start, end - start, nil)
            }
            return nil
        default:
            let size = Int(try table.u32(8))
            try table.limit(size, maxRecordBytes, "image size", at: 8)
            let metrics = try bigMetrics(table, at: 12)
            let glyphCount = Int(try table.u32(20))
            try table.limit(glyphCount, Int(UInt16.max) + 1, "glyph count", at: 20)
            try table.check(24, 2 * glyphCount)
            for entry in 0..<glyphCount where try table.u16(24 + 2 * entry) == glyph { return (size * entry, size, metrics) }
            return nil
        }
    }

    /// Small glyph metrics (5 bytes), or the horizontal half of big ones (8 bytes): height,
    /// width, bearing x, bearing y, advance.
    static func metrics(_ reader: TableReader, at offset: Int) throws(FontError) -> Metrics {
        Metrics(width: Int(try reader.u8(offset + 1)), height: Int(try reader.u8(offset)),
                bearingX: Int(Int8(bitPattern: try reader.u8(offset + 2))), bearingY: Int(Int8(bitPattern: try reader.u8(offset + 3))),
                advance: Int(try reader.u8(offset + 4)))
    }

    static func bigMetrics(_ reader: TableReader, at offset: Int) throws(FontError) -> Metrics {
        try reader.check(offset, 8)
        return try metrics(reader, at: offset)
    }
}
