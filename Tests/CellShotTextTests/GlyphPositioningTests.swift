import Testing
@testable import CellShotText

/// GPOS single adjustment, cursive attachment and (chained) context positioning on small
/// hand-built tables, and malformed ones (cycles, deep nesting, records past the lookup list,
/// unknown formats, huge counts) ending in typed errors or lookups that do nothing.
@Suite struct GlyphPositioningTests {
    typealias Value = GlyphPositioning.Value
    static func u16(_ values: Int...) -> [UInt8] { values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] } }
    static let latin = MarkAttachment.script(of: "a")

    /// A GPOS whose `latn` `kern` feature uses the first `used` lookups.
    static func positioning(_ lookups: [[UInt8]], used: Int = 1) throws(FontError) -> GlyphPositioning {
        let bytes = LayoutLookupTests.layoutTable(script: "latn", feature: "kern", lookups: lookups, used: used)
        return try GlyphPositioning(gpos: TableReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count))
    }

    /// SinglePosFormat1 of `glyph`: x placement and x advance.
    static func single(_ glyph: Int, x: Int, advance: Int) -> [UInt8] { u16(1, 10, 5, x, advance) + u16(1, 1, glyph) }

    func adjusted(_ p: GlyphPositioning, _ glyphs: [UInt16]) -> [Value]? {
        p.adjustments(glyphs, script: Self.latin, gdef: .none) { _ in 600 }
    }

    @Test func singleAdjustmentFormats() throws {
        let one = try Self.positioning([LayoutLookupTests.lookup(type: 1, Self.single(5, x: 30, advance: -20))])
        #expect(adjusted(one, [4, 5]) == [.zero, Value(x: 30, y: 0, advance: -20)])
        #expect(adjusted(one, [4, 6]) == nil)
        // Format 2: y placement per covered glyph (5 and 6); a device offset after it is skipped.
        let two = Self.u16(2, 16, 0x12, 2, 50, 0, 70, 0) + Self.u16(1, 2, 5, 6)
        let p = try Self.positioning([LayoutLookupTests.lookup(type: 1, two)])
        #expect(adjusted(p, [6, 5]) == [Value(x: 0, y: 70, advance: 0), Value(x: 0, y: 50, advance: 0)])
    }

    @Test func chainedContextCallsASingleAdjustment() throws {
        let p = try Self.positioning([LayoutLookupTests.lookup(type: 8, LayoutLookupTests.chained(5, next: 7, records: [(0, 1)])),
                                      LayoutLookupTests.lookup(type: 1, Self.single(5, x: 0, advance: 40))])
        #expect(adjusted(p, [5, 7]) == [Value(x: 0, y: 0, advance: 40), .zero])
        #expect(adjusted(p, [5, 8]) == nil)
        #expect(adjusted(p, [7, 5]) == nil)
    }

    @Test func cursiveAttachmentJoinsExitToEntry() throws {
        // Glyph 5 exits at (500, 100), glyph 6 enters at (20, 300).
        let cursive = Self.u16(1, 26, 2, 0, 14, 20, 0) + Self.u16(1, 500, 100) + Self.u16(1, 20, 300) + Self.u16(1, 2, 5, 6)
        let p = try Self.positioning([LayoutLookupTests.lookup(type: 3, cursive)])
        #expect(adjusted(p, [5, 6]) == [Value(x: 0, y: 0, advance: -100), Value(x: -20, y: -200, advance: -20)])
        #expect(adjusted(p, [6, 5]) == nil)
        // The bundled Kannada face joins some of its glyphs this way.
        let kannada = try #require(FontRegistry.shared.face(for: .kannada, weight: .regular))
        let plan = kannada.positioning.plans[MarkAttachment.firstIndic + IndicScript.kannada.rawValue]
        #expect(plan.contains { $0.subtables.contains { if case .cursive = $0 { true } else { false } } })
    }

    @Test func cyclesDeepNestingAndRecordsPastTheListEnd() throws {
        let selfCycle = try Self.positioning([LayoutLookupTests.lookup(type: 8, LayoutLookupTests.chained(5, records: [(0, 0)]))])
        #expect(adjusted(selfCycle, Array(repeating: 5, count: 64)) == nil)
        // Twenty lookups each calling the next, the last one adjusting: past the depth limit.
        let deep = (0..<20).map { LayoutLookupTests.lookup(type: 8, LayoutLookupTests.chained(5, records: [(0, $0 + 1)])) }
            + [LayoutLookupTests.lookup(type: 1, Self.single(5, x: 1, advance: 1))]
        #expect(adjusted(try Self.positioning(deep), [5]) == nil)
        let past = try Self.positioning([LayoutLookupTests.lookup(type: 8, LayoutLookupTests.chained(5, records: [(0, 999), (3, 0)]))])
        #expect(adjusted(past, [5]) == nil)
    }

    @Test func malformedTablesAreTypedErrors() throws {
        #expect(throws: FontError.self) { try Self.positioning([LayoutLookupTests.lookup(type: 1, Self.u16(3, 6, 0))]) }
        #expect(throws: FontError.self) { try Self.positioning([LayoutLookupTests.lookup(type: 3, Self.u16(2, 6, 0))]) }
        // 65 000 values in 24 bytes; 65 000 entry-exit records.
        #expect(throws: FontError.self) { try Self.positioning([LayoutLookupTests.lookup(type: 1, Self.u16(2, 8, 4, 65_000))]) }
        #expect(throws: FontError.self) { try Self.positioning([LayoutLookupTests.lookup(type: 3, Self.u16(1, 6, 65_000))]) }
        // Coverage past the table.
        #expect(throws: FontError.self) { try Self.positioning([LayoutLookupTests.lookup(type: 1, Self.u16(1, 900, 4, 0))]) }
        #expect(GlyphPositioning.none.isEmpty)
    }
}
