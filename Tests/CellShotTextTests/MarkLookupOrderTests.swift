import Testing
@testable import CellShotText

/// GPOS mark attachment in the font's lookup order on small hand-built tables: each mark lookup
/// applies in lookup-list order and the last that applies places the mark, as HarfBuzz does (a
/// mark-to-base lookup after a mark-to-mark one puts the second mark back on the base's anchor,
/// as DejaVu Sans's `mark` and `mkmk` lookups do).
@Suite struct MarkLookupOrderTests {
    typealias Table = LayoutLookupTests

    /// MarkBasePos or MarkMarkPos format 1 (one layout): `mark` (class 0, anchor 0,0) on
    /// `target` at `anchor`.
    static func attachment(_ mark: Int, on target: Int, at anchor: (x: Int, y: Int)) -> [UInt8] {
        Table.u16(1, 12, 18, 1, 24, 36) + Table.u16(1, 1, mark) + Table.u16(1, 1, target) + Table.u16(1, 0, 6)
            + Table.u16(1, 0, 0) + Table.u16(1, 4) + Table.u16(1, anchor.x, anchor.y)
    }

    /// Mark 9 on base 5 at (100, 500) (type 4) and on mark 9 at (0, 300) (type 6), with the
    /// mark-to-mark lookup first in the lookup list when `markToMarkFirst`.
    static func marks(markToMarkFirst: Bool, markToMarkFlags: Int = 0) throws(FontError) -> MarkAttachment {
        let toBase = Table.lookup(type: 4, attachment(9, on: 5, at: (100, 500)))
        let toMark = Table.lookup(type: 6, flags: markToMarkFlags, attachment(9, on: 9, at: (0, 300)))
        let bytes = Table.layoutTable(script: "latn", feature: "mark", lookups: markToMarkFirst ? [toMark, toBase] : [toBase, toMark])
        return try MarkAttachment(gpos: TableReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count))
    }

    static let latin = MarkAttachment.script(of: "a")

    static func definition() throws -> GlyphDefinition {
        GlyphDefinition(classes: try Table.classDef([(5, 1), (9, 3)]), markAttachClasses: nil, markGlyphSets: [])
    }

    @Test func aLaterMarkToMarkLookupStacksTheSecondMark() throws {
        let marks = try Self.marks(markToMarkFirst: false), gdef = try Self.definition()
        let first = try #require(marks.attachment(9, to: [5], base: 0, component: nil, gdef, script: Self.latin))
        #expect(first.index == 0 && first.offset == MarkAttachment.Anchor(x: 100, y: 500))
        let second = try #require(marks.attachment(9, to: [5, 9], base: 0, component: nil, gdef, script: Self.latin))
        #expect(second.index == 1 && second.offset == MarkAttachment.Anchor(x: 0, y: 300))
    }

    @Test func aLaterMarkToBaseLookupPutsTheSecondMarkOnTheBase() throws {
        let marks = try Self.marks(markToMarkFirst: true), gdef = try Self.definition()
        let second = try #require(marks.attachment(9, to: [5, 9], base: 0, component: nil, gdef, script: Self.latin))
        #expect(second.index == 0 && second.offset == MarkAttachment.Anchor(x: 100, y: 500))
    }

    /// A lookup whose flags skip the mark (IgnoreMarks) does not apply to it.
    @Test func aLookupSkippingTheMarkDoesNotApply() throws {
        let marks = try Self.marks(markToMarkFirst: false, markToMarkFlags: Int(LookupFlags.ignoreMarks)), gdef = try Self.definition()
        let second = try #require(marks.attachment(9, to: [5, 9], base: 0, component: nil, gdef, script: Self.latin))
        #expect(second.index == 0 && second.offset == MarkAttachment.Anchor(x: 100, y: 500))
        #expect(marks.attachment(9, to: [5], base: 1, component: nil, gdef, script: Self.latin) == nil)  // no glyph at `base`
        #expect(marks.attachment(9, to: [7], base: 0, component: nil, gdef, script: Self.latin) == nil)  // no anchor on glyph 7
    }
}
