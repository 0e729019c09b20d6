import Testing
@testable import CellShotText

/// Inter: the bundled SF-like family, every weight its own face, with iOS's tracking.
@Suite struct InterTests {
    @Test func everyWeightHasItsOwnFace() {
        let faces = FontWeight.allCases.map { Font(family: "Inter", weight: $0, size: 17).chain[0].name }
        #expect(faces == ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"])
        #expect(FontRegistry.shared.familyNames.contains("Inter"))
        #expect(Font.defaultFamily == "Inter", "Inter is the default UI face")
        #expect(Font(size: 17).chain.map(\.name) == ["Inter-Regular", "Roboto-Regular", "DejaVuSans"])
    }

    @Test func trackingFollowsApplesTable() {
        #expect(abs(Font.systemTracking(size: 17) - -0.442) < 1e-9)   // body: -26/1000 em
        #expect(abs(Font.systemTracking(size: 34) - 0.408) < 1e-9)    // large title: +12/1000 em
        #expect(Font.systemTracking(size: 12) == 0)
        #expect(abs(Font.systemTracking(size: 11) - 0.066) < 1e-9)
        #expect(abs(Font.systemTracking(size: 17.5) - -0.0255 * 17.5) < 1e-9)  // halfway between 17 and 18
        #expect(Font.systemTracking(size: 200) == 0)
        #expect(Font(family: "Roboto", size: 17).tracking == 0, "Roboto is not tracked")
        #expect(Font.preferred(.headline).tracking == Font.systemTracking(size: 17), "the text styles are tracked")
        #expect(Font(family: "Inter", size: 17).tracking == Font.systemTracking(size: 17))
    }

    @Test func trackingWidensEveryCharacter() throws {
        let font = Font(family: "Inter", size: 17)
        let face = font.chain[0]
        let glyphs = "Hi!".unicodeScalars.map { face.glyph(for: $0) }
        let scale = 17 / Double(face.unitsPerEm)
        var plain = 0.0
        for (i, g) in glyphs.enumerated() {
            plain += Double(face.advance(g)) * scale
            if i > 0 { plain += Double(face.kerning.value(glyphs[i - 1], g)) * scale }
        }
        #expect(abs(font.width(of: "Hi!") - (plain + 3 * font.tracking)) < 1e-9)
    }
}
