import Foundation
import Testing
@testable import CellShotText

/// Shaping checked against HarfBuzz: `Fixtures/hb-shape.json` holds hb-shape 6.0's output for
/// Arabic, Hebrew and mixed samples in DejaVu Sans, run by run (written once by
/// Tools/text/hb_expected.py; hb-shape is not run by the tests).
@Suite struct ShapingTests {
    struct Fixture: Decodable {
        struct Sample: Decodable { let text: String; let runs: [Run] }
        struct Run: Decodable { let rightToLeft: Bool; let glyphs: [[Int]] }
        let samples: [Sample]
    }

    static func fixture(_ name: String = "hb-shape") throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Expects `font`'s runs for each sample to be the fixture's, glyph for glyph, in `face`.
    static func expectHarfBuzz(_ samples: [Fixture.Sample], font: Font, face: String) {
        for sample in samples {
            let runs = font.shape(sample.text)
            #expect(runs.map(\.rightToLeft) == sample.runs.map(\.rightToLeft), "\(sample.text)")
            #expect(runs.allSatisfy { $0.font == face })
            for (run, expected) in zip(runs, sample.runs) {
                let glyphs = run.glyphs.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
                #expect(glyphs == expected.glyphs, "\(sample.text)")
            }
        }
    }

    @Test func glyphsAndPositionsMatchHarfBuzz() throws {
        let samples = try ShapingTests.fixture().samples
        #expect(samples.count == 12)
        ShapingTests.expectHarfBuzz(samples, font: Font(family: "DejaVu Sans", size: 17), face: "DejaVuSans")
    }

    /// `Fixtures/CcmpTest.ttf` (Tools/text/ccmp_font.py) has a Hebrew `ccmp` with a context and a
    /// ligature across clusters, multiple substitutions (one nested, one deleting) and an
    /// alternate substitution; `hb-shape-ccmp.json` is HarfBuzz's shaping of it.
    @Test func ccmpAcrossClustersMatchesHarfBuzz() throws {
        let url = try #require(Bundle.module.url(forResource: "CcmpTest", withExtension: "ttf", subdirectory: "Fixtures"))
        try FontRegistry.shared.register(name: "CcmpTest", data: [UInt8](try Data(contentsOf: url)))
        defer { _ = FontRegistry.shared.unregister(name: "CcmpTest") }
        let samples = try ShapingTests.fixture("hb-shape-ccmp").samples
        #expect(samples.count == 8)
        ShapingTests.expectHarfBuzz(samples, font: Font(family: "CcmpTest", size: 17), face: "CcmpTest")
    }

    @Test func arabicLettersJoin() {
        // بيت: beh initial, yeh medial, teh final (DejaVu's presentation-form glyphs).
        let glyphs = Font(family: "DejaVu Sans", size: 17).shape("بيت")[0].glyphs
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        let expected = [0xFE96, 0xFEF4, 0xFE91].map { Int(face.glyph(for: Unicode.Scalar($0)!)) }
        #expect(glyphs.map(\.id) == expected)
    }

    @Test func lamAlefIsOneGlyph() {
        let glyphs = Font(family: "DejaVu Sans", size: 17).shape("لا")[0].glyphs
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        #expect(glyphs.map(\.id) == [Int(face.glyph(for: "\u{FEFB}"))])
        #expect(glyphs.map(\.cluster) == [0])
    }
}
