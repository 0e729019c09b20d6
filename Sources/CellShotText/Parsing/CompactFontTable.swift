/// OpenType CFF outlines (`CFF ` table, version 1): the Type 2 charstrings of a name-keyed or
/// CID-keyed font, with global and local subroutines. Hints are read past and ignored; `seac`
/// accents are not supported (drawn without the accent). Every count and offset is checked,
/// subroutines nest at most ``maxCallDepth`` deep and a charstring runs at most
/// ``maxOperations`` operators, so a malformed font yields a ``FontError``, never a crash or hang.
struct CompactFontTable: Sendable {
    let charStrings: Index
    let globalSubrs: Index
    /// Local subroutines per font dict (one for a name-keyed font).
    let localSubrs: [Index]
    /// The font dict of each glyph (CID-keyed fonts), empty otherwise.
    let fdSelect: [UInt8]

    static let maxStack = 48
    static let maxCallDepth = 10
    static let maxOperations = 50_000
    static let maxFontDicts = 256

    /// A CFF INDEX: `count` items, item i at data[offsets[i]..<offsets[i + 1]].
    struct Index: Sendable {
        let data: TableReader
        let offsets: [Int]
        var count: Int { offsets.count - 1 }

        static let empty = Index(data: TableReader(bytes: [], tag: "CFF ", start: 0, length: 0), offsets: [0])
        private init(data: TableReader, offsets: [Int]) { self.data = data; self.offsets = offsets }

        /// Reads the INDEX at `offset` of `reader`; `end` becomes the offset just past it.
        init(_ reader: TableReader, at offset: Int, end: inout Int) throws(FontError) {
            let count = Int(try reader.u16(offset))
            guard count > 0 else { self = .empty; end = offset + 2; return }
            let offSize = Int(try reader.u8(offset + 2))
            guard (1...4).contains(offSize) else { throw reader.invalid("INDEX offSize \(offSize) is outside 1…4", at: offset + 2) }
            try reader.check(offset + 3, (count + 1) * offSize)
            var offs: [Int] = []
            offs.reserveCapacity(count + 1)
            var previous = 1
            for i in 0...count {
                var value = 0
                for byte in 0..<offSize { value = value << 8 | Int(try reader.u8(offset + 3 + i * offSize + byte)) }
                guard value >= previous else { throw reader.invalid("INDEX offset \(value) is before \(previous)", at: offset + 3 + i * offSize) }
                previous = value
                offs.append(value - 1)
            }
            let dataStart = offset + 3 + (count + 1) * offSize
            data = try reader.sub(at: dataStart, length: offs[count])
            offsets = offs
            end = dataStart + offs[count]
        }

        func item(_ index: Int) throws(FontError) -> TableReader {
            guard index >= 0, index < count else { throw data.invalid("INDEX item \(index) of \(count)", at: 0) }
            return try data.sub(at: offsets[index], length: offsets[index + 1] - offsets[index])
        }
    }

    init(_ reader: TableReader, numGlyphs: Int) throws(FontError) {
        let major = try reader.u8(0), headerSize = Int(try reader.u8(2))
        guard major == 1 else { throw reader.invalid("CFF major version \(major) (only 1 is supported)", at: 0) }
        var cursor = headerSize
        _ = try Index(reader, at: cursor, end: &cursor)                      // Name INDEX
        let topDicts = try Index(reader, at: cursor, end: &cursor)
        _ = try Index(reader, at: cursor, end: &cursor)                      // String INDEX
        globalSubrs = try Index(reader, at: cursor, end: &cursor)
        guard topDicts.count >= 1 else { throw reader.invalid("no Top DICT", at: headerSize) }
        let top = try CompactFontTable.dict(topDicts.item(0))
        guard let charStringsOffset = top[17]?.first else { throw reader.invalid("Top DICT has no CharStrings", at: headerSize) }
        var end = 0
        charStrings = try Index(reader, at: Int(charStringsOffset), end: &end)
        guard charStrings.count >= numGlyphs else {
            throw reader.invalid("CharStrings has \(charStrings.count) glyphs, maxp says \(numGlyphs)", at: Int(charStringsOffset))
        }
        if let fdArrayOffset = top[1236]?.first, let fdSelectOffset = top[1237]?.first {
            let fdArray = try Index(reader, at: Int(fdArrayOffset), end: &end)
            try reader.limit(fdArray.count, CompactFontTable.maxFontDicts, "FDArray count", at: Int(fdArrayOffset))
            var subrs: [Index] = []
            for i in 0..<fdArray.count { subrs.append(try CompactFontTable.localSubrs(reader, fontDict: fdArray.item(i))) }
            localSubrs = subrs
            fdSelect = try CompactFontTable.fdSelect(reader, at: Int(fdSelectOffset), numGlyphs: numGlyphs, fontDicts: subrs.count)
        } else {
            localSubrs = [try CompactFontTable.localSubrs(reader, fontDict: topDicts.item(0))]
            fdSelect = []
        }
    }

