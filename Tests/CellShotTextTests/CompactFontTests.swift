import Testing
@testable import CellShotText

/// OpenType CFF: Inter's outlines, Type 2 charstring operators, and malformed programs and tables.
@Suite struct CompactFontTests {
    static let inter: [UInt8] = FontRegistry.bundledFontData("Inter-Regular") ?? []

    /// A CFF INDEX with one-byte offsets.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        var bytes: [UInt8] = [0, UInt8(items.count), 1, 1]
        var offset = 1
        for item in items { offset += item.count; bytes.append(UInt8(offset)) }
        for item in items { bytes += item }
        return bytes
    }

    static func reader(_ bytes: [UInt8]) -> TableReader { TableReader(bytes: bytes, tag: "CFF ", start: 0, length: bytes.count) }

    static func run(_ charString: [UInt8], local: [[UInt8]] = [], global: [[UInt8]] = []) throws(FontError) -> GlyphOutline {
        var end = 0
        let l = try CompactFontTable.Index(reader(index(local)), at: 0, end: &end)
        let g = try CompactFontTable.Index(reader(index(global)), at: 0, end: &end)
        var machine = CharStringMachine(global: g, local: l)
        try machine.run(reader(charString), depth: 0)
        machine.closeContour()
        return machine.outline
    }

    /// Type 2 small integers: -107…107 are one byte (value + 139).
    static func n(_ v: Int) -> UInt8 { UInt8(v + 139) }

    @Test func interLoadsWithCubicOutlines() throws {
        let face = try FontFace(name: "Inter-Regular", id: 0, data: Self.inter)
        guard case .compact = face.glyphs else { Issue.record("Inter has CFF outlines"); return }
        let o = face.outline(face.glyph(for: "O"))
        #expect(o.cubic)
        #expect(o.contourEnds.count == 2)
        #expect(face.capHeight > 0 && face.unitsPerEm > 0)
        // Every glyph's charstring runs.
        for g in 0..<face.numGlyphs { _ = try face.glyphs.outline(g) }
    }

    @Test func pathOperatorsDrawASquareAndACurve() throws {
        // 0 0 rmoveto, 100 0 rlineto, 0 100 rlineto, -100 0 rlineto, 10 10 20 20 30 30 rrcurveto, endchar; width 50 first.
        let o = try Self.run([Self.n(50), Self.n(0), Self.n(0), 21, Self.n(100), Self.n(0), 5, Self.n(0), Self.n(100), 5,
                              Self.n(-100), Self.n(0), 5, Self.n(10), Self.n(10), Self.n(20), Self.n(20), Self.n(30), Self.n(30), 8, 14])
        #expect(o.xs == [0, 100, 100, 0, 10, 30, 60])
        #expect(o.ys == [0, 0, 100, 100, 110, 130, 160])
        #expect(o.onCurve == [true, true, true, true, false, false, true])
        #expect(o.contourEnds == [7])
    }

    @Test func subroutinesUseTheBias() throws {
        // Local subroutine 0 (called with -107) draws a line and returns.
        let o = try Self.run([Self.n(0), Self.n(0), 21, Self.n(-107), 10, 14], local: [[Self.n(5), Self.n(7), 5, 11]])
        #expect(o.xs == [0, 5] && o.ys == [0, 7])
    }

    @Test func recursiveSubroutineIsAnError() {
        // Offset 5: the subroutine's bytes in the (test) local INDEX.
        #expect(throws: FontError.limitExceeded(table: "CFF ", offset: 5, what: "subroutine depth", value: 11, limit: 10)) {
            _ = try Self.run([Self.n(-107), 10, 14], local: [[Self.n(-107), 10]])
        }
    }

    @Test func stackOverflowMissingSubroutineAndReservedOperatorsAreErrors() {
        #expect(throws: FontError.self) { _ = try Self.run([UInt8](repeating: Self.n(1), count: 49) + [14]) }
        #expect(throws: FontError.self) { _ = try Self.run([Self.n(3), 10, 14]) }       // no local subroutines
        #expect(throws: FontError.self) { _ = try Self.run([Self.n(3), 29, 14]) }       // no global subroutines
        #expect(throws: FontError.self) { _ = try Self.run([0]) }                        // reserved operator
        #expect(throws: FontError.self) { _ = try Self.run([12, 99]) }                   // unknown escape
        #expect(throws: FontError.self) { _ = try Self.run([28, 1]) }                    // truncated number
        #expect(throws: FontError.self) { _ = try Self.run([21]) }                       // rmoveto without arguments
    }

    @Test func truncatedOrCorruptTablesThrowNeverCrash() throws {
        let bytes = Self.inter
        let cff = try #require(MalformedFontTests.table(bytes, "CFF "))
        // The table cut short: loading fails with a FontError.
        for cut in [1, 4, 20, 200, cff.length / 2, cff.length - 1] {
            var b = bytes
            MalformedFontTests.put32(&b, cff.record + 12, cut)
            #expect(throws: FontError.self, "CFF cut to \(cut) bytes") { try FontFace(name: "t", id: 0, data: b) }
        }
        // Charstring bytes overwritten: glyphs fail or draw, one by one; nothing crashes or hangs.
        var b = bytes
        for i in stride(from: cff.offset + cff.length / 2, to: cff.offset + cff.length, by: 5) { b[i] = 0x0A }
        if let face = try? FontFace(name: "t", id: 0, data: b) {
            var failures = 0
            for g in 0..<face.numGlyphs {
                do { _ = try face.glyphs.outline(g) } catch { failures += 1 }
            }
            #expect(failures > 0)
        }
    }
}
