import Foundation
import Testing
@testable import CellShotText

/// Armenian, Georgian and Ethiopic: each script's bundled Noto Sans face joins the chain right
/// after the first face when text needs it (before DejaVu Sans, which has Armenian and
/// Georgian too), and its glyphs match HarfBuzz's (`Fixtures/hb-shape-alphabets.json`,
/// Tools/text/hb_alphabets.py).
@Suite struct ScriptFaceTests {
    let font = Font(size: 12)

    @Test func glyphsMatchHarfBuzz() throws {
        let url = try #require(Bundle.module.url(forResource: "hb-shape-alphabets", withExtension: "json", subdirectory: "Fixtures"))
        let faces = try JSONDecoder().decode(LatinShapingTests.Fixture.self, from: Data(contentsOf: url)).faces
        #expect(faces.map(\.font) == ["NotoSansArmenian-Regular", "NotoSansGeorgian-Regular", "NotoSansEthiopic-Regular"])
        for face in faces {
            var matched = 0
            for sample in face.samples {
                // Spaces and hyphens come from Inter: compare the script face's glyphs.
                let runs = font.shape(sample.text)
                let own = runs.filter { $0.font == face.font }.flatMap(\.glyphs).map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
                let expected = sample.runs.flatMap(\.glyphs).filter { g in own.contains { $0[1] == g[1] } }
                #expect(!own.isEmpty, "\(sample.text)")
                #expect(own == expected, "\(sample.text)")
                if !own.isEmpty, own == expected { matched += 1 }
                #expect(TextLayout(sample.text, font: font, width: nil).missingCharacters.isEmpty, "\(sample.text)")
            }
            print("\(face.font): \(matched) of \(face.samples.count) match HarfBuzz")
        }
    }

    @Test func scriptFaceComesAfterTheFirstFaceOnly() {
        let shaped = ShapedText("Hello Բարեւ", font: font)
        #expect(shaped.chain.map(\.name).prefix(2) == ["Inter-Regular", "NotoSansArmenian-Regular"])
        #expect(!ShapedText("Hello, world", font: font).chain.contains { ScriptFace.files.contains($0.name) })
    }
}
