import Foundation
import Testing
@testable import CellShotText

/// Latin, Greek and Cyrillic shaping checked against HarfBuzz: `Fixtures/hb-shape-latin.json`
/// holds HarfBuzz's glyphs for the samples of Tools/text/hb_latin.py in Inter, Roboto and
/// DejaVu Sans (contextual alternates, ligatures, mark positioning, partial composition).
@Suite struct LatinShapingTests {
    struct Fixture: Decodable {
        struct Face: Decodable { let font: String; let samples: [ShapingTests.Fixture.Sample] }
        let faces: [Face]
    }

    static let families = ["Inter-Regular": "Inter", "Roboto-Regular": "Roboto", "DejaVuSans": "DejaVu Sans"]

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-latin", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test func glyphsAndPositionsMatchHarfBuzz() throws {
        let faces = try LatinShapingTests.fixture().faces
        #expect(faces.count == 3)
        for face in faces {
            let family = try #require(LatinShapingTests.families[face.font])
            // 12 pt: the size at which Inter's tracking (iOS's system font table) is 0.
            let font = Font(family: family, size: 12)
            for sample in face.samples {
                let runs = font.shape(sample.text)
                let glyphs = runs.flatMap { $0.glyphs.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] } }
                let expected = sample.runs.flatMap(\.glyphs)
                #expect(glyphs == expected, "\(face.font): \(sample.text.debugDescription)")
            }
        }
    }

    /// `Fixtures/GsubTest.ttf` (Tools/text/gsub_font.py) has Latin `calt` and `liga` lookups that
    /// must run in lookup-list order across features, reverse chaining, an extension lookup, a
    /// chaining context over glyph classes and a ligature that skips marks;
    /// `hb-shape-gsub.json` is HarfBuzz's shaping of it.
    @Test func lookupTypesAndOrderMatchHarfBuzz() throws {
        try ShapingTests.expectHarfBuzz(font: "GsubTest", fixture: "hb-shape-gsub", samples: 8)
    }

    /// `Fixtures/hb-shape-corpus.json` (Tools/text/hb_corpus.py): 80 strings × 3 faces of names,
    /// times, ranges, arrows and random combining-mark stacks. The count of samples shaped
    /// exactly as HarfBuzz does is recorded in BENCHMARKS.md; it must not fall.
    @Test func corpusMatchCountHolds() throws {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-corpus", withExtension: "json", subdirectory: "Fixtures"))
        let faces = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).faces
        var matched = 0, total = 0, differing: [String] = []
        for face in faces {
            let font = Font(family: try #require(LatinShapingTests.families[face.font]), size: 12)
            for sample in face.samples {
                total += 1
                let glyphs = font.shape(sample.text).flatMap { $0.glyphs.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] } }
                if glyphs == sample.runs.flatMap(\.glyphs) { matched += 1 } else { differing.append("\(face.font): \(sample.text.debugDescription)") }
            }
        }
        #expect(total == 240)
        #expect(matched >= LatinShapingTests.corpusMatches, "\(matched) of \(total); differing: \(differing.joined(separator: ", "))")
    }

    /// Samples of the corpus shaped exactly as HarfBuzz does (BENCHMARKS.md).
    static let corpusMatches = 240
}
