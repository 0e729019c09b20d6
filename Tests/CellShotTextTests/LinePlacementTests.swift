import Testing

@testable import CellShotText

/// A plain line's glyphs placed cluster range by cluster range (a face's name read when the
/// face changes) are the glyphs placed cluster by cluster.
@Suite struct LinePlacementTests {
    @Test func aRangeOfClustersInSeveralFacesPlacesWhatEachClusterPlaces() {
        let shaped = ShapedText("Tokyo 東京 Ωmega, ok — 9:41 東", font: Font(weight: .semibold, size: 17))
        let faces = Set(shaped.glyphFace)
        #expect(faces.count > 1)
        var together: [PositionedGlyph] = []
        shaped.appendGlyphs(2..<shaped.count, lineStart: 2, left: 5.5, to: &together)
        var alone: [PositionedGlyph] = []
        for cluster in 2..<shaped.count { shaped.appendGlyphs(cluster, at: 5.5 + shaped.pen(cluster, lineStart: 2), to: &alone) }
        #expect(together == alone)
        #expect(Set(together.map(\.face)).count == faces.count)
    }

    @Test func aWrappedPlainLayoutNamesEachGlyphsFace() {
        let font = Font(weight: .semibold, size: 17)
        let layout = TextLayout("Tokyo 東京 and the team 東京 — notes", font: font, width: 120)
        #expect(layout.lines.count > 1)
        for glyph in layout.lines.flatMap(\.glyphs) {
            #expect(FontRegistry.shared.face(id: glyph.faceID)?.name == glyph.face)
        }
    }
}
