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

        /// Reads the INDEX at `offset` of `r`; `end` becomes the offset just past it.
        init(_ r: TableReader, at offset: Int, end: inout Int) throws(FontError) {
            let count = Int(try r.u16(offset))
            guard count > 0 else { self = .empty; end = offset + 2; return }
            let offSize = Int(try r.u8(offset + 2))
            guard (1...4).contains(offSize) else { throw r.invalid("INDEX offSize \(offSize) is outside 1…4", at: offset + 2) }
            try r.check(offset + 3, (count + 1) * offSize)
            var offs: [Int] = []
            offs.reserveCapacity(count + 1)
            var previous = 1
            for i in 0...count {
                var v = 0
                for b in 0..<offSize { v = v << 8 | Int(try r.u8(offset + 3 + i * offSize + b)) }
                guard v >= previous else { throw r.invalid("INDEX offset \(v) is before \(previous)", at: offset + 3 + i * offSize) }
                previous = v
                offs.append(v - 1)
            }
            let dataStart = offset + 3 + (count + 1) * offSize
            data = try r.sub(at: dataStart, length: offs[count])
            offsets = offs
            end = dataStart + offs[count]
        }

        func item(_ i: Int) throws(FontError) -> TableReader {
            guard i >= 0, i < count else { throw data.invalid("INDEX item \(i) of \(count)", at: 0) }
            return try data.sub(at: offsets[i], length: offsets[i + 1] - offsets[i])
        }
    }

    init(_ r: TableReader, numGlyphs: Int) throws(FontError) {
        let major = try r.u8(0), headerSize = Int(try r.u8(2))
        guard major == 1 else { throw r.invalid("CFF major version \(major) (only 1 is supported)", at: 0) }
        var o = headerSize
        _ = try Index(r, at: o, end: &o)                      // Name INDEX
        let topDicts = try Index(r, at: o, end: &o)
        _ = try Index(r, at: o, end: &o)                      // String INDEX
        globalSubrs = try Index(r, at: o, end: &o)
        guard topDicts.count >= 1 else { throw r.invalid("no Top DICT", at: headerSize) }
        let top = try CompactFontTable.dict(topDicts.item(0))
        guard let charStringsOffset = top[17]?.first else { throw r.invalid("Top DICT has no CharStrings", at: headerSize) }
        var end = 0
        charStrings = try Index(r, at: Int(charStringsOffset), end: &end)
        guard charStrings.count >= numGlyphs else {
            throw r.invalid("CharStrings has \(charStrings.count) glyphs, maxp says \(numGlyphs)", at: Int(charStringsOffset))
        }
        if let fdArrayOffset = top[1236]?.first, let fdSelectOffset = top[1237]?.first {
            let fdArray = try Index(r, at: Int(fdArrayOffset), end: &end)
            try r.limit(fdArray.count, CompactFontTable.maxFontDicts, "FDArray count", at: Int(fdArrayOffset))
            var subrs: [Index] = []
            for i in 0..<fdArray.count { subrs.append(try CompactFontTable.localSubrs(r, fontDict: fdArray.item(i))) }
            localSubrs = subrs
            fdSelect = try CompactFontTable.fdSelect(r, at: Int(fdSelectOffset), numGlyphs: numGlyphs, fontDicts: subrs.count)
        } else {
            localSubrs = [try CompactFontTable.localSubrs(r, fontDict: topDicts.item(0))]
            fdSelect = []
        }
    }

    /// The Subrs INDEX of a font dict's Private DICT (empty when it has none).
    private static func localSubrs(_ r: TableReader, fontDict: TableReader) throws(FontError) -> Index {
        let dict = try CompactFontTable.dict(fontDict)
        guard let p = dict[18], p.count == 2 else { return .empty }
        let size = Int(p[0]), offset = Int(p[1])
        let privateDict = try r.sub(at: offset, length: size)
        guard let subrs = try CompactFontTable.dict(privateDict)[19]?.first else { return .empty }
        var end = 0
        return try Index(r, at: offset + Int(subrs), end: &end)
    }

    /// FDSelect formats 0 and 3: the font dict of each glyph.
    private static func fdSelect(_ r: TableReader, at offset: Int, numGlyphs: Int, fontDicts: Int) throws(FontError) -> [UInt8] {
        let format = try r.u8(offset)
        var result = [UInt8](repeating: 0, count: numGlyphs)
        switch format {
        case 0:
            for g in 0..<numGlyphs { result[g] = try r.u8(offset + 1 + g) }
        case 3:
            let ranges = Int(try r.u16(offset + 1))
            for i in 0..<ranges {
                let first = Int(try r.u16(offset + 3 + 3 * i)), fd = try r.u8(offset + 5 + 3 * i)
                let next = Int(try r.u16(offset + 6 + 3 * i))
                guard first <= next else { throw r.invalid("FDSelect range \(first)…\(next)", at: offset + 3 + 3 * i) }
                for g in first..<min(next, numGlyphs) { result[g] = fd }
            }
        default:
            throw r.invalid("unknown FDSelect format \(format)", at: offset)
        }
        guard !result.contains(where: { Int($0) >= fontDicts }) else { throw r.invalid("FDSelect names a missing font dict", at: offset) }
        return result
    }

    /// A DICT's operators (12 x as 1200 + x) and their operands.
    static func dict(_ r: TableReader) throws(FontError) -> [Int: [Double]] {
        var result: [Int: [Double]] = [:]
        var operands: [Double] = []
        var o = 0
        while o < r.length {
            let b = Int(try r.u8(o))
            switch b {
            case 0...21:
                var op = b
                o += 1
                if b == 12 { op = 1200 + Int(try r.u8(o)); o += 1 }
                result[op] = operands
                operands = []
            case 28: operands.append(Double(try r.i16(o + 1))); o += 3
            case 29: operands.append(Double(Int32(bitPattern: try r.u32(o + 1)))); o += 5
            case 30:
                o += 1
                while true {  // a real number: nibbles up to 0xF; its value is not needed here
                    let n = try r.u8(o); o += 1
                    if n & 0x0F == 0x0F || n >> 4 == 0x0F { break }
                }
                operands.append(0)
            case 32...246: operands.append(Double(b - 139)); o += 1
            case 247...250: operands.append(Double((b - 247) * 256 + Int(try r.u8(o + 1)) + 108)); o += 2
            case 251...254: operands.append(Double(-(b - 251) * 256 - Int(try r.u8(o + 1)) - 108)); o += 2
            default: throw r.invalid("reserved DICT byte \(b)", at: o)
            }
            try r.limit(operands.count, maxStack, "DICT operands", at: o)
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
