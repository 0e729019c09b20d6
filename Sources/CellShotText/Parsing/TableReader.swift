import CellShotRaster
/// Bounds-checked big-endian reads inside one table of a font file. Offsets are relative to
/// the reader's start; errors report offsets relative to the table's start.
struct TableReader: Sendable {
    let bytes: [UInt8]
    let tag: String
    /// Absolute position of this reader's first byte in `bytes`.
    let start: Int
    /// Bytes readable from `start`.
    let length: Int
    /// Absolute position of the table's first byte (for error offsets).
    let tableStart: Int

    init(bytes: [UInt8], tag: String, start: Int, length: Int) {
        self.bytes = bytes; self.tag = tag; self.start = start; self.length = length; self.tableStart = start
    }
    private init(bytes: [UInt8], tag: String, start: Int, length: Int, tableStart: Int) {
        self.bytes = bytes; self.tag = tag; self.start = start; self.length = length; self.tableStart = tableStart
    }

    /// This reader's offset `o` as an offset from the table's start.
    func tableOffset(_ o: Int) -> Int { start - tableStart + o }

    /// A reader over `length` bytes (default: the rest) from `offset`, e.g. a subtable.
    func sub(at offset: Int, length len: Int? = nil) throws(FontError) -> TableReader {
        guard offset >= 0, offset <= length else { throw .truncated(table: tag, offset: tableOffset(offset), length: 0) }
        let l = len ?? (length - offset)
        guard l >= 0, l <= length - offset else { throw .truncated(table: tag, offset: tableOffset(offset), length: l) }
        return TableReader(bytes: bytes, tag: tag, start: start + offset, length: l, tableStart: tableStart)
    }

    @inline(__always) func check(_ offset: Int, _ n: Int) throws(FontError) {
        guard offset >= 0, n >= 0, offset <= length - n else {
            throw .truncated(table: tag, offset: tableOffset(offset), length: n)
        }
    }
    @inline(__always) func u8(_ o: Int) throws(FontError) -> UInt8 {
        try check(o, 1)
        return bytes[start + o]
    }
    @inline(__always) func u16(_ o: Int) throws(FontError) -> UInt16 {
        try check(o, 2)
        let i = start + o
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }
    @inline(__always) func i16(_ o: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(o)) }
    @inline(__always) func u32(_ o: Int) throws(FontError) -> UInt32 {
        try check(o, 4)
        let i = start + o
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }
    /// Throws ``FontError/limitExceeded(table:offset:what:value:limit:)`` unless `value ≤ limit`.
    func limit(_ value: Int, _ limit: Int, _ what: String, at o: Int) throws(FontError) {
        guard value <= limit else {
            throw .limitExceeded(table: tag, offset: tableOffset(o), what: what, value: value, limit: limit)
        }
    }
    /// Throws ``FontError/invalidValue(table:offset:reason:)``.
    func invalid(_ reason: String, at o: Int) -> FontError { .invalidValue(table: tag, offset: tableOffset(o), reason: reason) }
}
