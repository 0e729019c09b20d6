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

    /// This reader's `offset` as an offset from the table's start.
    func tableOffset(_ offset: Int) -> Int { start - tableStart + offset }

    /// A reader over `length` bytes (default: the rest) from `offset`, e.g. a subtable.
    func sub(at offset: Int, length len: Int? = nil) throws(FontError) -> TableReader {
        guard offset >= 0, offset <= length else { throw .truncated(table: tag, offset: tableOffset(offset), length: 0) }
        let readable = len ?? (length - offset)
        guard readable >= 0, readable <= length - offset else { throw .truncated(table: tag, offset: tableOffset(offset), length: readable) }
        return TableReader(bytes: bytes, tag: tag, start: start + offset, length: readable, tableStart: tableStart)
    }

    @inline(__always) func check(_ offset: Int, _ count: Int) throws(FontError) {
        guard offset >= 0, count >= 0, offset <= length - count else {
            throw .truncated(table: tag, offset: tableOffset(offset), length: count)
        }
    }
    @inline(__always) func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }
    @inline(__always) func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        let position = start + offset
        return UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
    }
    @inline(__always) func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }
    /// `count` u16 values from `offset`, `stride` bytes apart (a field of `count` records),
    /// checked at once and read without a check per value; past the end, the error of the first
    /// value out of reach, as reading them one by one gives.
    func u16s(_ offset: Int, count: Int, stride: Int) throws(FontError) -> [UInt16] {
        guard count > 0 else { return [] }
        if (try? check(offset, (count - 1) * stride + 2)) == nil {
            for index in 0..<count { _ = try u16(offset + index * stride) }
        }
        var values = [UInt16](repeating: 0, count: count)
        // A while loop over pointers: no iterator calls in a debug build.
        values.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { file in
                var position = start + offset, index = 0
                while index < count {
                    out[index] = UInt16(file[position]) << 8 | UInt16(file[position + 1])
                    position += stride; index += 1
                }
            }
        }
        return values
    }
    @inline(__always) func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let position = start + offset
        return UInt32(bytes[position]) << 24 | UInt32(bytes[position + 1]) << 16 | UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3])
    }
    /// Throws ``FontError/limitExceeded(table:offset:what:value:limit:)`` unless `value ≤ limit`.
    func limit(_ value: Int, _ limit: Int, _ what: String, at offset: Int) throws(FontError) {
        guard value <= limit else {
            throw .limitExceeded(table: tag, offset: tableOffset(offset), what: what, value: value, limit: limit)
        }
    }
    /// Throws ``FontError/invalidValue(table:offset:reason:)``.
    func invalid(_ reason: String, at offset: Int) -> FontError { .invalidValue(table: tag, offset: tableOffset(offset), reason: reason) }
}
