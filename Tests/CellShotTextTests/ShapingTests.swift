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

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "hb-shape", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test func glyphsAndPositionsMatchHarfBuzz() throws {
        let font = Font(family: "DejaVu Sans", size: 17)
        let samples = try ShapingTests.fixture().samples
        #expect(samples.count == 12)
        for sample in samples {
            let runs = font.shape(sample.text)
            #expect(runs.map(\.rightToLeft) == sample.runs.map(\.rightToLeft), "\(sample.text)")
            #expect(runs.allSatisfy { $0.font == "DejaVuSans" })
            for (run, expected) in zip(runs, sample.runs) {
                let glyphs = run.glyphs.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
                #expect(glyphs == expected.glyphs, "\(sample.text)")
            }
        }
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