    /// The Subrs INDEX of a font dict's Private DICT (empty when it has none).
    private static func localSubrs(_ reader: TableReader, fontDict: TableReader) throws(FontError) -> Index {
        let dict = try CompactFontTable.dict(fontDict)
        guard let privateOperands = dict[18], privateOperands.count == 2 else { return .empty }
        let size = Int(privateOperands[0]), offset = Int(privateOperands[1])
        let privateDict = try reader.sub(at: offset, length: size)
        guard let subrs = try CompactFontTable.dict(privateDict)[19]?.first else { return .empty }
        var end = 0
        return try Index(reader, at: offset + Int(subrs), end: &end)
    }

    /// FDSelect formats 0 and 3: the font dict of each glyph.
    private static func fdSelect(_ reader: TableReader, at offset: Int, numGlyphs: Int, fontDicts: Int) throws(FontError) -> [UInt8] {
        let format = try reader.u8(offset)
        var result = [UInt8](repeating: 0, count: numGlyphs)
        switch format {
        case 0:
            for glyph in 0..<numGlyphs { result[glyph] = try reader.u8(offset + 1 + glyph) }
        case 3:
            let ranges = Int(try reader.u16(offset + 1))
            for i in 0..<ranges {
                let first = Int(try reader.u16(offset + 3 + 3 * i)), fd = try reader.u8(offset + 5 + 3 * i)
                let next = Int(try reader.u16(offset + 6 + 3 * i))
                guard first <= next else { throw reader.invalid("FDSelect range \(first)…\(next)", at: offset + 3 + 3 * i) }
                for glyph in first..<min(next, numGlyphs) { result[glyph] = fd }
            }
        default:
            throw reader.invalid("unknown FDSelect format \(format)", at: offset)
        }
        guard !result.contains(where: { Int($0) >= fontDicts }) else { throw reader.invalid("FDSelect names a missing font dict", at: offset) }
        return result
    }

    /// A DICT's operators (12 x as 1200 + x) and their operands.
    static func dict(_ reader: TableReader) throws(FontError) -> [Int: [Double]] {
        var result: [Int: [Double]] = [:]
        var operands: [Double] = []
        var cursor = 0
        while cursor < reader.length {
            let byte = Int(try reader.u8(cursor))
            switch byte {
            case 0...21:
                var op = byte
                cursor += 1
                if byte == 12 { op = 1200 + Int(try reader.u8(cursor)); cursor += 1 }
                result[op] = operands
                operands = []
            case 28: operands.append(Double(try reader.i16(cursor + 1))); cursor += 3
            case 29: operands.append(Double(Int32(bitPattern: try reader.u32(cursor + 1)))); cursor += 5
            case 30:
                cursor += 1
                while true {  // a real number: nibbles up to 0xF; its value is not needed here
                    let pair = try reader.u8(cursor); cursor += 1
                    if pair & 0x0F == 0x0F || pair >> 4 == 0x0F { break }
                }
                operands.append(0)
            case 32...246: operands.append(Double(byte - 139)); cursor += 1
            case 247...250: operands.append(Double((byte - 247) * 256 + Int(try reader.u8(cursor + 1)) + 108)); cursor += 2
            case 251...254: operands.append(Double(-(byte - 251) * 256 - Int(try reader.u8(cursor + 1)) - 108)); cursor += 2
            default: throw reader.invalid("reserved DICT byte \(byte)", at: cursor)
            }
            try reader.limit(operands.count, maxStack, "DICT operands", at: cursor)
        }
        return result
    }

    /// The outline of a glyph (empty for an empty charstring).
    func outline(_ glyph: Int) throws(FontError) -> GlyphOutline {
        guard glyph >= 0, glyph < charStrings.count else { return GlyphOutline() }
        let fd = fdSelect.isEmpty ? 0 : Int(fdSelect[glyph])
        var machine = CharStringMachine(global: globalSubrs, local: localSubrs[fd])
        try machine.run(try charStrings.item(glyph), depth: 0)
        machine.closeContour()
        return machine.outline
    }
}
